import { and, eq, isNull, sql } from 'drizzle-orm';
import { directoryGroups, groupRoleMappings, scimTokens, userEntityRoles } from '../../../db/schema/index.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';

export interface MappingRow {
  id: string;
  providerId: string | null;
  providerName: string | null;
  group: string;
  legalEntityId: string;
  legalEntityCode: string;
  legalEntityName: string;
  roleId: string;
  roleName: string;
  grants: number;
}

const mappingSelect = sql`select m.id, m.provider_id as "providerId", p.display_name as "providerName",
           m.group_value as "group", m.legal_entity_id as "legalEntityId", le.code as "legalEntityCode",
           le.name as "legalEntityName", m.role_id as "roleId", r.name as "roleName",
           (select count(*)::int from user_entity_roles uer where uer.source_mapping_id = m.id) as grants
      from group_role_mappings m
      join legal_entities le on le.id = m.legal_entity_id
      join roles r on r.id = m.role_id
      left join identity_providers p on p.id = m.provider_id`;

export const listMappings = (tx: Tx) =>
  queryRows<MappingRow>(tx, sql`${mappingSelect} order by lower(m.group_value), le.code, lower(r.name), m.id`);

export const findMapping = (tx: Tx, id: string) =>
  queryRows<MappingRow>(tx, sql`${mappingSelect} where m.id = ${id}`).then((rows) => rows[0]);

export const mappingExists = (
  tx: Tx,
  values: { providerId: string | null; group: string; legalEntityId: string; roleId: string },
) =>
  tx
    .select({ id: groupRoleMappings.id })
    .from(groupRoleMappings)
    .where(
      and(
        values.providerId ? eq(groupRoleMappings.providerId, values.providerId) : isNull(groupRoleMappings.providerId),
        eq(groupRoleMappings.groupValue, values.group),
        eq(groupRoleMappings.legalEntityId, values.legalEntityId),
        eq(groupRoleMappings.roleId, values.roleId),
      ),
    )
    .then((rows) => rows.length > 0);

export const insertMapping = (tx: Tx, values: typeof groupRoleMappings.$inferInsert) =>
  tx
    .insert(groupRoleMappings)
    .values(values)
    .returning({ id: groupRoleMappings.id })
    .then((rows) => rows[0]!.id);

/** Deletes a mapping; its grants go with it (source_mapping_id cascades). */
export const deleteMapping = (tx: Tx, id: string) =>
  tx
    .delete(groupRoleMappings)
    .where(eq(groupRoleMappings.id, id))
    .returning({ id: groupRoleMappings.id })
    .then((rows) => rows.length > 0);

/** The users holding a grant from this mapping. */
export const usersGrantedBy = (tx: Tx, mappingId: string) =>
  queryRows<{ userId: string }>(
    tx,
    sql`select distinct ue.user_id as "userId"
          from user_entity_roles uer join user_entities ue on ue.id = uer.user_entity_id
         where uer.source_mapping_id = ${mappingId}`,
  ).then((rows) => rows.map((r) => r.userId));

/** The users a directory last said are in this group (from the provider, or from any source when none). */
export const usersInGroup = (tx: Tx, group: string, providerId: string | null) =>
  queryRows<{ userId: string }>(
    tx,
    sql`select distinct user_id as "userId" from directory_groups
         where ${group} = any(groups) ${providerId ? sql`and provider_id = ${providerId}` : sql``}`,
  ).then((rows) => rows.map((r) => r.userId));

export const entityByCode = (tx: Tx, code: string) =>
  queryRows<{ id: string; code: string }>(
    tx,
    sql`select id, code from legal_entities where lower(code) = lower(${code}) and is_active`,
  ).then((rows) => rows[0]);

export const roleExists = (tx: Tx, id: string) =>
  queryRows<{ id: string }>(tx, sql`select id from roles where id = ${id}`).then((rows) => rows.length > 0);

export const providerExists = (tx: Tx, id: string) =>
  queryRows<{ id: string }>(tx, sql`select id from identity_providers where id = ${id}`).then(
    (rows) => rows.length > 0,
  );

/** Replaces what one source last said of a user's groups. */
export async function saveDirectoryGroups(
  tx: Tx,
  tenantCode: string,
  source: { userId: string; providerId: string | null; via: 'sign-in' | 'scim' },
  groups: readonly string[],
) {
  await tx
    .delete(directoryGroups)
    .where(
      and(
        eq(directoryGroups.userId, source.userId),
        source.providerId ? eq(directoryGroups.providerId, source.providerId) : isNull(directoryGroups.providerId),
        eq(directoryGroups.via, source.via),
      ),
    );
  await tx.insert(directoryGroups).values({ tenantId: tenantCode, ...source, groups: [...groups] });
}

export interface WantedGrant {
  mappingId: string;
  legalEntityId: string;
  roleId: string;
  group: string;
}

/** The grants a user's groups call for: every mapping of a group some source says they are in. */
export const wantedGrants = (tx: Tx, userId: string) =>
  queryRows<WantedGrant>(
    tx,
    sql`select distinct on (m.legal_entity_id, m.role_id)
               m.id as "mappingId", m.legal_entity_id as "legalEntityId", m.role_id as "roleId", m.group_value as "group"
          from directory_groups g
          join group_role_mappings m
            on m.group_value = any(g.groups) and (m.provider_id is null or m.provider_id = g.provider_id)
          join legal_entities le on le.id = m.legal_entity_id and le.is_active
         where g.user_id = ${userId}
         order by m.legal_entity_id, m.role_id, m.created_at, m.id`,
  );

export interface HeldGrant {
  id: string;
  legalEntityId: string;
  legalEntityCode: string;
  roleId: string;
  roleName: string;
  sourceMappingId: string | null;
  group: string | null;
}

/** Serialises the group syncs of one user (a sign-in and a SCIM membership change at once take turns). */
export const lockUser = (tx: Tx, userId: string) =>
  queryRows<{ id: string }>(tx, sql`select id from users where id = ${userId} for update`).then(
    (rows) => rows.length > 0,
  );

/** Every role the user holds, per entity, with where a group-granted one came from. */
export const heldGrants = (tx: Tx, userId: string) =>
  queryRows<HeldGrant>(
    tx,
    sql`select uer.id, ue.legal_entity_id as "legalEntityId", le.code as "legalEntityCode", uer.role_id as "roleId",
               r.name as "roleName", uer.source_mapping_id as "sourceMappingId", m.group_value as "group"
          from user_entity_roles uer
          join user_entities ue on ue.id = uer.user_entity_id
          join legal_entities le on le.id = ue.legal_entity_id
          join roles r on r.id = uer.role_id
          left join group_role_mappings m on m.id = uer.source_mapping_id
         where ue.user_id = ${userId}
         order by le.code, lower(r.name), uer.id`,
  );

/** The user's access to an entity, made when missing (their default one when they have none). */
export async function ensureUserEntity(tx: Tx, tenantCode: string, userId: string, legalEntityId: string) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into user_entities (tenant_id, user_id, legal_entity_id, is_default)
        values (${tenantCode}, ${userId}, ${legalEntityId},
                not exists (select 1 from user_entities where user_id = ${userId} and is_default))
        on conflict (tenant_id, user_id, legal_entity_id) do update set user_id = excluded.user_id
        returning id`,
  );
  return row!.id;
}

export const insertGroupGrant = (tx: Tx, tenantCode: string, userEntityId: string, roleId: string, mappingId: string) =>
  tx
    .insert(userEntityRoles)
    .values({ tenantId: tenantCode, userEntityId, roleId, sourceMappingId: mappingId })
    .onConflictDoNothing({ target: [userEntityRoles.tenantId, userEntityRoles.userEntityId, userEntityRoles.roleId] });

export const repointGrant = (tx: Tx, grantId: string, mappingId: string) =>
  tx.update(userEntityRoles).set({ sourceMappingId: mappingId }).where(eq(userEntityRoles.id, grantId));

export const deleteGrant = (tx: Tx, grantId: string) =>
  tx.delete(userEntityRoles).where(eq(userEntityRoles.id, grantId));

// SCIM tokens (the setup side; the SCIM calls find theirs by hash as the owner, scim/queries).

export const liveToken = (tx: Tx) =>
  tx
    .select()
    .from(scimTokens)
    .where(isNull(scimTokens.revokedAt))
    .then((rows) => rows[0]);

/** Revokes the live tokens; returns how many. */
export const revokeTokens = (tx: Tx) =>
  tx
    .update(scimTokens)
    .set({ revokedAt: new Date() })
    .where(isNull(scimTokens.revokedAt))
    .returning({ id: scimTokens.id })
    .then((rows) => rows.length);

export const insertToken = (tx: Tx, values: typeof scimTokens.$inferInsert) =>
  tx
    .insert(scimTokens)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
