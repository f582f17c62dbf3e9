import { z } from 'zod';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import { FINANCIAL_YEARS, financialYearStart } from '@tenure/domain/leave';
import { addDays } from '@tenure/domain/policies';
import type { JobRunner } from '../../platform/jobs.ts';
import { tenantDateFormat } from '../../platform/notifications.ts';
import { runAccrual, runCarryForward, runCompOffExpiry } from './ledger-jobs.ts';

const asOfParams = z.object({ asOf: z.iso.date() });

/**
 * Leave's background work, started by HR's buttons and by schedule for every active tenant. Each
 * run is idempotent per period on its own (period-keyed ledger entries), and once per tenant and
 * period by the job queue.
 */
export function defineLeaveJobs(jobs: JobRunner): void {
  jobs.define({
    kind: 'leave.accrual',
    params: asOfParams,
    run: (tx, job) => runAccrual(tx, job.userId, job.params.asOf, job.progress),
    schedule: {
      description: JOB_SCHEDULE_TEXTS['leave.accrual'],
      dueOn: (day) => (day.endsWith('-01') ? { period: day.slice(0, 7), params: { asOf: day } } : null),
    },
  });
  jobs.define({
    kind: 'leave.compOffExpiry',
    params: asOfParams,
    run: async (tx, job) => ({ asOf: job.params.asOf, expired: await runCompOffExpiry(tx, job.params.asOf) }),
    schedule: { description: JOB_SCHEDULE_TEXTS['leave.compOffExpiry'], dueOn: (day) => ({ period: day, params: { asOf: day } }) },
  });
  jobs.define({
    kind: 'leave.carryForward',
    params: z.object({ yearStart: z.iso.date() }),
    run: async (tx, job) => runCarryForward(tx, job.userId, job.params.yearStart, await tenantDateFormat(tx, job.tenantCode), job.progress),
    schedule: {
      description: JOB_SCHEDULE_TEXTS['leave.carryForward'],
      // On the first day of a financial year, the year that just ended is closed.
      dueOn: (day) => {
        const starting = FINANCIAL_YEARS.find((year) => financialYearStart(year, day) === day);
        if (!starting) return null;
        const closed = financialYearStart(starting, addDays(day, -1));
        return { period: closed, params: { yearStart: closed } };
      },
    },
  });
}
