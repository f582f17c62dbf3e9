import { z } from 'zod';
import { feature, hasAccess, section } from '@tenure/domain/access';
import { forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';

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

export const idParam = z.object({ id: z.uuid() });
