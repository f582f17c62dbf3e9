import type { LeaveOutcomeEntry, LeaveTreatment } from '@tenure/domain/offboarding';
import { addDays } from '@tenure/domain/policies';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { balanceFigures } from '../leave/index.ts';
import {
  activeLeaveTypes,
  deleteEmployeePolicyAssignments,
  dueTransfers,
  employeeSnapshot,
  employmentHistoryOf,
  insertRuleDecision,
  markTransferApplied,
  moveAccountEntity,
  moveEmployee,
  offeredLeaveTypes,
  saveEmploymentHistory,
  saveLeaveOutcome,
  savepoint,
  settleBalance,
  type DueTransfer,
} from './transfer-queries.ts';

/** What the decision history shows for the job's step (a rule, not a person). */
const APPLIED_BY_RULE = 'Effective date reached';

/**
 * The transfers job: every approved transfer whose effective date is `asOf` or earlier is applied,
 * each inside its own savepoint, so one that fails (its employee left meanwhile) is rolled back
 * alone, reported, and tried again on the next run while the others are applied.
 */
export async function applyDueTransfers(tx: Tx, tenantCode: string, asOf: string) {
  const due = await dueTransfers(tx, asOf);
  const failed: { id: string; error: string }[] = [];
  for (const { id } of due) {
    await savepoint(tx, 'begin');
    try {
      await applyTransfer(tx, tenantCode, id);
      await savepoint(tx, 'release');
    } catch (err) {
      await savepoint(tx, 'rollback');
      failed.push({ id, error: (err as Error).message });
    }
  }
  return { asOf, applied: due.length - failed.length, failed };
}

/**
 * Applies one transfer: the employee's entity, department, location, manager and designation
 * (only what the transfer changes), a new employment history entry, and on an entity change the
 * leave treatment, the new entity's policies and the account's entity.
 */
async function applyTransfer(tx: Tx, tenantCode: string, id: string) {
  const t = await markTransferApplied(tx, id);
  if (!t) return;
  await insertRuleDecision(tx, tenantCode, id, APPLIED_BY_RULE);

  const before = await employeeSnapshot(tx, t.employeeId);
  const status = await moveEmployee(tx, id);
  if (status !== 'Active') throw new Error(`Employee of transfer ${id} is no longer active`);
  await addEmploymentHistory(tx, t);

  const entityChanged = t.toEntityId !== t.fromEntityId;
  let removedPolicies: unknown[] = [];
  let leaveOutcome: LeaveOutcomeEntry[] = [];
  if (entityChanged) {
    // Plans chosen for the old entity (at onboarding) give way to the new entity's assignments and defaults.
    removedPolicies = await deleteEmployeePolicyAssignments(tx, t.employeeId);
    await moveAccountEntity(tx, t);
    leaveOutcome = await applyLeaveTreatment(tx, t, t.leaveTreatment ?? 'carry');
    await saveLeaveOutcome(tx, id, leaveOutcome);
  }
  const after = await employeeSnapshot(tx, t.employeeId);
  await recordAudit(tx, {
    tenantCode,
    actorUserId: null,
    action: 'transfer.apply',
    entity: 'employee',
    entityId: t.employeeId,
    before,
    after: {
      ...after,
      transferId: id,
      leaveTreatment: entityChanged ? t.leaveTreatment : null,
      leaveOutcome,
      removedPolicies,
    },
  });
}

/** The employment history section: the open entry ends the day before, a new one starts on the effective date. */
async function addEmploymentHistory(tx: Tx, t: DueTransfer) {
  const row = await employmentHistoryOf(tx, t.employeeId);
  const dayBefore = addDays(t.effectiveDate, -1);
  const entries = (row?.data?.entries ?? []).map((entry) =>
    entry.endDate
      ? entry
      : { ...entry, endDate: String(entry.startDate ?? dayBefore) > dayBefore ? entry.startDate : dayBefore },
  );
  entries.push({
    designation: row?.designation ?? 'Employee',
    departmentName: row?.department ?? '—',
    legalEntityCode: t.toEntityCode,
    startDate: t.effectiveDate,
  });
  await saveEmploymentHistory(tx, t.employeeId, entries);
}

/**
 * The chosen leave treatment on the balances of the financial year holding the effective date.
 * Leave types are the tenant's (one code each), so the new entity's equivalent of a type is the
 * type itself when its policies still offer it: carry keeps those balances and settles the rest;
 * settle and reset zero every positive balance (an adjustment entry each, once per transfer).
 */
async function applyLeaveTreatment(tx: Tx, t: DueTransfer, treatment: LeaveTreatment): Promise<LeaveOutcomeEntry[]> {
  const types = await activeLeaveTypes(tx);
  const figures = await balanceFigures(tx, t.employeeId, types, t.effectiveDate, t.effectiveDate);
  const offered = await offeredLeaveTypes(tx, t.employeeId, t.effectiveDate);
  const outcome: LeaveOutcomeEntry[] = [];
  for (const type of types) {
    const f = figures.get(type.id)!;
    if (f.balance <= 0) continue;
    const kept = treatment === 'carry' && offered.has(type.id);
    const result = kept ? 'carried' : treatment === 'reset' ? 'reset' : 'settled';
    outcome.push({ leaveTypeCode: type.code, leaveTypeName: type.name, days: f.balance, outcome: result });
    if (kept) continue;
    await settleBalance(tx, {
      employeeId: t.employeeId,
      leaveTypeId: type.id,
      yearStart: f.yearStart,
      days: f.balance,
      periodKey: `transfer:${t.id}`,
      note: `Transfer to ${t.toEntityName}: ${result}`,
    });
  }
  return outcome;
}
