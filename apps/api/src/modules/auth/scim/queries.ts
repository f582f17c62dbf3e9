import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { scimGroupMembers, scimGroups, users } from '../../../db/schema/index.ts';
import { queryRows, type Database, type Tx } from '../../../platform/db.ts';
import type { FilterAttribute } from './filter.ts';

export interface ScimTokenRow {
  id: string;
  tenantCode: string;
  providerId: string | null;
}

/**
 * The live SCIM token with this hash, outside any tenant (the token names its tenant), as the owner
 * connection: one statement, which also notes the token's use at most once a minute.
 */
export async function tokenByHash(database: Pick<Database, 'executeSql'>, hash: string): Promise<ScimTokenRow | null> {
  const { rows } = await database.executeSql(
    `with hit as (
       select id, tenant_id, provider_id, last_used_at from scim_tokens where token_hash = $1 and revoked_at is null
     ), touched as (
       update scim_tokens set last_used_at = now()
        where id = (select id from hit) and (last_used_at is null or last_used_at < now() - interval '1 minute')
     )
     select id, tenant_id as "tenantCode", provider_id as "providerId" from hit`,
    [hash],
  );
  return (rows[0] as ScimTokenRow | undefined) ?? null;
}

// Users

export interface UserResourceRow {
  id: string;
  userName: string;
  email: string;
  active: boolean;
  externalId: string | null;
  displayName: string;
  givenName: string | null;
  familyName: string | null;
  created: Date | string;
  lastModified: Date | string;
  linked: boolean;
}

const userColumns = sql`u.id, u.username as "userName", u.email, u.is_active as active, u.scim_external_id as "externalId",
       coalesce(e.display_name, u.username) as "displayName", e.first_name as "givenName", e.last_name as "familyName",
       u.created_at as created, u.updated_at as "lastModified", u.scim_linked_at is not null as linked`;

/**
 * What a filter on Users may name. `userName` also matches the account's email: a directory whose
 * userName is the work email (Entra's UPN) finds the accounts made before it, whose username differs.
 */
export const USER_ATTRIBUTES: Readonly<Record<string, FilterAttribute>> = {
  id: { sql: sql`u.id::text`, type: 'string', caseExact: true },
  username: { sql: sql`u.username`, type: 'string', alternate: sql`u.email` },
  externalid: { sql: sql`u.scim_external_id`, type: 'string', caseExact: true },
  displayname: { sql: sql`coalesce(e.display_name, u.username)`, type: 'string' },
  active: { sql: sql`u.is_active`, type: 'boolean' },
  emails: { sql: sql`u.email`, type: 'string' },
  'emails.value': { sql: sql`u.email`, type: 'string' },
  'emails.type': { sql: sql`'work'::text`, type: 'string' },
  'emails.primary': { sql: sql`true`, type: 'boolean' },
  'name.givenname': { sql: sql`e.first_name`, type: 'string' },
  'name.familyname': { sql: sql`e.last_name`, type: 'string' },
  'meta.created': { sql: sql`u.created_at`, type: 'datetime' },
  'meta.lastmodified': { sql: sql`u.updated_at`, type: 'datetime' },
};

export async function listUsers(tx: Tx, where: SQL, page: { offset: number; limit: number }) {
  const rows = await queryRows<UserResourceRow & { total: number }>(
    tx,
    sql`select ${userColumns}, count(*) over ()::int as total
          from users u left join employees e on e.id = u.employee_id
         where ${where}
         order by u.created_at, u.id
         limit ${Math.max(page.limit, 1)} offset ${page.offset}`,
  );
  // A page past the end still knows the total.
  const total =
    rows[0]?.total ??
    (
      await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from users u left join employees e on e.id = u.employee_id where ${where}`,
      )
    )[0]!.n;
  return { rows: page.limit === 0 ? [] : rows, total };
}

export const findUser = (tx: Tx, id: string) =>
  queryRows<UserResourceRow>(
    tx,
    sql`select ${userColumns} from users u left join employees e on e.id = u.employee_id where u.id = ${id}`,
  ).then((rows) => rows[0]);

/** The account row locked for a change (two calls on it take turns). */
export const lockUser = (tx: Tx, id: string) =>
  queryRows<{ id: string }>(tx, sql`select id from users where id = ${id} for update`).then((rows) => rows[0]);

/** An account with this username, email or external id (other than `except`). */
export const accountsNamed = (
  tx: Tx,
  names: { userName?: string; email?: string; externalId?: string | null },
  except?: string,
) => {
  const or: SQL[] = [];
  if (names.userName) or.push(sql`lower(username) = lower(${names.userName})`);
  if (names.email) or.push(sql`lower(email) = lower(${names.email})`);
  if (names.externalId) or.push(sql`scim_external_id = ${names.externalId}`);
  if (or.length === 0) return Promise.resolve([]);
  return queryRows<{ id: string; linked: boolean }>(
    tx,
    sql`select id, scim_linked_at is not null as linked from users
         where (${sql.join(or, sql` or `)}) ${except ? sql`and id <> ${except}` : sql``}
         order by created_at
           for update`,
  );
};

export const updateUser = (
  tx: Tx,
  id: string,
  values: Partial<Pick<typeof users.$inferInsert, 'username' | 'email' | 'scimExternalId' | 'scimLinkedAt'>>,
) =>
  tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));

// Groups

export interface GroupRow {
  id: string;
  displayName: string;
  externalId: string | null;
  created: Date | string;
  lastModified: Date | string;
}

export const GROUP_ATTRIBUTES: Readonly<Record<string, FilterAttribute>> = {
  id: { sql: sql`g.id::text`, type: 'string', caseExact: true },
  displayname: { sql: sql`g.display_name`, type: 'string' },
  externalid: { sql: sql`g.external_id`, type: 'string', caseExact: true },
  'meta.created': { sql: sql`g.created_at`, type: 'datetime' },
  'meta.lastmodified': { sql: sql`g.updated_at`, type: 'datetime' },
};

const groupColumns = sql`g.id, g.display_name as "displayName", g.external_id as "externalId",
       g.created_at as created, g.updated_at as "lastModified"`;

export async function listGroups(tx: Tx, where: SQL, page: { offset: number; limit: number }) {
  const rows = await queryRows<GroupRow & { total: number }>(
    tx,
    sql`select ${groupColumns}, count(*) over ()::int as total from scim_groups g
         where ${where} order by g.created_at, g.id limit ${Math.max(page.limit, 1)} offset ${page.offset}`,
  );
  const total =
    rows[0]?.total ??
    (await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from scim_groups g where ${where}`))[0]!.n;
  return { rows: page.limit === 0 ? [] : rows, total };
}

export const findGroup = (tx: Tx, id: string, lock = false) =>
  queryRows<GroupRow>(
    tx,
    sql`select ${groupColumns} from scim_groups g where g.id = ${id} ${lock ? sql`for update` : sql``}`,
  ).then((rows) => rows[0]);

export const groupNamed = (tx: Tx, displayName: string, except?: string) =>
  queryRows<{ id: string }>(
    tx,
    sql`select id from scim_groups where lower(display_name) = lower(${displayName}) ${except ? sql`and id <> ${except}` : sql``}`,
  ).then((rows) => rows[0]);

export const insertGroup = (tx: Tx, values: typeof scimGroups.$inferInsert) =>
  tx
    .insert(scimGroups)
    .values(values)
    .returning({ id: scimGroups.id })
    .then((rows) => rows[0]!.id);

export const updateGroup = (tx: Tx, id: string, values: { displayName?: string; externalId?: string | null }) =>
  tx
    .update(scimGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scimGroups.id, id));

export const deleteGroup = (tx: Tx, id: string) => tx.delete(scimGroups).where(eq(scimGroups.id, id));

export interface MemberRow {
  groupId: string;
  userId: string;
  display: string;
}

export const membersOf = (tx: Tx, groupIds: readonly string[]) =>
  groupIds.length
    ? queryRows<MemberRow>(
        tx,
        sql`select m.group_id as "groupId", m.user_id as "userId", u.username as display
              from scim_group_members m join users u on u.id = m.user_id
             where m.group_id in (${sql.join(
               groupIds.map((id) => sql`${id}::uuid`),
               sql`, `,
             )})
             order by lower(u.username), u.id`,
      )
    : Promise.resolve([]);

/** Which of the ids name an account of this tenant. */
export const existingUsers = (tx: Tx, ids: readonly string[]) =>
  ids.length
    ? tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [...ids]))
        .then((rows) => rows.map((r) => r.id))
    : Promise.resolve([]);

export const addMembers = (tx: Tx, tenantCode: string, groupId: string, userIds: readonly string[]) =>
  userIds.length
    ? tx
        .insert(scimGroupMembers)
        .values(userIds.map((userId) => ({ tenantId: tenantCode, groupId, userId })))
        .onConflictDoNothing()
        .returning({ userId: scimGroupMembers.userId })
        .then((rows) => rows.map((r) => r.userId))
    : Promise.resolve([]);

export const removeMembers = (tx: Tx, groupId: string, userIds: readonly string[]) =>
  userIds.length
    ? tx
        .delete(scimGroupMembers)
        .where(and(eq(scimGroupMembers.groupId, groupId), inArray(scimGroupMembers.userId, [...userIds])))
        .returning({ userId: scimGroupMembers.userId })
        .then((rows) => rows.map((r) => r.userId))
    : Promise.resolve([]);

/** The names a user's SCIM groups go by for the mappings: each group's display name and external id. */
export const groupValuesOf = (tx: Tx, userId: string) =>
  queryRows<{ value: string }>(
    tx,
    sql`select distinct v as value from scim_group_members m join scim_groups g on g.id = m.group_id,
               unnest(array[g.display_name, g.external_id]) v
         where m.user_id = ${userId} and v is not null`,
  ).then((rows) => rows.map((r) => r.value));

export const readAllowedDomains = (tx: Tx) =>
  queryRows<{ domains: string[] }>(tx, sql`select allowed_email_domains as domains from sso_settings`).then(
    (rows) => rows[0]?.domains ?? [],
  );

/** The SCIM groups a user is a member of. */
export const groupsOfUser = (tx: Tx, userId: string) =>
  queryRows<{ groupId: string }>(
    tx,
    sql`select group_id as "groupId" from scim_group_members where user_id = ${userId} order by group_id`,
  ).then((rows) => rows.map((r) => r.groupId));

/** A list without a filter. */
export const TRUE = sql`true`;
