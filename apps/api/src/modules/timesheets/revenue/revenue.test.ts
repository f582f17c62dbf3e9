import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '@tenure/domain/policies';
import {
  REVENUE_MESSAGES,
  weekStartOf,
  type RatePreviewView,
  type RevenueDetailsView,
} from '@tenure/domain/timesheets';
import { queryRows, withTenant, type Tx } from '../../../platform/db.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from '../../../../test/harness.ts';

type Headers = Record<string, string>;
const BASE = '/api/timesheet/v2/revenue-details';
const today = () => new Date().toISOString().slice(0, 10);
const weeksAgo = (n: number) => addDays(weekStartOf(today()), -7 * n);
const monthOf = (day: string) => day.slice(0, 7);
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describeEachDatabase('revenue from effective-dated rate cards', (kind) => {
  let t: TestApp;
  let director: Headers;
  let hrexec: Headers;
  let employee: Headers;
  let projectId: string;
  const inDemo = <T>(work: (tx: Tx) => Promise<T>) => withTenant(t.database.db, { tenantCode: 'demo' }, work);
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const revenue = async (from: string, to: string, headers = director) =>
    (await call('GET', `${BASE}?from=${from}&to=${to}&projectId=${projectId}`, headers)).json() as RevenueDetailsView;
  const card = (billRate: number, validFrom: string) => ({
    projectId,
    scope: 'project',
    billRate,
    costRate: billRate / 2,
    validFrom,
  });
  const apply = (billRate: number, validFrom: string, headers = director) =>
    call('POST', `${BASE}/rate-cards`, headers, { card: card(billRate, validFrom), confirmed: true });

  beforeAll(async () => {
    t = await createTestApp(kind);
    [director, hrexec, employee] = [
      (await loginAs(t.app, 'hrdirector')).headers,
      (await loginAs(t.app, 'hrexec01')).headers,
      (await loginAs(t.app, 'employee01')).headers,
    ];
    // Patient Portal starts with no rates: each test sets the ones it reads.
    projectId = await inDemo(async (tx) => {
      const [p] = await queryRows<{ id: string }>(tx, sql`select id from projects where code = 'NWH-PP'`);
      await tx.execute(sql`delete from rate_cards where project_id = ${p!.id}`);
      return p!.id;
    });
  });
  afterAll(() => t.close());

  it('prices approved hours at the rate valid on the day worked: a change mid-month splits the revenue at its date', async () => {
    const week = weeksAgo(5);
    const hours = await inDemo((tx) =>
      queryRows<{ day: number; hours: number }>(
        tx,
        sql`
      select d.i as day, sum(l.hours[d.i + 1])::float8 as hours from timesheet_lines l join timesheet_weeks w on w.id = l.week_id cross join generate_series(0, 6) d(i)
       where l.project_id = ${projectId} and l.status = 'approved' and w.week_start_date = ${week}::date group by d.i order by d.i`,
      ),
    );
    const before = sum(hours.filter((h) => h.day < 2).map((h) => h.hours));
    const after = sum(hours.filter((h) => h.day >= 2).map((h) => h.hours));
    expect(before).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(0);

    expect((await apply(100, '2000-01-01')).statusCode).toBe(200);
    const flat = await revenue(week, addDays(week, 6));
    expect(sum(flat.rows.map((r) => r.revenue))).toBeCloseTo(100 * (before + after), 2);
    expect(flat.rows.every((r) => r.currency === 'USD' && r.unpricedHours === 0)).toBe(true);

    // The preview shows the lines and the revenue change, and changes nothing.
    const preview = (
      await call('POST', `${BASE}/rate-cards/preview`, director, card(200, addDays(week, 2)))
    ).json() as RatePreviewView;
    expect(preview.revenueBefore).toBeGreaterThan(0);
    expect(preview.difference).toBeCloseTo(preview.revenueAfter - preview.revenueBefore, 2);
    const inWeek = preview.lines.filter((l) => l.weekStartDate === week);
    expect(sum(inWeek.map((l) => l.revenueAfter - l.revenueBefore))).toBeCloseTo(100 * after, 2);
    expect(sum((await revenue(week, addDays(week, 6))).rows.map((r) => r.revenue))).toBeCloseTo(
      100 * (before + after),
      2,
    );

    // Applying needs the confirmation; then the days from the change date are priced at the new rate.
    const unconfirmed = await call('POST', `${BASE}/rate-cards`, director, { card: card(200, addDays(week, 2)) });
    expect(unconfirmed.statusCode).toBe(400);
    const applied = await apply(200, addDays(week, 2));
    expect(applied.json()).toMatchObject({
      revenueBefore: preview.revenueBefore,
      revenueAfter: preview.revenueAfter,
      card: { billRate: 200, validFrom: addDays(week, 2) },
    });
    const split = await revenue(week, addDays(week, 6));
    expect(sum(split.rows.map((r) => r.revenue))).toBeCloseTo(100 * before + 200 * after, 2);
    // A second change of the same target and day replaces the card rather than adding one.
    await apply(200, addDays(week, 2));
    expect((await call('GET', `${BASE}/rate-cards?projectId=${projectId}`, director)).json().cards).toHaveLength(2);
  });

  it("reprices every line by the most specific card at once: a project-wide change moves only the days of people without their own or their role's card", async () => {
    // Platform Engineering, the project with the most approved lines, priced by a project, a role and a person card.
    const lines = await inDemo(async (tx) => {
      const [p] = await queryRows<{ id: string }>(tx, sql`select id from projects where code = 'INT-PLT'`);
      await tx.execute(sql`delete from rate_cards where project_id = ${p!.id}`);
      await tx.execute(sql`delete from revenue_period_closes where project_id = ${p!.id}`);
      return queryRows<{
        lineId: string;
        projectId: string;
        employeeId: string;
        designation: string;
        weekStart: string;
        hours: number[];
      }>(
        tx,
        sql`
        select l.id as "lineId", l.project_id as "projectId", l.employee_id as "employeeId", e.designation, w.week_start_date::text as "weekStart", l.hours::float8[] as hours
          from timesheet_lines l join timesheet_weeks w on w.id = l.week_id join employees e on e.id = l.employee_id
         where l.project_id = ${p!.id} and l.status = 'approved' and l.kind = 'project'`,
      );
    });
    expect(lines.length).toBeGreaterThan(50);
    const platform = lines[0]!.projectId;
    const devops = 'DevOps Engineer';
    const person = lines.find((l) => l.designation !== devops)!.employeeId;
    const set = (c: object) =>
      call('POST', `${BASE}/rate-cards`, director, {
        card: { projectId: platform, costRate: 10, validFrom: '2000-01-01', ...c },
        confirmed: true,
      });
    expect((await set({ scope: 'project', billRate: 100 })).statusCode).toBe(200);
    expect((await set({ scope: 'role', designation: devops, billRate: 150 })).statusCode).toBe(200);
    expect((await set({ scope: 'person', employeeId: person, billRate: 170 })).statusCode).toBe(200);

    // The change takes effect mid-week: the days before it keep 100.
    const from = addDays(
      [...lines].sort((a, b) => a.weekStart.localeCompare(b.weekStart))[Math.floor(lines.length / 2)]!.weekStart,
      3,
    );
    const expected = lines
      .filter((l) => l.designation !== devops && l.employeeId !== person)
      .map((l) => ({
        lineId: l.lineId,
        hours: sum(l.hours.filter((h, i) => h > 0 && addDays(l.weekStart, i) >= from)),
      }))
      .filter((l) => l.hours > 0)
      .map((l) => ({ lineId: l.lineId, hours: l.hours, revenueBefore: 100 * l.hours, revenueAfter: 120 * l.hours }));
    expect(expected.length).toBeGreaterThan(0);

    const started = Date.now();
    const applied = await set({ scope: 'project', billRate: 120, validFrom: from });
    const took = Date.now() - started;
    expect(applied.statusCode).toBe(200);
    const answer = applied.json() as RatePreviewView;
    const byLine = (xs: readonly { lineId: string }[]) => [...xs].sort((a, b) => a.lineId.localeCompare(b.lineId));
    expect(
      byLine(
        answer.lines.map(({ lineId, hours, revenueBefore, revenueAfter }) => ({
          lineId,
          hours,
          revenueBefore,
          revenueAfter,
        })),
      ),
    ).toEqual(byLine(expected));
    expect(answer.difference).toBeCloseTo(20 * sum(expected.map((l) => l.hours)), 2);
    // Set-based: the change answers at once (it took 7-9 s on the demo data when each day's old and new price were joined row by row).
    expect(took).toBeLessThan(3000);

    // The revenue read afterwards prices every day by the same rule.
    const priceOf = (l: (typeof lines)[number], day: string) =>
      l.employeeId === person ? 170 : l.designation === devops ? 150 : day >= from ? 120 : 100;
    const days = lines.flatMap((l) =>
      l.hours.map((h, i) => ({ h, day: addDays(l.weekStart, i), l })).filter((d) => d.h > 0),
    );
    const first = days.reduce((m, d) => (d.day < m ? d.day : m), days[0]!.day);
    const last = days.reduce((m, d) => (d.day > m ? d.day : m), days[0]!.day);
    const read = (
      await call('GET', `${BASE}?from=${first}&to=${last}&projectId=${platform}`, director)
    ).json() as RevenueDetailsView;
    expect(sum(read.rows.map((r) => r.revenue))).toBeCloseTo(sum(days.map((d) => d.h * priceOf(d.l, d.day))), 1);
  });

  it('keeps a closed month frozen when rates change later; a month closes once', async () => {
    const day = weeksAgo(7);
    const month = monthOf(day);
    const from = `${month}-01`;
    const to = addDays(`${monthOf(addDays(from, 32))}-01`, -1);
    const open = await revenue(from, to);
    const closed = await call('POST', `${BASE}/periods`, director, { projectId, month });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().revenue).toBeCloseTo(sum(open.rows.map((r) => r.revenue)), 2);
    const again = await call('POST', `${BASE}/periods`, director, { projectId, month });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVENUE_MESSAGES.periodClosed);

    // A new rate from before the month: the preview counts the frozen hours and lists no line of the month.
    const preview = (
      await call('POST', `${BASE}/rate-cards/preview`, director, card(999, addDays(from, -40)))
    ).json() as RatePreviewView;
    expect(preview.frozenHours).toBeGreaterThan(0);
    expect(preview.lines.some((l) => l.weekStartDate >= from && addDays(l.weekStartDate, 6) <= to)).toBe(false);
    expect((await apply(999, addDays(from, -40))).statusCode).toBe(200);
    const frozen = await revenue(from, to);
    expect(sum(frozen.rows.map((r) => r.revenue))).toBeCloseTo(sum(open.rows.map((r) => r.revenue)), 2);
    expect(frozen.rows.every((r) => r.frozen)).toBe(true);
    // A month that has not started cannot be closed.
    const next = monthOf(addDays(`${monthOf(today())}-01`, 40));
    expect((await call('POST', `${BASE}/periods`, director, { projectId, month: next })).statusCode).toBe(400);
  });

  it('shows revenue by entity access: HR of some entities sees their people and cannot change rates; employees see none', async () => {
    const from = weeksAgo(8);
    const to = today();
    const all = (await call('GET', `${BASE}?from=${from}&to=${to}`, director)).json() as RevenueDetailsView;
    const mine = (await call('GET', `${BASE}?from=${from}&to=${to}`, hrexec)).json() as RevenueDetailsView;
    expect(all.canEdit).toBe(true);
    expect(mine.canEdit).toBe(false);
    const entityOf = new Map(
      (
        await inDemo((tx) =>
          queryRows<{ n: string; code: string }>(
            tx,
            sql`
      select e.employee_number as n, le.code from employees e join legal_entities le on le.id = e.legal_entity_id`,
          ),
        )
      ).map((r) => [r.n, r.code]),
    );
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => ['IN-KA-01', 'US-NY-01'].includes(entityOf.get(r.employeeNumber)!))).toBe(true);
    expect(all.rows.some((r) => !['IN-KA-01', 'US-NY-01'].includes(entityOf.get(r.employeeNumber)!))).toBe(true);
    expect(all.fixedBids.map((b) => b.projectName)).toEqual(
      expect.arrayContaining(['Mobile Banking App', 'Fleet Tracking Dashboard']),
    );

    const refused = await apply(1, '2000-01-01', hrexec);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REVENUE_MESSAGES.noRevenueEdit);
    expect((await call('POST', `${BASE}/rate-cards/preview`, hrexec, card(1, '2000-01-01'))).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/periods`, hrexec, { projectId, month: monthOf(weeksAgo(2)) })).statusCode).toBe(
      403,
    );
    expect((await call('GET', `${BASE}?from=${from}&to=${to}`, employee)).statusCode).toBe(403);

    const csv = await call('GET', `${BASE}/export?from=${from}&to=${to}&format=csv`, hrexec);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(mine.rows.length + 1);
  });

  it('totals by client, project, person and month add up to the rows, and follow approvals and rate changes at once', async () => {
    // Whole months come from the kept month totals, the days at the edges are priced as they are read.
    const from = `${monthOf(addDays(`${monthOf(today())}-01`, -70))}-01`;
    const to = today();
    const read = async (groupBy?: string) =>
      (
        await call('GET', `${BASE}?from=${from}&to=${to}${groupBy ? `&groupBy=${groupBy}` : ''}`, director)
      ).json() as RevenueDetailsView;
    const rows = await read();
    const total = sum(rows.rows.map((r) => r.revenue));
    expect(total).toBeGreaterThan(0);
    for (const groupBy of ['client', 'project', 'person', 'month']) {
      const grouped = await read(groupBy);
      expect(grouped.rows).toEqual([]);
      expect(sum(grouped.totals.map((x) => x.revenue))).toBeCloseTo(total, 1);
      expect(sum(grouped.totals.map((x) => x.hours))).toBeCloseTo(sum(rows.rows.map((r) => r.hours)), 1);
    }
    const months = (await read('month')).totals.map((x) => x.key);
    expect(months).toEqual([...months].sort());

    // A line approved now counts at once, priced by the project's card.
    const [line] = await inDemo((tx) =>
      queryRows<{ id: string; total: number; weekStart: string }>(
        tx,
        sql`
      select l.id, l.total::float8 as total, w.week_start_date::text as "weekStart" from timesheet_lines l join timesheet_weeks w on w.id = l.week_id
       where l.project_id = ${projectId} and l.status = 'pending' and w.week_start_date >= ${from}::date and w.week_start_date + 6 <= ${to}::date
         and not exists (select 1 from revenue_period_closes c where c.project_id = l.project_id and c.month = date_trunc('month', w.week_start_date)::date)
       order by w.week_start_date limit 1`,
      ),
    );
    expect(line).toBeDefined();
    const before = sum((await read('project')).totals.map((x) => x.hours));
    await inDemo((tx) =>
      tx.execute(sql`update timesheet_lines set status = 'approved', decided_at = now() where id = ${line!.id}`),
    );
    expect(sum((await read('project')).totals.map((x) => x.hours))).toBeCloseTo(before + line!.total, 1);

    // A new rate reprices the open months of the project in the kept totals.
    const project = () => read('project').then((r) => r.totals.find((x) => x.key === projectId)!.revenue);
    const was = await project();
    const [latest] = await inDemo((tx) =>
      queryRows<{ weekStart: string }>(
        tx,
        sql`
      select max(w.week_start_date)::text as "weekStart" from timesheet_lines l join timesheet_weeks w on w.id = l.week_id
       where l.project_id = ${projectId} and l.status = 'approved' and w.week_start_date >= ${from}::date`,
      ),
    );
    expect((await apply(777, latest!.weekStart)).statusCode).toBe(200);
    const now = await project();
    expect(now).not.toBeCloseTo(was, 0);
    expect(now).toBeCloseTo(sum((await read()).rows.filter((r) => r.projectId === projectId).map((r) => r.revenue)), 1);
  }, 90_000);
});
