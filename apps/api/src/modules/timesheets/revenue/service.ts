import { sql, type SQL } from 'drizzle-orm';
import { REVENUE_MESSAGES, type FixedBidView, type RevenueGroup, type RevenueQuery, type RevenueRowView, type RevenueTotalView } from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import { utcToday } from '../../../platform/clock.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { toCsv, toXlsx, type ExportColumn } from '../../../platform/export-files.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { hasGlobalRevenueAccess, requireRevenueEdit, revenueEntityScope, seenEmployee } from '../policy.ts';
import { pricedOpenDays } from './queries.ts';
import { refreshRevenueTotals, revenueMonths } from './totals.ts';

/**
 * Revenue of the people the viewer sees, summed per project and, when `by` asks, per person and
 * month (alias `m`: project_id, employee_id, month, hours, unpriced_hours, revenue, cost, frozen;
 * null for what is not kept apart), after the month totals are brought up to date. Summed before
 * any name is joined: a year of a large tenant is a few hundred thousand rows.
 */
async function revenueSums(tx: Tx, v: Viewer, q: RevenueQuery, by: { person: boolean; month: boolean }): Promise<SQL> {
  // The person's names, when kept apart (alias `e`).
  const names = by.person ? sql`join employees e on e.id = m.employee_id` : sql``;
  await refreshRevenueTotals(tx);
  const person = by.person ? sql`t.employee_id` : sql`null::uuid`;
  const month = by.month ? sql`t.month` : sql`null::date`;
  return sql`(select t.project_id, ${person} as employee_id, ${month} as month, sum(t.hours)::float8 as hours, sum(t.unpriced_hours)::float8 as unpriced_hours,
                     sum(t.revenue)::float8 as revenue, sum(t.cost)::float8 as cost, bool_or(t.frozen) as frozen
                from (${revenueMonths(q.from, q.to, q.projectId)}) t
               where ${seenEmployee(v, sql`t.employee_id`)}
               group by t.project_id, 2, 3) m
          join projects p on p.id = m.project_id join clients c on c.id = p.client_id ${names}
         where ${q.clientId ? sql`c.id = ${q.clientId}` : sql`true`}`;
}

/** Revenue by client, project, person and month between two dates, in each project's currency; closed months as frozen. */
async function revenueRows(tx: Tx, v: Viewer, q: RevenueQuery): Promise<RevenueRowView[]> {
  return queryRows<RevenueRowView>(
    tx,
    sql`select c.id as "clientId", c.name as "clientName", p.id as "projectId", p.name as "projectName", c.currency_id as currency,
               e.employee_number as "employeeNumber", e.display_name as "displayName", to_char(m.month, 'YYYY-MM') as month,
               m.hours, m.unpriced_hours as "unpricedHours", round(m.revenue::numeric, 2)::float8 as revenue, round(m.cost::numeric, 2)::float8 as cost, m.frozen
          from ${await revenueSums(tx, v, q, { person: true, month: true })}
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
async function revenueTotals(tx: Tx, v: Viewer, q: RevenueQuery, group: RevenueGroup): Promise<RevenueTotalView[]> {
  const { key, label } = GROUPING[group];
  return queryRows<RevenueTotalView>(
    tx,
    sql`select ${key} as key, min(${label}) as label, c.currency_id as currency, sum(m.hours)::float8 as hours, sum(m.unpriced_hours)::float8 as "unpricedHours",
               round(sum(m.revenue)::numeric, 2)::float8 as revenue, round(sum(m.cost)::numeric, 2)::float8 as cost, bool_or(m.frozen) as frozen
          from ${await revenueSums(tx, v, q, { person: group === 'person', month: group === 'month' })}
         group by ${key}, c.currency_id
         order by ${group === 'month' ? sql`1` : sql`revenue desc, 2`}`,
  );
}

/** Fixed-bid projects (a budget in hours) with the approved hours booked on them so far, of the people the viewer sees. */
async function fixedBids(tx: Tx, v: Viewer, q: RevenueQuery): Promise<FixedBidView[]> {
  return queryRows<FixedBidView>(
    tx,
    sql`select p.id as "projectId", p.name as "projectName", c.name as "clientName", p.budget_hours::float8 as "budgetHours",
               coalesce(sum(l.total) filter (where ${revenueEntityScope(v, sql`e`)}), 0)::float8 as "consumedHours",
               round((100 * coalesce(sum(l.total) filter (where ${revenueEntityScope(v, sql`e`)}), 0) / nullif(p.budget_hours, 0))::numeric, 1)::float8 as percent
          from projects p join clients c on c.id = p.client_id
          left join timesheet_lines l on l.project_id = p.id and l.status = 'approved' and l.kind = 'project'
          left join employees e on e.id = l.employee_id
         where p.budget_hours is not null and p.budget_hours > 0
           and ${q.clientId ? sql`c.id = ${q.clientId}` : sql`true`} and ${q.projectId ? sql`p.id = ${q.projectId}` : sql`true`}
         group by p.id, p.name, c.name, p.budget_hours
         order by c.name, p.name`,
  ).then((rows) => rows.map((r) => ({ ...r, percent: r.percent ?? 0 })));
}

/** `/timesheet-revenue-details`: revenue rows, fixed-bid consumption, and whether the caller may edit. */
export async function revenueDetails(tx: Tx, v: Viewer, q: RevenueQuery) {
  const rows = q.groupBy ? [] : await revenueRows(tx, v, q);
  const totals = q.groupBy ? await revenueTotals(tx, v, q, q.groupBy) : [];
  return { rows, totals, fixedBids: await fixedBids(tx, v, q), canEdit: hasGlobalRevenueAccess(v) };
}

const EXPORT_COLUMNS: readonly ExportColumn<RevenueRowView>[] = [
  { key: 'clientName', heading: 'Client' },
  { key: 'projectName', heading: 'Project' },
  { key: 'employeeNumber', heading: 'Employee Number' },
  { key: 'displayName', heading: 'Employee' },
  { key: 'month', heading: 'Month' },
  { key: 'hours', heading: 'Approved Hours' },
  { key: 'unpricedHours', heading: 'Hours Without Rate' },
  { key: 'currency', heading: 'Currency' },
  { key: 'revenue', heading: 'Revenue' },
  { key: 'cost', heading: 'Cost' },
];

/** The same rows as CSV or Excel (platform/export-files). */
export async function exportRevenue(tx: Tx, v: Viewer, q: RevenueQuery, format: 'csv' | 'xlsx') {
  const rows = await revenueRows(tx, v, q);
  const name = `revenue-${q.from}-to-${q.to}`;
  return format === 'csv'
    ? { fileName: `${name}.csv`, mimeType: 'text/csv; charset=utf-8', bytes: toCsv(EXPORT_COLUMNS, rows) }
    : { fileName: `${name}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: await toXlsx('Revenue', EXPORT_COLUMNS, rows) };
}

/** Projects to price and report on, with their client and currency. */
export function revenueProjects(tx: Tx) {
  return queryRows<{ projectId: string; projectName: string; clientName: string; currency: string; budgetHours: number | null }>(
    tx,
    sql`select p.id as "projectId", p.name as "projectName", c.name as "clientName", c.currency_id as currency, p.budget_hours::float8 as "budgetHours"
          from projects p join clients c on c.id = p.client_id order by c.name, p.name`,
  );
}

/**
 * Closes (invoices) a project's month: its priced days are frozen as they are now, so later rate
 * changes leave it alone. The unique (project, month) makes a second close, even a concurrent
 * one, a 409.
 */
export async function closePeriod(tx: Tx, v: Viewer, input: { projectId: string; month: string }) {
  requireRevenueEdit(v);
  // Months close by the calendar's UTC day, like the month totals.
  const today = utcToday();
  const month = `${input.month}-01`;
  if (month > today) throw badRequest(REVENUE_MESSAGES.periodNotOver, { month: REVENUE_MESSAGES.periodNotOver });
  const [project] = await queryRows<{ id: string }>(tx, sql`select id from projects where id = ${input.projectId}`);
  if (!project) throw notFound();
  const monthEnd = sql`(${month}::date + interval '1 month' - interval '1 day')::date`;
  // One statement: its parts all read the data as it was before it, so the days are priced while the month is still open.
  const [frozen] = await queryRows<{ closeId: string | null; hours: number; revenue: number }>(
    tx,
    sql`with closed as (
          insert into revenue_period_closes (tenant_id, project_id, month, closed_by) values (current_setting('app.tenant_id'), ${input.projectId}, ${month}::date, ${v.userId})
          on conflict (tenant_id, project_id, month) do nothing returning id),
        priced as (select * from (${pricedOpenDays(sql`l.project_id = ${input.projectId} and w.week_start_date between ${month}::date - 6 and ${monthEnd}`)}) o),
        kept as (
          insert into revenue_frozen_days (tenant_id, close_id, project_id, employee_id, line_id, day, hours, bill_rate, cost_rate)
          select current_setting('app.tenant_id'), closed.id, project_id, employee_id, line_id, day, hours, bill_rate, cost_rate
            from priced, closed where day between ${month}::date and ${monthEnd}
          returning hours, bill_rate)
        select (select id from closed) as "closeId", coalesce(sum(hours), 0)::float8 as hours,
               round(coalesce(sum(hours * bill_rate), 0)::numeric, 2)::float8 as revenue from kept`,
  );
  if (!frozen?.closeId) throw conflict(REVENUE_MESSAGES.periodClosed, undefined, 'PERIOD_CLOSED');
  await recordAudit(tx, { ...auditActor(v), action: 'timesheet.revenue.close-period', entity: 'project', entityId: input.projectId, after: { month: input.month, hours: frozen.hours, revenue: frozen.revenue } });
  return { projectId: input.projectId, month: input.month, hours: frozen.hours, revenue: frozen.revenue };
}
