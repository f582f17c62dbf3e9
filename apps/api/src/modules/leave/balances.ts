import { sql } from 'drizzle-orm';
import { financialYearEnd, type LeaveBalanceView, type LedgerKind } from '@tenure/domain/leave';
import { queryRows, type Tx } from '../../platform/db.ts';
import { balanceFigures } from './leave-balances.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { readableEmployee } from './access.ts';
import { applicableTypes } from './eligibility.ts';
import { today } from './dates.ts';

/** GET /leave-balances: the figures of every type the employee may take. */
export async function leaveBalances(tx: Tx, v: Viewer, employeeNumber: string | undefined, yearStart: string | undefined): Promise<LeaveBalanceView[]> {
  const employeeId = await readableEmployee(tx, v, employeeNumber);
  const refDate = yearStart ?? today();
  const types = await applicableTypes(tx, employeeId, today());
  const figures = await balanceFigures(tx, employeeId, types, refDate);
  return types.map((t) => {
    const f = figures.get(t.id)!;
    return {
      leaveTypeId: t.id,
      leaveTypeCode: t.code,
      leaveTypeName: t.name,
      isPaid: t.isPaid,
      yearEnd: financialYearEnd(f.yearStart),
      ...f,
    };
  });
}

/** GET /leave-balances/history: the ledger entries behind the balances, newest first. */
export async function balanceHistory(tx: Tx, v: Viewer, employeeNumber: string | undefined, yearStart: string | undefined) {
  const employeeId = await readableEmployee(tx, v, employeeNumber);
  const refDate = yearStart ?? today();
  const rows = await queryRows<{
    id: string; leaveTypeName: string; leaveTypeCode: string; yearStart: string; kind: string; days: number; periodKey: string | null;
    expiresOn: string | null; note: string | null; createdAt: Date;
  }>(
    tx,
    sql`select l.id, t.name as "leaveTypeName", t.code as "leaveTypeCode", l.year_start::text as "yearStart", l.kind, l.days::float8 as days,
               l.period_key as "periodKey", l.expires_on::text as "expiresOn", l.note, l.created_at as "createdAt"
          from leave_ledger l join leave_types t on t.id = l.leave_type_id
         where l.employee_id = ${employeeId}
           and l.year_start = case when t.financial_year = 'Jan-Dec' then date_trunc('year', ${refDate}::date)::date
                                   else (date_trunc('year', ${refDate}::date - interval '3 months') + interval '3 months')::date end
         order by l.created_at desc, l.id`,
  );
  return rows.map((r) => ({ ...r, kind: r.kind as LedgerKind, createdAt: new Date(r.createdAt).toISOString() }));
}
