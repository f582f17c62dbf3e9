import { afterAll, beforeAll, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import * as schema from '../db/schema/index.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../test/harness.ts';
import { queryRows, withTenant } from './db.ts';
import { encryptedClient } from '../../test/encrypted-client.ts';

/** Every table holding tenant rows, found from the schema so a new table cannot be forgotten. */
const tenantTables = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((t) => getTableConfig(t))
  .filter((c) => c.columns.some((col) => col.name === 'tenant_id'))
  .map((c) => c.name);

describeEachDatabase('tenant isolation', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Give every tenant table rows in both tenants: log someone in on each side.
    await loginAs(t.app, 'employee01', 'demo');
    const acme = await encryptedClient(t.app, 'acme');
    await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeemp01', password: 'Tenure@2026' },
    });
  });
  afterAll(() => t.close());

  const count = (tenantCode: string, table: string, where = 'true') =>
    withTenant(t.database.db, { tenantCode }, async (tx) => {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql.raw(`select count(*)::int as n from ${table} where ${where}`),
      );
      return row!.n;
    });

  it('finds the tenant tables and row-level security is on for each', async () => {
    expect(tenantTables).toEqual(expect.arrayContaining(['employees', 'users', 'sessions', 'roles', 'audit_log']));
    const rows = await queryRows<{ relname: string }>(
      t.database.db,
      sql`select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and relrowsecurity`,
    );
    const secured = rows.map((r) => r.relname);
    for (const table of tenantTables) expect(secured, table).toContain(table);
  });

  it('with app.tenant_id = demo, no table shows an acme row, and acme rows exist', async () => {
    for (const table of tenantTables) {
      expect(await count('demo', table, "tenant_id <> 'demo'"), table).toBe(0);
    }
    expect(await count('acme', 'employees')).toBeGreaterThan(0);
    expect(await count('demo', 'employees', "employee_number like 'AC%'")).toBe(0);
  });

  it('with no tenant set, the request role sees no rows at all', async () => {
    const n = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'tenure_app', true)`);
      return (await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from employees`))[0]!.n;
    });
    expect(n).toBe(0);
  });

  it('refuses to write a row into another tenant', async () => {
    await expect(
      withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        tx.execute(
          sql`insert into locations (tenant_id, name, city, country_code, time_zone) values ('acme', 'Sneaky', 'X', 'US', 'UTC')`,
        ),
      ),
    ).rejects.toThrow();
    await expect(
      withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        tx.execute(sql`update employees set first_name = 'Hacked' where tenant_id = 'acme'`),
      ),
    ).resolves.toBeDefined();
    expect(await count('acme', 'employees', "first_name = 'Hacked'")).toBe(0);
  });

  it('runs requests as a role that owns no table and cannot bypass RLS', async () => {
    const role = await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
      const [row] = await queryRows<{ name: string; super: boolean; bypass: boolean; owned: number }>(
        tx,
        sql`select current_user as name, r.rolsuper as super, r.rolbypassrls as bypass,
                   (select count(*)::int from pg_tables where schemaname = 'public' and tableowner = current_user) as owned
            from pg_roles r where r.rolname = current_user`,
      );
      return row!;
    });
    expect(role).toEqual({ name: 'tenure_app', super: false, bypass: false, owned: 0 });
  });

  it('a demo user sending X-TenantID: acme gets nothing from acme', async () => {
    const demoUser = await loginAs(t.app, 'superadmin', 'demo');
    const asAcme = { ...demoUser.headers, 'x-tenantid': 'acme' };
    for (const url of ['/api/auth/validate-login', '/api/hrms/hris/employee/search?query=grace', '/api/auth/roles']) {
      const res = await t.app.inject({ method: 'GET', url, headers: asAcme });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toMatch(/Grace|Hopper|Acme/);
    }
    // A demo user cannot log in at acme either (acme's preset encrypts payloads).
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'superadmin', password: 'Tenure@2026' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('resolves the tenant from the Host when there is no X-TenantID', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/flags', headers: { host: 'acme.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().preset).toBe('production');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/flags', headers: { host: 'unknown.example.com' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('TENANT_NOT_FOUND');
  });

  it('tenant-code lookup maps the page origin to the tenant, and an unknown host is 404', async () => {
    const origin = (o: string) => `/api/auth/tenant-code?hostUrl=${encodeURIComponent(o)}`;
    expect((await t.app.inject({ method: 'GET', url: origin('http://localhost:3000') })).json()).toMatchObject({
      tenantCode: 'demo',
      tenantName: 'Tenure Demo Corp',
      payloadEncryption: false,
    });
    expect((await t.app.inject({ method: 'GET', url: origin('http://acme.localhost:3000') })).json()).toMatchObject({
      tenantCode: 'acme',
      payloadEncryption: true,
    });
    expect((await t.app.inject({ method: 'GET', url: origin('http://other.example') })).statusCode).toBe(404);
  });
});
