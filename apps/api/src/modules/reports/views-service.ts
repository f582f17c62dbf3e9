import { and, count, eq, or, sql } from 'drizzle-orm';
import {
  acceptsFilterValue,
  REPORT_COMMON_FILTERS,
  REPORT_MESSAGES,
  reportColumnsParam,
  reportRowsQuery,
  REPORT_VIEW_MESSAGES,
  REPORT_VIEWS_PER_USER,
  type ReportViewInput,
  type ReportViewItem,
  type ReportViewState,
  type ReportViewUpdate,
} from '@tenure/domain/reports';
import { employees, reportViews, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound, toFieldErrors } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { RegisteredReport } from './catalogue.ts';
import { openableReport } from './policy.ts';

/*
 * Saved views (docs/decisions/reports.md "Saved views"): a user's own views of a report and those
 * others shared with the tenant. Every use names the report again: a view of a report the viewer
 * may no longer open is refused like the report (403).
 */

type Columns = Pick<RegisteredReport, 'columns'>;

/** The columns a report shows: those picked (each a column of the report), else every column not hidden until picked. */
function shownColumns(report: Columns, picked: readonly string[] | null): RegisteredReport['columns'] {
  if (!picked) return report.columns.filter((c) => !c.hidden);
  return picked.map((key) => {
    const column = report.columns.find((c) => c.key === key);
    if (!column) throw badRequest(REPORT_VIEW_MESSAGES.unknownColumn, { columns: REPORT_VIEW_MESSAGES.unknownColumn });
    return column;
  });
}

/** The columns of an export: its `columns` query parameter (comma-separated keys) checked against the report. */
export function pickedColumns(report: Columns, asked: unknown): RegisteredReport['columns'] {
  if (asked === undefined) return shownColumns(report, null);
  const parsed = reportColumnsParam.safeParse(asked);
  if (!parsed.success)
    throw badRequest(REPORT_VIEW_MESSAGES.unknownColumn, { columns: REPORT_VIEW_MESSAGES.unknownColumn });
  return shownColumns(report, parsed.data);
}

/** A view's state checked against the report: known filters with acceptable values, known columns, a sortable sort. */
function checkedState(report: RegisteredReport, state: ReportViewState): ReportViewState {
  const common: readonly string[] = REPORT_COMMON_FILTERS;
  for (const [key, value] of Object.entries(state.filters)) {
    const own = report.filters.find((f) => f.key === key);
    if (!own && !common.includes(key))
      throw badRequest(REPORT_MESSAGES.unknownFilterValue, { [`filters.${key}`]: REPORT_MESSAGES.unknownFilterValue });
    if (own && value !== '' && !acceptsFilterValue(own, value))
      throw badRequest(REPORT_MESSAGES.unknownFilterValue, { [`filters.${key}`]: REPORT_MESSAGES.unknownFilterValue });
  }
  const parsed = reportRowsQuery.safeParse(viewQuery(state));
  if (!parsed.success) throw badRequest(REPORT_MESSAGES.unknownFilterValue, toFieldErrors(parsed.error.issues));
  shownColumns(report, state.columns);
  if (state.sort !== null && !report.columns.some((c) => c.key === state.sort && c.sortable))
    throw badRequest(REPORT_MESSAGES.unsortable, { sort: REPORT_MESSAGES.unsortable });
  return state;
}

/** A view's state as the query of its report's rows or export (empty filters left out; never revealed). */
export function viewQuery(state: ReportViewState): Record<string, string> {
  const query: Record<string, string> = Object.fromEntries(
    Object.entries(state.filters).filter(([, value]) => value !== ''),
  );
  if (state.sort) query.sort = state.sort;
  query.order = state.order;
  if (state.columns) query.columns = state.columns.join(',');
  return query;
}

const viewColumns = {
  id: reportViews.id,
  reportKey: reportViews.reportKey,
  name: reportViews.name,
  shared: reportViews.shared,
  state: reportViews.state,
  userId: reportViews.userId,
  ownerName: sql<string>`coalesce(${employees.displayName}, ${users.username})`,
  updatedAt: reportViews.updatedAt,
};

const selectViews = (tx: Tx) =>
  tx
    .select(viewColumns)
    .from(reportViews)
    .innerJoin(users, eq(users.id, reportViews.userId))
    .leftJoin(employees, eq(employees.id, users.employeeId));

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

const viewItem = (v: Viewer, row: ViewRow): ReportViewItem => ({
  id: row.id,
  reportKey: row.reportKey,
  name: row.name,
  shared: row.shared,
  state: row.state,
  ownerName: row.ownerName,
  mine: row.userId === v.userId,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET /api/reports/{key}/views: the viewer's views of the report, then those shared by others, by name. */
export async function listViews(tx: Tx, v: Viewer, key: string): Promise<ReportViewItem[]> {
  const report = openableReport(v, key);
  const rows = await selectViews(tx)
    .where(
      and(eq(reportViews.reportKey, report.key), or(eq(reportViews.userId, v.userId), eq(reportViews.shared, true))),
    )
    .orderBy(sql`${reportViews.userId} <> ${v.userId}`, sql`lower(${reportViews.name})`);
  return rows.map((row) => viewItem(v, row));
}

/**
 * A view the viewer may open (their own or shared) of a report they may still open; with `own`,
 * only their own (to change, delete or schedule it). Anything else is not found.
 */
export async function openableView(tx: Tx, v: Viewer, id: string, own: boolean) {
  const [row] = await selectViews(tx).where(
    and(
      eq(reportViews.id, id),
      own ? eq(reportViews.userId, v.userId) : or(eq(reportViews.userId, v.userId), eq(reportViews.shared, true)),
    ),
  );
  if (!row) throw notFound();
  return { report: openableReport(v, row.reportKey), view: viewItem(v, row) };
}

async function assertNameFree(tx: Tx, v: Viewer, reportKey: string, name: string, exceptId: string | null) {
  const [taken] = await tx
    .select({ id: reportViews.id })
    .from(reportViews)
    .where(
      and(
        eq(reportViews.userId, v.userId),
        eq(reportViews.reportKey, reportKey),
        sql`lower(${reportViews.name}) = lower(${name})`,
        exceptId ? sql`${reportViews.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw conflict(REPORT_VIEW_MESSAGES.nameTaken, { name: REPORT_VIEW_MESSAGES.nameTaken });
}

/** POST /api/reports/{key}/views: saves the state under a name (unique per user and report, at most REPORT_VIEWS_PER_USER). */
export async function createView(tx: Tx, v: Viewer, key: string, input: ReportViewInput): Promise<ReportViewItem> {
  const report = openableReport(v, key);
  const state = checkedState(report, input.state);
  const [kept] = await tx
    .select({ n: count() })
    .from(reportViews)
    .where(and(eq(reportViews.userId, v.userId), eq(reportViews.reportKey, report.key)));
  if ((kept?.n ?? 0) >= REPORT_VIEWS_PER_USER) throw conflict(REPORT_VIEW_MESSAGES.tooManyViews);
  await assertNameFree(tx, v, report.key, input.name, null);
  const [created] = await tx
    .insert(reportViews)
    .values({
      tenantId: v.tenantCode,
      userId: v.userId,
      reportKey: report.key,
      name: input.name,
      shared: input.shared,
      state,
    })
    .returning({ id: reportViews.id });
  return (await openableView(tx, v, created!.id, true)).view;
}

/** PUT /api/reports/views/{id}: renames, shares or unshares, or replaces the state of the viewer's own view. */
export async function updateView(tx: Tx, v: Viewer, id: string, input: ReportViewUpdate): Promise<ReportViewItem> {
  const { report } = await openableView(tx, v, id, true);
  if (input.name !== undefined) await assertNameFree(tx, v, report.key, input.name, id);
  await tx
    .update(reportViews)
    .set({
      ...input,
      ...(input.state ? { state: checkedState(report, input.state) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(reportViews.id, id));
  return (await openableView(tx, v, id, true)).view;
}

/** DELETE /api/reports/views/{id}: the viewer's own view, with its schedules. */
export async function deleteView(tx: Tx, v: Viewer, id: string): Promise<void> {
  await openableView(tx, v, id, true);
  await tx.delete(reportViews).where(eq(reportViews.id, id));
}
