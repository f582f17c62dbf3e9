import { feature, hasAccess, section } from '@tenure/domain/access';
import { forbidden } from '../../platform/errors.ts';
import type { Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { isHr, isInSubtreeOf } from '../employees/index.ts';

/*
 * Who may read and change policy types, plans, holidays, assignments and the Policy Library.
 * Refusal rule: a record the viewer may not know exists is a 404 (notFound); one they may know of
 * but not act on is a 403 (forbidden). Plans and another entity's library are known to exist, so
 * a caller without the right key gets a 403.
 */

const setupPolicies = section('ADMINISTRATION', 'SetupPolicies');
const assignPolicies = feature('POLICIES', 'AssignPolicies');

/** Creating, changing and deleting plans, holidays and policy documents. */
export const SETUP_POLICIES = { requires: setupPolicies, scope: 'all' } as const;
/** Assigning plans to employees, departments, locations and legal entities. */
export const ASSIGN_POLICIES = { requires: assignPolicies, scope: 'all' } as const;
/** The Policy Library of one's legal entity. */
export const POLICY_LIBRARY = { requires: section('ORGANIZATION', 'PolicyLibrary'), scope: 'entity' } as const;
/**
 * Reading policy types and plans needs SetupPolicies or AssignPolicies (HR executives assign plans
 * they cannot change); the guard checks one key, so these routes check in the service.
 */
export const READ_PLANS = { authenticated: true } as const;

export const canSetupPolicies = (v: Viewer) => hasAccess(v.permissions, setupPolicies);
export const canAssignPolicies = (v: Viewer) => hasAccess(v.permissions, assignPolicies);

export function assertCanReadPlans(v: Viewer): void {
  if (!canSetupPolicies(v) && !canAssignPolicies(v)) throw forbidden();
}

/** One employee's policies: the employee, their managers (direct or indirect), HR and those who assign policies. */
export async function assertCanSeeAssignedPolicies(tx: Tx, v: Viewer, employeeId: string): Promise<void> {
  const allowed =
    v.employeeId === employeeId ||
    canAssignPolicies(v) ||
    isHr(v) ||
    (v.employeeId !== null && (await isInSubtreeOf(tx, employeeId, v.employeeId)));
  if (!allowed) throw forbidden();
}
