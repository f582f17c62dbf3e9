/**
 * Who may see or act on leave records: the only file of the module that reads roles, the
 * reporting line or ownership. Use-cases ask here; they never check a permission themselves.
 *
 * Refusal rule: a record the viewer may not know exists is answered 404 (notFound), as if it were
 * not there (a stranger's leave request); a record they may know but not act on is answered 403
 * (forbidden) (their own request they try to approve, a colleague from the directory whose
 * balances they may not read).
 */
import { feature, hasAccess, section } from '@tenure/domain/access';
import type { ApprovalActor } from '@tenure/domain/approvals';
import type { Tx } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { findEmployeeByNumber, isInSubtreeOf } from '../employees/index.ts';

const isLeaveHr = (v: Viewer) => hasAccess(v.permissions, section('LEAVE_MANAGEMENT', 'HrLeaveManagement'));
const hasTeamLeave = (v: Viewer) => hasAccess(v.permissions, feature('LEAVE_MANAGEMENT', 'TeamLeave'));
const canCancelApproved = (v: Viewer) => hasAccess(v.permissions, feature('LEAVE_MANAGEMENT', 'CancelApprovedLeave'));
const hasLeaveDashboard = (v: Viewer) => hasAccess(v.permissions, section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard'));

/** Whether the viewer is above `employeeId` in the reporting line (direct or indirect) with TeamLeave. */
const managesWithTeamLeave = async (tx: Tx, v: Viewer, employeeId: string) =>
  v.employeeId !== null && hasTeamLeave(v) && (await isInSubtreeOf(tx, employeeId, v.employeeId));

/** The leave types list is the dashboard's (EmpSelfLeaveDashboard) and HR's (HrLeaveManagement). */
export function assertCanListLeaveTypes(v: Viewer): void {
  if (!hasLeaveDashboard(v) && !isLeaveHr(v)) throw forbidden();
}

/**
 * Whose leave figures the viewer may read: their own (no number, or their own number), their
 * team's with TeamLeave (anyone below them), anyone's with HrLeaveManagement. Returns the
 * employee's id; an unknown number is 404, a colleague out of reach 403.
 */
export async function readableEmployee(tx: Tx, v: Viewer, employeeNumber: string | undefined): Promise<string> {
  if (!employeeNumber) return requireEmployee(v);
  const target = await findEmployeeByNumber(tx, employeeNumber);
  if (!target) throw notFound();
  if (target.id === v.employeeId || isLeaveHr(v) || (await managesWithTeamLeave(tx, v, target.id))) return target.id;
  throw forbidden();
}

/** What every request (leave, comp-off) tells the policy: whose it is and who approves it. */
export interface RequestParties {
  employeeId: string;
  approverId: string | null;
}

/**
 * The roles the viewer holds towards a request. Nobody approves their own request; approvers are
 * the request's approver (the direct manager), a manager above with TeamLeave, and HR with
 * HrLeaveManagement; HR admin (CancelApprovedLeave) may also cancel approved ones.
 */
async function actorsFor(tx: Tx, v: Viewer, request: RequestParties): Promise<ApprovalActor[]> {
  const me = v.employeeId;
  if (me !== null && me === request.employeeId) return ['requester'];
  const actors: ApprovalActor[] = [];
  if (
    (me !== null && request.approverId === me) ||
    isLeaveHr(v) ||
    (await managesWithTeamLeave(tx, v, request.employeeId))
  )
    actors.push('approver');
  if (canCancelApproved(v)) actors.push('hrAdmin');
  return actors;
}

/**
 * The viewer's roles towards a request they read or decide: its employee, its approvers and HR.
 * Anyone else may not know the request exists: 404.
 */
export async function involvedActors(tx: Tx, v: Viewer, request: RequestParties): Promise<ApprovalActor[]> {
  const actors = await actorsFor(tx, v, request);
  if (actors.length === 0) throw notFound();
  return actors;
}
