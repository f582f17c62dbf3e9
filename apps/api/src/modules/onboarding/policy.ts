import { sql, type SQL } from 'drizzle-orm';
import { hasAccess, section } from '@tenure/domain/access';
import { LIFECYCLE_MESSAGES } from '@tenure/domain/onboarding';
import { entitiesGranting } from '../../platform/entity-grants.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';

/*
 * Who may see or act on onboarding's records. Refusal rule: a record the viewer may not know exists
 * answers 404 (notFound); one they may know of but not act on answers 403 (forbidden). Who may open
 * the onboarding screens at all is the routes' access (sections EMPLOYEE OnboardingDashboard,
 * CONSULTANT ConsultantOnboarding, ADMINISTRATION SetupEmployees); the roles a joiner's account may
 * be given are the users module's rule (assertCanGrantRoles), applied in onboarding-service.ts.
 */

/** HR with the onboarding dashboard follows and ticks every checklist. */
export const canManageChecklists = (v: Viewer) => hasAccess(v.permissions, section('EMPLOYEE', 'OnboardingDashboard'));

/** Whether a task waits for the viewer: theirs by name (or as the manager), or their role's. */
export const ownedBy = (v: Viewer) => sql`(
  (${v.employeeId}::uuid is not null and k.owner_employee_id = ${v.employeeId}::uuid)
  or (k.owner_role_code is not null and exists (
        select 1 from user_entities ue join user_entity_roles uer on uer.user_entity_id = ue.id join roles r on r.id = uer.role_id
         where ue.user_id = ${v.userId} and r.is_active and r.code = k.owner_role_code)))`;

/**
 * A checklist task is ticked by whoever it waits for, or HR with the dashboard. Anyone else gets
 * NOT_TASK_OWNER, a 403 as the domain's error catalogue fixes it.
 */
export function assertCanTickTask(v: Viewer, task: { mine: boolean }): void {
  if (!task.mine && !canManageChecklists(v)) throw forbidden(LIFECYCLE_MESSAGES.notTaskOwner, 'NOT_TASK_OWNER');
}

/** The key that opens onboarding of each kind of person, one at a time or in bulk (SPEC §6). */
export const ONBOARDING_KEYS = {
  employee: section('EMPLOYEE', 'OnboardingDashboard'),
  consultant: section('CONSULTANT', 'ConsultantOnboarding'),
} as const;

/**
 * The legal entities a user may onboard people of `kind` into: where a role of theirs grants that
 * onboarding (the entity scope of the one-at-a-time routes; a bulk load, run as a job, finds the same).
 */
export const onboardingEntities = (actorUserId: string, kind: keyof typeof ONBOARDING_KEYS): SQL =>
  entitiesGranting(actorUserId, ONBOARDING_KEYS[kind]);
