import { REVENUE_MESSAGES, type RevenueQuery, type RevenueRowView } from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import { utcToday } from '../../../platform/clock.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { toCsv, toXlsx, type ExportColumn } from '../../../platform/export-files.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { hasGlobalRevenueAccess, requireRevenueEdit, revenueEntityScope, seenEmployee } from '../policy.ts';
import {
  fixedBids,
  freezeMonth,
  projectExists,
  revenueProjectRows,
  revenueRows,
  revenueTotals,
  type Rule,
} from './queries.ts';

/** The people the viewer sees, as rules: on an employee id column, and on employees. */
const seenBy =
  (v: Viewer): Rule =>
  (employeeId) =>
    seenEmployee(v, employeeId);
const inScopeOf =
  (v: Viewer): Rule =>
  (employees) =>
    revenueEntityScope(v, employees);

/** `/timesheet-revenue-details`: revenue rows, fixed-bid consumption, and whether the caller may edit. */
export async function revenueDetails(tx: Tx, v: Viewer, q: RevenueQuery) {
  const rows = q.groupBy ? [] : await revenueRows(tx, seenBy(v), q);
  const totals = q.groupBy ? await revenueTotals(tx, seenBy(v), q, q.groupBy) : [];
  return { rows, totals, fixedBids: await fixedBids(tx, inScopeOf(v), q), canEdit: hasGlobalRevenueAccess(v) };
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
  const rows = await revenueRows(tx, seenBy(v), q);
  const name = `revenue-${q.from}-to-${q.to}`;
  return format === 'csv'
    ? { fileName: `${name}.csv`, mimeType: 'text/csv; charset=utf-8', bytes: toCsv(EXPORT_COLUMNS, rows) }
    : {
        fileName: `${name}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await toXlsx('Revenue', EXPORT_COLUMNS, rows),
      };
}

/** Projects to price and report on, with their client and currency. */
export const revenueProjects = (tx: Tx) => revenueProjectRows(tx);

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
  if (!(await projectExists(tx, input.projectId))) throw notFound();
  const frozen = await freezeMonth(tx, input.projectId, month, v.userId);
  if (!frozen?.closeId) throw conflict(REVENUE_MESSAGES.periodClosed, undefined, 'PERIOD_CLOSED');
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'timesheet.revenue.close-period',
    entity: 'project',
    entityId: input.projectId,
    after: { month: input.month, hours: frozen.hours, revenue: frozen.revenue },
  });
  return { projectId: input.projectId, month: input.month, hours: frozen.hours, revenue: frozen.revenue };
}
