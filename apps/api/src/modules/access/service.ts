import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { ACCESS_MESSAGES, type UserEntityRoleView } from '@tenure/domain/access';
import { MESSAGES } from '@tenure/domain/messages';
import { roles, userEntityRoles } from '../../db/schema/index.ts';
import { approverFlagsOf } from '../employees/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { effectivePermissions, listUserEntities } from '../../platform/sessions.ts';
import { assertCanGrantRoles, assertSuperAdminRemains, lockSuperAdmins } from '../users/index.ts';
import { isEsopAllotted } from '../finance/index.ts';
import * as q from './queries.ts';

const actor = (request: FastifyRequest) => ({
  tenantCode: request.tenant!.code,
  actorUserId: request.auth!.userId,
  requestId: request.id,
});

export async function listUserEntityRoles(tx: Tx, userId?: string): Promise<UserEntityRoleView[]> {
  const rows = await q.userEntityRoleRows(tx, userId);
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
  request: FastifyRequest,
  input: { userId: string; legalEntityCode: string; roleIds: string[] },
) {
  if (!(await q.findUser(tx, input.userId))) throw badRequest(ACCESS_MESSAGES.unknownUser, { userId: ACCESS_MESSAGES.unknownUser });
  const entity = await q.findLegalEntityByCode(tx, input.legalEntityCode);
  if (!entity) throw badRequest(ACCESS_MESSAGES.unknownLegalEntity, { legalEntityCode: ACCESS_MESSAGES.unknownLegalEntity });
  const known = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, input.roleIds));
  if (known.length !== new Set(input.roleIds).size) throw badRequest(ACCESS_MESSAGES.unknownRole, { roleIds: ACCESS_MESSAGES.unknownRole });
  await assertCanGrantRoles(tx, request.auth!.permissions, input.roleIds);

  const userEntityId = await q.ensureUserEntity(tx, request.tenant!.code, input.userId, entity.id);
  await tx
    .insert(userEntityRoles)
    .values(input.roleIds.map((roleId) => ({ tenantId: request.tenant!.code, userEntityId, roleId })))
    .onConflictDoNothing({ target: [userEntityRoles.userEntityId, userEntityRoles.roleId] });
  await recordAudit(tx, { ...actor(request), action: 'user-entity-role.grant', entity: 'user_entity', entityId: userEntityId, after: input });
  return listUserEntityRoles(tx, input.userId);
}

export async function revokeUserEntityRole(tx: Tx, request: FastifyRequest, id: string) {
  const before = await q.findUserEntityRole(tx, id);
  if (!before) throw notFound();
  if (before.userEntityId === request.auth!.entity.userEntityMappingId) {
    // Taking one's own role away in the entity one works in could lock the last admin out.
    throw badRequest(ACCESS_MESSAGES.selfRevoke, undefined, 'SELF_REVOKE');
  }
  await lockSuperAdmins(tx, request.tenant!.code);
  await tx.delete(userEntityRoles).where(and(eq(userEntityRoles.id, id)));
  await assertSuperAdminRemains(tx);
  await recordAudit(tx, { ...actor(request), action: 'user-entity-role.revoke', entity: 'user_entity_role', entityId: id, before });
}

/** The permission map of one of the caller's own entity mappings. */
export async function permissionsOfMapping(tx: Tx, user: { userId: string; employeeId: string | null }, userEntityMappingId: string) {
  const mapping = (await listUserEntities(tx, user.userId)).find((e) => e.userEntityMappingId === userEntityMappingId);
  if (!mapping) throw forbidden(MESSAGES.entityNotAllowed, 'ENTITY_NOT_ALLOWED');
  const { permissions } = await effectivePermissions(tx, userEntityMappingId);
  return {
    userEntityMappingId,
    legalEntityCode: mapping.legalEntityCode,
    permissions,
    // From the projects' set-up: who manages a project, who is its designated approver.
    ...(user.employeeId ? await approverFlagsOf(tx, user.employeeId) : { isDesignatedApprover: false, assignedAsProjectManager: false }),
    isEsopAllotted: user.employeeId ? await isEsopAllotted(tx, user.employeeId) : false,
  };
}
