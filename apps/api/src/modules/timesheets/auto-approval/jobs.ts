import { z } from 'zod';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import type { FlagService } from '../../../platform/flags.ts';
import type { JobRunner } from '../../../platform/jobs.ts';
import { approvePendingByRule } from './service.ts';

/**
 * The auto-approval rule runs daily for every tenant with the autoApproval flag (once per tenant
 * and day; a second run approves nothing more, since only pending lines are decided).
 */
export function defineAutoApprovalJobs(jobs: JobRunner, flags: FlagService): void {
  jobs.define({
    kind: 'timesheet.autoApproval',
    params: z.object({}),
    run: async (tx, job) => {
      if (!(await flags.inJob(tx, job.tenantCode))?.autoApproval)
        return { approved: 0, skipped: 'autoApproval is off' };
      return approvePendingByRule(tx, job.tenantCode, new Date());
    },
    schedule: {
      description: JOB_SCHEDULE_TEXTS['timesheet.autoApproval'],
      dueOn: (day) => ({ period: day, params: {} }),
    },
  });
}
