import { asc, eq, sql } from 'drizzle-orm';
import {
  LEAVE_MESSAGES,
  leaveEligibility,
  type LeaveTypeInput,
  type LeaveTypeView,
} from '@tenure/domain/leave';
import { leaveLedger, leaveRequests, leaveTypes } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { hasLeaveDashboard, isLeaveHr } from './access.ts';
import { applicableTypes } from './eligibility.ts';
import { today } from './dates.ts';

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;

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

export async function findLeaveType(tx: Tx, id: string): Promise<LeaveTypeRow | null> {
  const [row] = await tx.select().from(leaveTypes).where(eq(leaveTypes.id, id));
  return row ?? null;
}

/** The tenant's comp-off type (seeded in every tenant): where approved comp-offs are credited. */
export async function compOffType(tx: Tx): Promise<LeaveTypeRow> {
  const [row] = await tx.select().from(leaveTypes).where(eq(leaveTypes.isCompOff, true)).limit(1);
  if (!row) throw badRequest(LEAVE_MESSAGES.unknownLeaveType, undefined, 'NO_COMP_OFF_TYPE');
  return row;
}

/** Every type (HR and the dashboard), or with `eligible` the ones the caller may apply for. */
export async function listLeaveTypes(tx: Tx, v: Viewer, eligible: boolean): Promise<LeaveTypeView[]> {
  if (!hasLeaveDashboard(v) && !isLeaveHr(v)) throw forbidden();
  const rows = eligible ? await applicableTypes(tx, requireEmployee(v), today()) : await tx.select().from(leaveTypes).orderBy(asc(leaveTypes.name));
  return rows.map(toLeaveTypeView);
}

const codeTaken = () => conflict(LEAVE_MESSAGES.codeTaken, { code: LEAVE_MESSAGES.codeTaken }, 'CODE_TAKEN');

async function assertCodeFree(tx: Tx, code: string, exceptId?: string) {
  const [row] = await tx.select({ id: leaveTypes.id }).from(leaveTypes).where(eq(leaveTypes.code, code));
  if (row && row.id !== exceptId) throw codeTaken();
}

const columnsOf = (input: LeaveTypeInput) => ({ ...input, eligibility: leaveEligibility.parse(input.eligibility) });

/** Types created by HR are the spec's "custom leave types". */
export async function createLeaveType(tx: Tx, v: Viewer, input: LeaveTypeInput): Promise<LeaveTypeView> {
  await assertCodeFree(tx, input.code);
  const [row] = await tx.insert(leaveTypes).values({ tenantId: v.tenantCode, ...columnsOf(input), isCustom: true }).returning();
  const view = toLeaveTypeView(row!);
  await recordAudit(tx, { ...auditActor(v), action: 'leave.type.create', entity: 'leave_type', entityId: row!.id, after: view });
  return view;
}

export async function updateLeaveType(tx: Tx, v: Viewer, id: string, input: LeaveTypeInput): Promise<LeaveTypeView> {
  const [before] = await tx.select().from(leaveTypes).where(eq(leaveTypes.id, id)).for('update');
  if (!before) throw notFound();
  await assertCodeFree(tx, input.code, id);
  const [row] = await tx.update(leaveTypes).set({ ...columnsOf(input), updatedAt: new Date() }).where(eq(leaveTypes.id, id)).returning();
  const view = toLeaveTypeView(row!);
  await recordAudit(tx, { ...auditActor(v), action: 'leave.type.update', entity: 'leave_type', entityId: id, before: toLeaveTypeView(before), after: view });
  return view;
}

/** Only a type nobody used may go; one with requests or balances is deactivated instead. */
export async function deleteLeaveType(tx: Tx, v: Viewer, id: string): Promise<void> {
  const [row] = await tx.select().from(leaveTypes).where(eq(leaveTypes.id, id)).for('update');
  if (!row) throw notFound();
  if (row.isCompOff) throw conflict(LEAVE_MESSAGES.compOffTypeFixed, undefined, 'LEAVE_TYPE_IN_USE');
  const [used] = await queryRows<{ used: boolean }>(
    tx,
    sql`select exists(select 1 from ${leaveRequests} where leave_type_id = ${id})
            or exists(select 1 from ${leaveLedger} where leave_type_id = ${id}) as used`,
  );
  if (used?.used) throw conflict(LEAVE_MESSAGES.leaveTypeInUse, undefined, 'LEAVE_TYPE_IN_USE');
  await tx.delete(leaveTypes).where(eq(leaveTypes.id, id));
  await recordAudit(tx, { ...auditActor(v), action: 'leave.type.delete', entity: 'leave_type', entityId: id, before: toLeaveTypeView(row) });
}
