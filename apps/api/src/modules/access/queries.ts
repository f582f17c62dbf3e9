import { and, asc, eq, inArray } from 'drizzle-orm';
import { legalEntities, roles, userEntities, userEntityRoles, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

export const listLegalEntities = (tx: Tx) =>
  tx
    .select({
      id: legalEntities.id,
      legalEntityCode: legalEntities.code,
      legalEntityName: legalEntities.name,
      isHoldingCompany: legalEntities.isHoldingCompany,
    })
    .from(legalEntities)
    .where(eq(legalEntities.isActive, true))
    .orderBy(asc(legalEntities.code));

export const findLegalEntityByCode = (tx: Tx, code: string) =>
  tx
    .select({ id: legalEntities.id })
    .from(legalEntities)
    .where(eq(legalEntities.code, code))
    .then((r) => r[0] ?? null);

export const findUser = (tx: Tx, id: string) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, id))
    .then((r) => r[0] ?? null);

export async function userEntityRoleRows(tx: Tx, userId?: string) {
  return tx
    .select({
      userEntityMappingId: userEntities.id,
      userId: users.id,
      userName: users.username,
      legalEntityCode: legalEntities.code,
      legalEntityName: legalEntities.name,
      userEntityRoleId: userEntityRoles.id,
      roleId: roles.id,
      roleName: roles.name,
    })
    .from(userEntities)
    .innerJoin(users, eq(users.id, userEntities.userId))
    .innerJoin(legalEntities, eq(legalEntities.id, userEntities.legalEntityId))
    .leftJoin(userEntityRoles, eq(userEntityRoles.userEntityId, userEntities.id))
    .leftJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(userId ? eq(users.id, userId) : undefined)
    .orderBy(asc(users.username), asc(legalEntities.code), asc(roles.name));
}

/** Finds or creates the mapping of a user to a legal entity; returns its id. */
export async function ensureUserEntity(tx: Tx, tenantCode: string, userId: string, legalEntityId: string) {
  await tx
    .insert(userEntities)
    .values({ tenantId: tenantCode, userId, legalEntityId })
    .onConflictDoNothing({ target: [userEntities.tenantId, userEntities.userId, userEntities.legalEntityId] });
  const [row] = await tx
    .select({ id: userEntities.id })
    .from(userEntities)
    .where(and(eq(userEntities.userId, userId), eq(userEntities.legalEntityId, legalEntityId)));
  return row!.id;
}

export const findUserEntityRole = (tx: Tx, id: string) =>
  tx
    .select({ id: userEntityRoles.id, userEntityId: userEntityRoles.userEntityId, roleId: userEntityRoles.roleId })
    .from(userEntityRoles)
    .where(eq(userEntityRoles.id, id))
    .then((r) => r[0] ?? null);

/** Which of the ids name a role of the tenant. */
export const existingRoleIds = (tx: Tx, ids: readonly string[]) =>
  tx
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [...ids]));

/** Grants roles in one mapping; a grant that exists already is left. */
export const grantRoles = (tx: Tx, tenantCode: string, userEntityId: string, roleIds: readonly string[]) =>
  tx
    .insert(userEntityRoles)
    .values(roleIds.map((roleId) => ({ tenantId: tenantCode, userEntityId, roleId })))
    .onConflictDoNothing({ target: [userEntityRoles.tenantId, userEntityRoles.userEntityId, userEntityRoles.roleId] });

export const deleteUserEntityRole = (tx: Tx, id: string) =>
  tx.delete(userEntityRoles).where(eq(userEntityRoles.id, id));
