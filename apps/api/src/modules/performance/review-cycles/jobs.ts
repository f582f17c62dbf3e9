import { z } from 'zod';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import type { JobRunner } from '../../../platform/jobs.ts';
import { launchReviews } from './service.ts';
import { remindReviewPhases } from './reminders.ts';

export const LAUNCH_REVIEW_CYCLE_JOB = 'performance.launchReviewCycle';

/** Launching a cycle (issue 20 item 1): every review of the audience in one job and one statement; the phases' reminders every day. */
export function defineReviewJobs(jobs: JobRunner): void {
  jobs.define({
    kind: LAUNCH_REVIEW_CYCLE_JOB,
    params: z.object({ cycleId: z.uuid() }),
    run: (tx, job) => launchReviews(tx, job.tenantCode, job.params.cycleId),
  });
  jobs.define({
    kind: 'performance.reviewReminders',
    params: z.object({ asOf: z.iso.date() }),
    run: (tx, job) => remindReviewPhases(tx, job.tenantCode, job.params.asOf),
    schedule: {
      description: JOB_SCHEDULE_TEXTS['performance.reviewReminders'],
      dueOn: (day) => ({ period: day, params: { asOf: day } }),
    },
  });
}
