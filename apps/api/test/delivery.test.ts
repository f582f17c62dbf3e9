import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, loginAs } from './harness.ts';
import { createWebTestApp, type FakeWebDist } from './web-dist.ts';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** Issue 33 item 3: the web app and the API's answers travel compressed; built files are cached by their hash. */
describeEachDatabase('delivery of the web app and the API', (kind) => {
  let t: Awaited<ReturnType<typeof createWebTestApp>>;
  let web: FakeWebDist;
  beforeAll(async () => {
    t = await createWebTestApp(kind);
    web = t.web;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('the built files', () => {
    it('sends a hashed script as the build compressed it (brotli, else gzip), cached for a year', async () => {
      const br = await get(web.script.url, BROWSER);
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe(YEAR_IMMUTABLE);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.equals(web.script.br)).toBe(true);

      const gzip = await get(web.script.url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(web.script.gzip)).toBe(true);

      const plain = await get(web.script.url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(web.script.body)).toBe(true);
      expect(plain.headers['cache-control']).toBe(YEAR_IMMUTABLE);
    });

    it('compresses a hashed file the build left uncompressed as it sends it', async () => {
      const res = await get(web.style.url, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(YEAR_IMMUTABLE);
      expect(zlib.brotliDecompressSync(res.rawPayload).equals(web.style.body)).toBe(true);
    });

    it('has the page revalidated on every load, and answers 304 while it is unchanged', async () => {
      for (const url of ['/', '/leave/apply', '/favicon.svg']) {
        const res = await get(url, BROWSER);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.etag, url).toBeTruthy();
        expect(res.headers['last-modified'], url).toBeTruthy();
        const again = await get(url, { ...BROWSER, 'if-none-match': String(res.headers.etag) });
        expect(again.statusCode, url).toBe(304);
      }
      const page = await get('/employees/42');
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<title>Tenure</title>');
    });

    it("answers 404 for a missing script (an old build's chunk), not the page", async () => {
      const res = await get('/assets/index-0ldBu1ld.js', BROWSER);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    });
  });

  describe("the API's answers", () => {
    let headers: Record<string, string>;
    beforeAll(async () => {
      headers = (await loginAs(t.app, 'superadmin')).headers;
    });

    it('compresses an answer over 1 KB for a client that accepts it, and only then', async () => {
      const plain = await get('/api/hrms/hris/employee?size=50', headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const br = await get('/api/hrms/hris/employee?size=50', { ...headers, 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-store');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

      const gzip = await get('/api/hrms/hris/employee?size=50', { ...headers, 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    });

    it('sends a small answer as it is', async () => {
      const res = await get('/api/health', BROWSER);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toBeTruthy();
    });

    it('compresses a text export and leaves a workbook (already compressed) as it is', async () => {
      const csv = await get('/api/hrms/hris/employee/export?format=csv', { ...headers, ...BROWSER });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-encoding']).toBe('br');
      expect(csv.headers['content-disposition']).toMatch(/attachment/);
      expect(zlib.brotliDecompressSync(csv.rawPayload).toString()).toMatch(/EMP0006/);

      const xlsx = await get('/api/hrms/hris/employee/export?format=xlsx', { ...headers, ...BROWSER });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-encoding']).toBeUndefined();
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });
  });
});
