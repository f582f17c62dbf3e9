import { z } from 'zod';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import type { JobRunner } from '../../platform/jobs.ts';
import { deactivateLeavers } from './exit-service.ts';

/** Every day: completed exits whose last working day ended before that day are deactivated. */
export function defineOffboardingJobs(jobs: JobRunner): void {
  jobs.define({
    kind: 'offboarding.deactivateLeavers',
    params: z.object({ asOf: z.iso.date() }),
    run: async (tx, job) => ({ asOf: job.params.asOf, deactivated: await deactivateLeavers(tx, job.tenantCode, job.params.asOf) }),
    schedule: { description: JOB_SCHEDULE_TEXTS['offboarding.deactivateLeavers'], dueOn: (day) => ({ period: day, params: { asOf: day } }) },
  });
}
