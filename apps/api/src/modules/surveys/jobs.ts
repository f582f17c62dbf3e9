import { z } from 'zod';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import type { JobRunner } from '../../platform/jobs.ts';
import { remindNonRespondents } from './employee-survey-service.ts';

/** Every day: non-respondents of open surveys are reminded, each survey every `reminderEveryDays`. */
export function defineSurveyJobs(jobs: JobRunner): void {
  jobs.define({
    kind: 'surveys.reminders',
    params: z.object({ asOf: z.iso.date() }),
    run: (tx, job) => remindNonRespondents(tx, job.tenantCode, job.params.asOf),
    schedule: {
      description: JOB_SCHEDULE_TEXTS['surveys.reminders'],
      dueOn: (day) => ({ period: day, params: { asOf: day } }),
    },
  });
}
