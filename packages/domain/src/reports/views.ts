/**
 * Saved views of a report and their scheduled delivery by mail (issue 34, engine items 5 and 6):
 * what the browser sends and gets under /api/reports/{key}/views and /api/reports/views/{id}.
 */
import { z } from 'zod';

/** A user keeps at most this many views per report; schedules per view and recipients per schedule are capped too. */
export const REPORT_VIEWS_PER_USER = 100;
export const REPORT_SCHEDULES_PER_VIEW = 10;
export const REPORT_SCHEDULE_MAX_RECIPIENTS = 50;
/** A delivery whose file is larger than this carries a link to the saved view instead of the file. */
export const REPORT_MAIL_MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

const columnKey = z.string().regex(/^[A-Za-z0-9_]{1,100}$/);

/** The `columns` query parameter of rows and exports: column keys, comma-separated, in the order shown. */
export const reportColumnsParam = z
  .string()
  .max(4000)
  .transform((text) => text.split(',').filter((key) => key !== ''))
  .pipe(z.array(columnKey).min(1).max(200));

/** What a view keeps: the filters (common and the report's own), the columns picked (null: the report's default) and the sort. */
export const reportViewState = z.object({
  filters: z
    .record(z.string().regex(/^[A-Za-z0-9_]{1,50}$/), z.string().max(200))
    .refine((f) => Object.keys(f).length <= 50),
  columns: z.array(columnKey).min(1).max(200).nullable(),
  sort: z.string().max(50).nullable(),
  order: z.enum(['asc', 'desc']),
});
export type ReportViewState = z.infer<typeof reportViewState>;

const viewName = z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.');

export const reportViewInput = z.object({ name: viewName, shared: z.boolean().default(false), state: reportViewState });
export type ReportViewInput = z.infer<typeof reportViewInput>;

export const reportViewUpdate = z
  .object({ name: viewName, shared: z.boolean(), state: reportViewState })
  .partial()
  .refine((u) => Object.keys(u).length > 0, 'Nothing to change.');
export type ReportViewUpdate = z.infer<typeof reportViewUpdate>;

export const reportViewItem = z.object({
  id: z.uuid(),
  reportKey: z.string(),
  name: z.string(),
  shared: z.boolean(),
  state: reportViewState,
  ownerName: z.string(),
  /** The viewer's own view (they may rename, change, delete and schedule it); else a view shared with the tenant. */
  mine: z.boolean(),
  updatedAt: z.string(),
});
export type ReportViewItem = z.infer<typeof reportViewItem>;
export const reportViewList = z.array(reportViewItem);

export const REPORT_SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number];

/**
 * The days of the month a monthly schedule may send on: 1 to 28, which every month has (a payroll
 * cut-off on the 25th; the 29th to 31st would skip February).
 */
export const REPORT_SCHEDULE_LAST_DAY_OF_MONTH = 28;

export const reportScheduleInput = z.object({
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
  /** A monthly schedule's day (default the 1st); ignored for the others. */
  dayOfMonth: z
    .number()
    .int()
    .min(1, `Choose a day from 1 to ${REPORT_SCHEDULE_LAST_DAY_OF_MONTH}.`)
    .max(REPORT_SCHEDULE_LAST_DAY_OF_MONTH, `Choose a day from 1 to ${REPORT_SCHEDULE_LAST_DAY_OF_MONTH}.`)
    .default(1),
  format: z.enum(['csv', 'xlsx']),
  recipientUserIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one recipient.')
    .max(REPORT_SCHEDULE_MAX_RECIPIENTS, `Choose at most ${REPORT_SCHEDULE_MAX_RECIPIENTS} recipients.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A recipient is named twice.'),
  onlyWhenRows: z.boolean().default(true),
});
export type ReportScheduleInput = z.infer<typeof reportScheduleInput>;

export const reportScheduleItem = z.object({
  id: z.uuid(),
  viewId: z.uuid(),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
  /** The day of the month a monthly schedule sends on; null for the others. */
  dayOfMonth: z.number().int().nullable(),
  format: z.enum(['csv', 'xlsx']),
  onlyWhenRows: z.boolean(),
  recipients: z.array(z.object({ userId: z.uuid(), name: z.string() })),
  createdAt: z.string(),
});
export type ReportScheduleItem = z.infer<typeof reportScheduleItem>;
export const reportScheduleList = z.array(reportScheduleItem);

/** Who may receive a report's mail: the users who may open it (the picker's choices). */
export const reportRecipientList = z.array(z.object({ userId: z.uuid(), name: z.string() }));

/**
 * The period a schedule sends for on a UTC day, or null when it does not send that day: every day
 * (the day), Mondays (the week, by its Monday) or the schedule's day of the month (the month).
 */
export function deliveryPeriod(
  schedule: { frequency: ReportScheduleFrequency; dayOfMonth: number | null },
  day: string,
): string | null {
  if (schedule.frequency === 'daily') return day;
  if (schedule.frequency === 'weekly') return new Date(`${day}T00:00:00Z`).getUTCDay() === 1 ? `week-${day}` : null;
  return Number(day.slice(8, 10)) === (schedule.dayOfMonth ?? 1) ? day.slice(0, 7) : null;
}

/** The first day of a delivery period as `deliveryPeriod` names it (`2026-11-30`, `week-2026-11-30`, `2026-11`). */
export function periodStart(period: string): string {
  if (period.startsWith('week-')) return period.slice('week-'.length);
  return period.length === 7 ? `${period}-01` : period;
}

export const REPORT_VIEW_MESSAGES = {
  nameTaken: 'You already have a view of this report with this name.',
  tooManyViews: `You may keep at most ${REPORT_VIEWS_PER_USER} views of a report; delete one first.`,
  tooManySchedules: `A view may have at most ${REPORT_SCHEDULES_PER_VIEW} schedules.`,
  unknownColumn: 'This column is not in the report.',
  recipientCannotOpen: 'This person may not open the report.',
} as const;
