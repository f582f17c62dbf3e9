import { feature, hasAccess, section } from '@tenure/domain/access';
import type { Tx } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { findEmployeeByNumber, isInSubtreeOf } from '../employees/index.ts';

export const isLeaveHr = (v: Viewer) => hasAccess(v.permissions, section('LEAVE_MANAGEMENT', 'HrLeaveManagement'));
export const hasTeamLeave = (v: Viewer) => hasAccess(v.permissions, feature('LEAVE_MANAGEMENT', 'TeamLeave'));
export const canCancelApproved = (v: Viewer) => hasAccess(v.permissions, feature('LEAVE_MANAGEMENT', 'CancelApprovedLeave'));
export const hasLeaveDashboard = (v: Viewer) => hasAccess(v.permissions, section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard'));

/** Whether `managerId` is above `employeeId` in the reporting line (direct or indirect). */
export const isManagerOf = (tx: Tx, managerId: string, employeeId: string) => isInSubtreeOf(tx, employeeId, managerId);

/**
 * Whose leave figures the caller may read: their own (no number, or their own number), their
 * team's with TeamLeave (anyone below them), anyone's with HrLeaveManagement.
 */
export async function readableEmployee(tx: Tx, v: Viewer, employeeNumber: string | undefined): Promise<string> {
  if (!employeeNumber) return requireEmployee(v);
  const target = await findEmployeeByNumber(tx, employeeNumber);
  if (!target) throw notFound();
  if (target.id === v.employeeId || isLeaveHr(v)) return target.id;
  if (v.employeeId && hasTeamLeave(v) && (await isManagerOf(tx, v.employeeId, target.id))) return target.id;
  throw forbidden();
}
