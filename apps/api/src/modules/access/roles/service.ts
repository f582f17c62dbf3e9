import { ACCESS_MESSAGES, ACCESS_TEXTS, CATALOGUE, type RoleInput, type RoleView } from '@tenure/domain/access';
import { recordAudit } from '../../../platform/audit.ts';
import { sqlStateOf, type Tx } from '../../../platform/db.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { refuseKeysNotHeld, refuseSuperAdminKeyChange, refuseSuperAdminRole } from '../policy.ts';
import * as q from './queries.ts';

function auditRole(tx: Tx, v: Viewer, action: string, id: string, change: { before?: RoleView; after?: RoleView }) {
  return recordAudit(tx, { ...auditActor(v), action: `role.${action}`, entity: 'role', entityId: id, ...change });
}

/** The catalogue of modules, sections and features a role grants from. */
export const catalogue = () => CATALOGUE;

export const listRoles = (tx: Tx, _v: Viewer) => q.listRoles(tx);

const nameTaken = (name: string) =>
  conflict(ACCESS_TEXTS.roleNameTaken(name), { name: ACCESS_MESSAGES.nameUsed }, 'DUPLICATE_NAME');

export async function createRole(tx: Tx, v: Viewer, input: RoleInput): Promise<RoleView> {
  refuseKeysNotHeld(v, input.permissions);
  if (await q.findRoleByName(tx, input.name)) throw nameTaken(input.name);
  const role = await q.insertRole(tx, v.tenantCode, input);
  await auditRole(tx, v, 'create', role.id, { after: role });
  return role;
}

export async function updateRole(tx: Tx, v: Viewer, input: RoleInput & { id: string }): Promise<RoleView> {
  const { id } = input;
  const before = await q.findRoleForUpdate(tx, id);
  if (!before) throw notFound();
  refuseSuperAdminKeyChange(before, input.permissions);
  refuseKeysNotHeld(v, input.permissions, before.permissions);
  const clash = await q.findRoleByName(tx, input.name);
  if (clash && clash.id !== id) throw nameTaken(input.name);
  const after = await q.updateRole(tx, id, input);
  await auditRole(tx, v, 'update', id, { before, after });
  return after;
}

/**
 * Disabling keeps the role's assignments but stops them granting anything; enabling brings them
 * back. Each is a conditional update, so of two identical requests the second gets 409.
 */
export async function setRoleActive(
  tx: Tx,
  v: Viewer,
  { id, isActive }: { id: string; isActive: boolean },
): Promise<RoleView> {
  const before = await q.findRoleForUpdate(tx, id);
  if (!before) throw notFound();
  refuseSuperAdminRole(before);
  const after = await q.setRoleActive(tx, id, isActive);
  if (!after) {
    throw isActive
      ? conflict(ACCESS_MESSAGES.alreadyActive, undefined, 'ALREADY_ACTIVE')
      : conflict(ACCESS_MESSAGES.alreadyDisabled, undefined, 'ALREADY_DISABLED');
  }
  await auditRole(tx, v, isActive ? 'enable' : 'disable', id, { before, after });
  return after;
}

/**
 * Only a role nobody holds is deleted; a held one is disabled instead. The row lock makes a
 * concurrent grant wait, and the foreign key of user_entity_roles refuses one that slipped in.
 */
export async function deleteRole(tx: Tx, v: Viewer, { id }: { id: string }): Promise<void> {
  const before = await q.findRoleForUpdate(tx, id);
  if (!before) throw notFound();
  refuseSuperAdminRole(before);
  const inUse = () =>
    conflict(ACCESS_TEXTS.roleInUse(before.name, Math.max(before.userCount, 1)), undefined, 'ROLE_IN_USE');
  if (before.userCount > 0) throw inUse();
  try {
    await q.deleteRole(tx, id);
  } catch (err) {
    if (sqlStateOf(err) === '23503') throw inUse();
    throw err;
  }
  await auditRole(tx, v, 'delete', id, { before });
}
