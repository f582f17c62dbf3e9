/**
 * Who may act on accounts and their role assignments: the only file of the module that reads the
 * viewer's grants or compares the viewer with the account acted on. The routes' keys
 * (ManageUsers, ManageUserEntityRoles) let an admin reach every account of the tenant, so the
 * rules here are about what an admin may hand out and what they may not do to themselves.
 *
 * Refusal rule: a record the viewer may not know exists is answered 404 (notFound); a record they
 * may know but not act on is answered 403 (forbidden). Every account of the tenant is known to an
 * admin, so an unknown id is 404 and a forbidden grant is 403; taking one's own access away is a
 * 400 (a mistake of the request, not a missing right), as it always was.
 */
import { keysNotHeld, mergePermissionMaps, type PermissionMap } from '@tenure/domain/access';
import { USER_MESSAGES, keysNotHeldMessage } from '@tenure/domain/users';
import type { Tx } from '../../platform/db.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import * as q from './queries.ts';

/** The viewer with the legal entity they work in (the session's): nobody removes their own access there. */
export interface EntityViewer extends Viewer {
  entity: { id: string; userEntityMappingId: string };
}

/**
 * Nobody hands out a role carrying keys they do not hold themselves (in the entity they work in),
 * not even to themselves: 403 naming the keys.
 */
export async function assertCanGrantRoles(tx: Tx, held: PermissionMap, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const granted = await q.permissionsOfRoles(tx, roleIds);
  const missing = keysNotHeld(held, mergePermissionMaps(granted.map((r) => r.permissions)));
  if (missing.length > 0) throw forbidden(keysNotHeldMessage(missing), 'KEYS_NOT_HELD');
}

/** Nobody deactivates their own account. */
export function refuseSelfDeactivate(v: Viewer, userId: string): void {
  if (userId === v.userId) throw badRequest(USER_MESSAGES.selfDeactivate, undefined, 'SELF_DEACTIVATE');
}

/** Nobody takes away their own roles or access in the entity they work in (it could lock the last admin out). */
export function refuseSelfRevoke(v: EntityViewer, userIds: readonly string[], legalEntityIds: readonly string[]): void {
  if (userIds.includes(v.userId) && legalEntityIds.includes(v.entity.id))
    throw badRequest(USER_MESSAGES.selfRevoke, undefined, 'SELF_REVOKE');
}
