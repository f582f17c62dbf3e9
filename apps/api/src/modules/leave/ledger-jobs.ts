import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import type { DateFormat } from '@tenure/domain/dates';
import { accrualPeriod, financialYearEnd, financialYearStart, LEAVE_MESSAGES, type AccrualFrequency, type FinancialYear } from '@tenure/domain/leave';
import { leaveTypes } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { ReportProgress } from '../../platform/jobs.ts';
import { applicablePairs } from './leave-eligibility.ts';
import type { LeaveTypeRow } from './leave-types.ts';

/** Period-keyed entries are unique per employee, type, kind and period: re-running a job adds nothing. */
const ONCE_PER_PERIOD = sql`on conflict (tenant_id, employee_id, leave_type_id, kind, period_key) where period_key is not null do nothing`;

/** Runs an INSERT … SELECT … RETURNING 1 and says how many rows it added. */
async function countInserted(tx: Tx, insert: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`with added as (${insert} returning 1) select count(*)::int as n from added`);
  return row?.n ?? 0;
}

/**
 * Posts the expiry of unused comp-off credits for the employees matching `employeeFilter` (on
 * ledger alias `l`). Takes use the oldest credits first, so the part of a balance above the
 * credits still valid on `asOf` is what expired unused (see balanceFigures).
 */
export function settleCompOffExpiry(tx: Tx, type: Pick<LeaveTypeRow, 'id' | 'financialYear'>, employeeFilter: SQL, asOf: string): Promise<number> {
  const yearStart = financialYearStart(type.financialYear as FinancialYear, asOf);
  return countInserted(
    tx,
    sql`insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note)
        select current_setting('app.tenant_id'), s.employee_id, ${type.id}::uuid, ${yearStart}::date, 'compOffExpiry', s.unexpired - s.total, ${`EXP${asOf}`}, ${LEAVE_MESSAGES.noteCompOffExpired}
          from (select l.employee_id, sum(l.days) as total,
                       coalesce(sum(l.days) filter (where l.kind = 'compOffCredit' and l.expires_on >= ${asOf}::date), 0) as unexpired
                  from leave_ledger l
                 where l.leave_type_id = ${type.id} and ${employeeFilter}
                 group by l.employee_id) s
         where s.total > s.unexpired
        ${ONCE_PER_PERIOD}`,
  );
}

/**
 * The accrual run: for each accruing leave type, one INSERT … SELECT credits the period `asOf`
 * falls in to every employee the type applies to (eligibility in SQL), so a whole tenant costs
 * one statement per type. Comp-off is credited by approvals instead; its expired credits are
 * posted here.
 */
export async function runAccrual(tx: Tx, userId: string | null, asOf: string, progress: ReportProgress) {
  const types = await tx
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.isActive, true), eq(leaveTypes.isCompOff, false), gt(leaveTypes.annualQuota, 0)))
    .orderBy(asc(leaveTypes.code));
  let credited = 0;
  for (const [i, type] of types.entries()) {
    const period = accrualPeriod(type.accrualFrequency as AccrualFrequency, type.financialYear as FinancialYear, asOf, type.annualQuota);
    if (period.days > 0) {
      credited += await countInserted(
        tx,
        sql`insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note, created_by)
            select current_setting('app.tenant_id'), a.employee_id, ${type.id}::uuid, ${period.yearStart}::date, 'accrual', ${period.days}::numeric, ${period.key},
                   ${LEAVE_MESSAGES.noteAccrual(period.key)}, ${userId}::uuid
              from (${applicablePairs(sql`true`, sql`lt.id = ${type.id}`, asOf)}) a
            ${ONCE_PER_PERIOD}`,
      );
    }
    progress(((i + 1) / (types.length + 1)) * 100);
  }
  return { asOf, credited, expired: await runCompOffExpiry(tx, asOf) };
}

/** Posts, for every employee, the comp-off credits that expired unused by `asOf` (the daily schedule; accrual runs it too). */
export async function runCompOffExpiry(tx: Tx, asOf: string): Promise<number> {
  const [compOff] = await tx.select().from(leaveTypes).where(eq(leaveTypes.isCompOff, true)).limit(1);
  return compOff ? settleCompOffExpiry(tx, compOff, sql`true`, asOf) : 0;
}

/**
 * Closes a financial year: each employee's positive balance of a type with a carry-forward limit
 * moves into the next year, up to the limit (one INSERT … SELECT per type, keyed CF<yearStart>).
 * Only types whose financial year starts on `yearStart` take part.
 */
export async function runCarryForward(tx: Tx, userId: string | null, yearStart: string, dateFormat: DateFormat, progress: ReportProgress) {
  const types = (await tx.select().from(leaveTypes).where(and(gt(leaveTypes.carryForwardLimit, 0), eq(leaveTypes.isCompOff, false)))).filter(
    (t) => financialYearStart(t.financialYear as FinancialYear, yearStart) === yearStart,
  );
  const nextYear = addDays(financialYearEnd(yearStart), 1);
  let carried = 0;
  for (const [i, type] of types.entries()) {
    carried += await countInserted(
      tx,
      sql`insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note, created_by)
          select current_setting('app.tenant_id'), l.employee_id, ${type.id}::uuid, ${nextYear}::date, 'carryForward', least(sum(l.days), ${type.carryForwardLimit}::numeric),
                 ${`CF${yearStart}`}, ${LEAVE_MESSAGES.noteCarriedForward(yearStart, dateFormat)}, ${userId}::uuid
            from leave_ledger l
           where l.leave_type_id = ${type.id} and l.year_start = ${yearStart}::date
           group by l.employee_id
          having sum(l.days) > 0
          ${ONCE_PER_PERIOD}`,
    );
    progress(((i + 1) / types.length) * 100);
  }
  return { yearStart, carried };
}
