import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import type { ReportRow } from '@tenure/domain/reports';
import { weekStartOf } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { pageOfRows, type ReportDefinition, type ReportFilterValues } from '../../../platform/reports.ts';
import { column } from '../../employees/index.ts';
import { approvedDays, revenueTotals } from '../revenue/queries.ts';

/** The recent burn rate is the hours of this many weeks up to `to`, per week. */
const BURN_WEEKS = 4;

interface FixedBidRow extends ReportRow {
  projectId: string;
  clientName: string;
  projectCode: string;
  projectName: string;
  startDate: string;
  endDate: string | null;
  budgetHours: number;
  consumedHours: number;
  awaitingHours: number;
  recentHours: number;
}

/**
 * The fixed-bid projects (a budget in hours, as the revenue page's Fixed Bid card takes them)
 * staffed from the report's legal entities (project_entities), optionally the one whose code the
 * `project` filter names, with their approved hours up to `to` (everyone's: a budget is burnt by
 * the whole team), the hours still waiting for approval and those booked in the last BURN_WEEKS weeks.
 */
function fixedBidRows(tx: Tx, f: ReportFilterValues) {
  const recentFrom = addDays(f.to, -7 * BURN_WEEKS + 1);
  return queryRows<FixedBidRow>(
    tx,
    sql`select p.id as "projectId", c.name as "clientName", p.code as "projectCode", p.name as "projectName",
               p.start_date::text as "startDate", p.end_date::text as "endDate", p.budget_hours::float8 as "budgetHours",
               coalesce(h.approved, 0)::float8 as "consumedHours", coalesce(h.awaiting, 0)::float8 as "awaitingHours",
               coalesce(h.recent, 0)::float8 as "recentHours"
          from projects p join clients c on c.id = p.client_id
          left join lateral (
            select sum(l.hours[d.i + 1]) filter (where l.status = 'approved') as approved,
                   sum(l.hours[d.i + 1]) filter (where l.status = 'pending') as awaiting,
                   sum(l.hours[d.i + 1]) filter (where w.week_start_date + d.i >= ${recentFrom}::date) as recent
              from timesheet_lines l join timesheet_weeks w on w.id = l.week_id cross join generate_series(0, 6) d(i)
             where l.project_id = p.id and l.kind = 'project' and l.status in ('approved', 'pending')
               and w.week_start_date <= ${f.to}::date and w.week_start_date + d.i <= ${f.to}::date and l.hours[d.i + 1] > 0) h on true
         where p.budget_hours > 0
           and exists (select 1 from project_entities pe where pe.project_id = p.id and pe.legal_entity_id in ${sql`(${sql.join(
             f.entityIds.map((id) => sql`${id}`),
             sql`, `,
           )})`})
           ${f.own.project ? sql`and lower(p.code) = lower(${f.own.project})` : sql``}`,
  );
}

/** Whole days from `from` to `to` (0 when `to` is not after it). */
const daysBetween = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Remaining budget, burn and the forecast at completion: what is consumed and waiting, plus the
 * recent weekly burn (hours of the last BURN_WEEKS weeks ÷ BURN_WEEKS, approved or waiting) for every
 * day left until the project's end date (none past it; no forecast without an end date).
 */
function withForecast(row: FixedBidRow, to: string): ReportRow {
  const { recentHours, ...shown } = row;
  const weeklyBurn = round2(recentHours / BURN_WEEKS);
  const booked = row.consumedHours + row.awaitingHours;
  const forecast = row.endDate === null ? null : round2(booked + (weeklyBurn * daysBetween(to, row.endDate)) / 7);
  return {
    ...shown,
    remainingHours: round2(row.budgetHours - row.consumedHours),
    burnPercent: round2((100 * row.consumedHours) / row.budgetHours),
    weeklyBurn,
    forecastHours: forecast,
    forecastPercent: forecast === null ? null : round2((100 * forecast) / row.budgetHours),
    overBudget: forecast !== null && forecast > row.budgetHours,
  };
}

/** Consumed amount: the revenue page's revenue of each project from its start to `to` (approved hours at the rate cards), with its currency. */
async function consumedAmounts(tx: Tx, rows: readonly FixedBidRow[], to: string) {
  if (rows.length === 0) return new Map<string, { revenue: number; currency: string }>();
  const from = rows.reduce((min, r) => (r.startDate < min ? r.startDate : min), to);
  const totals = await revenueTotals(tx, () => sql`true`, { from, to }, 'project');
  return new Map(totals.map((t) => [t.key, { revenue: t.revenue, currency: t.currency }]));
}

async function fixedBidReportRows(tx: Tx, f: ReportFilterValues): Promise<ReportRow[]> {
  const rows = await fixedBidRows(tx, f);
  const amounts = await consumedAmounts(tx, rows, f.to);
  return rows.map((row) => {
    const amount = amounts.get(row.projectId);
    const { projectId: _id, ...shown } = withForecast(row, f.to);
    return { ...shown, consumedAmount: amount?.revenue ?? 0, currency: amount?.currency ?? null };
  });
}

/**
 * Burn-down by week from the range's first week to `to`: the budget left at each week's end
 * (budget − approved hours up to that day) and the ideal line (the budget spent evenly from the
 * project's start to its end), summed over the projects shown.
 */
async function burnDown(tx: Tx, f: ReportFilterValues) {
  const projects = await fixedBidRows(tx, f);
  if (projects.length === 0) return [];
  const ids = projects.map((p) => sql`${p.projectId}`);
  const weekEnds: string[] = [];
  for (let day = addDays(weekStartOf(f.from), 6); day < addDays(f.to, 7); day = addDays(day, 7))
    weekEnds.push(day < f.to ? day : f.to);
  const burnt = await queryRows<{ projectId: string; day: string; hours: number }>(
    tx,
    sql`select x.project_id as "projectId", x.day::text as day, sum(x.hours)::float8 as hours
          from (${approvedDays(sql`l.project_id in (${sql.join(ids, sql`, `)}) and w.week_start_date <= ${f.to}::date`)}) x
         where x.day <= ${f.to}::date
         group by 1, 2`,
  );
  return weekEnds.map((end) => {
    let remaining = 0;
    let ideal = 0;
    for (const p of projects) {
      const spent = burnt.filter((b) => b.projectId === p.projectId && b.day <= end).reduce((n, b) => n + b.hours, 0);
      remaining += p.budgetHours - spent;
      const span = p.endDate === null ? 0 : daysBetween(p.startDate, p.endDate);
      ideal += span === 0 ? p.budgetHours : p.budgetHours * (1 - Math.min(1, daysBetween(p.startDate, end) / span));
    }
    return { week: end, remaining: round2(remaining), ideal: round2(ideal) };
  });
}

/** Fixed Bid Consumption: one row per fixed-bid project (a few dozen), computed whole and cut to the page. */
export const fixedBidConsumptionReport: ReportDefinition = {
  route: '/fixed-bid-consumption-report',
  accessKey: 'TrFixedBidConsumptionReport',
  description:
    'Fixed-bid projects: budget, hours consumed and remaining, burn, forecast at completion and a burn-down chart.',
  columns: [
    column('clientName', 'Client', 'text'),
    column('projectCode', 'Project Code', 'text', { hidden: true }),
    column('projectName', 'Project', 'text'),
    column('startDate', 'Start Date', 'date'),
    column('endDate', 'End Date', 'date'),
    column('budgetHours', 'Budget Hours', 'number', { decimals: 2 }),
    column('consumedHours', 'Consumed Hours', 'number', { decimals: 2 }),
    column('awaitingHours', 'Awaiting Approval', 'number', { decimals: 2 }),
    column('remainingHours', 'Remaining Hours', 'number', { decimals: 2 }),
    column('burnPercent', 'Burn %', 'percent', { decimals: 2 }),
    column('weeklyBurn', 'Weekly Burn (last 4 weeks)', 'number', { decimals: 2 }),
    column('forecastHours', 'Forecast at Completion', 'number', { decimals: 2 }),
    column('forecastPercent', 'Forecast % of Budget', 'percent', { decimals: 2 }),
    column('overBudget', 'Forecast Over Budget', 'boolean'),
    column('consumedAmount', 'Consumed Amount', 'number', { decimals: 2 }),
    column('currency', 'Currency', 'text'),
  ],
  filters: [{ key: 'project', label: 'Project code', type: 'text' }],
  defaultSort: 'projectName',
  chart: { kind: 'line', title: 'Burn-down: budget hours remaining' },
  async query(tx, _v, f, sort, page) {
    return pageOfRows(await fixedBidReportRows(tx, f), sort, page);
  },
  async summary(tx, _v, f) {
    const rows = await fixedBidRows(tx, f);
    const sum = (pick: (r: FixedBidRow) => number) => round2(rows.reduce((n, r) => n + pick(r), 0));
    return {
      totals: {
        budgetHours: sum((r) => r.budgetHours),
        consumedHours: sum((r) => r.consumedHours),
        awaitingHours: sum((r) => r.awaitingHours),
        remainingHours: sum((r) => r.budgetHours - r.consumedHours),
      },
      chart: {
        dataKey: 'week',
        series: [
          { name: 'remaining', label: 'Remaining' },
          { name: 'ideal', label: 'Ideal' },
        ],
        data: await burnDown(tx, f),
      },
    };
  },
};
