import { financialYearEnd, type LeaveBalanceView, type LedgerKind } from '@tenure/domain/leave';
import type { Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { applicableTypes } from './leave-types-queries.ts';
import { balanceFigures, ledgerEntries } from './ledger-queries.ts';
import { scopedEmployee, todayOfEmployee } from '../employees/index.ts';

/** Whose balances, and the financial year containing `yearStart` (default: the employee's today). */
interface BalanceInput {
  employeeNo?: string | undefined;
  yearStart?: string | undefined;
}

/** GET /leave-balances: the figures of every type the employee may take, as of their today. */
export async function leaveBalances(tx: Tx, v: Viewer, input: BalanceInput): Promise<LeaveBalanceView[]> {
  const employeeId = await scopedEmployee(tx, v, input.employeeNo);
  const today = await todayOfEmployee(tx, employeeId);
  const types = await applicableTypes(tx, employeeId, today);
  const figures = await balanceFigures(tx, employeeId, types, input.yearStart ?? today, today);
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
export async function balanceHistory(tx: Tx, v: Viewer, input: BalanceInput) {
  const employeeId = await scopedEmployee(tx, v, input.employeeNo);
  const rows = await ledgerEntries(tx, employeeId, input.yearStart ?? (await todayOfEmployee(tx, employeeId)));
  return rows.map((r) => ({ ...r, kind: r.kind as LedgerKind, createdAt: new Date(r.createdAt).toISOString() }));
}
