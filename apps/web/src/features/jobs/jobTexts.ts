import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_KINDS, JOB_SCHEDULE_TEXTS, type JobKind, type JobScheduleView } from '@tenure/domain/jobs';

type ScheduledKind = keyof typeof JOB_SCHEDULE_TEXTS;
const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_KINDS, kind);
const isScheduledKind = (kind: string): kind is ScheduledKind => Object.hasOwn(JOB_SCHEDULE_TEXTS, kind);

/** How the job history names a job kind and says when a schedule runs, in the reader's language. */
export function useJobTexts() {
  const { t } = useTranslation();
  /** A kind's name ("Leave accrual"); a kind the page does not know keeps its code. */
  const kindLabel = useCallback((kind: string) => (isJobKind(kind) ? t(`jobs.kinds.${kind}`) : kind), [t]);
  /** When a schedule runs; the server's English text for a kind the page does not know. */
  const scheduleText = useCallback(
    (schedule: JobScheduleView) =>
      isScheduledKind(schedule.kind) ? t(`jobs.schedules.${schedule.kind}`) : schedule.description,
    [t],
  );
  return { kindLabel, scheduleText };
}
