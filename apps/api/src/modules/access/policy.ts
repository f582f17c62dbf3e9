/**
 * Who may act on roles and role assignments: the only file of the module that reads the viewer's
 * grants or compares the viewer with what they change. The routes' keys (ManageRoles,
 * ManageUserEntityRoles) reach every role and assignment of the tenant; the rules here are what an
 * admin may hand out, which role is protected, and what they may not do to themselves.
 *
 * Refusal rule: a record the viewer may not know exists is answered 404 (notFound); a record they
 * may know but not act on is answered 403 (forbidden). Roles and assignments are all known to an
 * admin (an unknown id is 404); handing out keys one does not hold is 403; the protected super
 * admin role and revoking one's own role where one works are 400 (the request's mistake), as ever.
 */
import {
  ACCESS_MESSAGES,
  ACCESS_TEXTS,
  keysNotHeld,
  mergePermissionMaps,
  type PermissionMap,
} from '@tenure/domain/access';
import { MESSAGES } from '@tenure/domain/messages';
import { badRequest, forbidden } from '../../platform/errors.ts';
import type { UserEntityRow } from '../../platform/sessions.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { EntityViewer } from '../users/index.ts';

const SUPER_ADMIN = 'SUPER_ADMIN';

/**
 * Nobody hands out a key they do not hold in the entity they work in. Keys the role already grants
 * count as held: whoever edits a role's name need not hold everything it grants.
 */
export function refuseKeysNotHeld(v: Viewer, granted: PermissionMap, alreadyGranted: PermissionMap = {}): void {
  const missing = keysNotHeld(mergePermissionMaps([v.permissions, alreadyGranted]), granted);
  if (missing.length > 0) throw forbidden(ACCESS_TEXTS.keysNotHeld(missing), 'KEYS_NOT_HELD');
}

const sameKeys = (a: PermissionMap, b: PermissionMap) =>
  keysNotHeld(a, b).length === 0 && keysNotHeld(b, a).length === 0;

/** The super admin role's keys never change (its name and description may). */
export function refuseSuperAdminKeyChange(
  role: { code: string | null; permissions: PermissionMap },
  permissions: PermissionMap,
): void {
  if (role.code === SUPER_ADMIN && !sameKeys(role.permissions, permissions))
    throw badRequest(ACCESS_MESSAGES.superAdminKeysFixed, undefined, 'ROLE_PROTECTED');
}

/** The super admin role is never disabled, enabled or deleted. */
export function refuseSuperAdminRole(role: { code: string | null }): void {
  if (role.code === SUPER_ADMIN) throw badRequest(ACCESS_MESSAGES.superAdminProtected, undefined, 'ROLE_PROTECTED');
}

/** Taking one's own role away in the entity one works in could lock the last admin out. */
export function refuseOwnRoleRevoke(v: EntityViewer, assignment: { userEntityId: string }): void {
  if (assignment.userEntityId === v.entity.userEntityMappingId)
    throw badRequest(ACCESS_MESSAGES.selfRevoke, undefined, 'SELF_REVOKE');
}

/** One reads the permission map of one's own entity mappings only. */
export function ownMapping(mappings: readonly UserEntityRow[], userEntityMappingId: string): UserEntityRow {
  const mapping = mappings.find((e) => e.userEntityMappingId === userEntityMappingId);
  if (!mapping) throw forbidden(MESSAGES.entityNotAllowed, 'ENTITY_NOT_ALLOWED');
  return mapping;
}
