import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { queryRows, withTenant, type Tx } from '../src/platform/db.ts';
import { reportCalls, type Headers } from './reports.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';

/*
 * April 2026: the 1st is a Wednesday; Monday to Friday make 22 working days (1–3, 6–10, 13–17,
 * 20–24, 27–30). Singapore's calendar has Good Friday on the 3rd; the US calendar has no April holiday.
 * Five people are moved into a department of their own, with plans assigned to each of them:
 *   joiner   US, joins Wednesday the 15th: 12 days, 96 h; books 96 h billable (a week runs into May: 32 of its 40 h count).
 *   halfDay  US, half a day of leave on the 8th: 176 − 4 = 172 h; books 86 h internal.
 *   sg       Singapore: 21 days, 168 h; books 84 h on a non-billable task of a client project.
 *   rejected US: 176 h; 40 h approved, 40 h rejected (not counted), 8 h submitted (counted only on request).
 *   partTime US, Monday to Wednesday: 4 + 4 + 5 = 13 days, 104 h; books nothing (0%).
 */
const FROM = '2026-04-01';
const TO = '2026-04-30';
const PERIOD = `from=${FROM}&to=${TO}&legalEntity=all`;
const WORKED = {
  joiner: { available: 96, booked: 96, billable: 96, nonBillable: 0, internal: 0, utilisation: 100 },
  halfDay: { available: 172, booked: 86, billable: 0, nonBillable: 0, internal: 86, utilisation: 50 },
  sg: { available: 168, booked: 84, billable: 0, nonBillable: 84, internal: 0, utilisation: 50 },
  rejected: { available: 176, booked: 40, billable: 40, nonBillable: 0, internal: 0, utilisation: 22.73 },
  partTime: { available: 104, booked: 0, billable: 0, nonBillable: 0, internal: 0, utilisation: 0 },
} as const;
type Who = keyof typeof WORKED;

describeEachDatabase('reports: utilisation', (kind) => {
  let t: TestApp;
  let director: Headers;
  let hr: Headers;
  let employee: Headers;
  const ids = {} as Record<Who, { id: string; number: string }>;
  let departmentId = '';

  const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const { get, rows } = reportCalls(
    () => t,
    () => director,
  );

  /** Two active people of an entity with no resignation, none of them a demo login. */
  const pick = (tx: Tx, entity: string, n: number) =>
    queryRows<{ id: string; number: string }>(
      tx,
      sql`select e.id, e.employee_number as number from employees e join legal_entities le on le.id = e.legal_entity_id
           where le.code = ${entity} and e.status = 'Active' and e.date_of_joining < '2026-01-01'
             and not exists (select 1 from resignations r where r.employee_id = e.id)
             and not exists (select 1 from users u where u.employee_id = e.id)
           order by e.employee_number desc limit ${n}`,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    director = { ...(await loginAs(t.app, 'hrdirector')).headers, 'x-entityid': 'US-NY-01' };
    hr = { ...(await loginAs(t.app, 'hrexec01')).headers, 'x-entityid': 'US-NY-01' };
    employee = { ...(await loginAs(t.app, 'employee01')).headers, 'x-entityid': 'US-NY-01' };
    await inTenant(async (tx) => {
      const [joiner, halfDay, rejected, partTime] = await pick(tx, 'US-NY-01', 4);
      const [sg] = await pick(tx, 'SG-01', 1);
      Object.assign(ids, { joiner, halfDay, rejected, partTime, sg });
      const all = Object.values(ids).map((p) => p.id);
      const list = sql.join(
        all.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const [dept] = await queryRows<{ id: string }>(
        tx,
        sql`insert into departments (tenant_id, name) values ('demo', 'Utilisation Worked Examples') returning id`,
      );
      departmentId = dept!.id;
      await tx.execute(sql`update employees set department_id = ${departmentId} where id in (${list})`);
      await tx.execute(sql`update employees set date_of_joining = '2026-04-15' where id = ${ids.joiner.id}`);
      await tx.execute(
        sql`delete from leave_requests where employee_id in (${list}) and start_date <= ${TO} and end_date >= ${FROM}`,
      );
      await tx.execute(sql`delete from optional_holiday_choices where employee_id in (${list})`);
      // Each person's plans, assigned to them: nothing of their department's or entity's applies.
      const plan = async (type: string, name: string) =>
        (
          await queryRows<{ id: string; typeId: string }>(
            tx,
            sql`select p.id, t.id as "typeId" from policy_plans p join policy_types t on t.id = p.policy_type_id where t.key = ${type} and p.name = ${name}`,
          )
        )[0]!;
      const [partWeek] = await queryRows<{ id: string; typeId: string }>(
        tx,
        sql`insert into policy_plans (tenant_id, policy_type_id, name, settings)
            select 'demo', t.id, 'Part-time (Mon–Wed)', ${JSON.stringify({ workingDays: ['MON', 'TUE', 'WED'] })}::jsonb
              from policy_types t where t.key = 'workWeek' returning id, policy_type_id as "typeId"`,
      );
      const standard = await plan('workWeek', 'Standard Week');
      const noWeekOff = await plan('weekOff', 'No extra week-offs');
      const timesheet = await plan('timesheet', 'Standard Timesheet');
      const us = await plan('holiday', 'US Holidays');
      const singapore = await plan('holiday', 'Singapore Holidays');
      for (const [who, person] of Object.entries(ids) as [Who, { id: string }][]) {
        const plans = [who === 'partTime' ? partWeek! : standard, noWeekOff, timesheet, who === 'sg' ? singapore : us];
        for (const p of plans)
          await tx.execute(sql`insert into policy_assignments (tenant_id, policy_type_id, plan_id, target_kind, target_id)
                               values ('demo', ${p.typeId}, ${p.id}, 'employee', ${person.id})
                               on conflict (tenant_id, policy_type_id, target_kind, target_id) do update set plan_id = excluded.plan_id`);
      }
      await tx.execute(sql`insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, days, reason, year_start, status)
                           select 'demo', ${ids.halfDay.id}, id, '2026-04-08', '2026-04-08', 'Half Day', 0.5, 'Dentist', '2026-01-01', 'approved'
                             from leave_types order by name limit 1`);
      const task = async (project: string, billable: boolean) => {
        const [row] = await queryRows<{ projectId: string; taskId: string }>(
          tx,
          sql`select p.id as "projectId", t.id as "taskId" from projects p join project_tasks t on t.project_id = p.id
               where p.code = ${project} and t.is_billable = ${billable} order by t.name limit 1`,
        );
        if (row) return row;
        const [made] = await queryRows<{ projectId: string; taskId: string }>(
          tx,
          sql`insert into project_tasks (tenant_id, project_id, name, task_type, is_custom, is_billable)
              select 'demo', p.id, 'Unbilled rework', 'Development', true, false from projects p where p.code = ${project}
              returning project_id as "projectId", id as "taskId"`,
        );
        return made!;
      };
      const billable = await task('NWH-PP', true);
      const unbilled = await task('NWH-PP', false);
      const internal = await task('INT-PLT', false);
      const line = async (
        who: Who,
        week: string,
        on: { projectId: string; taskId: string },
        hours: number[],
        status: string,
      ) => {
        const [w] = await queryRows<{ id: string }>(
          tx,
          sql`insert into timesheet_weeks (tenant_id, employee_id, week_start_date, week_end_date)
              values ('demo', ${ids[who].id}, ${week}, ${week}::date + 6)
              on conflict (tenant_id, employee_id, week_start_date) do update set status = timesheet_weeks.status returning id`,
        );
        const total = hours.reduce((a, b) => a + b, 0);
        await tx.execute(sql`insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, task_id, hours, total, status)
                             values ('demo', ${w!.id}, ${ids[who].id}, 'project', ${on.projectId}, ${on.taskId},
                                     ${`{${hours.join(',')}}`}::real[], ${total}, ${status})`);
      };
      const full = [8, 8, 8, 8, 8, 0, 0];
      await line('joiner', '2026-04-13', billable, [0, 0, 8, 8, 8, 0, 0], 'approved');
      await line('joiner', '2026-04-20', billable, full, 'approved');
      await line('joiner', '2026-04-27', billable, full, 'approved'); // Friday is 1 May: 32 of 40 h count.
      // A week crossing the period's start: its 30 and 31 March count nowhere in April.
      await line('halfDay', '2026-03-30', internal, [8, 8, 0, 0, 0, 0, 0], 'approved');
      await line('halfDay', '2026-04-06', internal, [6, 6, 6, 6, 6, 0, 0], 'approved');
      await line('halfDay', '2026-04-13', internal, [6, 6, 6, 6, 6, 0, 0], 'approved');
      await line('halfDay', '2026-04-20', internal, [6, 6, 6, 6, 2, 0, 0], 'approved');
      await line('sg', '2026-04-06', unbilled, [8, 8, 8, 8, 8, 0, 0], 'approved');
      await line('sg', '2026-04-13', unbilled, [8, 8, 8, 8, 8, 4, 0], 'approved');
      await line('rejected', '2026-04-06', billable, full, 'approved');
      await line('rejected', '2026-04-13', billable, full, 'rejected');
      await line('rejected', '2026-04-20', billable, [8, 0, 0, 0, 0, 0, 0], 'pending');
    });
  });
  afterAll(() => t.close());

  it('the worked examples: each person’s available, booked and utilisation as worked out by hand', async () => {
    const report = await rows(
      `/utilization-report-exclude-details-page/rows?${PERIOD}&departmentId=${departmentId}&size=100`,
    );
    expect(report.total).toBe(5);
    for (const [who, want] of Object.entries(WORKED) as [Who, (typeof WORKED)[Who]][]) {
      const row = report.items.find((r) => r.employeeNumber === ids[who].number);
      expect(row, who).toMatchObject({
        availableHours: want.available,
        bookedHours: want.booked,
        billableHours: want.billable,
        nonBillableHours: want.nonBillable,
        internalHours: want.internal,
        utilisation: want.utilisation,
      });
    }
    expect(report.items.find((r) => r.employeeNumber === ids.halfDay.number)).toMatchObject({ leaveHours: 4 });
    expect(report.items.find((r) => r.employeeNumber === ids.sg.number)).toMatchObject({ holidayHours: 8 });
    // The group: its sums, 306 of 716 hours.
    expect(report.totals).toMatchObject({ availableHours: 716, bookedHours: 306, utilisation: 42.74 });
  });

  it('exports the people with their figures, sorted by utilisation', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/utilization-report-exclude-details-page/export?format=csv&${PERIOD}&departmentId=${departmentId}&sort=utilisation&order=desc`,
      headers: director,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(ids.joiner.number);
    expect(lines[5]).toContain(ids.partTime.number);
  });

  it('counts only the days of the period in a month it cuts: 8 to 21 April', async () => {
    const report = await rows(
      `/utilization-report-exclude-details-page/rows?from=2026-04-08&to=2026-04-21&legalEntity=all&departmentId=${departmentId}&size=100`,
    );
    // halfDay: 6 h on the 8th to 10th, 30 h the week of the 13th, 6 h on the 20th and 21st.
    expect(report.items.find((r) => r.employeeNumber === ids.halfDay.number)).toMatchObject({ internalHours: 60 });
    // joiner: from the 15th, 8 h a day on the 15th to 17th and the 20th and 21st.
    expect(report.items.find((r) => r.employeeNumber === ids.joiner.number)).toMatchObject({ billableHours: 40 });
  });

  it('counts submitted lines only when asked', async () => {
    const report = await rows(
      `/utilization-report-exclude-details-page/rows?${PERIOD}&departmentId=${departmentId}&hours=submitted&size=100`,
    );
    expect(report.items.find((r) => r.employeeNumber === ids.rejected.number)).toMatchObject({
      bookedHours: 48,
      utilisation: 27.27,
    });
  });

  it("matches a department's utilisation worked out from the raw lines, calendars and leave", async () => {
    // Independently of the engine: each day of April per person from their plans' settings, their holidays and leave.
    const expected = await inTenant(async (tx) => {
      const people = await queryRows<{
        id: string;
        joined: string;
        workingDays: string[];
        hours: number;
        holidays: string[];
      }>(
        tx,
        sql`select e.id, e.date_of_joining::text as joined,
                   (select ww.settings -> 'workingDays' from policy_assignments a join policy_plans ww on ww.id = a.plan_id
                      join policy_types t on t.id = a.policy_type_id where t.key = 'workWeek' and a.target_id = e.id) as "workingDays",
                   (select (ts.settings ->> 'minHoursPerDay')::float8 from policy_assignments a join policy_plans ts on ts.id = a.plan_id
                      join policy_types t on t.id = a.policy_type_id where t.key = 'timesheet' and a.target_id = e.id) as hours,
                   (select coalesce(json_agg(h.date::text), '[]') from policy_assignments a join policy_holidays h on h.plan_id = a.plan_id
                      join policy_types t on t.id = a.policy_type_id where t.key = 'holiday' and a.target_id = e.id and not h.is_optional) as holidays
              from employees e where e.department_id = ${departmentId}`,
      );
      const leave = await queryRows<{ employeeId: string; start: string; end: string; dayType: string }>(
        tx,
        sql`select employee_id as "employeeId", start_date::text as start, end_date::text as end, day_type as "dayType"
              from leave_requests r join employees e on e.id = r.employee_id where e.department_id = ${departmentId} and r.status = 'approved'`,
      );
      const [booked] = await queryRows<{ hours: number }>(
        tx,
        sql`select coalesce(sum(u.h), 0)::float8 as hours
              from timesheet_lines l join timesheet_weeks w on w.id = l.week_id join employees e on e.id = l.employee_id
              cross join lateral unnest(l.hours) with ordinality u(h, i)
             where e.department_id = ${departmentId} and l.status = 'approved' and l.kind = 'project'
               and w.week_start_date + (u.i::int - 1) between ${FROM}::date and ${TO}::date`,
      );
      const names = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
      let available = 0;
      for (const p of people)
        for (let d = 1; d <= 30; d++) {
          const day = `2026-04-${String(d).padStart(2, '0')}`;
          const weekday = names[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
          if (day < p.joined || !p.workingDays.includes(weekday) || p.holidays.includes(day)) continue;
          const off = leave.find((l) => l.employeeId === p.id && l.start <= day && l.end >= day);
          available += p.hours * (off ? (off.dayType === 'Half Day' ? 0.5 : 0) : 1);
        }
      return { available, booked: booked!.hours, utilisation: (booked!.hours / available) * 100 };
    });
    const report = await rows(`/utilization-report-exclude-details-page/rows?${PERIOD}&groupBy=department&size=100`);
    const row = report.items.find((r) => r.departmentName === 'Utilisation Worked Examples')!;
    expect(row).toMatchObject({ people: 5, availableHours: expected.available, bookedHours: expected.booked });
    expect(Number(row.utilisation)).toBeCloseTo(expected.utilisation, 2);
  });

  it("explains a person's figure day by day: days counted, holiday, leave and the lines", async () => {
    const days = async (who: Who) => {
      const res = await get(
        `/utilization-report-exclude-details-page/people/${ids[who].id}/days?from=${FROM}&to=${TO}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        availableHours: number;
        days: { date: string; kind: string; leaveDays: number; holidayName: string | null }[];
        lines: { weekStartDate: string; hoursInPeriod: number; status: string }[];
      };
    };
    const joiner = await days('joiner');
    expect(joiner.availableHours).toBe(96);
    expect(joiner.days.filter((d) => d.kind === 'notEmployed').map((d) => d.date)[13]).toBe('2026-04-14');
    expect(joiner.lines.find((l) => l.weekStartDate === '2026-04-27')?.hoursInPeriod).toBe(32);
    const sg = await days('sg');
    expect(sg.days.find((d) => d.date === '2026-04-03')).toMatchObject({ kind: 'holiday', holidayName: 'Good Friday' });
    const halfDay = await days('halfDay');
    expect(halfDay.days.find((d) => d.date === '2026-04-08')).toMatchObject({ kind: 'working', leaveDays: 0.5 });
    const rejected = await days('rejected');
    expect(rejected.lines.map((l) => l.status)).toEqual(['approved']);
    expect(
      (await get(`/utilization-report-exclude-details-page/people/${ids.sg.id}/days?from=${FROM}&to=${TO}`, employee))
        .statusCode,
    ).toBe(403);
    // hrexec01 works in IN-KA-01 and US-NY-01: a Singapore person is not theirs to open.
    expect(
      (await get(`/utilization-report-exclude-details-page/people/${ids.sg.id}/days?from=${FROM}&to=${TO}`, hr))
        .statusCode,
    ).toBe(403);
    expect(
      (await get(`/utilization-report-exclude-details-page/people/${ids.joiner.id}/days?from=${FROM}&to=${TO}`, hr))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(`/utilization-report-exclude-details-page/people/00000000-0000-4000-8000-000000000000/days`))
        .statusCode,
    ).toBe(404);
  });

  it('Timesheet Utilization: billable share per person and project; nobody without a booking is left out', async () => {
    const report = await rows(`/timesheet-utilization/rows?${PERIOD}&departmentId=${departmentId}&size=100`);
    const of = (who: Who) => report.items.filter((r) => r.employeeNumber === ids[who].number);
    expect(of('joiner')).toEqual([
      expect.objectContaining({ projectName: 'Patient Portal Rebuild', billableHours: 96, billableUtilisation: 100 }),
    ]);
    expect(of('sg')).toEqual([expect.objectContaining({ bookedHours: 84, billableHours: 0, billableUtilisation: 0 })]);
    expect(of('partTime')).toEqual([
      expect.objectContaining({ projectName: null, availableHours: 104, billableUtilisation: 0 }),
    ]);
  });

  it('Timesheet Utilization (Internal): non-billable and internal shares by project type', async () => {
    const report = await rows(`/timesheet-utilization-internal/rows?${PERIOD}&departmentId=${departmentId}&size=100`);
    expect(report.items.find((r) => r.projectType === 'Internal')).toMatchObject({
      internalHours: 86,
      internalShare: 100,
    });
    // Development (Patient Portal): 96 + 40 billable, 84 unbilled: 84 of 220.
    expect(report.items.find((r) => r.projectType === 'Development')).toMatchObject({
      bookedHours: 220,
      nonBillableHours: 84,
      nonBillableShare: 38.18,
    });
  });

  it('Timesheet Utilization KPI: the target the HR director sets colours each practice', async () => {
    const put = (headers: Headers, targetPercent: number) =>
      t.app.inject({ method: 'PUT', url: '/api/timesheet/v2/utilisation-target', headers, payload: { targetPercent } });
    expect((await put(hr, 50)).statusCode).toBe(403);
    expect((await put(director, 0)).statusCode).toBe(400);
    const saved = await put(director, 40);
    expect(saved.statusCode, saved.body).toBe(200);
    const target = await t.app.inject({ method: 'GET', url: '/api/timesheet/v2/utilisation-target', headers: hr });
    expect(target.json()).toEqual({ targetPercent: 40, isDefault: false });
    const report = await rows(`/timesheet-utilization-kpi-report/rows?${PERIOD}&departmentId=${departmentId}`);
    // The department is a top-level one: its own practice, at 42.74% against 40: green.
    expect(report.items).toEqual([
      expect.objectContaining({
        practiceName: 'Utilisation Worked Examples',
        utilisation: 42.74,
        target: 40,
        status: 'Green',
      }),
    ]);
    await put(director, 50);
    const amber = await rows(`/timesheet-utilization-kpi-report/rows?${PERIOD}&departmentId=${departmentId}`);
    expect(amber.items[0]).toMatchObject({ status: 'Amber', variance: -7.26 });
  });

  describe('access', () => {
    const keys = [
      'utilization-report-exclude-details-page',
      'timesheet-utilization',
      'timesheet-utilization-internal',
      'timesheet-utilization-kpi-report',
    ];
    // The demo's weeks before last are approved. The reports open on the viewer's current month, which
    // on its first days (the 1st in Bengaluru is still the 30th in UTC) has nothing approved yet, so
    // the check reads four weeks that are approved at any hour in any zone.
    const utcToday = new Date().toISOString().slice(0, 10);
    const RECENT = `from=${addDays(utcToday, -42)}&to=${addDays(utcToday, -14)}`;
    it('shows real data of the demo company to HR (director and executive) and refuses an employee', async () => {
      for (const key of keys) {
        expect((await rows(`/${key}/rows?legalEntity=all&${RECENT}`)).total, key).toBeGreaterThan(0);
        const mine = await rows(`/${key}/rows?${RECENT}`, hr);
        expect(mine.total, key).toBeGreaterThan(0);
        expect((await get(`/${key}/rows`, employee)).statusCode, key).toBe(403);
      }
      const people = await rows(
        `/utilization-report-exclude-details-page/rows?legalEntity=all&sort=utilisation&order=desc&${RECENT}`,
      );
      expect(Number(people.items[0]!.utilisation)).toBeGreaterThan(0);
      expect(people.chart?.data.length).toBeGreaterThan(0);
    });
  });
});
