import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { assertSuperAdminRemains, lockSuperAdmins } from '../../users/index.ts';
import * as q from './queries.ts';

/**
 * Who a group sync acts for, as the audit records it: an admin's setup change (their user id), a
 * sign-in (nobody: the provider vouched), or a SCIM call (the token, named in the entry).
 */
export interface DirectoryActor {
  tenantCode: string;
  actorUserId: string | null;
  requestId?: string;
  scimTokenId?: string;
}

/** Where a user's groups come from: a provider's sign-in (its ID token) or SCIM (the token's provider, if any). */
export interface GroupSource {
  userId: string;
  providerId: string | null;
  via: 'sign-in' | 'scim';
}

const grantOf = (g: q.HeldGrant) => ({ legalEntityCode: g.legalEntityCode, role: g.roleName, group: g.group });

/**
 * The group → role sync (issue 36), the one place that changes roles from groups; run at each SSO
 * sign-in and by SCIM. `groups` (when given) replaces what this source last said of the user's
 * groups; then the user holds exactly the roles the mappings give for the groups of all sources:
 * each missing one is granted (with the entity access it needs) and marked with its mapping, each
 * group-granted one no group calls for any more is removed. A grant an admin made (no mapping) is
 * never removed nor taken over. Audited when something changed (`auth.group_roles.sync`).
 */
export async function syncGroupRoles(
  tx: Tx,
  actor: DirectoryActor,
  input: GroupSource & { groups?: readonly string[] },
): Promise<{ added: number; removed: number }> {
  if (!(await q.lockUser(tx, input.userId))) return { added: 0, removed: 0 };
  const { groups, ...source } = input;
  if (groups) await q.saveDirectoryGroups(tx, actor.tenantCode, source, [...new Set(groups)]);
  return applyGroupRoles(tx, actor, source.userId, {
    via: source.via,
    providerId: source.providerId,
    ...(groups ? { groups: [...groups] } : {}),
  });
}

/** Grants and removes what the user's stored groups call for; `why` goes into the audit entry. */
async function applyGroupRoles(
  tx: Tx,
  actor: DirectoryActor,
  userId: string,
  why: Record<string, unknown>,
): Promise<{ added: number; removed: number }> {
  const [wanted, held] = await Promise.all([q.wantedGrants(tx, userId), q.heldGrants(tx, userId)]);
  const key = (entityId: string, roleId: string) => `${entityId}/${roleId}`;
  const wantedByKey = new Map(wanted.map((w) => [key(w.legalEntityId, w.roleId), w]));
  const heldByKey = new Map(held.map((h) => [key(h.legalEntityId, h.roleId), h]));
  const wantedMappings = new Set(wanted.map((w) => w.mappingId));

  const stale = held.filter((h) => h.sourceMappingId && !wantedByKey.has(key(h.legalEntityId, h.roleId)));
  // Removing a role may shrink the super admins: the same lock and check as an admin's revoke.
  if (stale.length) await lockSuperAdmins(tx, actor.tenantCode);
  let added = 0;
  for (const [k, w] of wantedByKey) {
    const grant = heldByKey.get(k);
    if (!grant) {
      const userEntityId = await q.ensureUserEntity(tx, actor.tenantCode, userId, w.legalEntityId);
      await q.insertGroupGrant(tx, actor.tenantCode, userEntityId, w.roleId, w.mappingId);
      added++;
    } else if (grant.sourceMappingId && !wantedMappings.has(grant.sourceMappingId)) {
      // Another mapping still calls for the role: the grant is now that mapping's.
      await q.repointGrant(tx, grant.id, w.mappingId);
    }
  }
  for (const grant of stale) await q.deleteGrant(tx, grant.id);
  if (stale.length) await assertSuperAdminRemains(tx);

  if (added || stale.length) {
    const after = await q.heldGrants(tx, userId);
    await recordAudit(tx, {
      tenantCode: actor.tenantCode,
      actorUserId: actor.actorUserId,
      action: 'auth.group_roles.sync',
      entity: 'user',
      entityId: userId,
      before: { groupRoles: held.filter((h) => h.sourceMappingId).map(grantOf) },
      after: {
        ...why,
        ...(actor.scimTokenId ? { scimTokenId: actor.scimTokenId } : {}),
        groupRoles: after.filter((h) => h.sourceMappingId).map(grantOf),
      },
      ...(actor.requestId ? { requestId: actor.requestId } : {}),
    });
  }
  return { added, removed: stale.length };
}

/**
 * Applies the mappings again to users whose stored groups may now call for other roles (after a
 * mapping was added or removed): each user's own sync, with the groups their sources last sent.
 */
export async function reapplyGroupRoles(tx: Tx, actor: DirectoryActor, mappingId: string, userIds: readonly string[]) {
  let added = 0;
  let removed = 0;
  for (const userId of [...new Set(userIds)].sort()) {
    if (!(await q.lockUser(tx, userId))) continue;
    const changed = await applyGroupRoles(tx, actor, userId, { via: 'mapping', mappingId });
    added += changed.added;
    removed += changed.removed;
  }
  return { added, removed };
}
