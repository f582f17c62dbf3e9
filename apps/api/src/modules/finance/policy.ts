import { feature, hasAccess } from '@tenure/domain/access';
import type { ApprovalActor } from '@tenure/domain/approvals';
import type { Tx } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { isInScope } from '../employees/index.ts';
import { isEsopAllotted } from './esop-queries.ts';

/*
 * Who may see or act on what in the finance module. Refusal rule: a record the viewer may not know
 * exists is a 404 (notFound): someone else's payslip, exercise request or grant; a record they may
 * know but not act on is a 403 (forbidden): another employee's ESOP info, named by its employee id.
 */

export const MANAGE_PAY = feature('FINANCE', 'ManagePay');
export const MANAGE_ESOP = feature('FINANCE', 'ManageEsop');

export const managesPay = (v: Viewer) => hasAccess(v.permissions, MANAGE_PAY);
export const managesEsop = (v: Viewer) => hasAccess(v.permissions, MANAGE_ESOP);

/** A payslip is read by its employee and by HR holding ManagePay. */
export const canReadPayslip = (v: Viewer, employeeId: string) => employeeId === v.employeeId || managesPay(v);

/** ESOP info is read within the route's scope: the employee's own, anyone's for ESOP HR (its widerFor). */
export async function assertCanReadEsopInfo(tx: Tx, v: Viewer, employeeId: string): Promise<void> {
  if (!(await isInScope(tx, v.scope, employeeId))) throw forbidden();
}

/** The plan's documents are read by holders of a grant and by ESOP HR. */
export const canReadEsopDocuments = async (tx: Tx, v: Viewer) =>
  managesEsop(v) || (v.employeeId !== null && (await isEsopAllotted(tx, v.employeeId)));

/** Who the viewer is to an exercise request: its requester (may cancel) and/or ESOP HR (approves, rejects); none → it does not exist for them. */
export function exerciseActors(v: Viewer, requesterId: string): ApprovalActor[] {
  return [
    ...(requesterId === v.employeeId ? (['requester'] as const) : []),
    ...(managesEsop(v) ? (['approver', 'hrAdmin'] as const) : []),
  ];
}
