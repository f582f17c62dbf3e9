import { z } from 'zod';
import { pageOf, pageQuery } from '../paging/index.ts';

/** A job's life: queued (also while it waits for a retry), running, then one of the last three. */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** A job in one of these states never changes again. */
export const isJobFinished = (status: JobStatus) =>
  status === 'succeeded' || status === 'failed' || status === 'cancelled';

/**
 * The kinds of background work, with their English names. Modules add theirs here; the job history shows
 * each name in the reader's language (apps/web jobs locales, which fail their completeness test without it).
 */
export const JOB_KINDS = {
  'leave.accrual': 'Leave accrual',
  'leave.carryForward': 'Year-end carry-forward',
  'leave.compOffExpiry': 'Comp-off expiry',
  'onboarding.contractEndReminders': 'Contract end reminders',
  'onboarding.bulkLoad': 'Bulk onboarding',
  'onboarding.bulkUpdate': 'Bulk update',
  'timesheet.submitReminder': 'Timesheet submission reminder',
  'timesheet.approvalReminder': 'Timesheet approval reminder',
  'timesheet.bulkLoad': 'Timesheet upload',
  'timesheet.erpProjectSync': 'ERP project sync',
  'timesheet.autoApproval': 'Timesheet auto-approval',
  'offboarding.deactivateLeavers': 'Leavers deactivation',
  'offboarding.applyTransfers': 'Transfers applied',
  'surveys.reminders': 'Survey reminders',
  'performance.assignLibraryGoals': 'Goal library assignment',
  'chat.purge': 'Assistant conversations purge',
  'performance.reviewReminders': 'Review reminders',
  'reports.scheduledDelivery': 'Scheduled report mail',
} as const;
export type JobKind = keyof typeof JOB_KINDS;

/** What starting a job answers: the execution number to poll. */
export const jobStartedView = z.object({ executionNumber: z.number() });

/** What the starter of a job polls (GET /api/jobs/:executionNumber). */
export const jobView = z.object({
  executionNumber: z.number(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobView>;

/** A row of the admins' job history: who started it (null: its schedule) and how often it was tried. */
export const jobHistoryView = jobView.extend({
  attempts: z.number(),
  createdAt: z.string(),
  startedBy: z.string().nullable(),
  scheduled: z.boolean(),
});
export type JobHistoryView = z.infer<typeof jobHistoryView>;

export const jobHistoryQuery = pageQuery.extend({
  status: z.enum(JOB_STATUSES).optional(),
  kind: z.string().max(100).optional(),
});
export type JobHistoryQuery = z.infer<typeof jobHistoryQuery>;
export const jobHistoryPage = pageOf(jobHistoryView);
export type JobHistoryPage = z.infer<typeof jobHistoryPage>;

/** A tenant's schedules: when each kind runs next (yyyy-MM-dd, the server's UTC calendar). */
export const jobScheduleView = z.object({ kind: z.string(), description: z.string(), nextRun: z.string().nullable() });
export type JobScheduleView = z.infer<typeof jobScheduleView>;

export const JOB_MESSAGES = {
  jobNotQueued: 'Only a queued job can be cancelled; this one has already started or finished.',
  jobCancelled: 'Cancelled before it started.',
  /** A job whose process stopped while running it: retried (while attempts are left) or failed. */
  jobOwnerStopped: 'The server running this job stopped before it finished.',
} as const;

/** When each scheduled kind runs, in English (the job history shows it in the reader's language). */
export const JOB_SCHEDULE_TEXTS = {
  'leave.accrual': 'On the 1st of every month: the period’s leave credits for every employee.',
  'leave.carryForward':
    'On the first day of a financial year (1 January, 1 April): balances carried forward up to each type’s limit.',
  'leave.compOffExpiry': 'Every day: comp-off credits that expired unused.',
  'onboarding.contractEndReminders': 'Every day: tells HR of consultant contracts ending in 30 and in 7 days.',
  'timesheet.submitReminder':
    'On each entity’s reminder day and time in its time zone (Friday 09:00 UTC unless set): employees whose week is missing or not submitted are reminded (last week on Mondays at that time).',
  'timesheet.autoApproval':
    'Every day: timesheet lines still pending the entity’s number of days after submission are approved by the rule.',
  'timesheet.approvalReminder':
    'Every Monday at each entity’s reminder time: its approvers with timesheet lines waiting are reminded.',
  'timesheet.erpProjectSync':
    'Every day, when the ERP project sync is set up with its schedule on: projects updated in the ERP since the last run.',
  'offboarding.deactivateLeavers':
    'Every day: employees whose exit is completed lose their account after their last working day.',
  'offboarding.applyTransfers':
    'Every day: approved transfers whose effective date has come move the employee, with the leave treatment chosen.',
  'surveys.reminders':
    'Every day: employees who have not answered an open survey are reminded, every few days as each survey sets.',
  'chat.purge': 'Every day: assistant conversations older than the tenant keeps them are deleted.',
  'performance.reviewReminders':
    'Every day: three days before a review phase ends and on its last day, whoever still owes a self or manager review is reminded.',
  'reports.scheduledDelivery':
    'Every day: saved report views scheduled daily, weekly (Mondays) or monthly (the 1st) are mailed to their recipients who may still open the report.',
} as const satisfies Partial<Record<JobKind, string>>;
