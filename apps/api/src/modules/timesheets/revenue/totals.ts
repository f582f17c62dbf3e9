import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { pricedOpenDays, weeksBetween } from './queries.ts';

/**
 * Revenue per person, project and month (revenue_month_totals), so that a year of a large tenant
 * reads at once. Migration 0031's triggers mark the months every change touches; a read first
 * recomputes the marked months here, with the one pricing rule of revenue-queries.ts.
 */

interface MonthKey {
  project_id: string;
  employee_id: string;
  month: string;
}

/** Takes the tenant's marks and recomputes their months; the number of months recomputed. */
export async function refreshRevenueTotals(tx: Tx): Promise<number> {
  // Deleting the marks locks them: a change still marking one of them commits first (see 0031).
  const keys = await queryRows<MonthKey>(tx, sql`delete from revenue_dirty_months returning project_id, employee_id, month::text as month`);
  if (keys.length === 0) return 0;
  const marked = sql`(select * from json_to_recordset(${JSON.stringify(keys)}::json) as k(project_id uuid, employee_id uuid, month date))`;
  await tx.execute(sql`delete from revenue_month_totals t using ${marked} k where t.project_id = k.project_id and t.employee_id = k.employee_id and t.month = k.month`);
  const [first, last] = keys.reduce<[string, string]>(([lo, hi], k) => [k.month < lo ? k.month : lo, k.month > hi ? k.month : hi], [keys[0]!.month, keys[0]!.month]);
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
export function splitRange(from: string, to: string): { whole: { from: string; to: string } | null; edges: { from: string; to: string }[] } {
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
