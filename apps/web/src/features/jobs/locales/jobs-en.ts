import { JOB_KINDS, JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';

/**
 * Texts keyed by job kind ("leave.accrual"), nested by its module as i18next reads a dotted key
 * (`kinds.leave.accrual`).
 */
type ByModule<Kind extends string> = {
  [Module in Kind extends `${infer M}.${string}` ? M : never]: {
    [Name in Kind extends `${Module}.${infer N}` ? N : never]: string;
  };
};

function byModule<Kind extends `${string}.${string}`>(texts: Record<Kind, string>): ByModule<Kind> {
  const nested: Record<string, Record<string, string>> = {};
  for (const [kind, text] of Object.entries<string>(texts)) {
    const dot = kind.indexOf('.');
    (nested[kind.slice(0, dot)] ??= {})[kind.slice(dot + 1)] = text;
  }
  return nested as ByModule<Kind>;
}

/** English texts of the job history (Setup › Job History). Job kinds and schedules come from @tenure/domain/jobs. */
export const jobsEn = {
  title: 'Job History',
  intro: 'Background work of this company: accruals, carry-forward and expiries, started by a person or by schedule.',
  caption: 'Jobs, newest first',
  allKinds: 'All kinds',
  allStatuses: 'All statuses',
  kindFilter: 'Kind',
  statusFilter: 'Status',
  status: { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed', cancelled: 'Cancelled' },
  columns: {
    number: 'No.',
    kind: 'Kind',
    status: 'Status',
    progress: 'Progress',
    started: 'Started',
    finished: 'Finished',
    startedBy: 'Started by',
    error: 'Error',
    actions: 'Actions',
  },
  bySchedule: 'Schedule',
  attempts_one: '{{count}} attempt',
  attempts_other: '{{count}} attempts',
  progressLabel: 'Progress of job {{number}}',
  empty: 'No jobs match these filters.',
  refresh: 'Refresh',
  cancel: 'Cancel job',
  cancelNamed: 'Cancel job {{number}} ({{kind}})',
  cancelTitle: 'Cancel this job?',
  cancelMessage: 'Job {{number}} ({{kind}}) has not started yet. Cancelled, it never runs; start it again when needed.',
  cancelConfirm: 'Cancel job',
  keep: 'Keep it',
  cancelled: 'Job {{number}} cancelled.',
  schedulesTitle: 'Schedules',
  schedulesIntro: 'These run by themselves for this company, once per period.',
  nextRun: 'Next run: {{date}}',
  /** Every job kind's name (JOB_KINDS), in every language (locales/completeness.test.ts). */
  kinds: byModule(JOB_KINDS),
  /** When each scheduled kind runs (JOB_SCHEDULE_TEXTS; the server sends the English as the fallback). */
  schedules: byModule(JOB_SCHEDULE_TEXTS),
};
