import { REPORT_GROUPS } from '@tenure/domain/access';
import {
  acceptsFilterValue,
  defaultReportRange,
  REPORT_COMMON_FILTERS,
  REPORT_MESSAGES,
  type ReportActionResult,
  type ReportDefinitionView,
  type ReportFiltersInput,
  type ReportRow,
  type ReportRowsQuery,
  type ReportRowsView,
  type ReportSummaryView,
} from '@tenure/domain/reports';
import { MESSAGES } from '@tenure/domain/messages';
import type { UtilisationPersonDaysView } from '@tenure/domain/timesheets';
import { maskSensitive } from '@tenure/domain/validation';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { planForTheirValues, tenantPreset, type ReportFilterValues, type ReportSort } from '../../platform/reports.ts';
import { todayOf } from '../employees/index.ts';
import { REPORTS, type RegisteredReport } from './catalogue.ts';
import { assertCanReveal, canOpen, canReveal, openableReport, reportEntities } from './policy.ts';
import { employeeEntity, entityChoices } from './reports-queries.ts';
import { pickedColumns } from './views-service.ts';

/** GET /api/reports: the reports the viewer may open, by group, in the menu's order. */
export function reportMenu(v: Viewer) {
  return REPORT_GROUPS.map((group) => ({
    title: group.title,
    route: group.route,
    reports: group.reports.flatMap((page) => {
      const report = REPORTS.get(page.route.slice(1));
      return report && canOpen(v, report)
        ? [{ key: report.key, route: report.route, title: report.title, description: report.description }]
        : [];
    }),
  })).filter((group) => group.reports.length > 0);
}

/**
 * GET /api/reports/{key}: what the report page needs to draw its filters (with the legal entities
 * the viewer may pick: those where they hold the report), columns and chart (the tenant preset's).
 */
export async function reportDefinition(tx: Tx, v: Viewer, key: string, preset: string): Promise<ReportDefinitionView> {
  const report = openableReport(v, key);
  return {
    key: report.key,
    route: report.route,
    title: report.title,
    description: report.description,
    group: report.group,
    columns: [...(report.columnsFor?.(preset) ?? report.columns)],
    filters: [...report.filters],
    commonFilters: [...REPORT_COMMON_FILTERS],
    defaultSort: report.defaultSort,
    chart: report.chart,
    canReveal: canReveal(v) && report.columns.some((c) => c.masked),
    legalEntities: await entityChoices(tx, v.userId, report.accessKey),
    ...(report.personDays ? { personDays: true } : {}),
  };
}

export interface ResolvedRequest {
  report: RegisteredReport;
  filters: ReportFilterValues;
  sort: ReportSort;
  reveal: boolean;
  /** The columns an export writes: the `columns` asked for (checked against the definition), else the default ones. */
  columns: RegisteredReport['columns'];
}

/**
 * Checks a report request and resolves its defaults: the range (the report's months, twelve unless
 * it says fewer, up to the viewer's today), the legal entities (policy), the report's own filters and the sort (a sortable
 * column, else 400). Rows and exports both start here, so an export is what the screen showed.
 */
export async function resolveReportRequest(
  tx: Tx,
  v: Viewer,
  key: string,
  input: ReportFiltersInput,
  workingEntityId: string,
): Promise<ResolvedRequest> {
  await planForTheirValues(tx);
  const registered = openableReport(v, key);
  const report = registered.columnsFor
    ? { ...registered, columns: registered.columnsFor(await tenantPreset(tx, v.tenantCode)) }
    : registered;
  if (input.reveal) assertCanReveal(v);
  const range = defaultReportRange(input.to ?? (await todayOf(tx, v)), report.defaultMonths);
  const from = input.from ?? range.from;
  if (from > range.to) throw badRequest(REPORT_MESSAGES.rangeReversed, { from: REPORT_MESSAGES.rangeReversed });
  const own: Record<string, string> = {};
  for (const filter of report.filters) {
    const value = input[filter.key] ?? filter.defaultValue;
    if (typeof value !== 'string' || value === '') continue;
    if (!acceptsFilterValue(filter, value))
      throw badRequest(REPORT_MESSAGES.unknownFilterValue, { [filter.key]: REPORT_MESSAGES.unknownFilterValue });
    own[filter.key] = value;
  }
  const sortKey = input.sort ?? report.defaultSort;
  if (!report.columns.some((c) => c.key === sortKey && c.sortable))
    throw badRequest(REPORT_MESSAGES.unsortable, { sort: REPORT_MESSAGES.unsortable });
  return {
    report,
    filters: {
      from,
      to: range.to,
      entityIds: await reportEntities(tx, v, report, input.legalEntity, workingEntityId),
      departmentId: input.departmentId,
      locationId: input.locationId,
      employmentType: input.employmentType,
      status: input.status,
      own,
    },
    sort: { key: sortKey, order: input.order },
    reveal: input.reveal,
    columns: pickedColumns(report, input.columns),
  };
}

/** Masked columns of a row masked (the last 4 characters shown), unless the request reveals them. */
export function shownRow(report: RegisteredReport, row: ReportRow, reveal: boolean): ReportRow {
  if (reveal) return row;
  const shown = { ...row };
  for (const c of report.columns) {
    const value = shown[c.key];
    if (c.masked && value !== null && value !== undefined) shown[c.key] = maskSensitive(String(value));
  }
  return shown;
}

/** The filters a report ran with, as the audit log records them. */
export const auditedFilters = ({ filters, sort }: ResolvedRequest) => ({ ...filters, sort });

const pageOf = (input: ReportRowsQuery) => ({ limit: input.size, offset: (input.page - 1) * input.size });

/** The totals over every matching row and the chart, with the page of rows on screen when the chart is of that page. */
function summaryOf(
  tx: Tx,
  v: Viewer,
  { report, filters }: ResolvedRequest,
  shown: () => Promise<readonly ReportRow[]>,
): Promise<ReportSummaryView> {
  return report.summary ? report.summary(tx, v, filters, shown) : Promise.resolve({ totals: null, chart: null });
}

/** GET /api/reports/{key}/rows: a page of rows, and (unless asked not to) the totals over all of them and the chart. */
export async function reportRows(
  tx: Tx,
  v: Viewer,
  key: string,
  input: ReportRowsQuery,
  workingEntityId: string,
): Promise<ReportRowsView> {
  const resolved = await resolveReportRequest(tx, v, key, input, workingEntityId);
  const { report, filters, sort, reveal } = resolved;
  const { items, total } = await report.query(tx, v, filters, sort, pageOf(input));
  const summary = input.summary
    ? await summaryOf(tx, v, resolved, () => Promise.resolve(items))
    : { totals: null, chart: null };
  if (reveal || report.auditViews)
    await recordAudit(tx, {
      ...auditActor(v),
      action: reveal ? 'report.reveal' : 'report.view',
      entity: 'report',
      entityId: report.key,
      after: { filters: auditedFilters(resolved), page: input.page, rows: items.length },
    });
  return {
    items: items.map((row) => shownRow(report, row, reveal)),
    total,
    page: input.page,
    size: input.size,
    totals: summary.totals,
    chart: summary.chart,
    revealed: reveal,
  };
}

/**
 * GET /api/reports/{key}/summary: the totals and chart of the rows the same filters give, apart from
 * the page (the viewer asks for both at once). Reads no row that it does not show: no audit entry.
 */
export async function reportSummary(
  tx: Tx,
  v: Viewer,
  key: string,
  input: ReportRowsQuery,
  workingEntityId: string,
): Promise<ReportSummaryView> {
  const resolved = await resolveReportRequest(tx, v, key, input, workingEntityId);
  return summaryOf(tx, v, resolved, async () => {
    const { report, filters, sort } = resolved;
    return (await report.query(tx, v, filters, sort, pageOf(input))).items;
  });
}

/**
 * GET /api/reports/{key}/people/{employeeId}/days: how one person's figure of a utilisation report
 * was counted, with the rows' filters. The viewer must hold the report's key in the person's legal
 * entity (403 otherwise); 404 for an unknown person, a report without a drill-down, or a person
 * who did not work here in the period.
 */
export async function reportPersonDays(
  tx: Tx,
  v: Viewer,
  key: string,
  employeeId: string,
  input: ReportFiltersInput,
  workingEntityId: string,
): Promise<UtilisationPersonDaysView> {
  const { report, filters } = await resolveReportRequest(tx, v, key, { ...input, legalEntity: 'all' }, workingEntityId);
  if (!report.personDays) throw notFound();
  const entityId = await employeeEntity(tx, employeeId);
  if (!entityId) throw notFound();
  if (!filters.entityIds.includes(entityId)) throw forbidden(MESSAGES.entityNotAllowed, 'ENTITY_NOT_ALLOWED');
  const view = await report.personDays(tx, employeeId, { ...filters, entityIds: [entityId] });
  if (!view) throw notFound();
  return view;
}

/** POST /api/reports/{key}/action: the report's action on every row the filters match (404 for a report without one). */
export async function reportAction(
  tx: Tx,
  v: Viewer,
  key: string,
  input: ReportRowsQuery,
  workingEntityId: string,
): Promise<ReportActionResult> {
  const { report, filters } = await resolveReportRequest(tx, v, key, input, workingEntityId);
  if (!report.action) throw notFound();
  return report.action(tx, v, filters);
}
