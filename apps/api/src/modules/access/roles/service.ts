import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ACCESS_MESSAGES,
  ACCESS_TEXTS,
  keysNotHeld,
  mergePermissionMaps,
  type PermissionMap,
  type RoleInput,
  type RoleView,
} from '@tenure/domain/access';
import { roles } from '../../../db/schema/index.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { sqlStateOf, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import * as q from './queries.ts';

const SUPER_ADMIN = 'SUPER_ADMIN';

function auditRole(tx: Tx, request: FastifyRequest, action: string, id: string, change: { before?: RoleView; after?: RoleView }) {
  return recordAudit(tx, {
    tenantCode: request.tenant!.code,
    actorUserId: request.auth!.userId,
    requestId: request.id,
    action: `role.${action}`,
    entity: 'role',
    entityId: id,
    ...change,
  });
}

const nameTaken = (name: string) => conflict(ACCESS_TEXTS.roleNameTaken(name), { name: ACCESS_MESSAGES.nameUsed }, 'DUPLICATE_NAME');

/**
 * Nobody hands out a key they do not hold in the entity they work in. Keys the role already grants
 * count as held: whoever edits a role's name need not hold everything it grants.
 */
function refuseKeysNotHeld(request: FastifyRequest, granted: PermissionMap, alreadyGranted: PermissionMap = {}) {
  const missing = keysNotHeld(mergePermissionMaps([request.auth!.permissions, alreadyGranted]), granted);
  if (missing.length > 0) throw forbidden(ACCESS_TEXTS.keysNotHeld(missing), 'KEYS_NOT_HELD');
}

const sameKeys = (a: PermissionMap, b: PermissionMap) => keysNotHeld(a, b).length === 0 && keysNotHeld(b, a).length === 0;

export async function createRole(tx: Tx, request: FastifyRequest, input: RoleInput): Promise<RoleView> {
  refuseKeysNotHeld(request, input.permissions);
  if (await q.findRoleByName(tx, input.name)) throw nameTaken(input.name);
  const [role] = await tx
    .insert(roles)
    .values({ tenantId: request.tenant!.code, name: input.name, description: input.description, permissions: input.permissions })
    .returning(q.roleColumns);
  await auditRole(tx, request, 'create', role!.id, { after: role });
  return role!;
}

export async function updateRole(tx: Tx, request: FastifyRequest, id: string, input: RoleInput): Promise<RoleView> {
  const before = await q.findRoleForUpdate(tx, id);
  if (!before) throw notFound();
  if (before.code === SUPER_ADMIN && !sameKeys(before.permissions, input.permissions)) {
    throw badRequest(ACCESS_MESSAGES.superAdminKeysFixed, undefined, 'ROLE_PROTECTED');
  }
  refuseKeysNotHeld(request, input.permissions, before.permissions);
  const clash = await q.findRoleByName(tx, input.name);
  if (clash && clash.id !== id) throw nameTaken(input.name);
  const [after] = await tx
    .update(roles)
    .set({ name: input.name, description: input.description, permissions: input.permissions, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning(q.roleColumns);
  await auditRole(tx, request, 'update', id, { before, after });
  return after!;
}

/**
 * Disabling keeps the role's assignments but stops them granting anything; enabling brings them
 * back. Each is a conditional update, so of two identical requests the second gets 409.
 */
export async function setRoleActive(tx: Tx, request: FastifyRequest, id: string, isActive: boolean): Promise<RoleView> {
  const before = await q.findRoleForUpdate(tx, id);
  if (!before) throw notFound();
  if (before.code === SUPER_ADMIN) throw badRequest(ACCESS_MESSAGES.superAdminProtected, undefined, 'ROLE_PROTECTED');
  const after = await q.setRoleActive(tx, id, isActive);
  if (!after) {
    throw isActive
      ? conflict(ACCESS_MESSAGES.alreadyActive, undefined, 'ALREADY_ACTIVE')
      : conflict(ACCESS_MESSAGES.alreadyDisabled, undefined, 'ALREADY_DISABLED');
  }
  await auditRole(tx, request, isActive ? 'enable' : 'disable', id, { before, after });
  return after;
}

/**
 * Only a role nobody holds is deleted; a held one is disabled instead. The row lock makes a
 * concurrent grant wait, and the foreign key of user_entity_roles refuses one that slipped in.
 */
export async function deleteRole(tx: Tx, request: FastifyRequest, id: string): Promise<void> {
  const before = await q.findRoleForUpdate(tx, id);
  if (!before) throw notFound();
  if (before.code === SUPER_ADMIN) throw badRequest(ACCESS_MESSAGES.superAdminProtected, undefined, 'ROLE_PROTECTED');
  const inUse = () => conflict(ACCESS_TEXTS.roleInUse(before.name, Math.max(before.userCount, 1)), undefined, 'ROLE_IN_USE');
  if (before.userCount > 0) throw inUse();
  try {
    await tx.delete(roles).where(eq(roles.id, id));
  } catch (err) {
    if (sqlStateOf(err) === '23503') throw inUse();
    throw err;
  }
  await auditRole(tx, request, 'delete', id, { before });
}
