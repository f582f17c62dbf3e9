import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { maskSensitive } from '@tenure/domain/validation';
import { queryRows, withTenant } from '../src/platform/db.ts';
import { addDays, utcToday } from '../src/platform/clock.ts';
import { todayOfEmployee } from '../src/modules/employees/index.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, loginAs, type TestApp } from './harness.ts';
import { encryptedClient } from './encrypted-client.ts';

type Headers = Record<string, string>;
type Row = Record<string, string | number | boolean | null>;
interface Rows {
  items: Row[];
  total: number;
  totals: Row | null;
  chart: { data: Row[] } | null;
  revealed: boolean;
}

const PEOPLE_REPORTS = [
  'employee-confidential-information-report',
  'employee-master-audit-report',
  'employee-master-report',
  'employee-pii-report',
  'employee-status-report',
  'relieved-employees-report',
];

describeEachDatabase('reports: the Employee Management people reports', (kind) => {
  let t: TestApp;
  let director: Headers;
  let employee: Headers;
  // The reports count in the director's own day (Bengaluru's), which is a day ahead of UTC in its
  // first hours: the checks below count in the same day.
  let today = utcToday();
  let from = addDays(today, -364);
  beforeAll(async () => {
    t = await createTestApp(kind);
    today = await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
      const [own] = await queryRows<{ id: string }>(
        tx,
        sql`select employee_id as id from users where username = 'hrdirector'`,
      );
      return todayOfEmployee(tx, own!.id);
    });
    from = addDays(today, -364);
    director = { ...(await loginAs(t.app, 'hrdirector')).headers, 'x-entityid': 'US-NY-01' };
    employee = { ...(await loginAs(t.app, 'employee01')).headers, 'x-entityid': 'US-NY-01' };
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Headers = director) =>
    t.app.inject({ method: 'GET', url: `/api/reports${url}`, headers });
  const rows = async (key: string, query = '') => {
    const res = await get(`/${key}/rows?from=${from}&to=${today}&size=100${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Rows;
  };
  const raw = <T>(query: ReturnType<typeof sql>) =>
    withTenant(t.database.db, { tenantCode: 'demo' }, (tx) => queryRows<T>(tx, query));
  const sectionValue = async (number: string, section: string, field: string) =>
    (
      await raw<{ value: string | null }>(
        sql`select s.data ->> ${sql.raw(`'${field}'`)} as value from employee_profile_sections s
              join employees e on e.id = s.employee_id where e.employee_number = ${number} and s.section = ${section}`,
      )
    )[0]?.value ?? null;
  const rowOf = (items: Row[], number: string) => items.find((r) => r.employeeNumber === number)!;

  it('each report answers HR directors with rows and refuses an employee', async () => {
    for (const key of PEOPLE_REPORTS) {
      const answer = await rows(key, '&legalEntity=all');
      expect(answer.total, key).toBeGreaterThan(0);
      expect((await get(`/${key}`)).statusCode, key).toBe(200);
      expect((await get(`/${key}/rows`, employee)).statusCode, key).toBe(403);
      expect((await get(`/${key}`, employee)).statusCode, key).toBe(403);
    }
  });

  describe('Employee Confidential Information', () => {
    const key = 'employee-confidential-information-report';
    const audits = async (action: string) =>
      Number(
        (
          await raw<{ n: string }>(
            sql`select count(*) as n from audit_log a join users u on u.id = a.actor_user_id
                 where a.action = ${action} and a.entity_id = ${key} and u.username = 'hrdirector'`,
          )
        )[0]!.n,
      );

    it('masks national id, tax and bank numbers, shows them in clear when revealed, and audits every view', async () => {
      const nationalId = (await sectionValue('EMP0006', 'personal', 'nationalId'))!;
      const account = (await sectionValue('EMP0006', 'bankDetails', 'accountNumber'))!;
      const tin = (await sectionValue('EMP0006', 'tax', 'taxIdentificationNumber'))!;
      const viewsBefore = await audits('report.view');
      const firstPage = await rows(key);
      const masked = rowOf(firstPage.items, 'EMP0006');
      expect(masked).toMatchObject({
        nationalId: maskSensitive(nationalId),
        accountNumber: maskSensitive(account),
        taxIdentificationNumber: maskSensitive(tin),
      });
      expect(masked.accountNumber).not.toBe(account);
      expect(await audits('report.view')).toBe(viewsBefore + 1);

      const revealsBefore = await audits('report.reveal');
      const revealed = await rows(key, '&reveal=true');
      expect(revealed.revealed).toBe(true);
      expect(rowOf(revealed.items, 'EMP0006')).toMatchObject({
        nationalId,
        accountNumber: account,
        taxIdentificationNumber: tin,
      });
      expect(await audits('report.reveal')).toBe(revealsBefore + 1);
      expect(await audits('report.view')).toBe(viewsBefore + 1);
      const [entry] = await raw<{ after: { rows: number } }>(
        sql`select after from audit_log where action = 'report.view' and entity_id = ${key} order by created_at desc limit 1`,
      );
      expect(entry!.after.rows).toBe(firstPage.items.length);
    });
  });

  describe('Employee Master Audit', () => {
    const key = 'employee-master-audit-report';
    it('lists a profile change made on the page: field, old and new value, who, when and source', async () => {
      const hr = (await loginAs(t.app, 'hrdirector')).headers;
      const profile = (
        await t.app.inject({ method: 'GET', url: '/api/hrms/hris/employee/EMP0012/profile', headers: hr })
      ).json();
      const personal = profile.sections.personal as Record<string, unknown>;
      const next = personal.maritalStatus === 'Married' ? 'Single' : 'Married';
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/hrms/hris/employee/EMP0012/profile/personal',
        headers: hr,
        payload: { ...personal, maritalStatus: next },
      });
      expect(saved.statusCode).toBe(200);
      const answer = await rows(key, '&sort=changedAt&order=desc');
      const change = answer.items.find((r) => r.employeeNumber === 'EMP0012' && r.field === 'personal.maritalStatus')!;
      expect(change).toMatchObject({
        oldValue: personal.maritalStatus ?? null,
        newValue: next,
        changedBy: 'Priya Sharma',
        source: 'Page',
      });
      expect(String(change.changedAt).slice(0, 10)).toBe(utcToday());
      // Only the field that changed: the other personal fields are the same before and after.
      expect(
        answer.items.filter((r) => r.employeeNumber === 'EMP0012' && String(r.changedAt).startsWith(utcToday())),
      ).toHaveLength(1);

      // A department the log names by id reads by its name.
      const work = profile.sections.workDetails as Record<string, unknown>;
      const [moved] = await raw<{ id: string; name: string; was: string }>(
        sql`select d.id, d.name, (select name from departments where id = ${String(work.departmentId)}::uuid) as was
              from departments d where d.id <> ${String(work.departmentId)}::uuid order by d.name limit 1`,
      );
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/hrms/hris/employee/EMP0012/profile/workDetails',
        headers: hr,
        payload: { ...work, departmentId: moved!.id },
      });
      expect(put.statusCode).toBe(200);
      const after = await rows(key, '&sort=changedAt&order=desc');
      expect(
        after.items.find((r) => r.employeeNumber === 'EMP0012' && r.field === 'workDetails.departmentId'),
      ).toMatchObject({ oldValue: moved!.was, newValue: moved!.name, source: 'Page' });
    });

    it('shows the demo changes with their sources, the new values being what the tables hold now', async () => {
      const answer = await rows(key, '&legalEntity=all');
      const designation = (
        await raw<{ designation: string }>(sql`select designation from employees where employee_number = 'EMP0005'`)
      )[0]!.designation;
      expect(answer.items.find((r) => r.employeeNumber === 'EMP0005' && r.field === 'designation')).toMatchObject({
        oldValue: 'Senior Engineer',
        newValue: designation,
        source: 'Bulk upload',
      });
      expect(answer.items.find((r) => r.employeeNumber === 'EMP0006')).toMatchObject({
        field: 'personal.maritalStatus',
        oldValue: null,
        newValue: await sectionValue('EMP0006', 'personal', 'maritalStatus'),
        source: 'Page',
      });
      const [manager] = await raw<{ number: string }>(
        sql`select m.employee_number as number from employees e join employees m on m.id = e.manager_id where e.employee_number = 'EMP0012'`,
      );
      expect(
        answer.items.find((r) => r.employeeNumber === 'EMP0012' && r.field === 'managerEmployeeNumber'),
      ).toMatchObject({ oldValue: 'EMP0002', newValue: manager!.number, changedBy: 'Priya Sharma', source: 'Page' });
    });
  });

  describe('Employee Master', () => {
    it('shows the work details and keeps the other sections hidden until picked, the phone masked', async () => {
      const definition = (await get('/employee-master-report')).json() as {
        columns: { key: string; hidden?: boolean; masked: boolean }[];
      };
      const hidden = definition.columns.filter((c) => c.hidden).map((c) => c.key);
      expect(hidden).toEqual(expect.arrayContaining(['gender', 'bloodGroup', 'hiringSource', 'phone']));
      expect(definition.columns.find((c) => c.key === 'designation')!.hidden).toBeUndefined();
      expect(definition.columns.find((c) => c.key === 'phone')!.masked).toBe(true);
      const [expected] = await raw<{ designation: string; phone: string; blood: string }>(
        sql`select e.designation, e.phone, s.data ->> 'bloodGroup' as blood from employees e
              join employee_profile_sections s on s.employee_id = e.id and s.section = 'personal' where e.employee_number = 'EMP0006'`,
      );
      const row = rowOf((await rows('employee-master-report')).items, 'EMP0006');
      expect(row).toMatchObject({
        designation: expected!.designation,
        bloodGroup: expected!.blood,
        phone: maskSensitive(expected!.phone),
      });
    });
  });

  describe('Employee PII', () => {
    it('shows addresses on the development preset', async () => {
      const definition = (await get('/employee-pii-report')).json() as { columns: { key: string }[] };
      expect(definition.columns.map((c) => c.key)).toContain('currentAddress');
      const city = (
        await raw<{ city: string }>(
          sql`select s.data #>> '{currentAddress,city}' as city from employee_profile_sections s
                join employees e on e.id = s.employee_id where e.employee_number = 'EMP0006' and s.section = 'contact'`,
        )
      )[0]!.city;
      expect(String(rowOf((await rows('employee-pii-report')).items, 'EMP0006').currentAddress)).toContain(city);
    });

    it('leaves every address out under the production preset: definition, rows and export', async () => {
      const acme = await encryptedClient(t.app, 'acme');
      const login = await acme.request({
        method: 'POST',
        url: '/api/auth/user/v3/login',
        body: { username: 'acmeadmin', password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${(login.body as { token: string }).token}`, 'x-entityid': 'US-CA-01' };
      const definition = await acme.request({ method: 'GET', url: '/api/reports/employee-pii-report', headers });
      expect(definition.statusCode).toBe(200);
      const keys = (definition.body as { columns: { key: string }[] }).columns.map((c) => c.key);
      expect(keys).toContain('mobilePhone');
      expect(keys).not.toContain('currentAddress');
      expect(keys).not.toContain('permanentAddress');
      const answer = await acme.request({ method: 'GET', url: '/api/reports/employee-pii-report/rows', headers });
      expect(answer.statusCode).toBe(200);
      const items = (answer.body as Rows).items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item).not.toHaveProperty('currentAddress');
        expect(item).not.toHaveProperty('permanentAddress');
      }
      const file = await t.app.inject({
        method: 'GET',
        url: '/api/reports/employee-pii-report/export?format=csv',
        headers: { ...headers, 'x-tenantid': 'acme', 'x-pubkey-id': acme.keyId },
      });
      expect(file.statusCode).toBe(200);
      expect(file.body.split('\r\n')[0]).not.toMatch(/Address/);
    });
  });

  describe('Employee Status', () => {
    it('counts people by status as the employee table says, and dates an exit by its deactivation', async () => {
      const answer = await rows('employee-status-report', '&legalEntity=all');
      const counts = await raw<{ status: string; n: string }>(
        sql`select case when e.status = 'Active' and e.date_of_joining > ${today}::date then 'Pre-joining' else e.status end as status,
                   count(*) as n
              from employees e group by 1`,
      );
      const charted = Object.fromEntries(answer.chart!.data.map((p) => [p.status, p.people]));
      expect(charted).toEqual(Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])));
      expect(answer.total).toBe(counts.reduce((n, c) => n + Number(c.n), 0));

      const [leaver] = await raw<{ number: string; day: string }>(
        sql`select e.employee_number as number, (r.deactivated_at at time zone 'UTC')::date::text as day
              from resignations r join employees e on e.id = r.employee_id
             where e.status = 'Inactive' and r.deactivated_at at time zone 'UTC' >= ${from}::date
               and r.deactivated_at at time zone 'UTC' < ${today}::date
             order by e.employee_number limit 1`,
      );
      const changed = await rows('employee-status-report', '&legalEntity=all&changed=inPeriod');
      expect(rowOf(changed.items, leaver!.number)).toMatchObject({ status: 'Inactive', statusSince: leaver!.day });
      expect(changed.items.every((r) => Number(r.changesInPeriod) > 0)).toBe(true);
      expect(changed.total).toBeLessThan(answer.total);
      // A page read first and its people's changes after gives what reading everyone's first gives.
      const bySince = await rows('employee-status-report', '&legalEntity=all&sort=statusSince&order=desc');
      for (const row of answer.items) expect(rowOf(bySince.items, String(row.employeeNumber)) ?? row).toEqual(row);
    });
  });

  describe('Relieved Employees', () => {
    it('lists released resignations whose last day fell in the period, with tenure and exit survey', async () => {
      const answer = await rows('relieved-employees-report', '&legalEntity=all');
      const expected = await raw<{ number: string; tenure: string; survey: boolean | null }>(
        sql`select e.employee_number as number,
                   round(((extract(year from age(r.last_working_day, e.date_of_joining)) * 12
                          + extract(month from age(r.last_working_day, e.date_of_joining))) / 12)::numeric, 1)::text as tenure,
                   (select count(*) > 0 from survey_responses s join exit_survey_assignments a on a.id = s.assignment_id
                     where a.resignation_id = r.id) as survey
              from resignations r join employees e on e.id = r.employee_id
             where r.status = 'Released' and r.last_working_day between ${from}::date and ${today}::date`,
      );
      expect(answer.total).toBe(expected.length);
      for (const e of expected)
        expect(Number(rowOf(answer.items, e.number).tenureYears), e.number).toBe(Number(e.tenure));
      const farah = rowOf(answer.items, 'EMP0106');
      expect(farah.exitSurveyDone).toBe(true);
      expect(answer.items.some((r) => r.exitSurveyDone === null)).toBe(true);
    });
  });
});
