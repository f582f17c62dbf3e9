import { z } from 'zod';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import type { JobRunner } from '../../platform/jobs.ts';
import { deactivateLeavers } from './exit-service.ts';
import { applyDueTransfers } from './transfer-apply.ts';

export const APPLY_TRANSFERS_JOB = 'offboarding.applyTransfers';

/**
 * Every day: completed exits whose last working day ended before that day are deactivated, and
 * approved transfers whose effective date has come are applied (also at once when a transfer is
 * approved on or after its effective date).
 */
export function defineOffboardingJobs(jobs: JobRunner): void {
  jobs.define({
    kind: 'offboarding.deactivateLeavers',
    params: z.object({ asOf: z.iso.date() }),
    run: async (tx, job) => ({
      asOf: job.params.asOf,
      deactivated: await deactivateLeavers(tx, job.tenantCode, job.params.asOf),
    }),
    schedule: {
      description: JOB_SCHEDULE_TEXTS['offboarding.deactivateLeavers'],
      dueOn: (day) => ({ period: day, params: { asOf: day } }),
    },
  });
  jobs.define({
    kind: APPLY_TRANSFERS_JOB,
    params: z.object({ asOf: z.iso.date() }),
    run: (tx, job) => applyDueTransfers(tx, job.tenantCode, job.params.asOf),
    schedule: {
      description: JOB_SCHEDULE_TEXTS[APPLY_TRANSFERS_JOB],
      dueOn: (day) => ({ period: day, params: { asOf: day } }),
    },
  });
}
