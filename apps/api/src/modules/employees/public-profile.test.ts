import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { encryptedClient } from '../../../test/encrypted-client.ts';
import { DEMO_PASSWORD, createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { withTenant } from '../../platform/db.ts';

type Headers = Record<string, string>;
const CARD_KEYS = [
  'employeeNumber',
  'displayName',
  'designation',
  'departmentName',
  'locationName',
  'workplace',
  'email',
  'phone',
  'profileImage',
];

describeEachDatabase('colleague public profiles', (kind) => {
  let t: TestApp;
  let employee: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/hrms/hris/employee${url}`, headers });

  it('an employee opens any colleague: the work card, manager and reportees, never a profile section', async () => {
    // Michael Chen is employee01's manager: employee01 is not above him, so the full profile stays closed.
    expect((await get('/EMP0005/profile', employee)).statusCode).toBe(403);
    const res = await get('/EMP0005/public-profile', employee);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        ...CARD_KEYS,
        'legalEntityCode',
        'legalEntityName',
        'dateOfJoining',
        'reportingManager',
        'directReportees',
        'canViewFullProfile',
      ].sort(),
    );
    expect(body).toMatchObject({
      employeeNumber: 'EMP0005',
      displayName: 'Michael Chen',
      designation: 'Engineering Manager',
      departmentName: 'Product Engineering',
      locationName: 'New York',
      legalEntityCode: 'US-NY-01',
      canViewFullProfile: false,
      reportingManager: { employeeNumber: 'EMP0001', displayName: 'Olivia Carter' },
    });
    expect(body.email).toMatch(/@/);
    expect(body.dateOfJoining).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.directReportees.map((r: { employeeNumber: string }) => r.employeeNumber)).toEqual(
      expect.arrayContaining(['EMP0006', 'EMP0007', 'EMP0010']),
    );
    expect(Object.keys(body.directReportees[0]).sort()).toEqual([...CARD_KEYS].sort());
  });

  it('says whether the caller may open the full profile: self, a manager above, HR', async () => {
    const manager = (await loginAs(t.app, 'manager01')).headers;
    const hr = (await loginAs(t.app, 'hrexec01')).headers;
    expect((await get('/EMP0006/public-profile', employee)).json().canViewFullProfile).toBe(true);
    expect((await get('/EMP0006/public-profile', manager)).json().canViewFullProfile).toBe(true);
    expect((await get('/EMP0012/public-profile', hr)).json().canViewFullProfile).toBe(true);
    expect((await get('/EMP0012/public-profile', manager)).json().canViewFullProfile).toBe(false);
  });

  it('follows the directory: someone inactive is not found, except by who may see their full profile', async () => {
    const hr = (await loginAs(t.app, 'hrexec01')).headers;
    const setStatus = (status: string) =>
      withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
        tx.execute(sql`update employees set status = ${status} where employee_number = 'EMP0012'`),
      );
    await setStatus('Inactive');
    try {
      expect((await get('/EMP0012/public-profile', employee)).statusCode).toBe(404);
      expect((await get('/EMP0012/public-profile', hr)).statusCode).toBe(200);
    } finally {
      await setStatus('Active');
    }
    expect((await get('/NOPE999/public-profile', employee)).statusCode).toBe(404);
  });

  it('stays inside the tenant: an acme user cannot read a demo colleague', async () => {
    // Acme runs the production preset, so its calls are encrypted like the browser's.
    const acme = await encryptedClient(t.app, 'acme');
    const login = await acme.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeemp01', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.body as { token: string }).token}` };
    const acmeGet = (number: string) =>
      acme.request({ method: 'GET', url: `/api/hrms/hris/employee/${number}/public-profile`, headers });
    expect(await acmeGet('AC0001')).toMatchObject({ statusCode: 200, body: { displayName: 'Grace Hopper' } });
    const res = await acmeGet('EMP0006');
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Emily');
  });

  it('needs the EmployeeDirectory key (last: it takes the key from the Employee role)', async () => {
    await withTenant(t.database.db, { tenantCode: 'demo' }, (tx) =>
      tx.execute(
        sql`update roles set permissions = jsonb_set(permissions, '{ORGANIZATION,sectionAccess,EmployeeDirectory}', 'false') where code = 'EMPLOYEE'`,
      ),
    );
    expect((await get('/EMP0005/public-profile', employee)).statusCode).toBe(403);
  });
});
