import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { CATALOGUE, MODULES, isContractor } from '@tenure/domain/access';
import {
  USER_MESSAGES,
  type BulkRolesInput,
  type ChangeCount,
  type CreateUserInput,
  type EffectiveKeysView,
  type UserEntitiesInput,
  type UserListQuery,
  type UserPage,
  type UserRow,
} from '@tenure/domain/users';
import { loginFailures, roles, userEntities, userEntityRoles, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashPassword, newSessionToken } from '../../platform/secrets.ts';
import { endUserSessions } from '../../platform/sessions.ts';
import { mailSetPasswordLink } from '../../platform/set-password-links.ts';
import { assertCanGrantRoles, assertSuperAdminRemains, lockSuperAdmins } from './user-admin.ts';
import * as q from './queries.ts';

const actor = (request: FastifyRequest) => ({
  tenantCode: request.tenant!.code,
  actorUserId: request.auth!.userId,
  requestId: request.id,
});

/** What an account action needs besides the request: where links point and who mails them. */
export interface MailContext {
  mailer: Mailer;
  origin: string;
}

async function withEntities(tx: Tx, rows: Omit<q.UserListRow, 'total'>[]): Promise<UserRow[]> {
  const access = await q.entityRolesOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const entities = new Map<string, UserRow['entities'][number]>();
    for (const a of access.filter((x) => x.userId === row.id)) {
      const entity = entities.get(a.userEntityMappingId) ?? {
        userEntityMappingId: a.userEntityMappingId,
        legalEntityCode: a.legalEntityCode,
        legalEntityName: a.legalEntityName,
        roles: [],
      };
      if (a.userEntityRoleId && a.roleId && a.roleName) {
        entity.roles.push({ userEntityRoleId: a.userEntityRoleId, roleId: a.roleId, roleName: a.roleName, code: a.roleCode });
      }
      entities.set(a.userEntityMappingId, entity);
    }
    return {
      userId: row.id,
      username: row.username,
      name: row.name,
      employeeNumber: row.employee_number,
      email: row.email,
      status: row.status,
      lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
      entities: [...entities.values()],
    };
  });
}

export async function listUsers(tx: Tx, query: UserListQuery): Promise<UserPage> {
  const { page, size, ...filters } = query;
  const rows = await q.listUsers(tx, filters, page, size);
  return { items: await withEntities(tx, rows), total: rows[0]?.total ?? 0, page, size };
}

async function userRow(tx: Tx, userId: string): Promise<UserRow> {
  const row = await q.findUserRow(tx, userId);
  if (!row) throw notFound();
  return (await withEntities(tx, [row]))[0]!;
}

/**
 * An account for an employee without one, in the employee's legal entity, with an invitation mail
 * carrying a one-time set-password link (until then the account has no usable password).
 * Returns the new user and the outbox id to deliver after commit.
 */
export async function createUser(tx: Tx, request: FastifyRequest, mail: MailContext, input: CreateUserInput) {
  const employee = await q.lockEmployee(tx, input.employeeId);
  if (!employee) throw badRequest(USER_MESSAGES.unknownEmployee, { employeeId: USER_MESSAGES.unknownEmployee });
  if (employee.has_account) throw conflict(USER_MESSAGES.employeeHasAccount, { employeeId: USER_MESSAGES.employeeHasAccount }, 'EMPLOYEE_HAS_ACCOUNT');
  const email = input.email ?? employee.email.trim();
  if (!email) throw badRequest(USER_MESSAGES.employeeWithoutEmail, { email: USER_MESSAGES.employeeWithoutEmail });
  if (await q.findUserByName(tx, 'username', input.username)) {
    throw conflict(USER_MESSAGES.usernameTaken, { username: USER_MESSAGES.usernameTaken }, 'DUPLICATE_USERNAME');
  }
  if (await q.findUserByName(tx, 'email', email)) throw conflict(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken }, 'DUPLICATE_EMAIL');

  const roleIds = input.roleIds?.length
    ? input.roleIds
    : (await q.rolesByCode(tx, [isContractor(employee.employment_type) ? 'CONSULTANT' : 'EMPLOYEE'])).map((r) => r.id);
  const known = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  if (known.length !== new Set(roleIds).size) throw badRequest(USER_MESSAGES.noUsersChosen, { roleIds: 'Unknown role.' });
  await assertCanGrantRoles(tx, request.auth!.permissions, roleIds);

  const tenantCode = request.tenant!.code;
  const [user] = await tx
    .insert(users)
    // Nobody knows this password: the invited user chooses theirs through the link.
    .values({ tenantId: tenantCode, username: input.username, email, passwordHash: await hashPassword(newSessionToken()), employeeId: employee.id })
    .returning({ id: users.id, username: users.username, email: users.email });
  const [mapping] = await tx
    .insert(userEntities)
    .values({ tenantId: tenantCode, userId: user!.id, legalEntityId: employee.legal_entity_id, isDefault: true })
    .returning({ id: userEntities.id });
  if (roleIds.length) await tx.insert(userEntityRoles).values(roleIds.map((roleId) => ({ tenantId: tenantCode, userEntityId: mapping!.id, roleId })));
  const mailId = await mailSetPasswordLink(tx, mail.mailer, {
    tenant: request.tenant!,
    user: user!,
    purpose: 'invite',
    origin: mail.origin,
    actorUserId: request.auth!.userId,
  });
  const after = await userRow(tx, user!.id);
  await recordAudit(tx, { ...actor(request), action: 'user.create', entity: 'user', entityId: user!.id, after });
  return { user: after, mailId };
}

/** The account row, locked; 404 for an id of no user of this tenant. */
async function lockedUser(tx: Tx, userId: string) {
  const user = await q.lockUser(tx, userId);
  if (!user) throw notFound();
  return user;
}

/** Deactivates an account: every session ends at once, password, OTP and set-password links stop working. */
export async function deactivateUser(tx: Tx, request: FastifyRequest, userId: string) {
  if (userId === request.auth!.userId) throw badRequest(USER_MESSAGES.selfDeactivate, undefined, 'SELF_DEACTIVATE');
  // The super admin lock first, then the row: every path takes them in this order.
  await lockSuperAdmins(tx, request.tenant!.code);
  const user = await lockedUser(tx, userId);
  if (!user.isActive) throw conflict(USER_MESSAGES.alreadyDeactivated, undefined, 'ALREADY_DEACTIVATED');
  const before = await userRow(tx, userId);
  await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, userId));
  await endUserSessions(tx, userId);
  await assertSuperAdminRemains(tx);
  const after = await userRow(tx, userId);
  await recordAudit(tx, { ...actor(request), action: 'user.deactivate', entity: 'user', entityId: userId, before, after });
  return after;
}

export async function reactivateUser(tx: Tx, request: FastifyRequest, userId: string) {
  const user = await lockedUser(tx, userId);
  if (user.isActive) throw conflict(USER_MESSAGES.alreadyActive, undefined, 'ALREADY_ACTIVE');
  const before = await userRow(tx, userId);
  await tx.update(users).set({ isActive: true, updatedAt: new Date() }).where(eq(users.id, userId));
  const after = await userRow(tx, userId);
  await recordAudit(tx, { ...actor(request), action: 'user.reactivate', entity: 'user', entityId: userId, before, after });
  return after;
}

/** Forgets the account's failed logins, so a locked user can log in again at once. */
export async function unlockUser(tx: Tx, request: FastifyRequest, userId: string) {
  const user = await lockedUser(tx, userId);
  const before = await userRow(tx, userId);
  if (before.status !== 'Locked') throw conflict(USER_MESSAGES.notLocked, undefined, 'NOT_LOCKED');
  await tx.delete(loginFailures).where(eq(loginFailures.username, user.username.toLowerCase()));
  const after = await userRow(tx, userId);
  await recordAudit(tx, { ...actor(request), action: 'user.unlock', entity: 'user', entityId: userId, before, after });
  return after;
}

/**
 * An admin-forced reset: the old password stops working (replaced by one nobody knows), every
 * session ends and a one-time link to choose a new password is mailed.
 */
export async function forcePasswordReset(tx: Tx, request: FastifyRequest, mail: MailContext, userId: string) {
  const user = await lockedUser(tx, userId);
  if (!user.isActive) throw conflict(USER_MESSAGES.deactivatedUser, undefined, 'USER_DEACTIVATED');
  const before = await userRow(tx, userId);
  await tx.update(users).set({ passwordHash: await hashPassword(newSessionToken()), updatedAt: new Date() }).where(eq(users.id, userId));
  await endUserSessions(tx, userId);
  const mailId = await mailSetPasswordLink(tx, mail.mailer, {
    tenant: request.tenant!,
    user,
    purpose: 'reset',
    origin: mail.origin,
    actorUserId: request.auth!.userId,
  });
  const after = await userRow(tx, userId);
  await recordAudit(tx, { ...actor(request), action: 'user.password.force-reset', entity: 'user', entityId: userId, before, after });
  return { user: after, mailId };
}

/** The users a bulk change names: the selection (every id must be a user here), else the filters. */
async function targetUsers(tx: Tx, input: { userIds?: string[] | undefined; filters?: BulkRolesInput['filters'] }) {
  if (input.userIds?.length) {
    const ids = [...new Set(input.userIds)];
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    if (found.length !== ids.length) throw notFound();
    return ids;
  }
  const filters = input.filters ?? {};
  if (!Object.values(filters).some((v) => v !== undefined && v !== '')) throw badRequest(USER_MESSAGES.noUsersChosen, { userIds: USER_MESSAGES.noUsersChosen });
  return q.userIdsMatching(tx, filters);
}

async function entityOrFail(tx: Tx, code: string) {
  const entity = await q.findEntity(tx, code);
  if (!entity) throw badRequest('Unknown legal entity.', { legalEntityCode: 'Unknown legal entity.' });
  return entity;
}

/** Role ids of each mapping, for the audit's before and after. */
async function rolesOfMappings(tx: Tx, mappingIds: string[]) {
  if (mappingIds.length === 0) return {};
  const rows = await tx
    .select({ userId: userEntities.userId, roleId: userEntityRoles.roleId })
    .from(userEntityRoles)
    .innerJoin(userEntities, eq(userEntities.id, userEntityRoles.userEntityId))
    .where(inArray(userEntityRoles.userEntityId, mappingIds));
  const byUser: Record<string, string[]> = {};
  for (const row of rows) (byUser[row.userId] ??= []).push(row.roleId);
  return byUser;
}

/**
 * Assigns or removes roles in one entity for many users at once, in one transaction; answers how
 * many users were named and how many role assignments changed.
 */
export async function bulkRoles(tx: Tx, request: FastifyRequest, input: BulkRolesInput): Promise<ChangeCount> {
  const entity = await entityOrFail(tx, input.legalEntityCode);
  const roleIds = [...new Set(input.roleIds)];
  const known = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  if (known.length !== roleIds.length) throw badRequest('Unknown role.', { roleIds: 'Unknown role.' });
  const userIds = await targetUsers(tx, input);
  const tenantCode = request.tenant!.code;
  let changed = 0;
  let mappingIds: string[];
  let before: Record<string, string[]>;

  if (input.action === 'assign') {
    await assertCanGrantRoles(tx, request.auth!.permissions, roleIds);
    const { mappings } = await q.ensureMappings(tx, tenantCode, userIds, entity.id);
    mappingIds = [...mappings.values()];
    before = await rolesOfMappings(tx, mappingIds);
    if (mappingIds.length) {
      const inserted = await tx
        .insert(userEntityRoles)
        .values(mappingIds.flatMap((userEntityId) => roleIds.map((roleId) => ({ tenantId: tenantCode, userEntityId, roleId }))))
        .onConflictDoNothing({ target: [userEntityRoles.userEntityId, userEntityRoles.roleId] })
        .returning({ id: userEntityRoles.id });
      changed = inserted.length;
    }
  } else {
    if (userIds.includes(request.auth!.userId) && entity.id === request.auth!.entity.id) {
      throw badRequest(USER_MESSAGES.selfRevoke, undefined, 'SELF_REVOKE');
    }
    await lockSuperAdmins(tx, tenantCode);
    const mappings = userIds.length
      ? await tx
          .select({ id: userEntities.id })
          .from(userEntities)
          .where(and(inArray(userEntities.userId, userIds), eq(userEntities.legalEntityId, entity.id)))
      : [];
    mappingIds = mappings.map((m) => m.id);
    before = await rolesOfMappings(tx, mappingIds);
    if (mappingIds.length) {
      const deleted = await tx
        .delete(userEntityRoles)
        .where(and(inArray(userEntityRoles.userEntityId, mappingIds), inArray(userEntityRoles.roleId, roleIds)))
        .returning({ id: userEntityRoles.id });
      changed = deleted.length;
    }
    await assertSuperAdminRemains(tx);
  }
  const after = await rolesOfMappings(tx, mappingIds);
  await recordAudit(tx, {
    ...actor(request),
    action: `user-entity-role.bulk-${input.action}`,
    entity: 'legal_entity',
    entityId: entity.id,
    before: { legalEntityCode: entity.code, rolesByUser: before },
    after: { legalEntityCode: entity.code, roleIds, rolesByUser: after, changed },
  });
  return { users: userIds.length, changed };
}

/** Gives or removes one user's access to legal entities (removing also removes the roles there). */
export async function changeUserEntities(tx: Tx, request: FastifyRequest, userId: string, input: UserEntitiesInput): Promise<UserRow> {
  // The super admin lock before the row, as everywhere.
  if (input.action === 'remove') await lockSuperAdmins(tx, request.tenant!.code);
  await lockedUser(tx, userId);
  const entities = [];
  for (const code of new Set(input.legalEntityCodes)) entities.push(await entityOrFail(tx, code));
  const before = await userRow(tx, userId);
  const entityIds = entities.map((e) => e.id);
  if (input.action === 'give') {
    for (const id of entityIds) await q.ensureMappings(tx, request.tenant!.code, [userId], id);
  } else {
    if (userId === request.auth!.userId && entityIds.includes(request.auth!.entity.id)) {
      throw badRequest(USER_MESSAGES.selfRevoke, undefined, 'SELF_REVOKE');
    }
    await tx.delete(userEntities).where(and(eq(userEntities.userId, userId), inArray(userEntities.legalEntityId, entityIds)));
    await assertSuperAdminRemains(tx);
  }
  const after = await userRow(tx, userId);
  await recordAudit(tx, { ...actor(request), action: `user-entity.${input.action}`, entity: 'user', entityId: userId, before, after });
  return after;
}

/** "Why can this user see this": every key the user holds in the entity, grouped by module, with the roles granting it. */
export async function effectiveKeys(tx: Tx, userId: string, legalEntityCode: string): Promise<EffectiveKeysView> {
  const user = await q.findUserRow(tx, userId);
  if (!user) throw notFound();
  const entity = await entityOrFail(tx, legalEntityCode);
  const mapping = await q.mappingOf(tx, userId, entity.id);
  const granting = mapping ? await q.rolesInMapping(tx, mapping.id) : [];
  const modules = MODULES.flatMap((module) => {
    const keys = (['section', 'feature'] as const).flatMap((kind) => {
      const names: readonly string[] = kind === 'section' ? CATALOGUE[module].sections : CATALOGUE[module].features;
      const field = kind === 'section' ? 'sectionAccess' : 'featureAccess';
      return names.flatMap((key) => {
        const by = granting.filter((role) => role.permissions[module]?.[field][key] === true).map((role) => role.name);
        return by.length ? [{ kind, key, roles: by }] : [];
      });
    });
    return keys.length ? [{ module, label: CATALOGUE[module].label, keys }] : [];
  });
  return { userId, username: user.username, legalEntityCode: entity.code, legalEntityName: entity.name, modules };
}
