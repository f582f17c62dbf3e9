import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import type {
  FixedBidView,
  RevenueGroup,
  RevenueQuery,
  RevenueRowView,
  RevenueTotalView,
} from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';

/**
 * How hours become money (issue 17): each approved project hour is priced at the rate card valid
 * on the day it was worked, the most specific one first (person, then role = the employee's
 * designation, then the whole project), latest `valid_from` on or before the day.
 */

/** Approved project hours day by day: one row per line and day with hours (columns line_id, employee_id, project_id, task_id, day, hours). */
export const approvedDays = (where: SQL) => sql`
  select l.id as line_id, l.employee_id, l.project_id, l.task_id, (w.week_start_date + d.i)::date as day, d.h::float8 as hours
    from timesheet_lines l join timesheet_weeks w on w.id = l.week_id
    cross join lateral (select u.h, u.n::int - 1 as i from unnest(l.hours) with ordinality u(h, n)) d
   where l.status = 'approved' and l.kind = 'project' and d.h > 0 and ${where}`;

/** The cards as stored: the source `pricedDays` reads by default. */
export const storedCards = sql`(select id, project_id, scope, designation, employee_id, bill_rate, cost_rate, valid_from from rate_cards)`;

/** A day's month is closed for the project: its revenue is read from revenue_frozen_days instead. */
export const isClosed = (projectId: SQL, day: SQL) =>
  sql`exists (select 1 from revenue_period_closes pc where pc.project_id = ${projectId} and pc.month = date_trunc('month', ${day})::date)`;

/** The rate `cards` give the approved day `x` of employee `e`, as a lateral subquery: bill_rate, cost_rate. */
const cardOfDay = (cards: SQL) => sql`lateral (
      select c.bill_rate::float8 as bill_rate, c.cost_rate::float8 as cost_rate from ${cards} c
       where c.project_id = x.project_id and c.valid_from <= x.day
         and (c.scope = 'project' or (c.scope = 'role' and c.designation = e.designation) or (c.scope = 'person' and c.employee_id = x.employee_id))
       order by case c.scope when 'person' then 0 when 'role' then 1 else 2 end, c.valid_from desc
       limit 1)`;

/** The open (not closed) approved days `x` matching `where`, with the employee `e` and the `rates` joined to them. */
const openDays = (columns: SQL, where: SQL, rates: SQL) => sql`
  select ${columns}
    from (${approvedDays(where)}) x
    join employees e on e.id = x.employee_id
    ${rates}
   where not ${isClosed(sql`x.project_id`, sql`x.day`)}`;

/**
 * The open (not closed) approved days matching `where` (on lines `l`, weeks `w`), each with the
 * rate `cards` give it: columns line_id, employee_id, project_id, day, hours, bill_rate, cost_rate
 * (null when no card prices the day).
 */
export const pricedOpenDays = (where: SQL, cards: SQL = storedCards) =>
  openDays(
    sql`x.line_id, x.employee_id, x.project_id, x.day, x.hours, r.bill_rate, r.cost_rate`,
    where,
    sql`left join ${cardOfDay(cards)} r on true`,
  );

/**
 * The open approved days matching `where`, each priced by the stored cards and by `cards` in one
 * pass (a rate change's preview): columns line_id, day, hours, bill_rate, new_bill_rate.
 */
export const repricedOpenDays = (where: SQL, cards: SQL) =>
  openDays(
    sql`x.line_id, x.day, x.hours, r.bill_rate, n.bill_rate as new_bill_rate`,
    where,
    sql`left join ${cardOfDay(storedCards)} r on true left join ${cardOfDay(cards)} n on true`,
  );

/** Weeks that may hold days between `from` and `to` (a week starts at most six days before its days). */
export const weeksBetween = (from: string, to: string) =>
  sql`w.week_start_date between ${from}::date - 6 and ${to}::date`;

/**
 * Revenue per person, project and month (revenue_month_totals), so that a year of a large tenant
 * reads at once. Migration 0031's triggers mark the months every change touches; a read first
 * recomputes the marked months here, with the one pricing rule above.
 */

interface MonthKey {
  project_id: string;
  employee_id: string;
  month: string;
}

/** Takes the tenant's marks and recomputes their months; the number of months recomputed. */
export async function refreshRevenueTotals(tx: Tx): Promise<number> {
  // Deleting the marks locks them: a change still marking one of them commits first (see 0031).
  const keys = await queryRows<MonthKey>(
    tx,
    sql`delete from revenue_dirty_months returning project_id, employee_id, month::text as month`,
  );
  if (keys.length === 0) return 0;
  const marked = sql`(select * from json_to_recordset(${JSON.stringify(keys)}::json) as k(project_id uuid, employee_id uuid, month date))`;
  await tx.execute(
    sql`delete from revenue_month_totals t using ${marked} k where t.project_id = k.project_id and t.employee_id = k.employee_id and t.month = k.month`,
  );
  const [first, last] = keys.reduce<[string, string]>(
    ([lo, hi], k) => [k.month < lo ? k.month : lo, k.month > hi ? k.month : hi],
    [keys[0]!.month, keys[0]!.month],
  );
  const lines = sql`${weeksBetween(first, monthEnd(last))} and (l.project_id, l.employee_id) in (select project_id, employee_id from ${marked} m)`;
  await tx.execute(sql`
    with k as ${marked}
    insert into revenue_month_totals (tenant_id, project_id, employee_id, month, hours, unpriced_hours, revenue, cost, frozen)
    select current_setting('app.tenant_id'), d.project_id, d.employee_id, k.month, ${totalColumns(sql`d`)}
      from (${daysOf(lines, sql`(f.project_id, f.employee_id) in (select project_id, employee_id from k)`)}) d
      join k on k.project_id = d.project_id and k.employee_id = d.employee_id and k.month = date_trunc('month', d.day)::date
     group by d.project_id, d.employee_id, k.month`);
  return keys.length;
}

/** Sums of priced days `d`: hours, unpriced hours, revenue, cost, whether any day is frozen. */
const totalColumns = (d: SQL) => sql`
  sum(${d}.hours)::float8 as hours, coalesce(sum(${d}.hours) filter (where ${d}.bill_rate is null), 0)::float8 as unpriced_hours,
  round(coalesce(sum(${d}.hours * ${d}.bill_rate), 0)::numeric, 2) as revenue, round(coalesce(sum(${d}.hours * ${d}.cost_rate), 0)::numeric, 2) as cost,
  bool_or(${d}.frozen) as frozen`;

/** Priced open days of the lines `lines` (on `l`, `w`) and frozen days matching `frozen` (on `f`): project_id, employee_id, day, hours, rates, frozen. */
const daysOf = (lines: SQL, frozen: SQL) => sql`
  select project_id, employee_id, day, hours, bill_rate, cost_rate, false as frozen from (${pricedOpenDays(lines)}) o
  union all
  select f.project_id, f.employee_id, f.day, f.hours::float8, f.bill_rate::float8, f.cost_rate::float8, true from revenue_frozen_days f where ${frozen}`;

const monthEnd = (month: string) => addDays(`${addMonth(month.slice(0, 7))}-01`, -1);
const addMonth = (yearMonth: string) => {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * The whole months of a range and the days at its edges outside them: whole months are read from
 * the totals, edge days priced as they are read.
 */
export function splitRange(
  from: string,
  to: string,
): { whole: { from: string; to: string } | null; edges: { from: string; to: string }[] } {
  const wholeFrom = from.endsWith('-01') ? from : `${addMonth(from.slice(0, 7))}-01`;
  const wholeTo = monthEnd(to) === to ? to : addDays(`${to.slice(0, 7)}-01`, -1);
  if (wholeFrom > wholeTo) return { whole: null, edges: [{ from, to }] };
  const edges = [
    ...(from < wholeFrom ? [{ from, to: addDays(wholeFrom, -1) }] : []),
    ...(wholeTo < to ? [{ from: addDays(wholeTo, 1), to }] : []),
  ];
  return { whole: { from: wholeFrom, to: wholeTo }, edges };
}

/**
 * Revenue per project, person and month between two dates (project_id, employee_id, month as
 * YYYY-MM-01, hours, unpriced_hours, revenue, cost, frozen), optionally of one project. Refresh
 * the totals first.
 */
export function revenueMonths(from: string, to: string, projectId: string | undefined): SQL {
  const { whole, edges } = splitRange(from, to);
  const ofProject = (column: SQL) => (projectId ? sql`${column} = ${projectId}` : sql`true`);
  const parts: SQL[] = [];
  if (whole) {
    parts.push(sql`select project_id, employee_id, month, hours::float8 as hours, unpriced_hours::float8 as unpriced_hours, revenue::float8 as revenue, cost::float8 as cost, frozen
                     from revenue_month_totals t where t.month between ${whole.from}::date and ${whole.to}::date and ${ofProject(sql`t.project_id`)}`);
  }
  for (const edge of edges) {
    const lines = sql`${weeksBetween(edge.from, edge.to)} and ${ofProject(sql`l.project_id`)}`;
    const frozen = sql`f.day between ${edge.from}::date and ${edge.to}::date and ${ofProject(sql`f.project_id`)}`;
    parts.push(sql`select project_id, employee_id, month, hours, unpriced_hours, revenue::float8 as revenue, cost::float8 as cost, frozen from (
                     select d.project_id, d.employee_id, date_trunc('month', d.day)::date as month, ${totalColumns(sql`d`)}
                       from (${daysOf(lines, frozen)}) d where d.day between ${edge.from}::date and ${edge.to}::date
                      group by d.project_id, d.employee_id, date_trunc('month', d.day)::date) e`);
  }
  return sql.join(parts, sql` union all `);
}

/**
 * Revenue of the people `seen` lets through (a filter on `t.employee_id`), summed per project and, when `by` asks, per person and
 * month (alias `m`: project_id, employee_id, month, hours, unpriced_hours, revenue, cost, frozen;
 * null for what is not kept apart), after the month totals are brought up to date. Summed before
 * any name is joined: a year of a large tenant is a few hundred thousand rows.
 */
async function revenueSums(tx: Tx, seen: SQL, q: RevenueQuery, by: { person: boolean; month: boolean }): Promise<SQL> {
  // The person's names, when kept apart (alias `e`).
  const names = by.person ? sql`join employees e on e.id = m.employee_id` : sql``;
  await refreshRevenueTotals(tx);
  const person = by.person ? sql`t.employee_id` : sql`null::uuid`;
  const month = by.month ? sql`t.month` : sql`null::date`;
  return sql`(select t.project_id, ${person} as employee_id, ${month} as month, sum(t.hours)::float8 as hours, sum(t.unpriced_hours)::float8 as unpriced_hours,
                     sum(t.revenue)::float8 as revenue, sum(t.cost)::float8 as cost, bool_or(t.frozen) as frozen
                from (${revenueMonths(q.from, q.to, q.projectId)}) t
               where ${seen}
               group by t.project_id, 2, 3) m
          join projects p on p.id = m.project_id join clients c on c.id = p.client_id ${names}
         where ${q.clientId ? sql`c.id = ${q.clientId}` : sql`true`}`;
}

/** A rule on rows given one of their columns or aliases (policy's seenEmployee, revenueEntityScope). */
export type Rule = (on: SQL) => SQL;

/** The days' employee column the people filter `seen` applies to. */
const DAY_EMPLOYEE = sql`t.employee_id`;

/** Revenue by client, project, person and month between two dates, in each project's currency; closed months as frozen. */
export async function revenueRows(tx: Tx, seen: Rule, q: RevenueQuery): Promise<RevenueRowView[]> {
  return queryRows<RevenueRowView>(
    tx,
    sql`select c.id as "clientId", c.name as "clientName", p.id as "projectId", p.name as "projectName", c.currency_id as currency,
               e.employee_number as "employeeNumber", e.display_name as "displayName", to_char(m.month, 'YYYY-MM') as month,
               m.hours, m.unpriced_hours as "unpricedHours", round(m.revenue::numeric, 2)::float8 as revenue, round(m.cost::numeric, 2)::float8 as cost, m.frozen
          from ${await revenueSums(tx, seen(DAY_EMPLOYEE), q, { person: true, month: true })}
         order by c.name, p.name, e.display_name, m.month`,
  );
}

/** What each grouping groups by: its key and its label. */
const GROUPING: Record<RevenueGroup, { key: SQL; label: SQL }> = {
  client: { key: sql`c.id::text`, label: sql`c.name` },
  project: { key: sql`p.id::text`, label: sql`p.name` },
  person: { key: sql`e.employee_number`, label: sql`e.display_name || ' (' || e.employee_number || ')'` },
  month: { key: sql`to_char(m.month, 'YYYY-MM')`, label: sql`to_char(m.month, 'YYYY-MM')` },
};

/** Totals by client, project, person or month and currency: months in order, the others by revenue. */
export async function revenueTotals(
  tx: Tx,
  seen: Rule,
  q: RevenueQuery,
  group: RevenueGroup,
): Promise<RevenueTotalView[]> {
  const { key, label } = GROUPING[group];
  return queryRows<RevenueTotalView>(
    tx,
    sql`select ${key} as key, min(${label}) as label, c.currency_id as currency, sum(m.hours)::float8 as hours, sum(m.unpriced_hours)::float8 as "unpricedHours",
               round(sum(m.revenue)::numeric, 2)::float8 as revenue, round(sum(m.cost)::numeric, 2)::float8 as cost, bool_or(m.frozen) as frozen
          from ${await revenueSums(tx, seen(DAY_EMPLOYEE), q, { person: group === 'person', month: group === 'month' })}
         group by ${key}, c.currency_id
         order by ${group === 'month' ? sql`1` : sql`revenue desc, 2`}`,
  );
}

/** Fixed-bid projects (a budget in hours) with the approved hours booked on them so far, of the people `inScope` lets through (a rule on employees). */
export async function fixedBids(tx: Tx, inScope: Rule, q: RevenueQuery): Promise<FixedBidView[]> {
  const booked = inScope(sql`e`);
  return queryRows<FixedBidView>(
    tx,
    sql`select p.id as "projectId", p.name as "projectName", c.name as "clientName", p.budget_hours::float8 as "budgetHours",
               coalesce(sum(l.total) filter (where ${booked}), 0)::float8 as "consumedHours",
               round((100 * coalesce(sum(l.total) filter (where ${booked}), 0) / nullif(p.budget_hours, 0))::numeric, 1)::float8 as percent
          from projects p join clients c on c.id = p.client_id
          left join timesheet_lines l on l.project_id = p.id and l.status = 'approved' and l.kind = 'project'
          left join employees e on e.id = l.employee_id
         where p.budget_hours is not null and p.budget_hours > 0
           and ${q.clientId ? sql`c.id = ${q.clientId}` : sql`true`} and ${q.projectId ? sql`p.id = ${q.projectId}` : sql`true`}
         group by p.id, p.name, c.name, p.budget_hours
         order by c.name, p.name`,
  ).then((rows) => rows.map((r) => ({ ...r, percent: r.percent ?? 0 })));
}

/** Projects to price and report on, with their client and currency. */
export function revenueProjectRows(tx: Tx) {
  return queryRows<{
    projectId: string;
    projectName: string;
    clientName: string;
    currency: string;
    budgetHours: number | null;
  }>(
    tx,
    sql`select p.id as "projectId", p.name as "projectName", c.name as "clientName", c.currency_id as currency, p.budget_hours::float8 as "budgetHours"
          from projects p join clients c on c.id = p.client_id order by c.name, p.name`,
  );
}

export async function projectExists(tx: Tx, projectId: string): Promise<boolean> {
  const [project] = await queryRows<{ id: string }>(tx, sql`select id from projects where id = ${projectId}`);
  return project !== undefined;
}

/**
 * Closes the project's month (YYYY-MM-01) and freezes its priced days; `closeId` null when the
 * month was already closed.
 */
export async function freezeMonth(tx: Tx, projectId: string, month: string, userId: string) {
  const lastDay = sql`(${month}::date + interval '1 month' - interval '1 day')::date`;
  // One statement: its parts all read the data as it was before it, so the days are priced while the month is still open.
  const [frozen] = await queryRows<{ closeId: string | null; hours: number; revenue: number }>(
    tx,
    sql`with closed as (
          insert into revenue_period_closes (tenant_id, project_id, month, closed_by) values (current_setting('app.tenant_id'), ${projectId}, ${month}::date, ${userId})
          on conflict (tenant_id, project_id, month) do nothing returning id),
        priced as (select * from (${pricedOpenDays(sql`l.project_id = ${projectId} and w.week_start_date between ${month}::date - 6 and ${lastDay}`)}) o),
        kept as (
          insert into revenue_frozen_days (tenant_id, close_id, project_id, employee_id, line_id, day, hours, bill_rate, cost_rate)
          select current_setting('app.tenant_id'), closed.id, project_id, employee_id, line_id, day, hours, bill_rate, cost_rate
            from priced, closed where day between ${month}::date and ${lastDay}
          returning hours, bill_rate)
        select (select id from closed) as "closeId", coalesce(sum(hours), 0)::float8 as hours,
               round(coalesce(sum(hours * bill_rate), 0)::numeric, 2)::float8 as revenue from kept`,
  );
  return frozen;
}
