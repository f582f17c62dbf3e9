import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '@tenure/domain/policies';
import { weekStartOf, type WeekView } from '@tenure/domain/timesheets';
import { queryRows, withTenant, type Tx } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

type Headers = Record<string, string>;
const V2 = '/api/timesheet/v2/timesheets';
const today = () => new Date().toISOString().slice(0, 10);
const weeksAgo = (n: number) => addDays(weekStartOf(today()), -7 * n);

/**
 * The month rows the utilisation engine reads (timesheet_month_hours) against the lines they stand
 * for: each day's hours (from the rows' running totals) per person, project, task billability and status, worked out from the lines
 * here (not by the triggers' functions). What the rows hold that the lines do not, and the reverse.
 */
const DIFFERENCES = sql`
  with from_rows as (
    select * from (
      select m.employee_id, (m.month + (u.i::int - 1))::date as day, m.project_id, m.billable, m.status,
             u.total - coalesce(m.hours_to_day[u.i - 1], 0) as hours
        from timesheet_month_hours m cross join unnest(m.hours_to_day) with ordinality u(total, i)) d where hours <> 0),
  from_lines as (
    select l.employee_id, w.week_start_date + (u.i::int - 1) as day, l.project_id, coalesce(t.is_billable, false) as billable,
           l.status, sum(u.h::numeric) as hours
      from timesheet_lines l join timesheet_weeks w on w.id = l.week_id left join project_tasks t on t.id = l.task_id
     cross join unnest(l.hours) with ordinality u(h, i)
     where l.kind = 'project' and l.status in ('approved', 'pending') and u.h <> 0
     group by 1, 2, 3, 4, 5)
  select 'rows only' as side, * from (select * from from_rows except select * from from_lines) a
  union all
  select 'lines only', * from (select * from from_lines except select * from from_rows) b`;

/**
 * The weeks whose figures for the compliance report (first_sent_at, approved_by_rule) differ from what their
 * lines and the rule decisions say, worked out here.
 */
const WEEK_DIFFERENCES = sql`
  select w.id, w.first_sent_at, w.approved_by_rule, s.first_sent, s.by_rule
    from timesheet_weeks w
    left join (select l.week_id, min(l.submitted_at) as first_sent, bool_and(r.request_id is not null) as by_rule
                 from timesheet_lines l
                 left join (select distinct request_id from approval_decisions
                             where request_type = 'timesheetLine' and to_status = 'approved' and decided_by_rule is not null) r
                   on r.request_id = l.id
                group by l.week_id) s on s.week_id = w.id
   where w.first_sent_at is distinct from s.first_sent or w.approved_by_rule <> coalesce(s.by_rule, false)`;

describeEachDatabase('timesheet month hours and week figures: the reports’ rows follow the lines', (kind) => {
  let t: TestApp;
  let employee: Headers;
  let projmgr: Headers;
  let portal: { projectId: string; taskId: string };
  let employeeId = '';
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const differences = () =>
    inDemo(async (tx) => [
      ...(await queryRows<Record<string, unknown>>(tx, DIFFERENCES)),
      ...(await queryRows<Record<string, unknown>>(tx, WEEK_DIFFERENCES)),
    ]);
  /** The compliance figures kept on employee01's week. */
  const weekFigures = (week: string) =>
    inDemo(async (tx) => {
      const [row] = await queryRows<{ sent: boolean; byRule: boolean }>(
        tx,
        sql`select first_sent_at is not null as sent, approved_by_rule as "byRule" from timesheet_weeks
             where employee_id = ${employeeId} and week_start_date = ${week}`,
      );
      return row ?? null;
    });
  /** employee01's hours on Patient Portal in a month, by status, from the month rows. */
  const monthHours = (month: string) =>
    inDemo((tx) =>
      queryRows<{ status: string; billable: boolean; hours: number }>(
        tx,
        sql`select status, billable, hours::float8 as hours from timesheet_month_hours
             where employee_id = ${employeeId} and project_id = ${portal.projectId} and month = ${month}::date
             order by status, billable`,
      ),
    );

  /** employee01's hours in all months, approved and pending, from the month rows. */
  const totals = async () => {
    const [row] = await inDemo((tx) =>
      queryRows<{ approved: number; pending: number }>(
        tx,
        sql`select coalesce(sum(hours) filter (where status = 'approved'), 0)::float8 as approved,
                   coalesce(sum(hours) filter (where status = 'pending'), 0)::float8 as pending
              from timesheet_month_hours where employee_id = ${employeeId}`,
      ),
    );
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [employee, projmgr] = [(await loginAs(t.app, 'employee01')).headers, (await loginAs(t.app, 'projmgr01')).headers];
    employeeId = await inDemo(async (tx) => {
      const [e] = await queryRows<{ id: string }>(tx, sql`select id from employees where employee_number = 'EMP0006'`);
      // Weeks of a month back stay open to their employee.
      await tx.execute(
        sql`update policy_plans set settings = jsonb_set(settings, '{submissionDeadlineDays}', '31') where settings ? 'submissionDeadlineDays'`,
      );
      return e!.id;
    });
    const week = (await call('GET', `${V2}/week?date=${weeksAgo(3)}`, employee)).json() as WeekView;
    const p = week.projects.find((x) => x.projectName === 'Patient Portal Rebuild')!;
    portal = { projectId: p.projectId, taskId: p.tasks[0]!.taskId };
  });
  afterAll(() => t.close());

  it('hold what the demo’s lines hold, day by day, and week by week', async () => {
    expect(await differences()).toEqual([]);
    const [weeks] = await inDemo((tx) =>
      queryRows<{ sent: number; byRule: number }>(
        tx,
        sql`select (count(*) filter (where first_sent_at is not null))::int as sent,
                   (count(*) filter (where approved_by_rule))::int as "byRule" from timesheet_weeks`,
      ),
    );
    expect(weeks!.sent).toBeGreaterThan(0);
    expect(weeks!.byRule).toBeGreaterThan(0);
    const [{ n }] = (await inDemo((tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from timesheet_month_hours`),
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });

  it('follow a week as it is submitted, approved, re-filed under another billability and deleted', async () => {
    const week = weeksAgo(3);
    await inDemo((tx) =>
      tx.execute(sql`delete from timesheet_weeks where employee_id = ${employeeId} and week_start_date = ${week}`),
    );
    const before = await totals();
    const submitted = await call('POST', `${V2}/week/submit`, employee, {
      weekStartDate: week,
      lines: [{ kind: 'project', ...portal, hours: [6, 6, 6, 6, 6, 0, 0] }],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const line = (submitted.json() as WeekView).lines.find((l) => l.kind === 'project')!;
    expect(await differences()).toEqual([]);
    expect(await totals()).toEqual({ approved: before.approved, pending: before.pending + 30 });
    expect(await weekFigures(week)).toEqual({ sent: true, byRule: false });

    const approved = await call('PUT', `${V2}/approve`, projmgr, { lineIds: [line.id] });
    expect(approved.json()).toEqual({ applied: [line.id], skipped: [] });
    expect(await differences()).toEqual([]);
    expect(await totals()).toEqual({ approved: before.approved + 30, pending: before.pending });
    const month = `${week.slice(0, 7)}-01`;

    // The task made non-billable and back: the hours move between billabilities, none are lost.
    const billableBefore = await monthHours(month);
    await inDemo((tx) =>
      tx.execute(sql`update project_tasks set is_billable = not is_billable where id = ${portal.taskId}`),
    );
    expect(await differences()).toEqual([]);
    const flipped = await monthHours(month);
    expect(flipped.map((r) => r.hours).reduce((a, b) => a + b, 0)).toBe(
      billableBefore.map((r) => r.hours).reduce((a, b) => a + b, 0),
    );
    expect(flipped).not.toEqual(billableBefore);
    await inDemo((tx) =>
      tx.execute(sql`update project_tasks set is_billable = not is_billable where id = ${portal.taskId}`),
    );
    expect(await monthHours(month)).toEqual(billableBefore);

    // A rule's approval of every line of the week makes it auto-approved; one more line without one does not.
    await inDemo((tx) =>
      tx.execute(sql`insert into approval_decisions (tenant_id, request_type, request_id, from_status, to_status, decided_by_rule)
                     values ('demo', 'timesheetLine', ${line.id}, 'pending', 'approved', 'onSubmission')`),
    );
    expect(await weekFigures(week)).toEqual({ sent: true, byRule: true });
    await inDemo((tx) =>
      tx.execute(sql`insert into timesheet_lines (tenant_id, week_id, employee_id, kind, hours, total, status)
                     select tenant_id, week_id, employee_id, 'leave', '{8,0,0,0,0,0,0}'::real[], 8, 'pending'
                       from timesheet_lines where id = ${line.id}`),
    );
    expect(await weekFigures(week)).toEqual({ sent: true, byRule: false });
    expect(await differences()).toEqual([]);

    // The week deleted with its lines (they go first, and their triggers leave the going week alone).
    await inDemo((tx) =>
      tx.execute(sql`delete from timesheet_weeks where employee_id = ${employeeId} and week_start_date = ${week}`),
    );
    expect(await weekFigures(week)).toBeNull();
    expect(await differences()).toEqual([]);
    expect(await totals()).toEqual(before);
  });

  it.runIf(kind === 'postgres')(
    'add up lines written at the same time by two transactions to the same month',
    async () => {
      // The first two Mondays of the month half a year ago: two weeks of one month row.
      const monthStart = `${addDays(today(), -182).slice(0, 7)}-01`;
      const first = weekStartOf(addDays(monthStart, 6));
      const second = addDays(first, 7);
      const file = (week: string, hold: number) =>
        inDemo(async (tx) => {
          const [w] = await queryRows<{ id: string }>(
            tx,
            sql`insert into timesheet_weeks (tenant_id, employee_id, week_start_date, week_end_date)
              values ('demo', ${employeeId}, ${week}, ${week}::date + 6)
              on conflict (tenant_id, employee_id, week_start_date) do update set status = timesheet_weeks.status returning id`,
          );
          await tx.execute(sql`delete from timesheet_lines where week_id = ${w!.id}`);
          await tx.execute(sql`insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, task_id, hours, total, status)
                             values ('demo', ${w!.id}, ${employeeId}, 'project', ${portal.projectId}, ${portal.taskId},
                                     '{1,1,1,1,1,0,0}'::real[], 5, 'approved')`);
          // Held open, so that the other transaction writes the same month row meanwhile.
          await new Promise((resolve) => setTimeout(resolve, hold));
        });
      await Promise.all([file(first, 400), file(second, 0)]);
      expect(await differences()).toEqual([]);
    },
  );
});
