import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PermissionMap } from '@tenure/domain/access';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES } from '@tenure/domain/auth';
import type { UserFilters, UserStatus } from '@tenure/domain/users';
import { legalEntities, loginFailures, roles, userEntities, userEntityRoles, users } from '../../db/schema/index.ts';
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';

/**
 * The users of the tenant with their status: Deactivated, else Locked while the account's failed
 * logins in the window are at the limit (the login's own rule), else Active. The filters other
 * than status apply here; status is a column of the result.
 */
export function listedUsers(filters: UserFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.search) {
    const like = `%${escapeLike(filters.search)}%`;
    conditions.push(
      sql`(lower(u.username) like ${like} or lower(u.email) like ${like} or lower(coalesce(e.display_name, '')) like ${like} or lower(coalesce(e.employee_number, '')) like ${like})`,
    );
  }
  if (filters.departmentId) conditions.push(sql`e.department_id = ${filters.departmentId}`);
  if (filters.locationId) conditions.push(sql`e.location_id = ${filters.locationId}`);
  if (filters.legalEntityCode) {
    conditions.push(
      sql`exists (select 1 from user_entities ue join legal_entities le on le.id = ue.legal_entity_id where ue.user_id = u.id and lower(le.code) = lower(${filters.legalEntityCode}))`,
    );
  }
  if (filters.roleId) {
    conditions.push(
      sql`exists (select 1 from user_entities ue join user_entity_roles uer on uer.user_entity_id = ue.id where ue.user_id = u.id and uer.role_id = ${filters.roleId})`,
    );
  }
  return sql`select u.id, u.username, u.email, u.last_login_at, e.employee_number,
                    coalesce(e.display_name, u.username) as name,
                    case when not u.is_active then 'Deactivated'
                         when (select count(*) from login_failures lf
                               where lf.username = lower(u.username)
                                 and lf.created_at > now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})) >= ${LOGIN_FAILURE_LIMIT} then 'Locked'
                         else 'Active' end as status,
                    exists (select 1 from mfa_enrolments m
                            where m.user_id = u.id and m.confirmed_at is not null) as mfa_enabled
             from users u left join employees e on e.id = u.employee_id
             where ${sql.join(conditions, sql` and `)}`;
}

const statusIs = (status: UserStatus | undefined) => (status ? sql`status = ${status}` : sql`true`);

export interface UserListRow {
  id: string;
  username: string;
  email: string;
  last_login_at: Date | string | null;
  employee_number: string | null;
  name: string;
  status: UserStatus;
  mfa_enabled: boolean;
  total: number;
}

export function listUsers(tx: Tx, filters: UserFilters, page: number, size: number) {
  return queryRows<UserListRow>(
    tx,
    sql`select listed.*, (count(*) over ())::int as total from (${listedUsers(filters)}) listed
        where ${statusIs(filters.status)}
        order by lower(username), id
        limit ${size} offset ${(page - 1) * size}`,
  );
}

/** The ids of every user matching the filters (a bulk change "by department"). */
export async function userIdsMatching(tx: Tx, filters: UserFilters): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from (${listedUsers(filters)}) listed where ${statusIs(filters.status)}`,
  );
  return rows.map((r) => r.id);
}

/** One user's row as the list shows it (for a response after an action, and audit before/after). */
export async function findUserRow(tx: Tx, userId: string) {
  const rows = await queryRows<Omit<UserListRow, 'total'>>(
    tx,
    sql`select * from (${listedUsers({})}) listed where id = ${userId}`,
  );
  return rows[0] ?? null;
}

/** The entities and roles of a set of users, in entity code and role name order. */
export function entityRolesOf(tx: Tx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      userId: userEntities.userId,
      userEntityMappingId: userEntities.id,
      legalEntityCode: legalEntities.code,
      legalEntityName: legalEntities.name,
      userEntityRoleId: userEntityRoles.id,
      roleId: roles.id,
      roleName: roles.name,
      roleCode: roles.code,
    })
    .from(userEntities)
    .innerJoin(legalEntities, eq(legalEntities.id, userEntities.legalEntityId))
    .leftJoin(userEntityRoles, eq(userEntityRoles.userEntityId, userEntities.id))
    .leftJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(inArray(userEntities.userId, userIds))
    .orderBy(asc(legalEntities.code), asc(roles.name));
}

/** The account row locked for a state change, so two admins acting on it at once take turns. */
export const lockUser = (tx: Tx, userId: string) =>
  tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      language: users.language,
      isActive: users.isActive,
      employeeId: users.employeeId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .then((r) => r[0] ?? null);

export const findUserByName = (tx: Tx, column: 'username' | 'email', value: string) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${column === 'username' ? users.username : users.email}) = ${value.toLowerCase()}`)
    .then((r) => r[0] ?? null);

/** An employee, locked so two admins creating an account for them at once take turns. */
export async function lockEmployee(tx: Tx, employeeId: string) {
  const [row] = await queryRows<{
    id: string;
    email: string;
    employment_type: string;
    legal_entity_id: string;
    has_account: boolean;
  }>(
    tx,
    sql`select e.id, e.email, e.employment_type, e.legal_entity_id,
               exists (select 1 from users u where u.employee_id = e.id) as has_account
        from employees e where e.id = ${employeeId} for update of e`,
  );
  return row ?? null;
}

export function employeesWithoutAccount(tx: Tx, search: string | undefined) {
  const like = `%${escapeLike(search ?? '')}%`;
  return queryRows<{
    employeeId: string;
    employeeNumber: string;
    name: string;
    email: string | null;
    legalEntityCode: string;
  }>(
    tx,
    sql`select e.id as "employeeId", e.employee_number as "employeeNumber", e.display_name as name, nullif(e.email, '') as email,
               le.code as "legalEntityCode"
        from employees e join legal_entities le on le.id = e.legal_entity_id
        where not exists (select 1 from users u where u.employee_id = e.id) and e.status <> 'Inactive'
          and (lower(e.display_name) like ${like} or lower(e.employee_number) like ${like} or lower(e.email) like ${like})
        order by e.display_name, e.employee_number
        limit 20`,
  );
}

export const rolesByCode = (tx: Tx, codes: string[]) =>
  tx
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(and(inArray(roles.code, codes), eq(roles.isActive, true)));

export const findEntity = (tx: Tx, code: string) =>
  tx
    .select({ id: legalEntities.id, code: legalEntities.code, name: legalEntities.name })
    .from(legalEntities)
    .where(and(sql`lower(${legalEntities.code}) = lower(${code})`, eq(legalEntities.isActive, true)))
    .then((r) => r[0] ?? null);

/** Finds or creates the mappings of users to one entity; returns mapping id by user id. */
export async function ensureMappings(tx: Tx, tenantCode: string, userIds: string[], legalEntityId: string) {
  if (userIds.length === 0) return { mappings: new Map<string, string>(), created: 0 };
  const created = await tx
    .insert(userEntities)
    .values(userIds.map((userId) => ({ tenantId: tenantCode, userId, legalEntityId })))
    .onConflictDoNothing({ target: [userEntities.tenantId, userEntities.userId, userEntities.legalEntityId] })
    .returning({ id: userEntities.id });
  const rows = await tx
    .select({ id: userEntities.id, userId: userEntities.userId })
    .from(userEntities)
    .where(and(inArray(userEntities.userId, userIds), eq(userEntities.legalEntityId, legalEntityId)));
  return { mappings: new Map(rows.map((r) => [r.userId, r.id])), created: created.length };
}

/** The role grants of one user in one entity, with their role ids (who grants each key). */
export const rolesInMapping = (tx: Tx, userEntityMappingId: string) =>
  tx
    .select({ name: roles.name, permissions: roles.permissions })
    .from(userEntityRoles)
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(and(eq(userEntityRoles.userEntityId, userEntityMappingId), eq(roles.isActive, true)))
    .orderBy(asc(roles.name));

/** The grants of one user in one entity that came from a directory group, with the group and its provider. */
export const groupGrantsInMapping = (tx: Tx, userEntityMappingId: string) =>
  queryRows<{ roleName: string; group: string; providerName: string | null }>(
    tx,
    sql`select r.name as "roleName", m.group_value as "group", p.display_name as "providerName"
          from user_entity_roles uer
          join roles r on r.id = uer.role_id
          join group_role_mappings m on m.id = uer.source_mapping_id
          left join identity_providers p on p.id = m.provider_id
         where uer.user_entity_id = ${userEntityMappingId}
         order by lower(r.name)`,
  );

export const mappingOf = (tx: Tx, userId: string, legalEntityId: string) =>
  tx
    .select({ id: userEntities.id })
    .from(userEntities)
    .where(and(eq(userEntities.userId, userId), eq(userEntities.legalEntityId, legalEntityId)))
    .then((r) => r[0] ?? null);

export const roleOptions = (tx: Tx) =>
  tx
    .select({ id: roles.id, name: roles.name, code: roles.code })
    .from(roles)
    .where(eq(roles.isActive, true))
    .orderBy(asc(roles.name));

/** Which of the ids name a role of the tenant. */
export const existingRoleIds = (tx: Tx, ids: readonly string[]) =>
  tx
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [...ids]));

/** The grants of the roles with these ids. */
export const permissionsOfRoles = (tx: Tx, ids: readonly string[]): Promise<{ permissions: PermissionMap }[]> =>
  tx
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(inArray(roles.id, [...ids]));

/** Which of the ids name a user of the tenant. */
export const existingUserIds = (tx: Tx, ids: readonly string[]) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));

export const insertUser = (tx: Tx, values: typeof users.$inferInsert) =>
  tx
    .insert(users)
    .values(values)
    .returning({ id: users.id, username: users.username, email: users.email })
    .then((r) => r[0]!);

export const insertDefaultMapping = (tx: Tx, tenantCode: string, userId: string, legalEntityId: string) =>
  tx
    .insert(userEntities)
    .values({ tenantId: tenantCode, userId, legalEntityId, isDefault: true })
    .returning({ id: userEntities.id })
    .then((r) => r[0]!.id);

/** Grants roles in mappings (each role in each mapping); a grant that exists already is left. Returns how many were new. */
export const grantRoles = (tx: Tx, tenantCode: string, mappingIds: readonly string[], roleIds: readonly string[]) =>
  tx
    .insert(userEntityRoles)
    .values(
      mappingIds.flatMap((userEntityId) => roleIds.map((roleId) => ({ tenantId: tenantCode, userEntityId, roleId }))),
    )
    .onConflictDoNothing({ target: [userEntityRoles.tenantId, userEntityRoles.userEntityId, userEntityRoles.roleId] })
    .returning({ id: userEntityRoles.id })
    .then((r) => r.length);

/** Removes roles from mappings; returns how many grants went. */
export const revokeRoles = (tx: Tx, mappingIds: readonly string[], roleIds: readonly string[]) =>
  tx
    .delete(userEntityRoles)
    .where(and(inArray(userEntityRoles.userEntityId, [...mappingIds]), inArray(userEntityRoles.roleId, [...roleIds])))
    .returning({ id: userEntityRoles.id })
    .then((r) => r.length);

export const setUserActive = (tx: Tx, userId: string, isActive: boolean) =>
  tx.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, userId));

export const setPasswordHash = (tx: Tx, userId: string, passwordHash: string) =>
  tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));

/** Forgets the failed logins of a username (login_failures keeps them lower-cased). */
export const forgetLoginFailures = (tx: Tx, username: string) =>
  tx.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));

/** The role ids of each mapping's user (for the audit's before and after). */
export const roleIdsOfMappings = (tx: Tx, mappingIds: readonly string[]) =>
  tx
    .select({ userId: userEntities.userId, roleId: userEntityRoles.roleId })
    .from(userEntityRoles)
    .innerJoin(userEntities, eq(userEntities.id, userEntityRoles.userEntityId))
    .where(inArray(userEntityRoles.userEntityId, [...mappingIds]));

/** The mappings of these users to one entity. */
export const mappingsInEntity = (tx: Tx, userIds: readonly string[], legalEntityId: string) =>
  tx
    .select({ id: userEntities.id })
    .from(userEntities)
    .where(and(inArray(userEntities.userId, [...userIds]), eq(userEntities.legalEntityId, legalEntityId)));

/** Takes a user's access to entities away (their roles there go with it). */
export const removeUserEntities = (tx: Tx, userId: string, legalEntityIds: readonly string[]) =>
  tx
    .delete(userEntities)
    .where(and(eq(userEntities.userId, userId), inArray(userEntities.legalEntityId, [...legalEntityIds])));

/** Serialises, until the transaction ends, every change that could shrink the tenant's set of active super admins. */
export async function lockSuperAdminSet(tx: Tx, tenantCode: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`super-admins:${tenantCode}`}, 0))`);
}

/** Active users holding the active SUPER_ADMIN role in any of their entities. */
export async function countActiveSuperAdmins(tx: Tx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(distinct u.id)::int as n
        from users u
        join user_entities ue on ue.user_id = u.id
        join user_entity_roles uer on uer.user_entity_id = ue.id
        join roles r on r.id = uer.role_id
        where u.is_active and r.is_active and r.code = 'SUPER_ADMIN'`,
  );
  return row?.n ?? 0;
}

/** Turns off every account of an employee (locked first); returns them as they were. */
export async function deactivateAccountsOf(tx: Tx, employeeId: string) {
  const accounts = await queryRows<{ id: string; is_active: boolean }>(
    tx,
    sql`select id, is_active from users where employee_id = ${employeeId} order by created_at for update`,
  );
  await tx.execute(sql`update users set is_active = false, updated_at = now() where employee_id = ${employeeId}`);
  return accounts;
}
