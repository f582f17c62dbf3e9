import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FLAG_KEYS, PRESETS, type FlagSettingView } from '@tenure/domain/flags';
import { createSecondApp, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../platform/db.ts';

describeEachDatabase('feature flag settings', (kind) => {
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    second = await createSecondApp(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const settingsOf = async (app: TestApp, headers: Record<string, string>) => {
    const res = await app.app.inject({ method: 'GET', url: '/api/flags/settings', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { preset: string; flags: FlagSettingView[] };
  };
  const auditOf = (flag: string) =>
    queryRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select action, before, after from audit_log where tenant_id = 'demo' and entity = 'tenant_flag' and entity_id = ${flag} order by created_at, id`,
    );

  it('shows every flag with its preset default, the override and the value in effect', async () => {
    const admin = await loginAs(t.app, 'superadmin');
    const settings = await settingsOf(t, admin.headers);
    expect(settings.preset).toBe('development');
    expect(settings.flags.map((f) => f.flag)).toEqual([...FLAG_KEYS]);
    const oracle = settings.flags.find((f) => f.flag === 'syncProjectsFromOracleERP')!;
    expect(oracle).toEqual({
      flag: 'syncProjectsFromOracleERP',
      presetDefault: PRESETS.development.syncProjectsFromOracleERP,
      override: null,
      effective: false,
    });
  });

  it('overrides a flag and resets it to the preset, each change audited', async () => {
    const admin = await loginAs(t.app, 'superadmin');
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      headers: admin.headers,
      payload: { flag: 'chatbot', enabled: false },
    });
    expect(off.json().flags.chatbot).toBe(false);
    expect((await settingsOf(t, admin.headers)).flags.find((f) => f.flag === 'chatbot')).toEqual({
      flag: 'chatbot',
      presetDefault: true,
      override: false,
      effective: false,
    });

    const reset = await t.app.inject({ method: 'DELETE', url: '/api/flags/chatbot', headers: admin.headers });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().flags.chatbot).toBe(true);
    expect((await settingsOf(t, admin.headers)).flags.find((f) => f.flag === 'chatbot')).toMatchObject({
      override: null,
      effective: true,
    });

    const again = await t.app.inject({ method: 'DELETE', url: '/api/flags/chatbot', headers: admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FLAG_NOT_OVERRIDDEN');
    expect(await auditOf('chatbot')).toEqual([
      { action: 'flags.override', before: null, after: { enabled: false } },
      { action: 'flags.reset', before: { enabled: false }, after: null },
    ]);
  });

  it('refuses the settings, overrides and resets to a user without ManageFeatureFlags, and unknown flags', async () => {
    const employee = await loginAs(t.app, 'employee01');
    const hr = await loginAs(t.app, 'hrdirector');
    for (const headers of [employee.headers, hr.headers]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/flags/settings', headers })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/flags', headers, payload: { flag: 'esop', enabled: false } }))
          .statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/flags/esop', headers })).statusCode).toBe(403);
    }
    const admin = await loginAs(t.app, 'superadmin');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/flags/esops', headers: admin.headers })).statusCode).toBe(
      400,
    );
    expect(await auditOf('esop')).toEqual([]);
  });

  it('a change made through one API instance counts on the next request of another', async () => {
    const admin = await loginAs(t.app, 'superadmin');
    const other = await loginAs(second.app, 'employee01');
    const search = () =>
      second.app.inject({ method: 'GET', url: '/api/hrms/hris/employee/search?query=emily', headers: other.headers });
    const publicFlags = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/flags', headers: { 'x-tenantid': 'demo' } })).json().flags;
    // The second instance has served the flags (and would have cached them) before the change.
    expect((await search()).statusCode).toBe(200);
    expect((await publicFlags()).employeeDirectory).toBe(true);

    await t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      headers: admin.headers,
      payload: { flag: 'employeeDirectory', enabled: false },
    });
    expect((await search()).statusCode).toBe(404);
    expect((await publicFlags()).employeeDirectory).toBe(false);
    const acme = await second.app.inject({ method: 'GET', url: '/api/flags', headers: { 'x-tenantid': 'acme' } });
    expect(acme.json().flags.employeeDirectory).toBe(true);

    await t.app.inject({ method: 'DELETE', url: '/api/flags/employeeDirectory', headers: admin.headers });
    expect((await search()).statusCode).toBe(200);
    expect((await publicFlags()).employeeDirectory).toBe(true);
  });

  it('a switched-off route answers 401 without a session, so it does not tell anonymous callers what is off', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/hrms/hris/employee/search?query=emily',
      headers: { 'x-tenantid': 'demo' },
    });
    expect(res.statusCode).toBe(401);
  });
});
