/**
 * Who may see or act on leave records: the only file of the module that reads roles, the
 * reporting line or ownership. Use-cases ask here; they never check a permission themselves.
 *
 * Refusal rule: a record the viewer may not know exists is answered 404 (notFound), as if it were
 * not there (a stranger's leave request); a record they may know but not act on is answered 403
 * (forbidden) (their own request they try to approve, a colleague from the directory whose
 * balances they may not read).
 */
import { sql, type SQL } from 'drizzle-orm';
import { feature, hasAccess, section } from '@tenure/domain/access';
import type { ApprovalActor } from '@tenure/domain/approvals';
import type { Tx } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { ScopeGrant } from '../../platform/context.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { approvalActors, directOnly, inScope } from '../employees/index.ts';

const isLeaveHr = (v: Viewer) => hasAccess(v.permissions, section('LEAVE_MANAGEMENT', 'HrLeaveManagement'));
const canCancelApproved = (v: Viewer) => hasAccess(v.permissions, feature('LEAVE_MANAGEMENT', 'CancelApprovedLeave'));
const hasLeaveDashboard = (v: Viewer) => hasAccess(v.permissions, section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard'));

/**
 * Whose leave figures a self-service route also shows (its `widerFor`): a manager with TeamLeave
 * their whole team's, HR (HrLeaveManagement) anyone's.
 */
export const FIGURES_OF_OTHERS: readonly ScopeGrant[] = [
  { holding: feature('LEAVE_MANAGEMENT', 'TeamLeave'), scope: 'indirect-reportees' },
  { holding: section('LEAVE_MANAGEMENT', 'HrLeaveManagement'), scope: 'all' },
];

/** The leave types list is the dashboard's (EmpSelfLeaveDashboard) and HR's (HrLeaveManagement). */
export function assertCanListLeaveTypes(v: Viewer): void {
  if (!hasLeaveDashboard(v) && !isLeaveHr(v)) throw forbidden();
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
const actorsFor = (tx: Tx, v: Viewer, request: RequestParties): Promise<ApprovalActor[]> =>
  approvalActors(tx, v, request, {
    hr: isLeaveHr(v),
    team: feature('LEAVE_MANAGEMENT', 'TeamLeave'),
    hrAdmin: canCancelApproved(v),
  });

/**
 * The viewer's roles towards a request they read or decide: its employee, its approvers and HR.
 * Anyone else may not know the request exists: 404.
 */
export async function involvedActors(tx: Tx, v: Viewer, request: RequestParties): Promise<ApprovalActor[]> {
  const actors = await actorsFor(tx, v, request);
  if (actors.length === 0) throw notFound();
  return actors;
}

/**
 * The requests (`r`) the route's scope reaches: the caller's own on a self-service route, their
 * team's on a team route (cut to direct reportees unless `indirect`). Without an employee record: 400.
 */
export function requestsInScope(v: Viewer, indirect = true): SQL {
  requireEmployee(v);
  return inScope(indirect ? v.scope : directOnly(v.scope), sql`r.employee_id`);
}
