import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import { pngPicture } from '../../../test/files.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = pngPicture();
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(fileName: string, bytes: Uint8Array) {
  const boundary = '----tenure-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describeEachDatabase('employee documents and profile image', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const upload = (
    url: string,
    headers: Headers,
    fileName: string,
    bytes: Uint8Array,
    method: 'POST' | 'PUT' = 'POST',
  ) => {
    const body = multipart(fileName, bytes);
    return t.app.inject({
      method,
      url: `/api/hrms/hris/employee${url}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('HR uploads a PDF; the employee lists and downloads it; HR deletes it', async () => {
    const created = await upload('/EMP0006/documents?category=passport', hr, 'passport.pdf', PDF);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      category: 'passport',
      fileName: 'passport.pdf',
      fileType: 'pdf',
      sizeBytes: PDF.length,
    });
    const { id } = created.json();

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/hrms/hris/employee/EMP0006/documents',
      headers: employee,
    });
    expect(list.json().map((d: { id: string }) => d.id)).toContain(id);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/hrms/hris/employee/EMP0006/documents/${id}`,
      headers: employee,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(new Uint8Array(download.rawPayload)).toEqual(PDF);

    const othersDocs = await t.app.inject({
      method: 'GET',
      url: '/api/hrms/hris/employee/EMP0007/documents',
      headers: employee,
    });
    expect(othersDocs.statusCode).toBe(403);
    const employeeDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/hrms/hris/employee/EMP0006/documents/${id}`,
      headers: employee,
    });
    expect(employeeDelete.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/hrms/hris/employee/EMP0006/documents/${id}`,
      headers: hr,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/hrms/hris/employee/EMP0006/documents/${id}`,
      headers: hr,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses an .exe renamed .pdf, a file over the size limit and an upload by someone without edit rights', async () => {
    const renamed = await upload('/EMP0006/documents', hr, 'invoice.pdf', EXE);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      fieldErrors: { file: EMPLOYEE_MESSAGES.fileTypeNotAllowed },
    });

    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(PDF);
    const oversize = await upload('/EMP0006/documents', hr, 'big.pdf', big);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().code).toBe('FILE_TOO_LARGE');

    // Documents are not self-editable by default.
    const own = await upload('/EMP0006/documents', employee, 'mine.pdf', PDF);
    expect(own.statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/hrms/hris/employee/EMP0006/documents', headers: hr });
    expect(list.json()).toEqual([]);
  });

  it('the employee changes their own picture; a PDF is not a picture; colleagues can see it', async () => {
    const set = await upload('/EMP0006/profile-image', employee, 'me.png', PNG, 'PUT');
    expect(set.statusCode).toBe(200);
    expect(set.json().profileImage).toMatch(/^\/api\/hrms\/hris\/employee\/EMP0006\/profile-image\?v=[0-9a-f-]{36}$/);
    const notImage = await upload('/EMP0006/profile-image', employee, 'me.pdf', PDF, 'PUT');
    expect(notImage.statusCode).toBe(400);
    const others = await upload('/EMP0007/profile-image', employee, 'x.png', PNG, 'PUT');
    expect(others.statusCode).toBe(403);

    const consultant = (await loginAs(t.app, 'consult01')).headers;
    const image = await t.app.inject({
      method: 'GET',
      url: '/api/hrms/hris/employee/EMP0006/profile-image',
      headers: consultant,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(image.rawPayload)).toEqual(PNG);
    const profile = await t.app.inject({ method: 'GET', url: '/api/hrms/hris/employee/myprofile', headers: employee });
    expect(profile.json().profileImage).toBe(set.json().profileImage);
  });

  it('the owner or HR removes the picture; a colleague may not; with none there is nothing to remove', async () => {
    const remove = (employeeNumber: string, headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: `/api/hrms/hris/employee/${employeeNumber}/profile-image`, headers });
    const pictureOf = (employeeNumber: string) =>
      t.app.inject({ method: 'GET', url: `/api/hrms/hris/employee/${employeeNumber}/profile-image`, headers: hr });
    const profileImageOf = async (employeeNumber: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/hrms/hris/employee/${employeeNumber}/profile`, headers: hr })
      ).json().profileImage;

    // A new picture replaces the stored file; removing it leaves no file behind.
    const stored = (url: string) =>
      (fs.readdirSync(t.filesDir, { recursive: true }) as string[]).some((f) => f.endsWith(url.slice(-36)));
    const first: string = (await upload('/EMP0006/profile-image', employee, 'me.png', PNG, 'PUT')).json().profileImage;
    const second: string = (await upload('/EMP0006/profile-image', employee, 'me.png', PNG, 'PUT')).json().profileImage;
    expect([stored(first), stored(second)]).toEqual([false, true]);
    expect((await remove('EMP0006', employee)).statusCode).toBe(204);
    expect(stored(second)).toBe(false);
    expect(await profileImageOf('EMP0006')).toBeNull();
    expect((await pictureOf('EMP0006')).statusCode).toBe(404);
    const again = await remove('EMP0006', employee);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(EMPLOYEE_MESSAGES.noProfileImage);

    expect((await upload('/EMP0007/profile-image', hr, 'them.png', PNG, 'PUT')).statusCode).toBe(200);
    expect((await remove('EMP0007', employee)).statusCode).toBe(403);
    expect((await pictureOf('EMP0007')).statusCode).toBe(200);
    expect((await remove('EMP0007', hr)).statusCode).toBe(204);
    expect(await profileImageOf('EMP0007')).toBeNull();
    expect((await pictureOf('EMP0007')).statusCode).toBe(404);
  });
});
