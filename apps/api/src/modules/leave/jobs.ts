import { z } from 'zod';
import type { DateFormat } from '@tenure/domain/dates';
import { JOB_SCHEDULE_TEXTS } from '@tenure/domain/jobs';
import {
  accrualPeriod,
  FINANCIAL_YEARS,
  financialYearEnd,
  financialYearStart,
  LEAVE_MESSAGES,
  type AccrualFrequency,
  type FinancialYear,
} from '@tenure/domain/leave';
import { addDays, utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import type { JobRunner, ReportProgress } from '../../platform/jobs.ts';
import { tenantDateFormat } from '../../platform/notifications.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { accruingTypes, carryingTypes, findCompOffType } from './leave-types-queries.ts';
import { carryForwardBalances, creditAccrual, settleAllCompOffExpiry } from './ledger-queries.ts';

const asOfParams = z.object({ asOf: z.iso.date() });

/**
 * Leave's background work, started by HR's buttons and by schedule for every active tenant. Each
 * run is idempotent per period on its own (period-keyed ledger entries), and once per tenant and
 * period by the job queue. Schedules run on UTC days, like the job queue.
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
    schedule: {
      description: JOB_SCHEDULE_TEXTS['leave.compOffExpiry'],
      dueOn: (day) => ({ period: day, params: { asOf: day } }),
    },
  });
  jobs.define({
    kind: 'leave.carryForward',
    params: z.object({ yearStart: z.iso.date() }),
    run: async (tx, job) =>
      runCarryForward(tx, job.userId, job.params.yearStart, await tenantDateFormat(tx, job.tenantCode), job.progress),
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

/** HR's "run accrual" button: the accrual job for `asOf` (default: today's UTC day, like the schedule). */
export async function startAccrual(v: Viewer, input: { asOf?: string | undefined } | undefined, jobs: JobRunner) {
  return {
    executionNumber: await jobs.enqueue({ tenantCode: v.tenantCode, userId: v.userId }, 'leave.accrual', {
      asOf: input?.asOf ?? utcToday(),
    }),
  };
}

/** HR's "carry forward" button: closes the financial year starting `yearStart`. */
export async function startCarryForward(v: Viewer, input: { yearStart: string }, jobs: JobRunner) {
  return {
    executionNumber: await jobs.enqueue({ tenantCode: v.tenantCode, userId: v.userId }, 'leave.carryForward', {
      yearStart: input.yearStart,
    }),
  };
}

/**
 * The accrual run: for each accruing leave type, one statement credits the period `asOf` falls in
 * to every employee the type applies to, so a whole tenant costs one statement per type.
 * Comp-off is credited by approvals instead; its expired credits are posted here.
 */
async function runAccrual(tx: Tx, userId: string | null, asOf: string, progress: ReportProgress) {
  const types = await accruingTypes(tx);
  let credited = 0;
  for (const [i, type] of types.entries()) {
    const period = accrualPeriod(
      type.accrualFrequency as AccrualFrequency,
      type.financialYear as FinancialYear,
      asOf,
      type.annualQuota,
    );
    if (period.days > 0) credited += await creditAccrual(tx, type.id, period, asOf, userId);
    progress(((i + 1) / (types.length + 1)) * 100);
  }
  return { asOf, credited, expired: await runCompOffExpiry(tx, asOf) };
}

/** Posts, for every employee, the comp-off credits that expired unused by `asOf` (the daily schedule; accrual runs it too). */
async function runCompOffExpiry(tx: Tx, asOf: string): Promise<number> {
  const compOff = await findCompOffType(tx);
  return compOff ? settleAllCompOffExpiry(tx, compOff, asOf) : 0;
}

/**
 * Closes a financial year: each employee's positive balance of a type with a carry-forward limit
 * moves into the next year, up to the limit. Only types whose financial year starts on
 * `yearStart` take part.
 */
async function runCarryForward(
  tx: Tx,
  userId: string | null,
  yearStart: string,
  dateFormat: DateFormat,
  progress: ReportProgress,
) {
  const types = (await carryingTypes(tx)).filter(
    (t) => financialYearStart(t.financialYear as FinancialYear, yearStart) === yearStart,
  );
  const nextYear = addDays(financialYearEnd(yearStart), 1);
  const note = LEAVE_MESSAGES.noteCarriedForward(yearStart, dateFormat);
  let carried = 0;
  for (const [i, type] of types.entries()) {
    carried += await carryForwardBalances(tx, type, yearStart, nextYear, note, userId);
    progress(((i + 1) / types.length) * 100);
  }
  return { yearStart, carried };
}
