import { afterAll, beforeAll, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, PROFILE_IMAGE_MAX_BYTES } from '@tenure/domain/employees';
import { fileTooLargeMessage } from '@tenure/domain/messages';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../harness.ts';
import { filesUnder, listenOnLoopback } from '../http-client.ts';
import { multipartBody } from '../multipart.ts';

type Headers = Record<string, string>;
const MiB = 1024 * 1024;

/** A file of `size` bytes that starts like a PDF (the size is refused before the content is read). */
function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n%'));
  bytes.set(new TextEncoder().encode('\n%%EOF\n'), size - 7);
  return bytes;
}

/**
 * Item 12: a body that pauses right after the allowed number of file bytes used to be stored cut
 * to exactly the limit with 201. Every upload route must answer 413 and keep nothing.
 */
describeEachDatabase('oversized uploads sent slowly', (kind) => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof listenOnLoopback>>;
  let hr: Headers;
  let director: Headers;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await listenOnLoopback(t.app);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    director = (await loginAs(t.app, 'hrdirector')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  /** Sends a file of limit + extra bytes, pausing once exactly `limit` file bytes are on their way. */
  async function sendOversized(
    method: string,
    url: string,
    headers: Headers,
    limit: number,
    fields: Record<string, string> = {},
    fileName = 'big.pdf',
  ) {
    const file = pdfOfSize(limit + MiB);
    const body = multipartBody(fields, { name: fileName, bytes: file });
    const fileStart = body.payload.indexOf(Buffer.from(file.subarray(0, 10)));
    return client.sendInTwoPieces({
      method,
      url,
      headers: { ...headers, 'content-type': body.contentType },
      body: body.payload,
      pauseAfter: fileStart + limit,
    });
  }

  const routes: {
    name: string;
    method: string;
    url: string;
    who: () => Headers;
    limit: number;
    fields?: Record<string, string>;
    fileName?: string;
  }[] = [
    {
      name: 'employee document',
      method: 'POST',
      url: '/api/hrms/hris/employee/EMP0006/documents?category=passport',
      who: () => hr,
      limit: DOCUMENT_MAX_BYTES,
    },
    {
      name: 'profile image',
      method: 'PUT',
      url: '/api/hrms/hris/employee/EMP0006/profile-image',
      who: () => employee,
      limit: PROFILE_IMAGE_MAX_BYTES,
      fileName: 'me.png',
    },
    {
      name: 'leave-request document',
      method: 'POST',
      url: '/api/hrms/leave-attendance/leave-request/document',
      who: () => employee,
      limit: 5 * MiB,
    },
    {
      name: 'policy document',
      method: 'POST',
      url: '/api/hrms/hris/policy-document',
      who: () => director,
      limit: 5 * MiB,
      fields: { title: 'Big Policy' },
    },
    {
      name: 'tenant logo',
      method: 'POST',
      url: '/api/hrms/hris/tenant/logo',
      who: () => director,
      limit: 5 * MiB,
      fileName: 'logo.png',
    },
    {
      name: 'leave opening balances',
      method: 'POST',
      url: '/api/hrms/leave-attendance/opening-balances/upload',
      who: () => director,
      limit: 5 * MiB,
      fileName: 'opening.xlsx',
    },
  ];

  for (const route of routes) {
    it(`${route.name}: answers 413 and stores nothing`, async () => {
      const before = filesUnder(t.filesDir);
      const reply = await sendOversized(
        route.method,
        route.url,
        route.who(),
        route.limit,
        route.fields,
        route.fileName,
      );
      expect(reply.statusCode, reply.body).toBe(413);
      expect(JSON.parse(reply.body)).toMatchObject({
        code: 'FILE_TOO_LARGE',
        message: fileTooLargeMessage(route.limit / MiB),
      });
      expect(filesUnder(t.filesDir)).toEqual(before);
    });
  }

  it('no document row is left behind, and a file of exactly the limit sent the same way is kept whole', async () => {
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/hrms/hris/employee/EMP0006/documents', headers: hr })).json() as {
        sizeBytes: number;
      }[];
    expect(await list()).toEqual([]);

    const file = pdfOfSize(DOCUMENT_MAX_BYTES);
    const body = multipartBody({}, { name: 'exact.pdf', bytes: file });
    const reply = await client.sendInTwoPieces({
      method: 'POST',
      url: '/api/hrms/hris/employee/EMP0006/documents?category=passport',
      headers: { ...hr, 'content-type': body.contentType },
      body: body.payload,
      pauseAfter: body.payload.length - 1000,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(JSON.parse(reply.body).sizeBytes).toBe(DOCUMENT_MAX_BYTES);
    expect((await list()).map((d) => d.sizeBytes)).toEqual([DOCUMENT_MAX_BYTES]);
  });
});
