import { z } from 'zod';
import type { JobRunner } from '../../platform/jobs.ts';
import { launchReviews } from './review-cycle-service.ts';

export const LAUNCH_REVIEW_CYCLE_JOB = 'performance.launchReviewCycle';

/** Launching a cycle (issue 20 item 1): every review of the audience in one job and one statement. */
export function defineReviewJobs(jobs: JobRunner): void {
  jobs.define({
    kind: LAUNCH_REVIEW_CYCLE_JOB,
    params: z.object({ cycleId: z.uuid() }),
    run: (tx, job) => launchReviews(tx, job.tenantCode, job.params.cycleId),
  });
}
