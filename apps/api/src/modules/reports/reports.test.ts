import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant } from '../../platform/db.ts';
import { maskSensitive } from '@tenure/domain/validation';
import { addDays, utcToday } from '../../platform/clock.ts';
import { parseCsv } from '../../platform/sheets.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs.ts';
import { giveCustomRole } from '../../../test/roles.ts';
import { readWorkbook } from '../../../test/sheet-files.ts';
import { releaseResignation } from '../../../test/resignations.ts';

type Headers = Record<string, string>;
type Row = Record<string, string | number | boolean | null>;

describeEachDatabase('reports: menu, access, scope, paging and exports', (kind) => {
  let t: TestApp;
  let hr: Headers;
  let director: Headers;
  let employee: Headers;
  const today = utcToday();
  beforeAll(async () => {
    t = await createTestApp(kind);
    hr = { ...(await loginAs(t.app, 'hrexec01')).headers, 'x-entityid': 'US-NY-01' };
    director = { ...(await loginAs(t.app, 'hrdirector')).headers, 'x-entityid': 'US-NY-01' };
    employee = { ...(await loginAs(t.app, 'employee01')).headers, 'x-entityid': 'US-NY-01' };
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers = hr) =>
    t.app.inject({ method: 'GET', url: `/api/reports${url}`, headers });
  const raw = <T>(query: ReturnType<typeof sql>) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) => queryRows<T>(tx, query));
  const entityId = async (code: string) =>
    (await raw<{ id: string }>(sql`select id from legal_entities where code = ${code}`))[0]!.id;
  /** Headcount on `day` written out from the tables: joined by then, not Inactive, a Resigned person until their last day. */
  const headcount = async (codes: readonly string[], day: string) =>
    Number(
      (
        await raw<{ n: string }>(
          sql`select count(*) as n from employees e join legal_entities le on le.id = e.legal_entity_id
               where le.code in (${sql.join(
                 codes.map((c) => sql`${c}`),
                 sql`, `,
               )}) and e.date_of_joining <= ${day}::date
                 and (e.status in ('Active', 'Notice Period')
                      or (e.status = 'Resigned' and exists (select 1 from resignations r where r.employee_id = e.id
                          and r.status = 'Released' and r.last_working_day >= ${day}::date)))`,
        )
      )[0]!.n,
    );

  describe('menu and access', () => {
    it('lists the reports a user may open by group; without the Reports menu key the list is refused', async () => {
      const menu = (await get('')).json() as { title: string; reports: { key: string }[] }[];
      const keys = menu.flatMap((g) => g.reports.map((r) => r.key));
      expect(keys).toEqual(expect.arrayContaining(['employee-overview', 'hr-kpi-report']));
      expect(menu.find((g) => g.title === 'Employee Management')).toBeDefined();
      expect((await get('', employee)).statusCode).toBe(403);
    });

    it('answers 403 for a report without its key and 404 for an unknown one', async () => {
      expect((await get('/employee-overview', employee)).statusCode).toBe(403);
      expect((await get('/employee-overview/rows', employee)).statusCode).toBe(403);
      expect((await get('/no-such-report', hr)).statusCode).toBe(404);
      const withoutKey = await giveCustomRole(t.app, 'employee01', 'US-NY-01', 'Reports menu only', {
        REPORTS: { sectionAccess: { NavigationReports: true, TrHrKpiReport: true }, featureAccess: {} },
      });
      expect((await get('/employee-overview/rows', withoutKey)).statusCode).toBe(403);
      expect((await get('/hr-kpi-report/rows', withoutKey)).statusCode).toBe(200);
      expect((await get('/employee-overview/export?format=csv', withoutKey)).statusCode).toBe(403);
    });

    it('describes a report: columns, own filters, default sort and chart', async () => {
      const definition = (await get('/employee-overview')).json();
      expect(definition).toMatchObject({
        title: 'Employee Overview',
        group: 'Employee Management',
        defaultSort: 'group',
        chart: { kind: 'bar' },
      });
      expect(definition.filters[0].options.map((o: { value: string }) => o.value)).toEqual([
        'department',
        'location',
        'employmentType',
        'gender',
        'tenureBand',
      ]);
    });
  });

  describe('rows and summary apart', () => {
    it('gives the rows without totals and chart when asked, and the same totals and chart on their own', async () => {
      const url = `?to=${today}&groupBy=gender&size=10`;
      const whole = (await get(`/employee-overview/rows${url}`)).json();
      const rowsOnly = (await get(`/employee-overview/rows${url}&summary=false`)).json();
      expect(rowsOnly).toMatchObject({ items: whole.items, total: whole.total, totals: null, chart: null });
      const summary = await get(`/employee-overview/summary${url}`);
      expect(summary.statusCode).toBe(200);
      expect(summary.json()).toEqual({ totals: whole.totals, chart: whole.chart });
      expect(whole.totals.headcount).toBeGreaterThan(0);
      // The same access and filter checks as the rows.
      expect((await get(`/employee-overview/summary${url}`, employee)).statusCode).toBe(403);
      expect((await get(`/employee-overview/summary?groupBy=shoeSize`)).statusCode).toBe(400);
      expect((await get(`/employee-overview/rows${url}&summary=perhaps`)).statusCode).toBe(400);
    });
  });

  describe('Employee Overview', () => {
    it('counts the headcount of the working entity the way the tables say, and splits it by gender', async () => {
      const expected = await headcount(['US-NY-01'], today);
      const byDepartment = (await get(`/employee-overview/rows?to=${today}&size=100`)).json();
      expect(byDepartment.totals.headcount).toBe(expected);
      expect(byDepartment.items.reduce((n: number, r: Row) => n + Number(r.headcount), 0)).toBe(expected);
      const byGender = (await get(`/employee-overview/rows?to=${today}&groupBy=gender&size=100`)).json();
      expect(byGender.totals.headcount).toBe(expected);
      expect(byGender.chart.data.map((p: Row) => p.group).sort()).toEqual(
        byGender.items.map((r: Row) => r.group).sort(),
      );
      expect((await get('/employee-overview/rows?groupBy=shoeSize')).statusCode).toBe(400);
    });

    it('shows every entity granting the key with legalEntity=all, and only those', async () => {
      const both = (await get(`/employee-overview/rows?to=${today}&legalEntity=all`)).json();
      expect(both.totals.headcount).toBe(await headcount(['US-NY-01', 'IN-KA-01'], today));
      // employee01 holds the report's key in New York only (a custom role there).
      const limited = await giveCustomRole(t.app, 'employee01', 'US-NY-01', 'Overview reader', {
        REPORTS: { sectionAccess: { NavigationReports: true, TrEmployeeOverviewReport: true }, featureAccess: {} },
      });
      const own = (await get(`/employee-overview/rows?to=${today}&legalEntity=all`, limited)).json();
      expect(own.totals.headcount).toBe(await headcount(['US-NY-01'], today));
      // The page's entity filter offers those entities only.
      const names = (headers: Headers) =>
        get('/employee-overview', headers).then((r) => r.json().legalEntities.map((e: { name: string }) => e.name));
      expect(await names(limited)).toEqual(['Tenure Demo Inc.']);
      expect(await names(hr)).toEqual(['Tenure Demo Inc.', 'Tenure Demo India Pvt. Ltd.']);
      expect(await names(director)).toHaveLength(4);
      const india = await entityId('IN-KA-01');
      expect((await get(`/employee-overview/rows?legalEntity=${india}`, limited)).statusCode).toBe(403);
      expect((await get(`/employee-overview/rows?legalEntity=${india}&to=${today}`, hr)).json().totals.headcount).toBe(
        await headcount(['IN-KA-01'], today),
      );
    });

    it('pages and sorts on whitelisted columns only', async () => {
      const all = (await get(`/employee-overview/rows?to=${today}&legalEntity=all&size=100&sort=headcount&order=desc`))
        .json()
        .items.map((r: Row) => r.headcount);
      expect(all).toEqual([...all].sort((a, b) => Number(b) - Number(a)));
      const first = (await get(`/employee-overview/rows?to=${today}&legalEntity=all&size=10&sort=group`)).json();
      const second = (
        await get(`/employee-overview/rows?to=${today}&legalEntity=all&size=10&sort=group&page=2`)
      ).json();
      expect(first.total).toBe(second.total);
      expect(first.items.length + second.items.length).toBe(Math.min(first.total, 20));
      expect(second.items.map((r: Row) => r.group)).not.toContain(first.items[0].group);
      expect((await get('/employee-overview/rows?size=7')).statusCode).toBe(400);
      expect((await get('/employee-overview/rows?sort=employeeName')).statusCode).toBe(400);
    });
  });

  describe('HR KPI', () => {
    it('computes attrition as exits ÷ average headcount, month by month, as the tables give them', async () => {
      const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}-01`;
      const report = (
        await get(`/hr-kpi-report/rows?from=${from}&to=${today}&legalEntity=all&size=100`, director)
      ).json();
      const entities = (
        await raw<{ code: string }>(
          sql`select distinct le.code from user_entities ue join users u on u.id = ue.user_id join legal_entities le on le.id = ue.legal_entity_id where u.username = 'hrdirector'`,
        )
      ).map((r) => r.code);
      const months = report.items as Row[];
      expect(months.length).toBe(13);
      const withExits = months.find((m) => Number(m.exits) > 0);
      expect(withExits, 'the demo has leavers in the past year').toBeDefined();
      const month = String(withExits!.month);
      const start = `${month}-01`;
      const { end } = (
        await raw<{ end: string }>(
          sql`select least((date_trunc('month', ${start}::date) + interval '1 month - 1 day')::date, ${today}::date)::text as "end"`,
        )
      )[0]!;
      const { previous } = (await raw<{ previous: string }>(sql`select (${start}::date - 1)::text as previous`))[0]!;
      const exits = Number(
        (
          await raw<{ n: string }>(
            sql`select count(*) as n from resignations r join employees e on e.id = r.employee_id join legal_entities le on le.id = e.legal_entity_id
                 where r.status = 'Released' and r.last_working_day between ${start}::date and ${end}::date
                   and le.code in (${sql.join(
                     entities.map((c) => sql`${c}`),
                     sql`, `,
                   )})`,
          )
        )[0]!.n,
      );
      const opening = await headcount(entities, previous);
      const closing = await headcount(entities, end);
      expect(withExits).toMatchObject({ exits, opening, closing });
      expect(withExits!.attrition).toBeCloseTo((exits / ((opening + closing) / 2)) * 100, 2);
      expect(report.chart.data).toHaveLength(13);
      expect(report.totals.exits).toBe(months.reduce((n, m) => n + Number(m.exits), 0));
    });
  });

  describe('Leave reports', () => {
    it("gives each balance the leave page's own answer for the employee", async () => {
      const { day } = (
        await raw<{ day: string }>(
          sql`select (now() at time zone coalesce(l.time_zone, 'UTC'))::date::text as day
                from employees e left join locations l on l.id = e.location_id where e.employee_number = 'EMP0006'`,
        )
      )[0]!;
      const report = (await get(`/leave-balances-of-employees/rows?to=${day}&sort=employeeNumber&size=100`)).json();
      const mine = (report.items as Row[]).filter((r) => r.employeeNumber === 'EMP0006');
      const page = (
        await t.app.inject({
          method: 'GET',
          url: '/api/hrms/leave-attendance/leave-balances?employeeNo=EMP0006',
          headers: hr,
        })
      ).json() as {
        leaveTypeName: string;
        opening: number;
        accrued: number;
        taken: number;
        balance: number;
        available: number;
      }[];
      expect(page.length).toBeGreaterThan(0);
      expect(mine.map((r) => r.leaveType).sort()).toEqual(page.map((b) => b.leaveTypeName).sort());
      for (const balance of page)
        expect(mine.find((r) => r.leaveType === balance.leaveTypeName)).toMatchObject({
          opening: balance.opening,
          accrued: balance.accrued,
          availed: balance.taken,
          closing: balance.balance,
          available: balance.available,
        });
    });

    it('lists the leave requests meeting the range, as many as the table holds', async () => {
      const from = `${Number(today.slice(0, 4)) - 1}-01-01`;
      const report = (await get(`/leave-requests/rows?from=${from}&to=${today}&size=10`)).json();
      const { n } = (
        await raw<{ n: string }>(
          sql`select count(*) as n from leave_requests r join employees e on e.id = r.employee_id
                join legal_entities le on le.id = e.legal_entity_id join leave_types lt on lt.id = r.leave_type_id
               where le.code = 'US-NY-01' and not lt.is_comp_off and r.start_date <= ${today}::date and r.end_date >= ${from}::date`,
        )
      )[0]!;
      expect(report.total).toBe(Number(n));
      expect(report.items.length).toBe(Math.min(10, Number(n)));
      const approved = (
        await get(`/leave-requests/rows?from=${from}&to=${today}&requestStatus=approved&size=100`)
      ).json();
      expect((approved.items as Row[]).every((r) => r.status === 'approved')).toBe(true);
      expect((await get('/leave-requests/rows?requestStatus=maybe')).statusCode).toBe(400);
    });
  });

  describe('Employee User Role', () => {
    it('lists every role granted in the entity and flags no one who still works here', async () => {
      const report = (await get(`/employee-user-role-report/rows?to=${today}&size=100`)).json();
      const { n } = (
        await raw<{ n: string }>(
          sql`select count(*) as n from user_entity_roles uer join user_entities ue on ue.id = uer.user_entity_id
                join legal_entities le on le.id = ue.legal_entity_id where le.code = 'US-NY-01'`,
        )
      )[0]!;
      expect(report.total).toBe(Number(n));
      const employee01 = (report.items as Row[]).filter((r) => r.username === 'employee01');
      expect(employee01.map((r) => r.roleName)).toContain('Employee');
      expect(employee01.every((r) => r.leaverWithAccess === false)).toBe(true);
      expect((await get('/employee-user-role-report/rows', employee)).statusCode).toBe(403);
    });
  });

  describe('Probation Employees', () => {
    it("ends each probation on the day the employee's journey shows", async () => {
      const report = (await get(`/probation-employees-report/rows?to=${today}&legalEntity=all&size=100`)).json();
      for (const row of (report.items as Row[]).slice(0, 3)) {
        const journey = (
          await t.app.inject({
            method: 'GET',
            url: `/api/hrms/hris/employee/${row.employeeNumber}/lifecycle`,
            headers: hr,
          })
        ).json() as { events: { kind: string; date: string }[] };
        expect(journey.events.find((e) => e.kind === 'probationEnd')?.date).toBe(row.probationEnd);
        expect(String(row.probationEnd) > today).toBe(true);
      }
    });
  });

  describe('Employees in Notice Period', () => {
    it('shows the last working day and days left of a released resignation, phone masked unless revealed', async () => {
      const manager = { ...(await loginAs(t.app, 'manager01')).headers, 'x-entityid': 'US-NY-01' };
      const lastDay = addDays(today, 20);
      await releaseResignation(t, hr, manager, 'EMP0006', lastDay);
      const report = (await get(`/employees-in-notice-period/rows?to=${today}&size=100`)).json();
      const row = (report.items as Row[]).find((r) => r.employeeNumber === 'EMP0006')!;
      const { lwd, phone } = (
        await raw<{ lwd: string; phone: string }>(
          sql`select r.last_working_day::text as lwd, e.phone from resignations r join employees e on e.id = r.employee_id
               where e.employee_number = 'EMP0006' and r.status = 'Released'`,
        )
      )[0]!;
      expect(row).toMatchObject({ lastWorkingDay: lwd, daysLeft: 20, resignationStatus: 'Released' });
      expect(row.phone).toBe(maskSensitive(phone));
      expect((await get(`/employees-in-notice-period/rows?to=${today}&reveal=true`)).statusCode).toBe(403);
      const revealed = (
        await get(`/employees-in-notice-period/rows?to=${today}&reveal=true&size=100`, director)
      ).json();
      expect(revealed.revealed).toBe(true);
      expect((revealed.items as Row[]).find((r) => r.employeeNumber === 'EMP0006')!.phone).toBe(phone);
      const audits = await raw<{ n: string }>(
        sql`select count(*) as n from audit_log where action = 'report.reveal' and entity_id = 'employees-in-notice-period'`,
      );
      expect(Number(audits[0]!.n)).toBeGreaterThan(0);
    });
  });

  describe('exports', () => {
    it('streams a CSV named {report}_{timestamp} with the rows of the screen, and audits it', async () => {
      const query = `to=${today}&legalEntity=all&groupBy=location&sort=headcount&order=desc`;
      const screen = (await get(`/employee-overview/rows?${query}&size=100`)).json().items as Row[];
      const file = await get(`/employee-overview/export?${query}&format=csv`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/attachment; filename="employee-overview_\d{8}T\d{6}Z\.csv"/);
      const [headings, ...lines] = parseCsv(file.body.replace(/^\uFEFF/, '')).filter((l) => l.length > 1);
      expect(headings).toEqual(['Group', 'Headcount', 'Share of headcount']);
      expect(lines).toEqual(screen.map((r) => [String(r.group), String(r.headcount), String(r.share)]));
      // The entry is written with the export's commit, just after the last byte went out.
      const [audit] = await waitFor(
        () =>
          raw<{ after: { rows: number; format: string } }>(
            sql`select after from audit_log where action = 'report.export' and entity_id = 'employee-overview' order by created_at desc limit 1`,
          ),
        (rows) => rows.length > 0,
      );
      expect(audit!.after).toMatchObject({ rows: screen.length, format: 'csv' });
    });

    it('streams an XLSX workbook with the same rows', async () => {
      const query = `to=${today}&legalEntity=all`;
      const screen = (await get(`/employee-overview/rows?${query}&size=100`)).json().items as Row[];
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/reports/employee-overview/export?${query}&format=xlsx`,
        headers: hr,
      });
      expect(file.statusCode).toBe(200);
      const sheet = (await readWorkbook(file.rawPayload)).worksheets[0]!;
      expect(sheet.rowCount).toBe(screen.length + 1);
      expect(sheet.getRow(2).getCell(1).value).toBe(screen[0]!.group);
      expect(sheet.getRow(2).getCell(2).value).toBe(screen[0]!.headcount);
    });
  });
});
