import { ACCESS_MESSAGES, type UserEntityRoleView } from '@tenure/domain/access';
import { approverFlagsOf } from '../employees/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { effectivePermissions, listUserEntities } from '../../platform/sessions.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertCanGrantRoles, assertSuperAdminRemains, lockSuperAdmins, type EntityViewer } from '../users/index.ts';
import { isEsopAllotted } from '../finance/index.ts';
import { ownMapping, refuseOwnRoleRevoke } from './policy.ts';
import * as q from './queries.ts';

/** Every legal entity of the tenant that is active (filters, forms). */
export const listLegalEntities = (tx: Tx, _v: Viewer) => q.listLegalEntities(tx);

export async function listUserEntityRoles(
  tx: Tx,
  _v: Viewer,
  input: { userId?: string | undefined },
): Promise<UserEntityRoleView[]> {
  const rows = await q.userEntityRoleRows(tx, input.userId);
  const byMapping = new Map<string, UserEntityRoleView>();
  for (const row of rows) {
    const view = byMapping.get(row.userEntityMappingId) ?? {
      userEntityMappingId: row.userEntityMappingId,
      userId: row.userId,
      userName: row.userName,
      legalEntityCode: row.legalEntityCode,
      legalEntityName: row.legalEntityName,
      roles: [],
    };
    if (row.userEntityRoleId && row.roleId && row.roleName) {
      view.roles.push({ userEntityRoleId: row.userEntityRoleId, roleId: row.roleId, roleName: row.roleName });
    }
    byMapping.set(row.userEntityMappingId, view);
  }
  return [...byMapping.values()];
}

export async function grantUserEntityRoles(
  tx: Tx,
  v: Viewer,
  input: { userId: string; legalEntityCode: string; roleIds: string[] },
) {
  if (!(await q.findUser(tx, input.userId)))
    throw badRequest(ACCESS_MESSAGES.unknownUser, { userId: ACCESS_MESSAGES.unknownUser });
  const entity = await q.findLegalEntityByCode(tx, input.legalEntityCode);
  if (!entity)
    throw badRequest(ACCESS_MESSAGES.unknownLegalEntity, { legalEntityCode: ACCESS_MESSAGES.unknownLegalEntity });
  const known = await q.existingRoleIds(tx, input.roleIds);
  if (known.length !== new Set(input.roleIds).size)
    throw badRequest(ACCESS_MESSAGES.unknownRole, { roleIds: ACCESS_MESSAGES.unknownRole });
  await assertCanGrantRoles(tx, v.permissions, input.roleIds);

  const userEntityId = await q.ensureUserEntity(tx, v.tenantCode, input.userId, entity.id);
  await q.grantRoles(tx, v.tenantCode, userEntityId, input.roleIds);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'user-entity-role.grant',
    entity: 'user_entity',
    entityId: userEntityId,
    after: input,
  });
  return listUserEntityRoles(tx, v, { userId: input.userId });
}

export async function revokeUserEntityRole(tx: Tx, v: EntityViewer, { id }: { id: string }) {
  const before = await q.findUserEntityRole(tx, id);
  if (!before) throw notFound();
  refuseOwnRoleRevoke(v, before);
  await lockSuperAdmins(tx, v.tenantCode);
  await q.deleteUserEntityRole(tx, id);
  await assertSuperAdminRemains(tx);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'user-entity-role.revoke',
    entity: 'user_entity_role',
    entityId: id,
    before,
  });
}

/** The viewer's own legal entities (the entity switcher). */
export async function ownUserEntities(tx: Tx, v: Viewer) {
  return (await listUserEntities(tx, v.userId)).map(({ userEntityMappingId, legalEntityCode, legalEntityName }) => ({
    userEntityMappingId,
    legalEntityCode,
    legalEntityName,
  }));
}

/** The permission map of one of the viewer's own entity mappings. */
export async function permissionsOfMapping(
  tx: Tx,
  v: Viewer,
  { userEntityMappingId }: { userEntityMappingId: string },
) {
  const mapping = ownMapping(await listUserEntities(tx, v.userId), userEntityMappingId);
  const { permissions } = await effectivePermissions(tx, userEntityMappingId);
  return {
    userEntityMappingId,
    legalEntityCode: mapping.legalEntityCode,
    permissions,
    // From the projects' set-up: who manages a project, who is its designated approver.
    ...(v.employeeId
      ? await approverFlagsOf(tx, v.employeeId)
      : { isDesignatedApprover: false, assignedAsProjectManager: false }),
    isEsopAllotted: v.employeeId ? await isEsopAllotted(tx, v.employeeId) : false,
  };
}
