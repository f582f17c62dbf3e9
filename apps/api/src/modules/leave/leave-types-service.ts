import { LEAVE_MESSAGES, leaveEligibility, type LeaveTypeInput, type LeaveTypeView } from '@tenure/domain/leave';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import {
  allLeaveTypes,
  applicableTypes,
  deleteLeaveTypeRow,
  findCompOffType,
  findLeaveType,
  insertLeaveType,
  leaveTypeIdByCode,
  leaveTypeUsed,
  updateLeaveTypeRow,
  type LeaveTypeRow,
} from './leave-types-queries.ts';
import { assertCanListLeaveTypes } from './policy.ts';
import { todayOfEmployee } from '../employees/index.ts';

type View = LeaveTypeView;

export const toLeaveTypeView = (t: LeaveTypeRow): LeaveTypeView => ({
  id: t.id,
  code: t.code,
  name: t.name,
  category: t.category as View['category'],
  isPaid: t.isPaid,
  dayTypes: t.dayTypes as View['dayTypes'],
  annualQuota: t.annualQuota,
  accrualFrequency: t.accrualFrequency as View['accrualFrequency'],
  financialYear: t.financialYear as View['financialYear'],
  carryForwardLimit: t.carryForwardLimit,
  encashmentLimit: t.encashmentLimit,
  negativeBalanceLimit: t.negativeBalanceLimit,
  eligibility: leaveEligibility.parse(t.eligibility ?? {}),
  minNoticeDays: t.minNoticeDays,
  maxConsecutiveDays: t.maxConsecutiveDays,
  documentRequiredAboveDays: t.documentRequiredAboveDays,
  isActive: t.isActive,
  isCustom: t.isCustom,
  isCompOff: t.isCompOff,
});

/** The tenant's comp-off type (seeded in every tenant): where approved comp-offs are credited. */
export async function compOffType(tx: Tx): Promise<LeaveTypeRow> {
  const row = await findCompOffType(tx);
  if (!row) throw badRequest(LEAVE_MESSAGES.unknownLeaveType, undefined, 'NO_COMP_OFF_TYPE');
  return row;
}

/** Every type (HR and the dashboard), or with `eligible` the ones the caller may apply for on their today. */
export async function listLeaveTypes(tx: Tx, v: Viewer, input: { eligible: boolean }): Promise<LeaveTypeView[]> {
  assertCanListLeaveTypes(v);
  if (!input.eligible) return (await allLeaveTypes(tx)).map(toLeaveTypeView);
  const employeeId = requireEmployee(v);
  return (await applicableTypes(tx, employeeId, await todayOfEmployee(tx, employeeId))).map(toLeaveTypeView);
}

const codeTaken = () => conflict(LEAVE_MESSAGES.codeTaken, { code: LEAVE_MESSAGES.codeTaken }, 'CODE_TAKEN');

async function assertCodeFree(tx: Tx, code: string, exceptId?: string) {
  const id = await leaveTypeIdByCode(tx, code);
  if (id && id !== exceptId) throw codeTaken();
}

const columnsOf = (input: LeaveTypeInput) => ({ ...input, eligibility: leaveEligibility.parse(input.eligibility) });

/** Types created by HR are the spec's "custom leave types". */
export async function createLeaveType(tx: Tx, v: Viewer, input: LeaveTypeInput): Promise<LeaveTypeView> {
  await assertCodeFree(tx, input.code);
  const row = await insertLeaveType(tx, v.tenantCode, { ...columnsOf(input), isCustom: true });
  const view = toLeaveTypeView(row);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'leave.type.create',
    entity: 'leave_type',
    entityId: row.id,
    after: view,
  });
  return view;
}

export async function updateLeaveType(
  tx: Tx,
  v: Viewer,
  input: { id: string; type: LeaveTypeInput },
): Promise<LeaveTypeView> {
  const before = await findLeaveType(tx, input.id, { lock: true });
  if (!before) throw notFound();
  await assertCodeFree(tx, input.type.code, input.id);
  const view = toLeaveTypeView(await updateLeaveTypeRow(tx, input.id, columnsOf(input.type)));
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'leave.type.update',
    entity: 'leave_type',
    entityId: input.id,
    before: toLeaveTypeView(before),
    after: view,
  });
  return view;
}

/** Only a type nobody used may go; one with requests or balances is deactivated instead. */
export async function deleteLeaveType(tx: Tx, v: Viewer, input: { id: string }): Promise<void> {
  const row = await findLeaveType(tx, input.id, { lock: true });
  if (!row) throw notFound();
  if (row.isCompOff) throw conflict(LEAVE_MESSAGES.compOffTypeFixed, undefined, 'LEAVE_TYPE_IN_USE');
  if (await leaveTypeUsed(tx, input.id)) throw conflict(LEAVE_MESSAGES.leaveTypeInUse, undefined, 'LEAVE_TYPE_IN_USE');
  await deleteLeaveTypeRow(tx, input.id);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'leave.type.delete',
    entity: 'leave_type',
    entityId: input.id,
    before: toLeaveTypeView(row),
  });
}
