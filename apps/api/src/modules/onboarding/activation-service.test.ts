import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { acmeAdmin, ONBOARDING_BASE } from './activation-test-kit.ts';

type Headers = Record<string, string>;
const demo = { 'x-tenantid': 'demo' };

describeEachDatabase('activation, deactivation and the resigned employee list', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let admin: Headers;
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = (await loginAs(t.app, 'hrexec01')).headers;
    admin = (await loginAs(t.app, 'superadmin')).headers;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({
      method,
      url: url.startsWith('/api') ? url : `${ONBOARDING_BASE}${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const login = (username: string) =>
    call('POST', '/api/auth/user/v3/login', demo, { username, password: DEMO_PASSWORD });

  it('searches inactive employees by name, number or email, paged', async () => {
    // The demo's former employees of past years (seed/offboarding-history.ts) are left out by the search.
    const all = (await call('GET', '/inactive-employees?search=EMP010', hr)).json();
    expect(all.items.map((i: { employeeNumber: string }) => i.employeeNumber)).toEqual(['EMP0107', 'EMP0108']);
    expect(all.total).toBe(2);
    const byName = (await call('GET', '/inactive-employees?search=kulk', hr)).json();
    expect(byName.items).toEqual([
      expect.objectContaining({ employeeNumber: 'EMP0108', employeeName: 'Sneha Kulkarni', hasAccount: false }),
    ]);
    expect((await call('GET', '/inactive-employees?search=robert.hayes', hr)).json().total).toBe(1);
    expect((await call('GET', '/inactive-employees?size=7', hr)).statusCode).toBe(400);
  });

  it('deactivating an employee ends their sessions at once and turns the account off; reactivating brings them back from a new joining date', async () => {
    const employee = await loginAs(t.app, 'employee01');
    expect((await call('GET', '/api/auth/validate-login', employee.headers)).statusCode).toBe(200);
    const off = await call('POST', '/employees/EMP0006/deactivate', hr);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'Inactive', accountActive: false });
    expect(off.json().sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/auth/validate-login', employee.headers)).statusCode).toBe(401);
    expect((await login('employee01')).statusCode).not.toBe(200);
    expect((await call('POST', '/employees/EMP0006/deactivate', hr)).statusCode).toBe(409);
    expect((await call('GET', '/inactive-employees?search=EMP0006', hr)).json().items).toEqual([
      expect.objectContaining({ employeeNumber: 'EMP0006', hasAccount: true }),
    ]);

    // A joining date not after the previous one is a field error and changes nothing.
    const early = await call('POST', '/inactive-employees/EMP0006/activate', hr, { dateOfJoining: '2000-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors).toHaveProperty('dateOfJoining');
    expect((await call('POST', '/inactive-employees/EMP0006/activate', hr, { dateOfJoining: 'soon' })).statusCode).toBe(
      400,
    );
    expect((await login('employee01')).statusCode).not.toBe(200);

    const back = await call('POST', '/inactive-employees/EMP0006/activate', hr, { dateOfJoining: '2030-01-06' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      employeeNumber: 'EMP0006',
      status: 'Active',
      dateOfJoining: '2030-01-06',
      accountActive: true,
    });
    expect(
      (await call('POST', '/inactive-employees/EMP0006/activate', hr, { dateOfJoining: '2030-02-01' })).statusCode,
    ).toBe(409);
    const again = await login('employee01');
    expect(again.statusCode).toBe(200);
    // The employee is told, in the app and by mail.
    const mine = (
      await call('GET', '/api/notifications', { ...demo, authorization: `Bearer ${again.json().token}` })
    ).json();
    expect(JSON.stringify(mine)).toContain('Welcome back');
    const audit = (await call('GET', '/api/admin/mail-outbox?size=100', admin)).json() as {
      items: { subject: string }[];
    };
    expect(audit.items.some((m) => m.subject === 'Welcome back')).toBe(true);
  });

  it('never deactivates oneself or the last super admin', async () => {
    expect((await call('POST', '/employees/EMP0004/deactivate', hr)).json().code).toBe('SELF_DEACTIVATE');
    const last = await call('POST', '/employees/EMP0002/deactivate', hr);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_SUPER_ADMIN');
    expect((await call('GET', '/inactive-employees?search=EMP0002', hr)).json().total).toBe(0);
  });

  it('lists resigned employees, searchable and sortable, and exports them', async () => {
    const list = (await call('GET', '/resigned-employees?sort=employeeName&order=desc', hr)).json();
    expect(list.items.map((i: { employeeName: string }) => i.employeeName)).toEqual([
      "Kevin O'Brien",
      'Farah Siddiqui',
    ]);
    expect((await call('GET', '/resigned-employees?status=Resigned', hr)).json().items).toEqual([
      expect.objectContaining({ employeeNumber: 'EMP0106', reportingManagerName: expect.any(String) }),
    ]);
    expect((await call('GET', '/resigned-employees?search=nobody', hr)).json().total).toBe(0);
    expect((await call('GET', "/resigned-employees?search=o'brien", hr)).json().total).toBe(1);
    expect((await call('GET', '/resigned-employees?sort=salary', hr)).statusCode).toBe(400);
    const csv = await call('GET', '/resigned-employees/export?format=csv', hr);
    expect(csv.headers['content-disposition']).toMatch(/resigned-employees-.*\.csv/);
    expect(csv.body).toContain('Employee Number,Employee Name');
    expect(csv.body).toContain('Farah Siddiqui');
    const xlsx = await call('GET', '/resigned-employees/export?format=xlsx', hr);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses an employee (403) and keeps other tenants apart', async () => {
    const employee = (await loginAs(t.app, 'employee01')).headers;
    expect((await call('GET', '/inactive-employees', employee)).statusCode).toBe(403);
    expect(
      (await call('POST', '/inactive-employees/EMP0107/activate', employee, { dateOfJoining: '2030-01-01' }))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', '/employees/EMP0005/deactivate', employee)).statusCode).toBe(403);
    expect((await call('GET', '/resigned-employees', employee)).statusCode).toBe(403);
    const acme = await acmeAdmin(t);
    expect(((await acme('GET', '/inactive-employees')).body as { total: number }).total).toBe(0);
    expect(((await acme('GET', '/resigned-employees')).body as { total: number }).total).toBe(0);
    // A demo employee number means nothing in acme.
    expect(
      (await acme('POST', '/inactive-employees/EMP0107/activate', { dateOfJoining: '2030-01-01' })).statusCode,
    ).toBe(404);
    expect((await acme('POST', '/employees/EMP0005/deactivate', {})).statusCode).toBe(404);
  });
});
