import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BI_EMBED_TTL_SECONDS, type BiDashboardView, type BiEmbedView } from '@tenure/domain/report-bi';
import { queryRows, withTenant } from '../src/platform/db.ts';
import { encryptedClient } from './encrypted-client.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';
import { fakeWebDist, type FakeWebDist } from './web-dist.ts';

type Headers = Record<string, string>;
const REPORT = 'employee-overview';
const METABASE_SECRET = 'metabase-embedding-secret-0123456789abcdef';
const SUPERSET_PASSWORD = 'superset-service-password';

/** What the fake Superset was asked, in order. */
interface SupersetCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/**
 * A stand-in for Apache Superset's security API (Superset itself cannot be installed here): it
 * answers login, CSRF token and guest token as Superset 4 does, and records each request's shape.
 */
function fakeSuperset() {
  const calls: SupersetCall[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body: unknown = text ? JSON.parse(text) : null;
      calls.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const send = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(answer));
      };
      const login = body as { username?: string; password?: string; provider?: string } | null;
      if (req.url === '/api/v1/security/login' && req.method === 'POST') {
        if (login?.username !== 'tenure-embed' || login.password !== SUPERSET_PASSWORD || login.provider !== 'db')
          return send(401, { message: 'Not authorized' });
        return send(200, { access_token: 'access-123' });
      }
      if (req.headers.authorization !== 'Bearer access-123') return send(401, { msg: 'Missing Authorization Header' });
      if (req.url === '/api/v1/security/csrf_token/' && req.method === 'GET')
        return send(200, { result: 'csrf-456' }, { 'set-cookie': 'session=sess-789; HttpOnly; Path=/' });
      if (req.url === '/api/v1/security/guest_token/' && req.method === 'POST') {
        if (req.headers['x-csrftoken'] !== 'csrf-456' || req.headers.cookie !== 'session=sess-789')
          return send(400, { message: 'The CSRF token is missing.' });
        return send(200, { token: 'guest-token-abc' });
      }
      return send(404, { message: 'Not found' });
    });
  });
  return {
    calls,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The claims of an HS256 JWT, after checking its signature with the secret. */
function verifiedClaims(token: string, secret: string): Record<string, unknown> {
  const [header, payload, signature] = token.split('.');
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  expect(signature).toBe(expected);
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  return JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
}

describeEachDatabase('reports: bring your own BI (Metabase signed embedding, Superset guest tokens)', (kind) => {
  let t: TestApp;
  let web: FakeWebDist;
  let admin: Headers;
  let hr: Headers;
  let employee: Headers;
  const superset = fakeSuperset();
  let supersetUrl: string;

  beforeAll(async () => {
    web = fakeWebDist();
    t = await createTestApp(kind, { env: { WEB_DIST: web.dir } });
    admin = { ...(await loginAs(t.app, 'superadmin')).headers, 'x-entityid': 'US-NY-01' };
    hr = { ...(await loginAs(t.app, 'hrexec01')).headers, 'x-entityid': 'US-NY-01' };
    employee = { ...(await loginAs(t.app, 'employee01')).headers, 'x-entityid': 'US-NY-01' };
    supersetUrl = await superset.start();
  });
  afterAll(async () => {
    await superset.stop();
    await t.close();
    web.remove();
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/reports${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const metabase = {
    provider: 'metabase',
    placement: 'beside',
    siteUrl: 'https://bi.example.com/',
    dashboardId: '42',
    secret: METABASE_SECRET,
  };

  it('only the tenant admin edits the settings; the secret is sealed at rest and never answered', async () => {
    expect((await call('PUT', `/bi/${REPORT}`, hr, metabase)).statusCode).toBe(403);
    expect((await call('GET', '/bi', hr)).statusCode).toBe(403);
    expect((await call('GET', '/bi', employee)).statusCode).toBe(403);

    const saved = await call('PUT', `/bi/${REPORT}`, admin, metabase);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      reportKey: REPORT,
      provider: 'metabase',
      placement: 'beside',
      siteUrl: 'https://bi.example.com',
      dashboardId: '42',
      hasSecret: true,
    });
    const listed = await call('GET', '/bi', admin);
    expect((listed.json() as BiDashboardView[]).map((d) => d.reportKey)).toEqual([REPORT]);
    expect(saved.body + listed.body).not.toContain(METABASE_SECRET);

    const stored = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ secret_sealed: string }>(tx, sql`select secret_sealed from report_bi_dashboards`),
    );
    expect(stored[0]!.secret_sealed).toMatch(/^v1\./);
    expect(stored[0]!.secret_sealed).not.toContain(METABASE_SECRET);
    const audited = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from audit_log where action = 'report.bi.save' and after::text like ${`%${METABASE_SECRET}%`}`,
      ),
    );
    expect(audited[0]!.n).toBe(0);

    // Saved again without a secret: the stored one is kept.
    const { secret: _omitted, ...withoutSecret } = metabase;
    expect((await call('PUT', `/bi/${REPORT}`, admin, { ...withoutSecret, dashboardId: '43' })).json()).toMatchObject({
      dashboardId: '43',
      hasSecret: true,
    });
    // A report no one has, a Metabase dashboard that is not a number, an address that is not http(s).
    expect((await call('PUT', '/bi/no-such-report', admin, metabase)).statusCode).toBe(404);
    const invalid = await call('PUT', `/bi/${REPORT}`, admin, { ...metabase, dashboardId: 'abc', siteUrl: 'ftp://x' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys((invalid.json() as { fieldErrors: Record<string, string> }).fieldErrors).sort()).toEqual([
      'dashboardId',
      'siteUrl',
    ]);
  });

  it('mints a Metabase token per view: HS256 with the secret, tenant and entity locked, about ten minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await call('GET', `/${REPORT}/embed`, hr);
    expect(res.statusCode).toBe(200);
    const embed = res.json() as BiEmbedView;
    expect(embed).toMatchObject({ provider: 'metabase', placement: 'beside', guestToken: null });
    const match = /^https:\/\/bi\.example\.com\/embed\/dashboard\/([^#]+)#bordered=true&titled=true$/.exec(embed.url);
    const claims = verifiedClaims(match![1]!, METABASE_SECRET);
    expect(claims.resource).toEqual({ dashboard: 43 });
    expect(claims.params).toEqual({ tenant: 'demo', entity: 'US-NY-01' });
    expect(claims.exp).toBeGreaterThanOrEqual(before + BI_EMBED_TTL_SECONDS);
    expect(claims.exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + BI_EMBED_TTL_SECONDS);
    expect(new Date(embed.expiresAt).getTime()).toBe(Number(claims.exp) * 1000);
    // Each view gets its own token; nothing minted is stored.
    const again = (await call('GET', `/${REPORT}/embed`, { ...hr, 'x-entityid': 'US-NY-01' })).json() as BiEmbedView;
    expect(typeof again.url).toBe('string');

    // Who may not open the report gets no dashboard; a report without one is a 404.
    expect((await call('GET', `/${REPORT}/embed`, employee)).statusCode).toBe(403);
    expect((await call('GET', '/hr-kpi-report/embed', hr)).statusCode).toBe(404);
  });

  it("the web app's page may frame the tenant's BI origin, and no other tenant's page may", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/report', headers: { host: 'demo.localhost' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/frame-src 'self' blob: https:\/\/bi\.example\.com(;|$)/);
    const acmePage = await t.app.inject({ method: 'GET', url: '/report', headers: { host: 'acme.localhost' } });
    expect(acmePage.headers['content-security-policy']).toMatch(/frame-src 'self' blob:(;|$)/);
    const api = await call('GET', '/bi', admin);
    expect(api.headers['content-security-policy']).not.toContain('bi.example.com');
  });

  it('asks Superset for a guest token with the dashboard and the tenant RLS clause', async () => {
    const saved = await call('PUT', `/bi/${REPORT}`, admin, {
      provider: 'superset',
      placement: 'replace',
      siteUrl: supersetUrl,
      dashboardId: '5b7c1d2e-0000-4000-8000-123456789abc',
      username: 'tenure-embed',
      secret: SUPERSET_PASSWORD,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SUPERSET_PASSWORD);
    superset.calls.length = 0;
    const res = await call('GET', `/${REPORT}/embed`, hr);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'superset',
      placement: 'replace',
      url: `${supersetUrl}/embedded/5b7c1d2e-0000-4000-8000-123456789abc`,
      guestToken: 'guest-token-abc',
    });
    expect(superset.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/security/login',
      'GET /api/v1/security/csrf_token/',
      'POST /api/v1/security/guest_token/',
    ]);
    const guest = superset.calls[2]!.body as { resources: unknown; rls: unknown; user: { username: string } };
    expect(guest.resources).toEqual([{ type: 'dashboard', id: '5b7c1d2e-0000-4000-8000-123456789abc' }]);
    expect(guest.rls).toEqual([{ clause: "tenant_id = 'demo'" }]);
    expect(guest.user.username).toMatch(/^tenure-/);
    expect(res.body).not.toContain('access-123');

    // A Superset that refuses the service account: a 503 that says so, never its answer.
    await call('PUT', `/bi/${REPORT}`, admin, {
      provider: 'superset',
      placement: 'replace',
      siteUrl: supersetUrl,
      dashboardId: '5b7c1d2e-0000-4000-8000-123456789abc',
      username: 'tenure-embed',
      secret: 'wrong',
    });
    const refused = await call('GET', `/${REPORT}/embed`, hr);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'BI_UNAVAILABLE' });
  });

  it("another tenant's admin sees none of these settings and mints nothing from them", async () => {
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: 'Tenure@2026' },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}`, 'x-entityid': 'US-CA-01' };
    const listed = await acme.request({ method: 'GET', url: '/api/reports/bi', headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toEqual([]);
    const embed = await acme.request({ method: 'GET', url: `/api/reports/${REPORT}/embed`, headers });
    expect(embed.statusCode).toBe(404);
    const removed = await acme.request({ method: 'DELETE', url: `/api/reports/bi/${REPORT}`, headers });
    expect(removed.statusCode).toBe(404);
    // demo's admin removes its own.
    expect((await call('DELETE', `/bi/${REPORT}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/${REPORT}/embed`, hr)).statusCode).toBe(404);
  });
});
