import { z } from 'zod';
import { libraryAssignInput } from '@tenure/domain/performance';
import type { JobRunner } from '../../../platform/jobs.ts';
import { assignTemplates, recordAssignment } from './library-service.ts';

export const ASSIGN_LIBRARY_JOB = 'performance.assignLibraryGoals';

export const assignJobParams = libraryAssignInput.extend({
  createdBy: z.uuid().nullable(),
  teamRootId: z.uuid().nullable(),
  people: z.number(),
});

/** A large library assignment (SPEC §7 assign goals) as a job with progress, one template at a time. */
export function defineGoalJobs(jobs: JobRunner): void {
  jobs.define({
    kind: ASSIGN_LIBRARY_JOB,
    params: assignJobParams,
    run: async (tx, job) => {
      const { people, ...plan } = job.params;
      const created = await assignTemplates(tx, job.tenantCode, plan, job.progress);
      await recordAssignment(tx, { tenantCode: job.tenantCode, userId: job.userId }, plan, {
        audience: people,
        created,
      });
      return { audience: people, created, skipped: people * plan.templateIds.length - created };
    },
  });
}
