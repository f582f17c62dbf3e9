import { afterAll, beforeAll, expect, it } from 'vitest';
import { SETUP_AREAS, setupProgress, type SetupAreaId, type SetupAreaStatus } from '@tenure/domain/admin';
import { createFreshTenant } from '../../../test/fresh-tenant.ts';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

describeEachDatabase('setup checklist', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createFreshTenant(t.database.db, 'globex', 'globexadmin');
  });
  afterAll(() => t.close());

  async function statusOf(username: string, tenant = 'demo') {
    const user = await loginAs(t.app, username, tenant);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/setup-status', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const areas = res.json().areas as SetupAreaStatus[];
    return { areas, area: (id: SetupAreaId) => areas.find((a) => a.id === id)! };
  }

  it('the demo company has most of its setup done, each area in checklist order', async () => {
    const { areas, area } = await statusOf('superadmin');
    expect(areas.map((a) => a.id)).toEqual(SETUP_AREAS.map((a) => a.id));
    for (const id of [
      'legalEntities',
      'locations',
      'departments',
      'masters',
      'policies',
      'leaveTypes',
      'holidayCalendars',
      'roles',
      'users',
    ] as const) {
      expect(area(id), id).toMatchObject({ done: true });
    }
    expect(area('legalEntities').count).toBeGreaterThanOrEqual(2);
    expect(area('policies')).toMatchObject({ count: 9, total: 9 });
    expect(area('users').count).toBeGreaterThan(2);
    const progress = setupProgress(areas);
    expect(progress.total).toBe(10);
    expect(progress.done).toBeGreaterThanOrEqual(9);
  });

  it('a company that has just started has almost everything to do', async () => {
    const { areas, area } = await statusOf('globexadmin', 'globex');
    expect(area('legalEntities')).toMatchObject({ done: true, count: 1 });
    expect(area('roles')).toMatchObject({ done: true, count: 1 });
    expect(area('users')).toMatchObject({ done: false, count: 1 });
    expect(area('companyInformation')).toMatchObject({ done: false, missing: ['logo', 'address'] });
    for (const id of ['locations', 'departments', 'masters', 'leaveTypes', 'holidayCalendars'] as const) {
      expect(area(id), id).toMatchObject({ done: false, count: 0 });
    }
    expect(area('policies')).toMatchObject({ done: false, count: 0, total: 0 });
    expect(area('featureFlags')).toMatchObject({ done: true, count: 0 });
    expect(setupProgress(areas)).toEqual({ done: 2, total: 10 });
  });

  it('counts what the tenant adds, and only its own rows', async () => {
    const admin = await loginAs(t.app, 'globexadmin', 'globex');
    const flag = await t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      headers: admin.headers,
      payload: { flag: 'chatbot', enabled: false },
    });
    expect(flag.statusCode).toBe(200);
    const globex = await statusOf('globexadmin', 'globex');
    expect(globex.area('featureFlags').count).toBe(1);

    // Acme runs the production preset, so its calls are encrypted like the browser's.
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const acmeStatus = await acme.request({ method: 'GET', url: '/api/admin/setup-status', headers });
    const acmeArea = (id: SetupAreaId) =>
      (acmeStatus.body as { areas: SetupAreaStatus[] }).areas.find((a) => a.id === id)!;
    const demo = await statusOf('superadmin');
    expect(acmeArea('featureFlags').count).toBe(0);
    expect(acmeArea('users').count).toBeGreaterThanOrEqual(2);
    expect(acmeArea('users').count).toBeLessThan(demo.area('users').count!);
    expect(acmeArea('legalEntities').count).toBeGreaterThanOrEqual(1);
  });

  it('is refused to a user without the setup checklist key', async () => {
    const employee = await loginAs(t.app, 'employee01');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/setup-status', headers: employee.headers });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/admin/setup-status',
      headers: { 'x-tenantid': 'demo' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
