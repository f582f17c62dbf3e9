import { and, asc, eq, sql } from 'drizzle-orm';
import type { RoleInput } from '@tenure/domain/access';
import { roles } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';

/** Distinct users holding the role in any legal entity (a user may hold it in several). */
const holders = sql<number>`(
  select count(distinct ue.user_id)::int from user_entity_roles uer
  join user_entities ue on ue.id = uer.user_entity_id
  where uer.role_id = "roles"."id"
)`;

export const roleColumns = {
  id: roles.id,
  code: roles.code,
  name: roles.name,
  description: roles.description,
  permissions: roles.permissions,
  isActive: roles.isActive,
  userCount: holders,
};

export const listRoles = (tx: Tx) => tx.select(roleColumns).from(roles).orderBy(asc(roles.name));

/** The role, locked until the transaction ends so that edits, disabling and deleting queue up. */
export const findRoleForUpdate = (tx: Tx, id: string) =>
  tx
    .select(roleColumns)
    .from(roles)
    .where(eq(roles.id, id))
    .for('update')
    .then((r) => r[0] ?? null);

export const findRoleByName = (tx: Tx, name: string) =>
  tx
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = ${name.toLowerCase()}`)
    .then((r) => r[0] ?? null);

/** Turns a role on or off only if it is not already so; null when another request got there first. */
export const setRoleActive = (tx: Tx, id: string, isActive: boolean) =>
  tx
    .update(roles)
    .set({ isActive, updatedAt: new Date() })
    .where(and(eq(roles.id, id), eq(roles.isActive, !isActive)))
    .returning(roleColumns)
    .then((r) => r[0] ?? null);

export const insertRole = (tx: Tx, tenantCode: string, input: RoleInput) =>
  tx
    .insert(roles)
    .values({ tenantId: tenantCode, name: input.name, description: input.description, permissions: input.permissions })
    .returning(roleColumns)
    .then((r) => r[0]!);

export const updateRole = (tx: Tx, id: string, input: RoleInput) =>
  tx
    .update(roles)
    .set({ name: input.name, description: input.description, permissions: input.permissions, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning(roleColumns)
    .then((r) => r[0]!);

export const deleteRole = (tx: Tx, id: string) => tx.delete(roles).where(eq(roles.id, id));
