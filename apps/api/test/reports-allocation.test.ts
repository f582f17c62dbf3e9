import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { utcToday } from '../src/platform/clock.ts';
import { queryRows, withTenant } from '../src/platform/db.ts';
import { reportCalls, type Headers } from './reports.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';

/** Monday to Friday days from a to b, both included, counted day by day. */
function weekdays(a: string, b: string): number {
  let n = 0;
  for (let d = a; d <= b; d = addDays(d, 1)) if (!['SAT', 'SUN'].includes(weekdayOf(d))) n++;
  return n;
}
const round2 = (n: number) => Math.round(n * 100) / 100;
const mondayOf = (day: string) => {
  let d = day;
  while (weekdayOf(d) !== 'MON') d = addDays(d, -1);
  return d;
};

/**
 * Resource Project Allocation, Client and Project, Client Support: each figure is worked out again
 * from the raw tables (allocations, timesheet lines) or by hand, and Client and Project's revenue
 * is held against the revenue page's answer for the same period.
 */
describeEachDatabase('reports: allocation, clients and projects', (kind) => {
  let t: TestApp;
  let director: Headers;
  let employee: Headers;
  let projectManager: Headers;
  const today = utcToday();
  beforeAll(async () => {
    t = await createTestApp(kind);
    director = { ...(await loginAs(t.app, 'hrdirector')).headers, 'x-entityid': 'US-NY-01' };
    employee = { ...(await loginAs(t.app, 'employee01')).headers, 'x-entityid': 'US-NY-01' };
    projectManager = { ...(await loginAs(t.app, 'projmgr01')).headers, 'x-entityid': 'SG-01' };
  });
  afterAll(() => t.close());

  const { get, rows, raw } = reportCalls(
    () => t,
    () => director,
  );
  /** Every page of a report, 100 rows at a time. */
  const allRows = async (url: string, headers: Headers = director) => {
    const first = await rows(`${url}&size=100`, headers);
    const items = [...first.items];
    for (let page = 2; items.length < first.total; page++)
      items.push(...(await rows(`${url}&size=100&page=${page}`, headers)).items);
    return { ...first, items };
  };

  it('answers the holders of each key with rows and refuses those without it', async () => {
    for (const key of ['resource-project-allocation-report', 'client-and-project', 'client-support-report']) {
      expect((await rows(`/${key}/rows?legalEntity=all`)).total, key).toBeGreaterThan(0);
      expect((await get(`/${key}/rows`, employee)).statusCode, key).toBe(403);
    }
    // A project manager holds the allocation report only.
    expect((await rows('/resource-project-allocation-report/rows', projectManager)).total).toBeGreaterThan(0);
    expect((await get('/client-and-project/rows', projectManager)).statusCode).toBe(403);
  });

  describe('Resource Project Allocation', () => {
    const from = addDays(mondayOf(today), -21);
    const to = addDays(mondayOf(today), 4);
    const between = (a: string, b: string) =>
      `/resource-project-allocation-report/rows?from=${a}&to=${b}&legalEntity=all`;
    const url = between(from, to);

    /** Each person's allocation over the period, worked out day by day from the raw tables. */
    async function expectedPeople() {
      const people = await raw<{ id: string; number: string; joined: string; status: string; lwd: string | null }>(
        sql`select e.id, e.employee_number as number, e.date_of_joining::text as joined, e.status,
                   (select max(x.last_working_day)::text from resignations x where x.employee_id = e.id and x.status = 'Released') as lwd
              from employees e
             where e.legal_entity_id in (select ue.legal_entity_id from user_entities ue join users u on u.id = ue.user_id where u.username = 'hrdirector')`,
      );
      const allocations = await raw<{ employeeId: string; start: string; end: string; percent: number }>(
        sql`select employee_id as "employeeId", start_date::text as start, end_date::text as "end", percent::float8 as percent from project_allocations`,
      );
      const result = new Map<string, { allocations: number; allocated: number; peak: number }>();
      for (const p of people) {
        if (p.joined > to || p.status === 'Inactive') continue;
        if (p.status === 'Resigned' && (p.lwd ?? '') < from) continue;
        const start = p.joined > from ? p.joined : from;
        const end = p.status === 'Resigned' && p.lwd! < to ? p.lwd! : to;
        const mine = allocations
          .filter((a) => a.employeeId === p.id && a.start <= end && a.end >= start)
          .map((a) => ({ ...a, start: a.start > start ? a.start : start, end: a.end < end ? a.end : end }));
        const allocated = round2(
          mine.reduce((n, a) => n + a.percent * weekdays(a.start, a.end), 0) / weekdays(start, end),
        );
        let peak = 0;
        for (let d = start; d <= end; d = addDays(d, 1))
          peak = Math.max(
            peak,
            mine.filter((a) => a.start <= d && d <= a.end).reduce((n, a) => n + a.percent, 0),
          );
        result.set(p.number, { allocations: mine.length, allocated, peak });
      }
      return result;
    }

    it("lists every allocation and every unallocated person with the person's allocated, bench and peak share", async () => {
      const expected = await expectedPeople();
      const report = await allRows(url);
      const rowsWanted = [...expected.values()].reduce((n, p) => n + Math.max(1, p.allocations), 0);
      expect(report.total).toBe(rowsWanted);
      expect(report.items).toHaveLength(rowsWanted);
      for (const row of report.items) {
        const want = expected.get(String(row.employeeNumber))!;
        expect(row, String(row.employeeNumber)).toMatchObject({
          allocatedPercent: want.allocated,
          benchPercent: round2(Math.max(0, 100 - want.allocated)),
          peakPercent: want.peak,
          overAllocated: want.peak > 100,
          underAllocated: want.allocated < 100,
        });
      }
      const bench = [...expected].filter(([, p]) => p.allocations === 0).map(([n]) => n);
      expect(bench.length).toBeGreaterThan(0);
      for (const number of bench)
        expect(report.items.find((r) => r.employeeNumber === number)).toMatchObject({
          projectName: null,
          benchPercent: 100,
          underAllocated: true,
        });
      // Pages follow the name order without overlap.
      const names = report.items.map((r) => String(r.employeeName).toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

      const over = await allRows(`${url}&allocation=over`);
      expect(new Set(over.items.map((r) => r.employeeNumber))).toEqual(
        new Set([...expected].filter(([, p]) => p.peak > 100).map(([n]) => n)),
      );
      const bySize = await rows(`${url}&sort=benchPercent&order=desc&size=10`);
      expect(bySize.items[0]!.benchPercent).toBe(100);
    });

    it('flags the architect booked 100% on Core Banking and 40% on the platform guild as over-allocated, week by week', async () => {
      // By hand: both allocations cover every weekday of this week, so the week and the peak read 140%.
      const week = mondayOf(today);
      const report = await allRows(`${between(week, addDays(week, 4))}&allocation=over`);
      const architect = report.items.filter((r) => r.employeeNumber === 'EMP0021');
      expect(architect.map((r) => [r.projectName, r.percent]).sort()).toEqual([
        ['Core Banking Migration', 100],
        ['Platform Engineering', 40],
      ]);
      expect(architect[0]).toMatchObject({
        allocatedPercent: 140,
        benchPercent: 0,
        peakPercent: 140,
        overAllocated: true,
      });

      const heat = await rows(`${between(addDays(week, -7), addDays(week, 4))}&size=100`);
      expect(heat.chart!.series.map((s) => s.name)).toEqual([addDays(week, -7), week]);
      const point = heat.chart!.data.find((d) => String(d.person).includes('(EMP0021)'))!;
      expect(point[week]).toBe(140);
      expect(point[addDays(week, -7)]).toBe(140);
      // Asked apart from the rows (as the page does), the heat map is of the same page's people.
      const pageTwo = await rows(`${between(addDays(week, -7), addDays(week, 4))}&size=10&page=2`);
      const summary = await rows(
        `${between(addDays(week, -7), addDays(week, 4)).replace('/rows', '/summary')}&size=10&page=2`,
      );
      expect(pageTwo.items.length).toBeGreaterThan(0);
      expect(summary.chart).toEqual(pageTwo.chart);
      expect(new Set(summary.chart!.data.map((d) => String(d.person)))).toEqual(
        new Set(pageTwo.items.map((r) => `${r.employeeName} (${r.employeeNumber})`)),
      );
    });

    it('exports the same rows as CSV', async () => {
      const res = await get(
        `/resource-project-allocation-report/export?format=csv&from=${from}&to=${to}&legalEntity=all`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toContain('Bench %');
      expect(lines).toHaveLength((await rows(url)).total + 1);
    });
  });

  describe('Client and Project', () => {
    // From mid-month, so the revenue of the first month is priced day by day and the rest read from the month totals.
    const from = `${addDays(today, -70).slice(0, 7)}-15`;
    const url = `/client-and-project/rows?from=${from}&to=${today}&legalEntity=all`;

    it("shows the revenue page's revenue and approved hours for the same period, per project", async () => {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/timesheet/v2/revenue-details?from=${from}&to=${today}&groupBy=project`,
        headers: director,
      });
      expect(page.statusCode, page.body).toBe(200);
      const totals = (page.json() as { totals: { key: string; label: string; revenue: number; hours: number }[] })
        .totals;
      expect(totals.filter((p) => p.revenue > 0).length).toBeGreaterThan(2);
      const report = await allRows(url);
      for (const project of totals) {
        const row = report.items.find((r) => r.projectName === project.label)!;
        expect(row, project.label).toBeDefined();
        expect(row.revenue).toBeCloseTo(project.revenue, 2);
        expect(row.hours).toBeCloseTo(project.hours, 2);
      }
    });

    it('counts approved hours day by day inside the period and the team allocated in it', async () => {
      const hours = await raw<{ name: string; hours: number }>(
        sql`select p.name, sum(l.hours[d.i + 1])::float8 as hours
              from timesheet_lines l join timesheet_weeks w on w.id = l.week_id join projects p on p.id = l.project_id
              cross join generate_series(0, 6) d(i)
             where l.status = 'approved' and l.kind = 'project' and (w.week_start_date + d.i) between ${from}::date and ${today}::date
             group by p.name`,
      );
      const teams = await raw<{ name: string; size: number }>(
        sql`select p.name, count(distinct a.employee_id)::int as size from project_allocations a join projects p on p.id = a.project_id
             where a.start_date <= ${today}::date and a.end_date >= ${from}::date group by p.name`,
      );
      const report = await allRows(url);
      expect(hours.length).toBeGreaterThan(0);
      for (const h of hours) expect(report.items.find((r) => r.projectName === h.name)!.hours).toBeCloseTo(h.hours, 2);
      for (const team of teams) expect(report.items.find((r) => r.projectName === team.name)!.teamSize).toBe(team.size);
      const meridian = await allRows(`${url}&client=meridian`);
      expect(meridian.items.map((r) => r.projectName).sort()).toEqual(['Core Banking Migration', 'Mobile Banking App']);
      expect(meridian.items.every((r) => r.currency === 'SGD' && r.billingType === 'Fixed Bid')).toBe(true);
    });
  });

  describe('Client Support Report', () => {
    const from = addDays(today, -90);
    const url = `/client-support-report/rows?from=${from}&to=${today}&legalEntity=all`;

    it("sums approved hours by month of the support projects' tasks and of Support tasks elsewhere", async () => {
      const expected = await raw<{ month: string; projectName: string; taskName: string; hours: number }>(
        sql`select to_char(w.week_start_date + d.i, 'YYYY-MM') as month, p.name as "projectName", t.name as "taskName",
                   sum(l.hours[d.i + 1])::float8 as hours
              from timesheet_lines l join timesheet_weeks w on w.id = l.week_id join projects p on p.id = l.project_id
              join clients c on c.id = p.client_id join project_tasks t on t.id = l.task_id left join master_values mt on mt.id = p.project_type_id
              cross join generate_series(0, 6) d(i)
             where l.status = 'approved' and l.hours[d.i + 1] > 0 and (w.week_start_date + d.i) between ${from}::date and ${today}::date
               and (mt.name = 'Maintenance and Support' or t.task_type = 'Support')
             group by 1, c.name, 2, 3 order by 1, lower(c.name), lower(p.name), lower(t.name)`,
      );
      expect(new Set(expected.map((r) => r.projectName))).toEqual(
        new Set(['Claims API Support', 'Store Operations Support']),
      );
      const report = await allRows(url);
      expect(report.items.map((r) => [r.month, r.projectName, r.taskName, r.hours])).toEqual(
        expected.map((r) => [r.month, r.projectName, r.taskName, r.hours]),
      );
      expect(report.totals!.hours).toBeCloseTo(
        expected.reduce((n, r) => n + r.hours, 0),
        2,
      );
      const kaveri = await allRows(`${url}&client=KVR`);
      expect(kaveri.items.every((r) => r.clientName === 'Kaveri Retail')).toBe(true);
      expect(kaveri.total).toBe(expected.filter((r) => r.projectName === 'Store Operations Support').length);
      expect(report.chart!.data.length).toBe(new Set(expected.map((r) => r.month)).size);
    });

    it('counts a Support task of an ordinary project apart from the support projects', async () => {
      const monday = mondayOf(addDays(today, -14));
      await withTenant(t.database.db, { tenantCode: 'demo' }, async (tx) => {
        const [task] = await queryRows<{ id: string; projectId: string }>(
          tx,
          sql`insert into project_tasks (tenant_id, project_id, name, task_type, is_custom, is_billable)
              select 'demo', p.id, 'Production incidents', 'Support', true, true from projects p where p.code = 'NWH-PP'
              returning id, project_id as "projectId"`,
        );
        const [person] = await queryRows<{ id: string }>(
          tx,
          sql`select e.id from employees e join legal_entities le on le.id = e.legal_entity_id
               where le.code = 'US-NY-01' and e.status = 'Active' and not exists (select 1 from users u where u.employee_id = e.id)
               order by e.employee_number limit 1`,
        );
        const [week] = await queryRows<{ id: string }>(
          tx,
          sql`insert into timesheet_weeks (tenant_id, employee_id, week_start_date, week_end_date)
              values ('demo', ${person!.id}, ${monday}, ${monday}::date + 6)
              on conflict (tenant_id, employee_id, week_start_date) do update set status = timesheet_weeks.status returning id`,
        );
        await tx.execute(sql`insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, task_id, hours, total, status)
                             values ('demo', ${week!.id}, ${person!.id}, 'project', ${task!.projectId}, ${task!.id},
                                     '{3,0,0,0,0,0,0}'::real[], 3, 'approved')`);
      });
      const report = await allRows(url);
      const month = monday.slice(0, 7);
      expect(report.items.filter((r) => r.taskName === 'Production incidents')).toEqual([
        expect.objectContaining({
          month,
          projectName: 'Patient Portal Rebuild',
          taskType: 'Support',
          hours: 3,
          people: 1,
        }),
      ]);
      expect(report.chart!.data.find((d) => d.month === month)).toMatchObject({ task: 3 });
    });
  });
});
