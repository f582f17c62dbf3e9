import type { ReportAccessKey } from '@tenure/domain/access';
import type { EmploymentType } from '@tenure/domain/access';
import type { ShownEmployeeStatus } from '@tenure/domain/employees';
import type { UtilisationPersonDaysView } from '@tenure/domain/timesheets';
import type {
  ReportActionResult,
  ReportChart,
  ReportColumn,
  ReportFilter,
  ReportRow,
  ReportRowsView,
} from '@tenure/domain/reports';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from './db.ts';
import { presetOf } from './flags.ts';
import type { Viewer } from './viewer.ts';

/**
 * What a report's query is given: the common filters resolved (the date range defaulted, the legal
 * entities narrowed to those where the viewer holds the report's key) and the report's own filters,
 * each checked against its definition.
 */
export interface ReportFilterValues {
  from: string;
  to: string;
  /** The legal entities whose people the rows may show (never empty). */
  entityIds: readonly string[];
  departmentId?: string | undefined;
  locationId?: string | undefined;
  employmentType?: EmploymentType | undefined;
  status?: ShownEmployeeStatus | undefined;
  own: Readonly<Record<string, string>>;
}

export interface ReportSort {
  /** A column key of the definition whose `sortable` is true. */
  key: string;
  order: 'asc' | 'desc';
}

export interface ReportPageRequest {
  limit: number;
  offset: number;
}

export type ReportChartData = NonNullable<ReportRowsView['chart']>;
export type ReportTotals = NonNullable<ReportRowsView['totals']>;

/**
 * One report (SPEC §2 report menu), owned by the module whose data it reads and exported from that
 * module's index.ts; the reports module collects them (docs/decisions/reports.md). Title, group and
 * access key come from `REPORT_GROUPS` by the route, so the menu, the page and the API agree.
 */
export interface ReportDefinition {
  /** The SPEC route, e.g. '/employee-overview'; the API's report key is this without the slash. */
  route: string;
  accessKey: ReportAccessKey;
  /** One line for the group page. */
  description: string;
  columns: readonly ReportColumn[];
  /** The report's own filters (the common ones, REPORT_COMMON_FILTERS, always apply). */
  filters: readonly ReportFilter[];
  /** SPEC §9: employeeName, unless the rows are not people (a month, a department). */
  defaultSort: string;
  /**
   * Calendar months up to today the report covers when no start is asked for (default
   * REPORT_DEFAULT_MONTHS): one for a report of single days, whose year is millions of rows.
   */
  defaultMonths?: number;
  chart: ReportChart | null;
  /** Every page of rows is audited (`report.view`), not only a reveal: a report of confidential data. */
  auditViews?: boolean;
  /**
   * The columns a tenant of this preset sees, when a preset leaves some out (SPEC §2: the PII report
   * has no address in production); the query leaves them out of the rows too (tenantPreset).
   */
  columnsFor?(preset: string): readonly ReportColumn[];
  /** One page of rows, sorted, with how many match in all. */
  query(
    tx: Tx,
    v: Viewer,
    filters: ReportFilterValues,
    sort: ReportSort,
    page: ReportPageRequest,
  ): Promise<{ items: ReportRow[]; total: number }>;
  /**
   * How one person's figure was counted (GET /api/reports/{key}/people/{employeeId}/days), for a
   * report whose rows are utilisation figures; undefined when the person has none in the period. The
   * reports module checks the viewer may open the report for the person's legal entity first.
   */
  personDays?(tx: Tx, employeeId: string, filters: ReportFilterValues): Promise<UtilisationPersonDaysView | undefined>;
  /**
   * What the report page's button does to every matching row (Payroll Defaulters: remind them),
   * under the report's key and filters, in one transaction; absent when the page has no button.
   */
  action?(tx: Tx, v: Viewer, filters: ReportFilterValues): Promise<ReportActionResult>;
  /**
   * Figures over every matching row and the chart's series; absent when the report has neither.
   * `shown` reads the page of rows on screen (as `query` gives them), for a chart of that page (a
   * heat map of its people); a summary asked for apart from the rows reads the page only if it calls it.
   */
  summary?(
    tx: Tx,
    v: Viewer,
    filters: ReportFilterValues,
    shown: () => Promise<readonly ReportRow[]>,
  ): Promise<{ totals: ReportTotals | null; chart: ReportChartData | null }>;
}

/**
 * A page of rows computed whole (a report of a few dozen groups or months): sorted by the column,
 * nulls last, and cut to the page.
 */
export function pageOfRows(rows: readonly ReportRow[], sort: ReportSort, page: ReportPageRequest) {
  const sign = sort.order === 'desc' ? -1 : 1;
  const sorted = [...rows].sort((a, b) => {
    const x = a[sort.key] ?? null;
    const y = b[sort.key] ?? null;
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign;
  });
  return { items: sorted.slice(page.offset, page.offset + page.limit), total: rows.length };
}

/** A page read with its total as a window column (`count(*) over () as total`): the rows without it, and the total. */
export function countedPage<T extends ReportRow>(rows: readonly (T & { total: number })[]) {
  return { items: rows.map(({ total: _total, ...row }) => row as ReportRow), total: rows[0]?.total ?? 0 };
}

/**
 * Plans a report's statements for the values they are run with. The pool plans prepared
 * statements once (plan_cache_mode=force_generic_plan, platform/db.ts), which suits short page
 * queries; a report reads a year of a large tenant, and a plan made without its dates expects a few
 * thousand rows where a million come (a nested loop of a million index lookups instead of one hash
 * join). For the rest of the transaction.
 */
export async function planForTheirValues(tx: Tx): Promise<void> {
  // Without JIT: compiling such a plan took longer (3 s) than running most of them.
  await tx.execute(
    sql`select set_config('plan_cache_mode', 'force_custom_plan', true), set_config('jit', 'off', true)`,
  );
}

const readsOfTransaction = new WeakMap<Tx, Map<string, Promise<unknown>>>();

/**
 * `read` once per transaction and key (say, a report's key and its filters): a report whose page is
 * cut from figures computed whole reads them for its rows and again for its totals and chart.
 */
export function oncePerTransaction<T>(tx: Tx, key: string, read: () => Promise<T>): Promise<T> {
  let reads = readsOfTransaction.get(tx);
  if (!reads) readsOfTransaction.set(tx, (reads = new Map()));
  let value = reads.get(key) as Promise<T> | undefined;
  if (!value) reads.set(key, (value = read()));
  return value;
}

/** The tenant's feature-flag preset, as columnsFor reads it (an unknown one reads as production, like the flags). */
export async function tenantPreset(tx: Tx, tenantCode: string): Promise<string> {
  const [tenant] = await queryRows<{ code: string; name: string; preset: string }>(
    tx,
    sql`select code, name, preset from tenants where code = ${tenantCode}`,
  );
  return presetOf(tenant ?? { code: tenantCode, name: '', preset: '' });
}
