import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import type { VendorConsultantItem, VendorDashboardView, VendorView } from '@tenure/domain/vendors';
import { queryRows, withTenant } from '../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';

type Headers = Record<string, string>;
const NEARSHORE = 'Nearshore Talent Partners S.A.';

describeEachDatabase('vendors: vendor list and the vendor dashboard', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let hrexec: Headers;
  let employee: Headers;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await loginAs(t.app, 'superadmin')).headers;
    hrexec = (await loginAs(t.app, 'hrexec01')).headers;
    employee = (await loginAs(t.app, 'employee01')).headers;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/hrms/hris${url}`, headers, ...(payload ? { payload } : {}) });
  const inDemo = <T>(query: ReturnType<typeof sql>) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) => queryRows<T>(tx, query));
  const dashboard = async (h: Headers) => (await call('GET', '/vendor-dashboard', h)).json() as VendorDashboardView;
  const monthOf = (view: VendorDashboardView, vendor: string, month: string) => {
    const figures = view.vendors.find((v) => v.vendorName === vendor)?.months.filter((m) => m.month === month) ?? [];
    return { hours: figures.reduce((s, m) => s + m.hours, 0), cost: figures.reduce((s, m) => s + m.cost, 0) };
  };

  it('keeps vendors as a master: unique names, renaming renames the contracts, a vendor with contracts is not deleted', async () => {
    const types = (await call('GET', '/master/VendorType?active=true', admin)).json() as { id: string; name: string }[];
    const staffing = types.find((v) => v.name === 'Staffing Agency')!.id;
    const created = await call('POST', '/vendor', admin, {
      name: 'Harbor Freelance Network',
      vendorTypeId: staffing,
      contactEmail: 'accounts@harbor.example',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ vendorType: 'Staffing Agency', contracts: 0, isActive: true });
    const duplicate = await call('POST', '/vendor', admin, { name: 'HARBOR FREELANCE NETWORK' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors.name).toBeTruthy();
    expect(
      (await call('POST', '/vendor', admin, { name: 'X', vendorTypeId: '00000000-0000-4000-8000-000000000000' })).json()
        .fieldErrors.vendorTypeId,
    ).toBeTruthy();
    expect((await call('POST', '/vendor', employee, { name: 'Sneaky Vendor' })).statusCode).toBe(403);
    expect((await call('DELETE', `/vendor/${(created.json() as VendorView).id}`, admin)).statusCode).toBe(204);

    const seeded = ((await call('GET', '/vendor', admin)).json() as VendorView[]).find((v) => v.name === NEARSHORE)!;
    expect(seeded.contracts).toBeGreaterThan(0);
    const id = seeded.id;
    const renamed = await call('PUT', `/vendor/${id}`, admin, {
      name: 'Nearshore Talent S.A.',
      vendorTypeId: staffing,
    });
    expect((renamed.json() as VendorView).contracts).toBe(seeded.contracts);
    const [left] = await inDemo<{ n: number }>(
      sql`select count(*)::int as n from consultant_contracts where vendor_name = ${NEARSHORE}`,
    );
    expect(left!.n).toBe(0);
    const refused = await call('DELETE', `/vendor/${id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IN_USE');
    await call('PUT', `/vendor/${id}`, admin, { name: NEARSHORE, vendorTypeId: staffing });
  });

  it('shows approved hours × the contract rate per month, a week across two months split by its days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 4, 1));
    const firstOfMonth = d.toISOString().slice(0, 10);
    const weekStart = addDays(firstOfMonth, -3);
    const [month, previous] = [firstOfMonth.slice(0, 7), weekStart.slice(0, 7)];
    const before = await dashboard(admin);
    expect(before.months).toContain(previous);
    const [carlos] = await inDemo<{ id: string; rate: number }>(
      sql`select e.id, c.billing_rate::float8 as rate from employees e join consultant_contracts c on c.employee_id = e.id where e.employee_number = 'EMP0007'`,
    );
    await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
      const [week] = await queryRows<{ id: string }>(
        tx,
        sql`insert into timesheet_weeks (tenant_id, employee_id, week_start_date, week_end_date, status) values ('demo', ${carlos!.id}, ${weekStart}, ${addDays(weekStart, 6)}, 'approved')
            on conflict (tenant_id, employee_id, week_start_date) do update set status = 'approved' returning id`,
      );
      const [project] = await queryRows<{ id: string }>(tx, sql`select id from projects where code = 'INT-PLT'`);
      await tx.execute(sql`insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, hours, total, status)
                           values ('demo', ${week!.id}, ${carlos!.id}, 'project', ${project!.id}, '{1,2,3,4,5,6,7}', 28, 'approved')`);
      // A pending line counts for nothing until it is approved.
      const [other] = await queryRows<{ id: string }>(tx, sql`select id from projects where code = 'NWH-PP'`);
      await tx.execute(sql`insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, hours, total, status)
                           values ('demo', ${week!.id}, ${carlos!.id}, 'project', ${other!.id}, '{8,8,8,8,8,0,0}', 40, 'pending')`);
    });
    const after = await dashboard(admin);
    const delta = (m: string) => ({
      hours: monthOf(after, NEARSHORE, m).hours - monthOf(before, NEARSHORE, m).hours,
      cost: Math.round((monthOf(after, NEARSHORE, m).cost - monthOf(before, NEARSHORE, m).cost) * 100) / 100,
    });
    expect(delta(previous)).toEqual({ hours: 6, cost: 6 * carlos!.rate });
    expect(delta(month)).toEqual({ hours: 22, cost: 22 * carlos!.rate });
    const vendor = after.vendors.find((v) => v.vendorName === NEARSHORE)!;
    expect(vendor).toMatchObject({ listed: true, vendorType: 'Staffing Agency' });
    expect(vendor.hours).toBeCloseTo(
      vendor.months.reduce((s, m) => s + m.hours, 0),
      2,
    );

    const page = (
      await call('GET', `/vendor-dashboard/consultants?search=carlos&sort=hours&order=desc`, admin)
    ).json() as { items: VendorConsultantItem[]; total: number };
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ employeeNumber: 'EMP0007', vendorName: NEARSHORE });
    expect(page.items[0]!.cost).toBeCloseTo(page.items[0]!.hours * carlos!.rate, 2);
    const csv = await call('GET', '/vendor-dashboard/consultants/export?format=csv&search=carlos', admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('EMP0007');
    const xlsx = await call('GET', '/vendor-dashboard/consultants/export?format=xlsx', admin);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('lists contracts ending soon and shows only the consultants of the entities where the viewer holds the dashboard', async () => {
    await inDemo(
      sql`update consultant_contracts c set end_date = current_date + 20 from employees e where e.id = c.employee_id and e.employee_number = 'EMP0007' returning 1`,
    );
    const view = await dashboard(admin);
    expect(view.endingSoon.find((c) => c.employeeNumber === 'EMP0007')).toMatchObject({
      daysLeft: 20,
      vendorName: NEARSHORE,
    });
    expect((await call('GET', '/vendor-dashboard', employee)).statusCode).toBe(403);
    expect((await call('GET', '/vendor-dashboard', hrexec)).statusCode).toBe(403);

    // An Indian consultant, and HR executive given the dashboard in India only (not Costa Rica, Carlos's entity).
    await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
      const [indian] = await queryRows<{ id: string }>(
        tx,
        sql`select e.id from employees e join legal_entities le on le.id = e.legal_entity_id
             where le.code = 'IN-KA-01' and e.status = 'Active' and not exists (select 1 from consultant_contracts c where c.employee_id = e.id) order by e.employee_number limit 1`,
      );
      await tx.execute(sql`insert into consultant_contracts (tenant_id, employee_id, vendor_name, start_date, end_date, billing_rate, currency_id)
                           values ('demo', ${indian!.id}, 'Bengaluru Tech Staffing', current_date - 30, current_date + 200, 1500, 'INR')`);
      const [role] = await queryRows<{ id: string }>(
        tx,
        sql`insert into roles (tenant_id, name, description, permissions)
            values ('demo', 'Vendor Viewer', 'Vendor dashboard only', ${JSON.stringify({ CLIENTS_AND_PROJECTS: { sectionAccess: { VendorDashboard: true }, featureAccess: {} } })}::jsonb) returning id`,
      );
      await tx.execute(sql`insert into user_entity_roles (tenant_id, user_entity_id, role_id)
                           select 'demo', ue.id, ${role!.id} from user_entities ue join users u on u.id = ue.user_id join legal_entities le on le.id = ue.legal_entity_id
                            where u.username = 'hrexec01' and le.code = 'IN-KA-01'`);
    });
    const inIndia = await loginAs(t.app, 'hrexec01');
    const h = { ...inIndia.headers, 'x-entityid': 'IN-KA-01' };
    const hrView = (await call('GET', '/vendor-dashboard', h)).json() as VendorDashboardView;
    const inIndiaOnly = await inDemo<{ vendor: string }>(
      sql`select distinct lower(c.vendor_name) as vendor from consultant_contracts c join employees e on e.id = c.employee_id join legal_entities le on le.id = e.legal_entity_id
           where le.code = 'IN-KA-01' and e.status <> 'Inactive'`,
    );
    expect(hrView.vendors.map((v) => v.vendorName.toLowerCase()).sort()).toEqual(
      inIndiaOnly.map((r) => r.vendor).sort(),
    );
    expect(hrView.vendors.find((v) => v.vendorName === 'Bengaluru Tech Staffing')).toMatchObject({
      listed: false,
      consultants: 1,
    });
    expect(hrView.vendors.map((v) => v.vendorName)).not.toContain(NEARSHORE);
    expect(hrView.endingSoon.map((c) => c.employeeNumber)).not.toContain('EMP0007');
    const adminView = await dashboard(admin);
    expect(adminView.vendors.map((v) => v.vendorName)).toEqual(
      expect.arrayContaining(['Bengaluru Tech Staffing', NEARSHORE]),
    );
    // In the entity where the role is not held, the dashboard is closed.
    expect((await call('GET', '/vendor-dashboard', { ...inIndia.headers, 'x-entityid': 'US-NY-01' })).statusCode).toBe(
      403,
    );
  });

  it('does not exist for a tenant whose vendorDashboard flag is off', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      headers: admin,
      payload: { flag: 'vendorDashboard', enabled: false },
    });
    expect((await call('GET', '/vendor-dashboard', admin)).statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: '/api/flags/vendorDashboard', headers: admin });
    expect((await call('GET', '/vendor-dashboard', admin)).statusCode).toBe(200);
  });
});
