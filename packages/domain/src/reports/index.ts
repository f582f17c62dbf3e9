/**
 * Native reports (SPEC §2 report menu, issue 34): what a report's definition tells the browser
 * (columns, filters, chart) and the queries and answers of the report API. The menu itself (routes,
 * titles, groups and access keys) is `REPORT_GROUPS` in `@tenure/domain/access`.
 */
import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../access/employment.ts';
import { SHOWN_EMPLOYEE_STATUSES } from '../employees/list.ts';
import { DEFAULT_PAGE_SIZE, pagedQuery, PAGE_SIZE_OPTIONS } from '../paging/index.ts';
import { isoDate } from '../validation/fields.ts';

export * from './people.ts';
export * from './rules.ts';
export * from './leave.ts';
export * from './views.ts';

/** How a column's values read: the browser formats and aligns by it; exports write numbers as numbers. */
export const REPORT_COLUMN_TYPES = ['text', 'number', 'date', 'datetime', 'percent', 'boolean'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export const reportColumn = z.object({
  key: z.string(),
  heading: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
  /** Decimals shown for numbers and percents. */
  decimals: z.number().int().min(0).max(4).optional(),
  /** Personal data: shown masked (last 4 characters) unless the viewer reveals it with EmployeeSensitiveReveal. */
  masked: z.boolean(),
  /** Whether the rows may be sorted by it (the server's whitelist). */
  sortable: z.boolean(),
  /** Left out of the table until the viewer picks it (a report with many columns, e.g. Employee Master); exports follow the table. */
  hidden: z.boolean().optional(),
});
export type ReportColumn = z.infer<typeof reportColumn>;

/** A report's own filter, beyond the common ones (REPORT_COMMON_FILTERS). */
export const reportFilter = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['date', 'select', 'text']),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** The value used when the request names none (a date filter's default is the viewer's today: null). */
  defaultValue: z.string().nullable().optional(),
});
export type ReportFilter = z.infer<typeof reportFilter>;

/** Whether a value fits a report's own filter: one of a select's options, a yyyy-MM-dd date, any text. */
export function acceptsFilterValue(filter: ReportFilter, value: string): boolean {
  if (value.length > 200) return false;
  if (filter.type === 'select') return (filter.options ?? []).some((o) => o.value === value);
  return filter.type === 'date' ? isoDate.safeParse(value).success : true;
}

/** Filters every report understands (SPEC: date range, legal entity, department, location, type, status). */
export const REPORT_COMMON_FILTERS = [
  'from',
  'to',
  'legalEntity',
  'departmentId',
  'locationId',
  'employmentType',
  'status',
] as const;

/**
 * A chart the browser draws from the answer's `chart` series: bars, lines and a donut with
 * @mantine/charts; a heat map as a table, one row per data point (`dataKey` its label) and one
 * column per series, each cell a percent shaded by its value.
 */
export const reportChart = z.object({
  kind: z.enum(['bar', 'line', 'donut', 'heatmap']),
  title: z.string(),
});
export type ReportChart = z.infer<typeof reportChart>;

export const reportSummary = z.object({
  key: z.string(),
  route: z.string(),
  title: z.string(),
  description: z.string(),
});

/** GET /api/reports: the reports the viewer may open, by group (a group without one is left out). */
export const reportMenu = z.array(z.object({ title: z.string(), route: z.string(), reports: z.array(reportSummary) }));

export const reportDefinitionView = reportSummary.extend({
  group: z.string(),
  columns: z.array(reportColumn),
  filters: z.array(reportFilter),
  commonFilters: z.array(z.enum(REPORT_COMMON_FILTERS)),
  defaultSort: z.string(),
  chart: reportChart.nullable(),
  canReveal: z.boolean(),
  /** The legal entities the viewer may pick (a role of theirs there grants the report), by name. */
  legalEntities: z.array(z.object({ id: z.string(), name: z.string() })),
  /** A row with an `employeeId` opens how that person's figure was counted (GET …/people/{employeeId}/days). */
  personDays: z.boolean().optional(),
});
export type ReportDefinitionView = z.infer<typeof reportDefinitionView>;

export type ReportCell = string | number | boolean | null;
export type ReportRow = Record<string, ReportCell>;

/** One series point of a chart: a label and one value per series name. */
export const chartPoint = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * GET /api/reports/{key}/summary: the figures over every matching row (not only the page), keyed
 * like the columns, and the chart's series; each null when the report has none.
 */
export const reportSummaryView = z.object({
  totals: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
  chart: z
    .object({
      dataKey: z.string(),
      series: z.array(z.object({ name: z.string(), label: z.string() })),
      data: z.array(chartPoint),
    })
    .nullable(),
});
export type ReportSummaryView = z.infer<typeof reportSummaryView>;

/** GET /api/reports/{key}/rows: a page of rows, and the summary too unless `summary=false` was asked. */
export const reportRowsView = reportSummaryView.extend({
  items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  /** Whether masked columns are shown in clear (the viewer asked and holds the key; the reveal was audited). */
  revealed: z.boolean(),
});
export type ReportRowsView = z.infer<typeof reportRowsView>;

/**
 * POST /api/reports/{key}/action: what a report's action did to the rows the filters match (Payroll
 * Defaulters' reminder): how many it reached, and how many it left alone (already done, nothing to do).
 */
export const reportActionResult = z.object({ done: z.number(), skipped: z.number() });
export type ReportActionResult = z.infer<typeof reportActionResult>;

/** A user may act on reports this often a minute (each action writes to many people). */
export const REPORT_ACTIONS_PER_MINUTE = 5;

/** The common filters; a report's own come as further query parameters (checked by acceptsFilterValue). */
export const reportFilters = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** A legal entity id, or 'all' for every entity where the viewer holds the report's key; default: X-EntityID's. */
  legalEntity: z.union([z.uuid(), z.literal('all')]).optional(),
  departmentId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  status: z.enum(SHOWN_EMPLOYEE_STATUSES).optional(),
  sort: z.string().max(50).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  reveal: z.stringbool().default(false),
});

/** The common filters and whatever else the request named (a report's own filters among them). */
export type ReportFiltersInput = z.infer<typeof reportFilters> & Readonly<Record<string, unknown>>;

export const reportRowsQuery = pagedQuery(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE)
  .extend(reportFilters.shape)
  .extend({
    /**
     * With `false` the rows come without totals and chart (both null), which the viewer asks for
     * apart (…/summary): a summary over a whole large company need not hold up the first page.
     */
    summary: z.stringbool().default(true),
  })
  .loose();
export type ReportRowsQuery = z.infer<typeof reportRowsQuery>;

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
/** CSV and XLSX hold every matching row; a PDF holds the page on screen (`page`, `size`). */
export const reportExportQuery = reportRowsQuery.extend({ format: z.enum(REPORT_EXPORT_FORMATS) }).loose();
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

/**
 * Rows an export reads per round trip: it writes them before it reads the next, so no file is held
 * in memory. The first read is small (the file starts at once); each next one reads twice as many, up
 * to the largest batch, because a read at an offset sorts again the rows before it: a 120,000-row file
 * takes 11 reads, not 120.
 */
export const REPORT_EXPORT_BATCH = 1000;
export const REPORT_EXPORT_MAX_BATCH = 16_000;

/** The size of an export's next read after one of `batch` rows. */
export const nextExportBatch = (batch: number) => Math.min(batch * 2, REPORT_EXPORT_MAX_BATCH);

/** SPEC-style export name: `{report}_{timestamp}` (a compact UTC stamp, safe in every file system). */
export function reportFileName(reportKey: string, at: Date, format: (typeof REPORT_EXPORT_FORMATS)[number]): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${reportKey}_${stamp}.${format}`;
}

/** A range's length in whole months is what the by-month reports may show at most. */
export const REPORT_MAX_MONTHS = 36;

export const REPORT_MESSAGES = {
  unknownFilterValue: 'This filter value is not known.',
  rangeReversed: 'The start date must not be after the end date.',
  rangeTooLong: `Choose a range of at most ${REPORT_MAX_MONTHS} months.`,
  unsortable: 'The report cannot be sorted by this column.',
  actionRateLimited: 'Too many report actions: wait a minute and try again.',
} as const;
