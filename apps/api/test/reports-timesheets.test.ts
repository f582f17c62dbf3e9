import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { REPORT_EXPORT_BATCH } from '@tenure/domain/reports';
import { weekStartOf } from '@tenure/domain/timesheets';
import { utcToday } from '../src/platform/clock.ts';
import { parseCsv } from '../src/platform/sheets.ts';
import { DIRECTOR_ENTITIES, reportCalls, type Headers, type Row } from './reports.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';

/** A test that runs several reports over the whole demo: PGlite answers ~700 queries a second, on a shared machine slower. */
const SLOW_ON_PGLITE = 120_000;

/**
 * The Timesheet group's reports (docs/decisions/reports-timesheets.md): each figure is written out
 * again from the raw tables (or by hand) and compared with the report.
 */
describeEachDatabase('reports: timesheets', (kind) => {
  let t: TestApp;
  let director: Headers;
  let employee: Headers;
  const today = utcToday();
  const thisWeek = weekStartOf(today);
  beforeAll(async () => {
    t = await createTestApp(kind);
    director = { ...(await loginAs(t.app, 'hrdirector')).headers, 'x-entityid': 'US-NY-01' };
    employee = { ...(await loginAs(t.app, 'employee01')).headers, 'x-entityid': 'US-NY-01' };
  });
  afterAll(() => t.close());

  const { get, rows, raw } = reportCalls(
    () => t,
    () => director,
  );
  const KEYS = [
    'employee-time-entry-report',
    'fixed-bid-consumption-report',
    'payroll-defaulters-report',
    'employee-time-entry-adhoc-report',
    'timesheets-report',
  ];

  it(
    'answers for a holder of each key and refuses a user without it',
    async () => {
      for (const key of KEYS) {
        expect((await rows(`/${key}/rows?legalEntity=all&from=${addDays(thisWeek, -56)}`)).total, key).toBeGreaterThan(
          0,
        );
        expect((await get(`/${key}/rows`, employee)).statusCode, key).toBe(403);
        expect((await get(`/${key}`, employee)).statusCode, key).toBe(403);
      }
    },
    SLOW_ON_PGLITE,
  );

  describe('Employee Time Entry', () => {
    it("shows each day's hours of every line as the lines hold them, and only approved ones when asked", async () => {
      const from = addDays(thisWeek, -14);
      const to = addDays(thisWeek, -8);
      const expected = await raw<Row>(
        sql`select e.employee_number as "employeeNumber", (w.week_start_date + d.i)::text as date, p.name as "projectName",
                   pt.name as "taskName", l.hours[d.i + 1]::float8 as hours, l.status,
                   (l.kind = 'project' and pt.is_billable and bt.name <> 'Non-Billable') as billable
              from timesheet_lines l join timesheet_weeks w on w.id = l.week_id join employees e on e.id = l.employee_id
              left join projects p on p.id = l.project_id left join project_tasks pt on pt.id = l.task_id
              left join master_values bt on bt.id = p.billing_type_id
              cross join generate_series(0, 6) d(i)
             where e.legal_entity_id in ${DIRECTOR_ENTITIES} and l.hours[d.i + 1] > 0
               and w.week_start_date + d.i between ${from}::date and ${to}::date`,
      );
      expect(expected.length).toBeGreaterThan(0);
      const report = await rows(`/employee-time-entry-report/rows?from=${from}&to=${to}&legalEntity=all&size=100`);
      expect(report.total).toBe(expected.length);
      const labels: Record<string, string> = {
        approved: 'Approved',
        pending: 'Pending for Approval',
        rejected: 'Rejected',
      };
      for (const want of expected.slice(0, 30)) {
        const got = (
          await rows(
            `/employee-time-entry-report/rows?from=${want.date}&to=${want.date}&legalEntity=all&size=100&sort=projectName`,
          )
        ).items.filter((r) => r.employeeNumber === want.employeeNumber && r.projectName === want.projectName);
        expect(got).toHaveLength(1);
        expect(got[0]).toMatchObject({
          taskName: want.taskName,
          hours: want.hours,
          billable: want.billable ?? false,
          status: labels[want.status as string],
        });
      }
      const approved = await rows(
        `/employee-time-entry-report/rows?from=${from}&to=${to}&legalEntity=all&approvedOnly=yes&size=100`,
      );
      expect(approved.total).toBe(expected.filter((r) => r.status === 'approved').length);
      expect(approved.items.every((r) => r.status === 'Approved')).toBe(true);
    });

    it('pages and sorts in SQL without overlap, and exports every row as CSV', async () => {
      const url = `/employee-time-entry-report/rows?from=${addDays(thisWeek, -21)}&to=${addDays(thisWeek, -1)}&legalEntity=all&sort=date&order=desc`;
      const first = await rows(`${url}&size=10&page=1`);
      const second = await rows(`${url}&size=10&page=2`);
      expect(first.items).toHaveLength(10);
      const dates = [...first.items, ...second.items].map((r) => r.date as string);
      expect(dates).toEqual([...dates].sort().reverse());
      const key = (r: Row) => `${r.employeeNumber}|${r.date}|${r.projectName}|${r.taskName}|${r.kind}`;
      const firstKeys = new Set(first.items.map(key));
      expect(second.items.some((r) => firstKeys.has(key(r)))).toBe(false);
      const csv = await get(`${url.replace('/rows', '/export')}&format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body.trim().split('\r\n')).toHaveLength(first.total + 1);
    });

    it(
      "exports a year of entries read in growing batches: every row once, in the screen's order",
      async () => {
        const url = `/employee-time-entry-report/rows?from=${addDays(today, -364)}&to=${today}&legalEntity=all&sort=date&order=desc`;
        const { total } = await rows(`${url}&size=10`);
        // Past the first read (1,000 rows), so the second starts where the first stopped.
        expect(total).toBeGreaterThan(REPORT_EXPORT_BATCH);
        const csv = await get(`${url.replace('/rows', '/export')}&format=csv`);
        expect(csv.statusCode).toBe(200);
        const [heading, ...lines] = parseCsv(csv.body.replace(/^\uFEFF/, '')).filter((line) => line.length > 1);
        expect(lines).toHaveLength(total);
        const at = (name: string) => heading!.indexOf(name);
        const key = (line: string[]) =>
          [at('Employee Number'), at('Date'), at('Project'), at('Task'), at('Type')].map((i) => line[i]).join('|');
        expect(new Set(lines.map(key)).size).toBe(total);
        const dates = lines.map((line) => line[at('Date')]!);
        expect(dates).toEqual([...dates].sort().reverse());
      },
      SLOW_ON_PGLITE,
    );
  });

  describe('Fixed Bid Consumption', () => {
    it("shows budget, consumption, burn and the forecast of each fixed-bid project from its lines, and the revenue page's amount", async () => {
      const to = addDays(thisWeek, -1);
      const projects = await raw<{ id: string; code: string; budget: number; endDate: string | null }>(
        sql`select p.id, p.code, p.budget_hours::float8 as budget, p.end_date::text as "endDate" from projects p
             where p.budget_hours > 0 and exists (select 1 from project_entities pe where pe.project_id = p.id and pe.legal_entity_id in ${DIRECTOR_ENTITIES})`,
      );
      expect(projects.length).toBeGreaterThanOrEqual(2);
      const report = await rows(`/fixed-bid-consumption-report/rows?to=${to}&legalEntity=all&size=100`);
      expect(report.total).toBe(projects.length);
      for (const p of projects) {
        const [h] = await raw<{ approved: number; pending: number; recent: number }>(
          sql`select coalesce(sum(l.hours[d.i + 1]) filter (where l.status = 'approved'), 0)::float8 as approved,
                     coalesce(sum(l.hours[d.i + 1]) filter (where l.status = 'pending'), 0)::float8 as pending,
                     coalesce(sum(l.hours[d.i + 1]) filter (where w.week_start_date + d.i > ${to}::date - 28), 0)::float8 as recent
                from timesheet_lines l join timesheet_weeks w on w.id = l.week_id cross join generate_series(0, 6) d(i)
               where l.project_id = ${p.id} and l.status in ('approved', 'pending') and w.week_start_date + d.i <= ${to}::date`,
        );
        expect(h!.approved).toBeGreaterThan(0);
        const got = report.items.find((r) => r.projectCode === p.code)!;
        const weekly = Math.round((h!.recent / 4) * 100) / 100;
        const daysLeft = Math.max(0, (Date.parse(p.endDate!) - Date.parse(to)) / 86_400_000);
        const forecast = h!.approved + h!.pending + (weekly * daysLeft) / 7;
        expect(got).toMatchObject({
          budgetHours: p.budget,
          consumedHours: h!.approved,
          awaitingHours: h!.pending,
          remainingHours: p.budget - h!.approved,
          weeklyBurn: weekly,
          overBudget: forecast > p.budget,
        });
        expect(got.burnPercent).toBeCloseTo((100 * h!.approved) / p.budget, 2);
        expect(got.forecastHours).toBeCloseTo(forecast, 2);
        const revenue = (
          await t.app.inject({
            method: 'GET',
            url: `/api/timesheet/v2/revenue-details?from=2000-01-01&to=${to}&projectId=${p.id}&groupBy=project`,
            headers: director,
          })
        ).json() as { totals: { revenue: number; currency: string }[] };
        expect(got.consumedAmount).toBeCloseTo(revenue.totals[0]?.revenue ?? 0, 2);
      }
      const one = projects[0]!;
      const picked = await rows(`/fixed-bid-consumption-report/rows?to=${to}&legalEntity=all&project=${one.code}`);
      expect(picked.items.map((r) => r.projectCode)).toEqual([one.code]);
      const chart = picked.chart!.data;
      const last = chart[chart.length - 1]!;
      expect(last.week).toBe(to);
      expect(last.remaining).toBeCloseTo(picked.items[0]!.remainingHours as number, 2);
      expect(chart.length).toBeGreaterThan(40);
    });
  });

  describe('Timesheets Compliance', () => {
    it('counts expected, submitted, approved, on-time and auto-approved weeks per week from the raw weeks and lines', async () => {
      const from = addDays(thisWeek, -35);
      const to = addDays(thisWeek, -1);
      // Within the range, one person who sent weeks leaves (a released resignation, last day mid-range) and
      // another joins: each counts only in their weeks.
      const [leaver, joiner] = await raw<{ id: string; joined: string }>(
        sql`select e.id, e.date_of_joining::text as joined from employees e
             where e.legal_entity_id in ${DIRECTOR_ENTITIES} and e.status = 'Active' and e.employee_number <> 'EMP0006'
               and exists (select 1 from timesheet_weeks w where w.employee_id = e.id and w.week_start_date between ${from}::date and ${to}::date
                             and w.status <> 'saved')
             order by e.employee_number limit 2`,
      );
      await raw(sql`update employees set status = 'Resigned' where id = ${leaver!.id} returning id`);
      await raw(sql`insert into resignations (tenant_id, employee_id, reason, proposed_last_day, notice_last_day, notice_days, last_working_day, status)
                    values ('demo', ${leaver!.id}, 'Moving abroad', ${addDays(from, 17)}, ${addDays(from, 17)}, 30, ${addDays(from, 17)}, 'Released')
                    returning id`);
      await raw(sql`update employees set date_of_joining = ${addDays(from, 16)} where id = ${joiner!.id} returning id`);
      // The demo's timesheet plans give two days after the week's end; a week is on time when its first line went in by then (UTC).
      const expected = await raw<Row>(
        sql`with wk as (select g::date as week from generate_series(${from}::date, ${to}::date, interval '7 days') g),
                 ppl as (select wk.week, e.id from wk join employees e on e.legal_entity_id in ${DIRECTOR_ENTITIES}
                          and e.date_of_joining <= wk.week + 6
                          and (e.status not in ('Inactive', 'Resigned') or exists (select 1 from resignations r where r.employee_id = e.id
                               and r.status = 'Released' and r.last_working_day >= wk.week and e.status = 'Resigned'))),
                 sent as (select w.employee_id, w.week_start_date, w.status, min(l.submitted_at) as first_sent,
                                 bool_and(d.decided_by_rule is not null) as by_rule
                            from timesheet_weeks w join timesheet_lines l on l.week_id = w.id
                            left join approval_decisions d on d.request_id = l.id and d.to_status = 'approved'
                           where w.status <> 'saved' group by w.tenant_id, w.id)
            select ppl.week::text as week, count(*)::int as expected, count(s.status)::int as submitted,
                   (count(*) filter (where s.status = 'approved'))::int as approved,
                   (count(*) filter (where s.first_sent < (ppl.week + 9)::timestamp at time zone 'UTC'))::int as "onTime",
                   (count(*) filter (where s.status = 'approved' and s.by_rule))::int as "autoApproved"
              from ppl left join sent s on s.employee_id = ppl.id and s.week_start_date = ppl.week
             group by ppl.week order by ppl.week`,
      );
      const report = await rows(
        `/employee-time-entry-adhoc-report/rows?from=${from}&to=${to}&legalEntity=all&size=100`,
      );
      expect(report.items.map((r) => [r.week, r.expected, r.submitted, r.approved, r.onTime, r.autoApproved])).toEqual(
        expected.map((r) => [r.week, r.expected, r.submitted, r.approved, r.onTime, r.autoApproved]),
      );
      const late = report.items.find((r) => r.week === addDays(thisWeek, -28))!;
      expect(late.onTime).toBeLessThan(late.submitted as number);
      expect(report.items.some((r) => (r.autoApproved as number) > 0)).toBe(true);
      const first = report.items[0]!;
      expect(first.onTimeRate).toBeCloseTo((100 * (first.onTime as number)) / (first.expected as number), 2);
      expect(first.autoApprovedShare).toBeCloseTo(
        (100 * (first.autoApproved as number)) / (first.approved as number),
        2,
      );
      const sum = (k: string) => expected.reduce((n, r) => n + (r[k] as number), 0);
      expect(report.totals).toMatchObject({
        expected: sum('expected'),
        submitted: sum('submitted'),
        approved: sum('approved'),
      });
      expect(report.chart!.data.map((p) => p.week)).toEqual(expected.map((r) => r.week));

      await raw(sql`delete from resignations where employee_id = ${leaver!.id} returning id`);
      await raw(sql`update employees set status = 'Active' where id = ${leaver!.id} returning id`);
      await raw(sql`update employees set date_of_joining = ${joiner!.joined} where id = ${joiner!.id} returning id`);
    });
  });

  describe('Payroll Defaulters', () => {
    const cutoff = addDays(thisWeek, -1);
    const monthStart = `${cutoff.slice(0, 7)}-01`;
    /** The weeks of the payroll month up to the cut-off not approved, per person of the director's entities, from the raw weeks. */
    const owedFromRaw = () => {
      const weeks: string[] = [];
      for (let w = weekStartOf(monthStart); w <= cutoff; w = addDays(w, 7)) weeks.push(w);
      return raw<{
        employeeNumber: string;
        employeeId: string;
        missing: number;
        unsubmitted: number;
        unapproved: number;
      }>(
        sql`with wk as (select unnest(${`{${weeks.join(',')}}`}::date[]) as week),
                 due as (select wk.week, e.id, e.employee_number from wk join employees e on e.legal_entity_id in ${DIRECTOR_ENTITIES}
                          and e.date_of_joining <= least(wk.week + 6, ${cutoff}::date)
                          and (e.status not in ('Inactive', 'Resigned') or exists (select 1 from resignations r where r.employee_id = e.id
                               and r.status = 'Released' and r.last_working_day >= greatest(wk.week, ${monthStart}::date)))),
                 st as (select due.employee_number, due.id, coalesce(w.status, 'new') as status from due
                          left join timesheet_weeks w on w.employee_id = due.id and w.week_start_date = due.week)
            select employee_number as "employeeNumber", id as "employeeId",
                   (count(*) filter (where status = 'new'))::int as missing,
                   (count(*) filter (where status in ('saved', 'unsubmitted', 'rejected')))::int as unsubmitted,
                   (count(*) filter (where status in ('submitted', 'partiallyApproved')))::int as unapproved
              from st where status <> 'approved' group by employee_number, id`,
      );
    };

    it(
      'lists the people with weeks not approved at the cut-off, with shortfall, manager and approver',
      async () => {
        const expected = await owedFromRaw();
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.some((r) => r.missing > 0)).toBe(true);
        expect(expected.some((r) => r.unapproved > 0)).toBe(true);
        const report = await rows(`/payroll-defaulters-report/rows?cutoff=${cutoff}&legalEntity=all&size=100`);
        expect(report.total).toBe(expected.length);
        const approvedHours = new Map(
          (
            await raw<{ employeeNumber: string; approved: number }>(
              sql`select e.employee_number as "employeeNumber", sum(l.hours[d.i + 1])::float8 as approved
                  from timesheet_lines l join timesheet_weeks w on w.id = l.week_id join employees e on e.id = l.employee_id
                  cross join generate_series(0, 6) d(i)
                 where l.kind = 'project' and l.status = 'approved'
                   and w.week_start_date + d.i between ${monthStart}::date and ${cutoff}::date
                 group by e.employee_number`,
            )
          ).map((r) => [r.employeeNumber, r.approved]),
        );
        for (const got of report.items) {
          const want = expected.find((r) => r.employeeNumber === got.employeeNumber)!;
          expect(got).toMatchObject({
            missingWeeks: want.missing,
            unsubmittedWeeks: want.unsubmitted,
            unapprovedWeeks: want.unapproved,
          });
          const approved = approvedHours.get(want.employeeNumber) ?? 0;
          expect(got.approvedHours).toBeCloseTo(approved, 2);
          expect(got.shortfallHours).toBeCloseTo(Math.max(0, (got.expectedHours as number) - approved), 2);
        }
        const [someone] = await raw<{ employeeNumber: string; manager: string }>(
          sql`select e.employee_number as "employeeNumber", m.display_name as manager from employees e join employees m on m.id = e.manager_id
             where e.id in (${sql.join(
               expected.map((r) => sql`${r.employeeId}`),
               sql`, `,
             )}) order by e.employee_number limit 1`,
        );
        const one = await rows(
          `/payroll-defaulters-report/rows?cutoff=${cutoff}&legalEntity=all&sort=employeeNumber&size=100`,
        );
        expect(one.items.find((r) => r.employeeNumber === someone!.employeeNumber)!.managerName).toBe(someone!.manager);
        expect(report.totals).toMatchObject({
          missingWeeks: expected.reduce((n, r) => n + r.missing, 0),
          unapprovedWeeks: expected.reduce((n, r) => n + r.unapproved, 0),
        });
        // The totals are everyone's, on any page and past the last one.
        for (const page of [2, 999])
          expect(
            (await rows(`/payroll-defaulters-report/rows?cutoff=${cutoff}&legalEntity=all&size=10&page=${page}`))
              .totals,
          ).toEqual(report.totals);
      },
      SLOW_ON_PGLITE,
    );

    it('reminds the defaulters once per person, week and cut-off however often and concurrently the button is pressed', async () => {
      const expected = await owedFromRaw();
      const url = `/api/reports/payroll-defaulters-report/action?cutoff=${cutoff}&legalEntity=all`;
      const press = (headers: Headers = director) => t.app.inject({ method: 'POST', url, headers });
      expect((await press(employee)).statusCode).toBe(403);
      const before = await raw<{ n: number }>(sql`select count(*)::int as n from notifications`);
      const [a, b] = await Promise.all([press(), press()]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const results = [a.json(), b.json()] as { done: number; skipped: number }[];
      const owing = await raw<{ n: number; people: number }>(
        sql`select count(*)::int as n, count(distinct employee_id)::int as people from (
              select e.id as employee_id, wk.week from unnest(${`{${expected.map((r) => r.employeeId).join(',')}}`}::uuid[]) x(id)
                join employees e on e.id = x.id join users u on u.employee_id = e.id and u.is_active
                cross join (select g::date as week from generate_series(${weekStartOf(monthStart)}::date, ${cutoff}::date, interval '7 days') g) wk
                join lateral (select 1 where e.date_of_joining <= least(wk.week + 6, ${cutoff}::date)) j on true
                left join timesheet_weeks w on w.employee_id = e.id and w.week_start_date = wk.week
               where coalesce(w.status, 'new') in ('new', 'saved', 'unsubmitted', 'rejected')) o`,
      );
      expect(owing[0]!.n).toBeGreaterThan(0);
      expect(results.map((r) => r.done).sort((x, y) => x - y)).toEqual([0, owing[0]!.people]);
      expect(results.every((r) => r.done + r.skipped === expected.length)).toBe(true);
      const after = await raw<{ n: number }>(sql`select count(*)::int as n from notifications`);
      expect(after[0]!.n - before[0]!.n).toBe(owing[0]!.n);
      const again = await press();
      expect(again.json()).toEqual({ done: 0, skipped: expected.length });
    });
  });

  describe('Timesheets Report', () => {
    it("shows each person-week's status, total, billable split, approvers and approval time from its lines", async () => {
      const from = addDays(thisWeek, -14);
      const to = addDays(thisWeek, -1);
      const expected = await raw<Row>(
        sql`select e.employee_number as "employeeNumber", w.week_start_date::text as "weekStartDate", w.status,
                   sum(l.total)::float8 as total,
                   coalesce(sum(l.total) filter (where l.kind = 'project' and pt.is_billable and bt.name <> 'Non-Billable'), 0)::float8 as billable,
                   string_agg(distinct a.display_name, ', ') as approvers,
                   to_char(max(l.decided_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "decidedAt"
              from timesheet_weeks w join employees e on e.id = w.employee_id join timesheet_lines l on l.week_id = w.id
              left join projects p on p.id = l.project_id left join project_tasks pt on pt.id = l.task_id
              left join master_values bt on bt.id = p.billing_type_id left join employees a on a.id = l.approver_id
             where e.legal_entity_id in ${DIRECTOR_ENTITIES} and w.week_start_date between ${from}::date and ${to}::date
             group by e.employee_number, w.tenant_id, w.id`,
      );
      expect(new Set(expected.map((r) => r.status))).toEqual(new Set(['approved', 'submitted', 'rejected']));
      const report = await rows(`/timesheets-report/rows?from=${from}&to=${to}&legalEntity=all&size=100`);
      expect(report.total).toBe(expected.length);
      const statusLabels: Record<string, string> = {
        approved: 'Approved',
        submitted: 'Submitted',
        rejected: 'Rejected',
      };
      for (const want of expected) {
        const got = report.items.find(
          (r) => r.employeeNumber === want.employeeNumber && r.weekStartDate === want.weekStartDate,
        );
        expect(got, `${want.employeeNumber} ${want.weekStartDate}`).toMatchObject({
          status: statusLabels[want.status as string],
          totalHours: want.total,
          billableHours: want.billable,
          nonBillableHours: (want.total as number) - (want.billable as number),
          approverNames: want.approvers,
          approvedAt: want.status === 'approved' ? want.decidedAt : null,
        });
      }
      const pending = await rows(
        `/timesheets-report/rows?from=${from}&to=${to}&legalEntity=all&weekStatus=submitted&size=100`,
      );
      expect(pending.total).toBe(expected.filter((r) => r.status === 'submitted').length);
    });
  });
});
