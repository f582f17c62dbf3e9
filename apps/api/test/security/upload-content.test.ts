import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@tenure/domain/messages';
import { jpegPicture, pdfDocument, pdfWithObjectStream, pngPicture } from '../files.ts';
import { filesUnder } from '../http-client.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';
import { multipartBody } from '../multipart.ts';

type Headers = Record<string, string>;

const OPEN_ACTION_SCRIPT = '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** Item 18: uploads are judged by what they are, not only by their first bytes; names are stored safely. */
describeEachDatabase('what an upload contains', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let director: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    director = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  function send(
    method: 'POST' | 'PUT',
    url: string,
    headers: Headers,
    name: string,
    bytes: Uint8Array,
    fields: Record<string, string> = {},
  ) {
    const body = multipartBody(fields, { name, bytes });
    return t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  const photo = (name: string, bytes: Uint8Array) =>
    send('PUT', '/api/hrms/hris/employee/EMP0006/profile-image', employee, name, bytes);
  const logo = (name: string, bytes: Uint8Array) => send('POST', '/api/hrms/hris/tenant/logo', director, name, bytes);
  const policyDocument = (bytes: Uint8Array, name = 'policy.pdf') =>
    send('POST', '/api/hrms/hris/policy-document', director, name, bytes, { title: `Policy ${Math.random()}` });
  const leaveDocument = (name: string, bytes: Uint8Array) =>
    send('POST', '/api/hrms/leave-attendance/leave-request/document', employee, name, bytes);

  it('a truncated PNG is refused as a photo and as a logo, a truncated JPEG as a leave document; nothing is stored', async () => {
    const png = pngPicture(64, 64);
    const cutPng = png.subarray(0, png.length - 20);
    const jpeg = jpegPicture(64, 64);
    const cutJpeg = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    const before = filesUnder(t.filesDir);
    for (const reply of [
      await photo('me.png', cutPng),
      await logo('logo.png', cutPng),
      await leaveDocument('note.jpg', cutJpeg),
    ]) {
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'FILE_CONTENT_REFUSED', message: MESSAGES.imageNotDecodable });
    }
    expect(filesUnder(t.filesDir)).toEqual(before);

    expect((await photo('me.png', png)).statusCode).toBe(200);
    expect((await logo('logo.jpg', jpeg)).statusCode).toBe(200);
    expect((await leaveDocument('note.jpg', jpeg)).statusCode).toBe(201);
  });

  it('a PDF that runs JavaScript when opened is refused, however its names are spelt or packed', async () => {
    const variants = [
      pdfDocument(OPEN_ACTION_SCRIPT),
      pdfDocument('/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'),
      pdfDocument('/Names << /EmbeddedFiles 9 0 R >>'),
      pdfDocument('/OpenAction << /S /Launch /F (cmd.exe) >>'),
      pdfWithObjectStream(OPEN_ACTION_SCRIPT),
    ];
    for (const bytes of variants) {
      const reply = await policyDocument(bytes);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'FILE_CONTENT_REFUSED', message: MESSAGES.pdfActiveContent });
    }
    const employeeDocument = await send(
      'POST',
      '/api/hrms/hris/employee/EMP0006/documents?category=passport',
      hr,
      'a.pdf',
      pdfDocument(OPEN_ACTION_SCRIPT),
    );
    expect(employeeDocument.json()).toMatchObject({ code: 'FILE_CONTENT_REFUSED' });
    const library = (
      await t.app.inject({ method: 'GET', url: '/api/hrms/hris/policy-document', headers: director })
    ).json() as { title: string }[];
    expect(JSON.stringify(library)).not.toContain('Policy 0.');

    // Plain documents, including a compressed one that opens at a page, still go in.
    expect((await policyDocument(pdfDocument('/OpenAction [3 0 R /Fit]'))).statusCode).toBe(201);
    expect((await policyDocument(pdfWithObjectStream('/PageMode /UseNone'))).statusCode).toBe(201);
  });

  it('a file name carrying HTML, folders or control characters is stored and returned as a plain name', async () => {
    const reply = await send(
      'POST',
      '/api/hrms/hris/employee/EMP0006/documents?category=passport',
      hr,
      '../../<img src=x onerror=alert(1)>\u0007report.pdf',
      pdfDocument(),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().fileName).toBe('_img src=x onerror=alert(1)_report.pdf');
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/hrms/hris/employee/EMP0006/documents', headers: hr })
    ).json() as { fileName: string }[];
    expect(listed.map((d) => d.fileName)).toEqual(['_img src=x onerror=alert(1)_report.pdf']);

    const long = await leaveDocument(`${'a'.repeat(300)}.pdf`, pdfDocument());
    expect(long.json().fileName).toBe(`${'a'.repeat(116)}.pdf`);
  });
});
