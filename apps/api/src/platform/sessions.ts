import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, tenantDb, type Db, type Tx } from './db.ts';
import { mergePermissionMaps, type PermissionMap } from '@tenure/domain/access';
import { legalEntities, roles, sessions, userEntities, userEntityRoles } from '../db/schema/index.ts';
import { flagOverridesOf } from './flags.ts';
import { sha256 } from './secrets.ts';

export interface UserEntityRow {
  userEntityMappingId: string;
  legalEntityId: string;
  legalEntityCode: string;
  legalEntityName: string;
  isDefault: boolean;
}

export function listUserEntities(tx: Tx, userId: string): Promise<UserEntityRow[]> {
  return tx
    .select({
      userEntityMappingId: userEntities.id,
      legalEntityId: legalEntities.id,
      legalEntityCode: legalEntities.code,
      legalEntityName: legalEntities.name,
      isDefault: userEntities.isDefault,
    })
    .from(userEntities)
    .innerJoin(legalEntities, eq(legalEntities.id, userEntities.legalEntityId))
    .where(and(eq(userEntities.userId, userId), eq(legalEntities.isActive, true)))
    .orderBy(sql`${userEntities.isDefault} desc`, legalEntities.code);
}

/** The union of the grants of the user's active roles in one legal entity. */
export async function effectivePermissions(
  tx: Tx,
  userEntityMappingId: string,
): Promise<{ permissions: PermissionMap; roleCodes: string[] }> {
  const rows = await tx
    .select({ permissions: roles.permissions, code: roles.code })
    .from(userEntityRoles)
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(and(eq(userEntityRoles.userEntityId, userEntityMappingId), eq(roles.isActive, true)));
  return {
    permissions: mergePermissionMaps(rows.map((r) => r.permissions)),
    roleCodes: rows.flatMap((r) => (r.code ? [r.code] : [])),
  };
}

/** The union of the grants of the user's active roles in all their legal entities. */
export async function permissionsInAnyEntity(tx: Tx, userId: string): Promise<PermissionMap> {
  const rows = await tx
    .select({ permissions: roles.permissions })
    .from(userEntities)
    .innerJoin(userEntityRoles, eq(userEntityRoles.userEntityId, userEntities.id))
    .innerJoin(roles, eq(roles.id, userEntityRoles.roleId))
    .where(and(eq(userEntities.userId, userId), eq(roles.isActive, true)));
  return mergePermissionMaps(rows.map((r) => r.permissions));
}

export interface RequestAuthRow {
  sessionId: string;
  expiresAt: Date;
  userId: string;
  employeeId: string | null;
  userEntityMappingId: string | null;
  legalEntityId: string | null;
  legalEntityCode: string | null;
  legalEntityName: string | null;
  /** The user's active roles there as `id.version` (the row's xmin, new on every change), sorted. */
  roleVersions: string;
  /** The tenant's flag overrides (flags.ts `flagOverridesOf`), so a flag change counts on the next request. */
  flagOverrides: string;
}

/**
 * Everything a request's guard needs in one round trip: the live session behind the token, the
 * legal entity asked for (or the user's default) among the user's own, and the grants of the
 * user's active roles there. No row: no live session. A null mapping: not one of the user's entities.
 *
 * It runs as one statement on the API's own connection, outside a tenant transaction (which would
 * cost three more round trips on every request), so row-level security does not apply here: every
 * table is filtered by the tenant explicitly instead.
 */
export async function resolveRequestAuth(
  db: Db,
  tenantCode: string,
  token: string,
  entityCode: string | null,
): Promise<RequestAuthRow | null> {
  const [row] = await queryRows<RequestAuthRow>(
    await tenantDb(db, tenantCode),
    sql`with live as (
          select s.id, s.expires_at, u.id as user_id, u.employee_id
          from sessions s join users u on u.id = s.user_id and u.tenant_id = s.tenant_id
          where s.tenant_id = ${tenantCode} and s.token_hash = ${sha256(token)} and s.revoked_at is null and s.expires_at > now() and u.is_active
            -- A suspended tenant's sessions stop at once in every API process (the tenant cache may lag).
            and exists (select from tenants t where t.code = ${tenantCode} and t.is_active)
        ), entity as (
          select ue.id as mapping_id, le.id, le.code, le.name
          from live join user_entities ue on ue.user_id = live.user_id and ue.tenant_id = ${tenantCode}
          join legal_entities le on le.id = ue.legal_entity_id and le.is_active and le.tenant_id = ${tenantCode}
          where ${entityCode}::text is null or lower(le.code) = lower(${entityCode}::text)
          order by ue.is_default desc, le.code
          limit 1
        )
        select live.id as "sessionId", live.expires_at as "expiresAt", live.user_id as "userId", live.employee_id as "employeeId",
               entity.mapping_id as "userEntityMappingId", entity.id as "legalEntityId", entity.code as "legalEntityCode",
               entity.name as "legalEntityName",
               coalesce((select string_agg(r.id::text || '.' || r.xmin::text, ',' order by r.id) from user_entity_roles uer
                         join roles r on r.id = uer.role_id and r.is_active and r.tenant_id = ${tenantCode}
                         where uer.user_entity_id = entity.mapping_id and uer.tenant_id = ${tenantCode}), '') as "roleVersions",
               ${flagOverridesOf(tenantCode)} as "flagOverrides"
        from live left join entity on true`,
  );
  return row ? { ...row, expiresAt: new Date(row.expiresAt) } : null;
}

/** How many distinct role combinations the guard keeps merged permission maps for. */
const MAX_CACHED_ROLE_SETS = 1000;

/**
 * The merged permission map of a set of role versions, loaded once per combination: a role's
 * version changes with every update of its row, so a changed or disabled role is never served
 * from the cache. One cache per database (app instance). Outside RLS like resolveRequestAuth,
 * so the roles are filtered by the tenant explicitly.
 */
export function rolePermissionCache(db: Db) {
  const merged = new Map<string, PermissionMap>();
  return async (tenantCode: string, roleVersions: string): Promise<PermissionMap> => {
    const key = `${tenantCode}|${roleVersions}`;
    const cached = merged.get(key);
    if (cached) return cached;
    const roleIds = roleVersions
      ? roleVersions.split(',').map((version) => version.slice(0, version.indexOf('.')))
      : [];
    const rows = roleIds.length
      ? await (
          await tenantDb(db, tenantCode)
        )
          .select({ permissions: roles.permissions })
          .from(roles)
          .where(and(eq(roles.tenantId, tenantCode), eq(roles.isActive, true), inArray(roles.id, roleIds)))
      : [];
    const permissions = frozen(mergePermissionMaps(rows.map((r) => r.permissions)));
    if (merged.size >= MAX_CACHED_ROLE_SETS) merged.clear();
    merged.set(key, permissions);
    return permissions;
  };
}

/** Requests share a cached map: none of them may change it. */
function frozen(map: PermissionMap): PermissionMap {
  for (const granted of Object.values(map)) {
    Object.freeze(granted.sectionAccess);
    Object.freeze(granted.featureAccess);
    Object.freeze(granted);
  }
  return Object.freeze(map);
}

/** A live session of a user as their session list shows it (newest first). */
export interface LiveSessionRow {
  sessionId: string;
  userAgent: string | null;
  ip: string | null;
  signedInAt: string;
  expiresAt: string;
  loginType: string;
  providerName: string | null;
}

/** The user's sessions that still work: not ended, not expired. */
export function liveSessions(tx: Tx, userId: string): Promise<LiveSessionRow[]> {
  return queryRows<LiveSessionRow>(
    tx,
    sql`select s.id as "sessionId", s.user_agent as "userAgent", s.ip,
               to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "signedInAt",
               to_char(s.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt",
               s.login_type as "loginType", p.display_name as "providerName"
          from sessions s left join identity_providers p on p.id = s.identity_provider_id
         where s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()
         order by s.created_at desc, s.id`,
  );
}

/**
 * Ends one live session of a user (its next request is a 401); false when it is not theirs or
 * has already ended. Of two calls at once, one ends it.
 */
export async function endSession(tx: Tx, userId: string, sessionId: string): Promise<boolean> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends every live session of a user at once (deactivating an account or an employee; or all but
 * `except`, the one a user keeps when they sign out their others): the next request of each is a
 * 401. Returns how many sessions ended.
 */
export async function endUserSessions(tx: Tx, userId: string, except?: string): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}
