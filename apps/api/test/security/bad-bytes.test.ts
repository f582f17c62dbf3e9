import { afterAll, beforeAll, expect, it } from 'vitest';
import { encryptPayload } from '@tenure/domain/crypto';
import { jsonTooDeepMessage, MESSAGES } from '@tenure/domain/messages';
import { encryptedClient } from '../encrypted-client.ts';
import { pdfDocument } from '../files.ts';
import { filesUnder } from '../http-client.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';

type Headers = Record<string, string>;

/** Item 15: bad bytes are bad input — 400 with a clear message, never 500, and nothing changes. */
describeEachDatabase('bad bytes in requests', (kind) => {
  let t: TestApp;
  let director: Headers;
  let hr: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    director = (await loginAs(t.app, 'hrdirector')).headers;
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  it('a NUL in a path parameter, even on a public route, is a 400 naming the parameter', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/hrms/hris/tenant/logo/a%00b' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      message: MESSAGES.invalidCharacters,
      code: 'INVALID_CHARACTERS',
      fieldErrors: { tenantCode: MESSAGES.invalidCharacters },
    });
  });

  it('a NUL in a query parameter is a 400 naming the parameter', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/hrms/hris/employee?search=a%00b', headers: hr });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fieldErrors).toEqual({ search: MESSAGES.invalidCharacters });
  });

  it('a NUL in a JSON string, at any depth, is a 400 and the record is unchanged', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/hrms/hris/tenant/profile', headers: director })
    ).json();
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/api/hrms/hris/tenant/profile',
      headers: director,
      payload: { ...before, name: 'Tenure\u0000Demo' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      code: 'INVALID_CHARACTERS',
      fieldErrors: { name: MESSAGES.invalidCharacters },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/hrms/hris/tenant/profile', headers: director })).json(),
    ).toEqual(before);

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': 'demo' },
      payload: { username: 'superadmin', password: 'x', extra: [{ 'k\u0000': 1 }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().fieldErrors).toEqual({ 'extra.0.k': MESSAGES.invalidCharacters });
  });

  it('a lone UTF-16 surrogate in a JSON string or key is a 400 naming the field, and nothing is stored; emoji pass', async () => {
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/agent/chat',
      headers: employee,
      payload: { message: 'Leave policy \ud800' },
    });
    expect(chat.statusCode, chat.body).toBe(400);
    expect(chat.json()).toEqual({
      message: MESSAGES.invalidCharacters,
      code: 'INVALID_CHARACTERS',
      fieldErrors: { message: MESSAGES.invalidCharacters },
    });

    const profileUrl = '/api/hrms/hris/employee/EMP0006/profile';
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/hrms/hris/employee/myprofile', headers: employee })
    ).json();
    const sections = [
      {
        section: 'contact',
        body: {
          ...mine.sections.contact,
          mobilePhone: '(212) 555-0199',
          currentAddress: { ...mine.sections.contact.currentAddress, line1: '1 Main St \ud800' },
        },
        field: 'currentAddress.line1',
      },
      {
        section: 'emergencyContacts',
        body: { entries: [{ name: 'Ravi \udfff', relationship: 'Brother', phone: '(212) 555-0100' }] },
        field: 'entries.0.name',
      },
    ];
    for (const { section, body, field } of sections) {
      const reply = await t.app.inject({
        method: 'PUT',
        url: `${profileUrl}/${section}`,
        headers: employee,
        payload: body,
      });
      expect(reply.statusCode, `${section} ${reply.body}`).toBe(400);
      expect(reply.json().fieldErrors).toEqual({ [field]: MESSAGES.invalidCharacters });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/hrms/hris/employee/myprofile', headers: employee })).json()
        .sections,
    ).toEqual(mine.sections);

    const admin = (await loginAs(t.app, 'superadmin')).headers;
    const projectId = (
      await t.app.inject({ method: 'POST', url: '/api/timesheet/v2/projects/list', headers: admin, payload: {} })
    ).json().items[0].id as string;
    const tasks = () =>
      t.app.inject({ method: 'GET', url: `/api/timesheet/v2/project-task/project/${projectId}`, headers: admin });
    const tasksBefore = (await tasks()).json();
    const task = await t.app.inject({
      method: 'POST',
      url: `/api/timesheet/v2/project-task/${projectId}/custom`,
      headers: admin,
      payload: { taskName: 'Review \udc00', taskType: 'Development' },
    });
    expect(task.statusCode, task.body).toBe(400);
    expect(task.json().fieldErrors).toEqual({ taskName: MESSAGES.invalidCharacters });
    expect((await tasks()).json()).toEqual(tasksBefore);

    const key = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': 'demo' },
      payload: { username: 'superadmin', password: 'x', extra: { 'k\ud83d': 1 } },
    });
    expect(key.json().fieldErrors).toEqual({ 'extra.k': MESSAGES.invalidCharacters });
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': 'demo' },
      payload: { username: 'superadmin', password: 'wrong-password\u{1F600}' },
    });
    expect(emoji.statusCode, emoji.body).toBe(401);
  });

  it('a JSON body nested deeper than 64 levels is refused with 400 at once, plain or encrypted, even without signing in', async () => {
    const login = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/v3/login',
        headers: { 'x-tenantid': 'demo', 'content-type': 'application/json' },
        payload,
      });
    const started = performance.now();
    for (const deep of [
      '{"a":'.repeat(5000),
      '['.repeat(100_000),
      `{"username":"x","password":"y","extra":${'['.repeat(65)}${']'.repeat(65)}}`,
    ]) {
      const reply = await login(deep);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ message: jsonTooDeepMessage(64), code: 'JSON_TOO_DEEP' });
    }
    expect(performance.now() - started).toBeLessThan(2000);
    // 64 levels (the body's own object and 63 lists), and brackets inside strings, are ordinary input.
    const fine = await login(
      JSON.stringify({
        username: 'superadmin',
        password: '[[[{{{\\"',
        extra: JSON.parse(`${'['.repeat(63)}${']'.repeat(63)}`),
      }),
    );
    expect(fine.statusCode).toBe(401);

    const client = await encryptedClient(t.app, 'demo');
    const envelope = await encryptPayload(
      client.keys,
      `{"username":"superadmin","password":"${DEMO_PASSWORD}","a":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`,
    );
    const encrypted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': 'demo', 'x-pubkey-id': client.keyId },
      payload: envelope,
    });
    expect(encrypted.statusCode).toBe(400);
    const plainTwin = await client.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'superadmin', password: DEMO_PASSWORD },
    });
    expect(plainTwin.statusCode).toBe(200);
  });

  it('a multipart upload without a boundary, or cut off mid-way, is a 400 on every upload route and stores nothing', async () => {
    const uploads: [string, string, Headers][] = [
      ['POST', '/api/hrms/hris/employee/EMP0006/documents?category=passport', hr],
      ['PUT', '/api/hrms/hris/employee/EMP0006/profile-image', employee],
      ['POST', '/api/hrms/leave-attendance/leave-request/document', employee],
      ['POST', '/api/hrms/hris/policy-document', director],
      ['POST', '/api/hrms/hris/tenant/logo', director],
      ['POST', '/api/hrms/leave-attendance/opening-balances/upload', director],
    ];
    const before = filesUnder(t.filesDir);
    const file = Buffer.from(pdfDocument());
    for (const [method, url, headers] of uploads) {
      const noBoundary = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        payload: file,
      });
      expect(noBoundary.statusCode, `${url} ${noBoundary.body}`).toBe(400);
      expect(noBoundary.json()).toMatchObject({ code: 'MALFORMED_MULTIPART', message: MESSAGES.malformedUpload });

      const cutOff = Buffer.concat([
        Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n'),
        file,
      ]);
      const truncated = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' },
        payload: cutOff,
      });
      expect(truncated.statusCode, `${url} ${truncated.body}`).toBe(400);
    }
    expect(filesUnder(t.filesDir)).toEqual(before);
  });

  it('a NUL in a text field of an upload form is a 400', async () => {
    const boundary = 'b';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nA\u0000B\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.pdf"\r\n\r\n`,
      ),
      Buffer.from(pdfDocument()),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/hrms/hris/policy-document',
      headers: { ...director, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().code).toBe('INVALID_CHARACTERS');
  });
});
