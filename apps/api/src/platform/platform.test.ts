import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FLAG_KEYS } from '@tenure/domain/flags';
import { MESSAGES } from '@tenure/domain/messages';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../test/harness.ts';
import { encryptedClient } from '../../test/encrypted-client.ts';
import { queryRows, withTenant } from './db.ts';

describeEachDatabase('platform: flags, errors, documentation, encryption', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      extend: (app) => {
        app.get('/api/test/unexpected', { config: { access: { public: true } } }, async () => {
          throw new Error('database password is hunter2');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('sends the security headers on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the flags of the tenant preset, every flag present', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/flags', headers: { 'x-tenantid': 'demo' } });
    expect(res.json().preset).toBe('development');
    expect(Object.keys(res.json().flags).sort()).toEqual([...FLAG_KEYS].sort());
    expect(res.json().flags.estimatedHours).toBe(false);
  });

  it('a route whose flag is switched off answers 404 for that tenant only', async () => {
    const admin = await loginAs(t.app, 'superadmin');
    const search = () =>
      t.app.inject({ method: 'GET', url: '/api/hrms/hris/employee/search?query=emily', headers: admin.headers });
    expect((await search()).statusCode).toBe(200);

    const employee = await loginAs(t.app, 'employee01');
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      headers: employee.headers,
      payload: { flag: 'employeeDirectory', enabled: false },
    });
    expect(denied.statusCode).toBe(403);

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      headers: admin.headers,
      payload: { flag: 'employeeDirectory', enabled: false },
    });
    expect(off.json().flags.employeeDirectory).toBe(false);
    expect((await search()).statusCode).toBe(404);

    const acmeFlags = await t.app.inject({ method: 'GET', url: '/api/flags', headers: { 'x-tenantid': 'acme' } });
    expect(acmeFlags.json().flags.employeeDirectory).toBe(true);

    await t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      headers: admin.headers,
      payload: { flag: 'employeeDirectory', enabled: true },
    });
    expect((await search()).statusCode).toBe(200);
  });

  it('an unexpected error answers the default text, never the stack or message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/unexpected', headers: { 'x-tenantid': 'demo' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MESSAGES.somethingWentWrong, code: 'INTERNAL' });
    expect(res.body).not.toContain('hunter2');
  });

  it('an unknown API path is a JSON 404 and malformed JSON a 400 in the one error shape', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': 'demo', 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['code', 'message']);
  });

  it('documents every API route in OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/auth/user/v3/login',
      '/api/auth/roles',
      '/api/auth/user-entity-permissions',
      '/api/flags',
      '/api/health',
    ]) {
      expect(paths).toContain(path);
    }
    expect(res.json().paths['/api/auth/user/v3/login'].post.requestBody).toBeDefined();
  });

  it('writes an audit row for a login, with actor and time', async () => {
    await loginAs(t.app, 'hrdirector');
    const rows = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ action: string; actor_user_id: string; created_at: Date }>(
        tx,
        sql`select a.action, a.actor_user_id, a.created_at from audit_log a join users u on u.id = a.actor_user_id where u.username = 'hrdirector' order by a.created_at desc limit 1`,
      ),
    );
    expect(rows[0]?.action).toBe('auth.login');
  });

  it('acme (production preset) requires encrypted bodies and answers encrypted', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': 'acme' },
      payload: { username: 'acmeadmin', password: 'Tenure@2026' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('PAYLOAD_ENCRYPTION_REQUIRED');

    const client = await encryptedClient(t.app, 'acme');
    const login = await client.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: 'Tenure@2026' },
    });
    expect(login.encrypted).toBe(true);
    expect(login.statusCode).toBe(200);
    const token = (login.body as { token: string }).token;

    const me = await client.request({
      method: 'GET',
      url: '/api/auth/validate-login',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me).toMatchObject({ statusCode: 200, encrypted: true, body: { user: { userName: 'acmeadmin' } } });

    const wrong = await client.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: 'Nope@12345' },
    });
    expect(wrong).toMatchObject({ statusCode: 401, encrypted: true, body: { message: MESSAGES.invalidCredentials } });
  });

  it('a tampered encrypted body is refused with the same 400 as any other decryption failure', async () => {
    const client = await encryptedClient(t.app, 'acme');
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/v3/login',
        headers: { 'x-tenantid': 'acme', 'x-pubkey-id': client.keyId },
        payload,
      });
    const { encryptPayload } = await import('@tenure/domain/crypto');
    const good = await encryptPayload(client.keys, JSON.stringify({ username: 'acmeadmin', password: 'Tenure@2026' }));
    const flip = (b64: string) => (b64[0] === 'A' ? 'B' : 'A') + b64.slice(1);
    const tamperedData = await send({ ...good, data: flip(good.data) });
    const tamperedMac = await send({ ...good, mac: flip(good.mac) });
    expect(tamperedData.statusCode).toBe(400);
    expect(tamperedData.json()).toEqual(tamperedMac.json());
    expect(tamperedData.json().code).toBe('INVALID_PAYLOAD');
  });

  it.runIf(kind === 'postgres')(
    'a tenant transaction that swallows a database error is not reported as committed',
    async () => {
      const attempt = withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
        await tx.execute(sql`select 1/0`).catch(() => undefined);
        return 'done';
      });
      await expect(attempt).rejects.toThrow('rolled back');
    },
  );

  it.runIf(kind === 'postgres')(
    'a statement left stale by a schema change costs one failed request, not the connection',
    async () => {
      const titles = () =>
        withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
          queryRows<{ title: string }>(tx, sql`select title from quick_links where order_id >= ${0}`),
        );
      await titles();
      await titles();
      await t.database.db.execute(sql`alter table quick_links alter column title type varchar(200)`);
      await titles().catch(() => undefined); // the connection's prepared plan no longer fits: this one may fail
      expect((await titles()).length).toBeGreaterThan(0);
      expect((await titles()).length).toBeGreaterThan(0);
    },
  );

  it.runIf(kind === 'postgres')(
    'request queries are planned without parallel workers, whose start-up outweighs a page query',
    async () => {
      const [setting] = await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        queryRows<{ max_parallel_workers_per_gather: string }>(tx, sql`show max_parallel_workers_per_gather`),
      );
      expect(setting?.max_parallel_workers_per_gather).toBe('0');
    },
  );
});
