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
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashPassword, newSessionToken } from '../../platform/secrets.ts';
import { endUserSessions } from '../../platform/sessions.ts';
import { mailSetPasswordLink } from '../../platform/set-password-links.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { assertCanGrantRoles, refuseSelfDeactivate, refuseSelfRevoke, type EntityViewer } from './policy.ts';
import { assertSuperAdminRemains, lockSuperAdmins } from './user-admin.ts';
import * as q from './queries.ts';

/** What an account action that mails a link needs: the tenant it names, where links point and who mails them. */
export interface MailContext {
  mailer: Mailer;
  origin: string;
  tenant: { code: string; name: string };
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
        entity.roles.push({
          userEntityRoleId: a.userEntityRoleId,
          roleId: a.roleId,
          roleName: a.roleName,
          code: a.roleCode,
        });
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
      mfaEnabled: row.mfa_enabled,
      entities: [...entities.values()],
    };
  });
}

export async function listUsers(tx: Tx, _v: Viewer, query: UserListQuery): Promise<UserPage> {
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
export async function createUser(tx: Tx, v: Viewer, input: CreateUserInput, mail: MailContext) {
  const employee = await q.lockEmployee(tx, input.employeeId);
  if (!employee) throw badRequest(USER_MESSAGES.unknownEmployee, { employeeId: USER_MESSAGES.unknownEmployee });
  if (employee.has_account)
    throw conflict(
      USER_MESSAGES.employeeHasAccount,
      { employeeId: USER_MESSAGES.employeeHasAccount },
      'EMPLOYEE_HAS_ACCOUNT',
    );
  const email = input.email ?? employee.email.trim();
  if (!email) throw badRequest(USER_MESSAGES.employeeWithoutEmail, { email: USER_MESSAGES.employeeWithoutEmail });
  if (await q.findUserByName(tx, 'username', input.username)) {
    throw conflict(USER_MESSAGES.usernameTaken, { username: USER_MESSAGES.usernameTaken }, 'DUPLICATE_USERNAME');
  }
  if (await q.findUserByName(tx, 'email', email))
    throw conflict(USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken }, 'DUPLICATE_EMAIL');

  const roleIds = input.roleIds?.length
    ? input.roleIds
    : (await q.rolesByCode(tx, [isContractor(employee.employment_type) ? 'CONSULTANT' : 'EMPLOYEE'])).map((r) => r.id);
  const known = await q.existingRoleIds(tx, roleIds);
  if (known.length !== new Set(roleIds).size)
    throw badRequest(USER_MESSAGES.noUsersChosen, { roleIds: 'Unknown role.' });
  await assertCanGrantRoles(tx, v.permissions, roleIds);

  const user = await insertAccount(tx, v.tenantCode, { username: input.username, email, employee }, roleIds);
  const mailId = await mailSetPasswordLink(tx, mail.mailer, {
    tenant: mail.tenant,
    user,
    purpose: 'invite',
    origin: mail.origin,
    actorUserId: v.userId,
  });
  const after = await userRow(tx, user.id);
  await recordAudit(tx, { ...auditActor(v), action: 'user.create', entity: 'user', entityId: user.id, after });
  return { user: after, mailId };
}

/**
 * The account of an employee, in their legal entity, with the given roles. Nobody knows its
 * password: an invited user chooses theirs through the link, a provider's user signs in there.
 */
async function insertAccount(
  tx: Tx,
  tenantCode: string,
  account: { username: string; email: string; employee: { id: string; legal_entity_id: string } },
  roleIds: readonly string[],
) {
  const user = await q.insertUser(tx, {
    tenantId: tenantCode,
    username: account.username,
    email: account.email,
    passwordHash: await hashPassword(newSessionToken()),
    employeeId: account.employee.id,
  });
  const mappingId = await q.insertDefaultMapping(tx, tenantCode, user.id, account.employee.legal_entity_id);
  if (roleIds.length) await q.grantRoles(tx, tenantCode, [mappingId], roleIds);
  return user;
}

/**
 * An account made when an employee without one first signs in through the tenant's identity
 * provider (the tenant allows it), or when its SCIM client provisions them: the plain employee
 * role only, the email as username unless the directory names one. Null when the employee has an
 * account by now (two first sign-ins at once) or the name is taken.
 */
export async function createAccountOnFirstSignIn(
  tx: Tx,
  tenantCode: string,
  input: { employeeId: string; email: string; username?: string },
  audit: { action: string; requestId?: string; details?: Record<string, unknown> } = { action: 'user.create.sso' },
): Promise<{ id: string } | null> {
  const employee = await q.lockEmployee(tx, input.employeeId);
  if (!employee || employee.has_account) return null;
  const username = input.username ?? input.email;
  if ((await q.findUserByName(tx, 'username', username)) || (await q.findUserByName(tx, 'email', input.email)))
    return null;
  const roleIds = (await q.rolesByCode(tx, ['EMPLOYEE'])).map((r) => r.id);
  const user = await insertAccount(tx, tenantCode, { username, email: input.email, employee }, roleIds);
  await recordAudit(tx, {
    tenantCode,
    actorUserId: null,
    action: audit.action,
    entity: 'user',
    entityId: user.id,
    after: { ...(await userRow(tx, user.id)), ...audit.details },
    ...(audit.requestId ? { requestId: audit.requestId } : {}),
  });
  return user;
}

/** The account row, locked; 404 for an id of no user of this tenant. */
async function lockedUser(tx: Tx, userId: string) {
  const user = await q.lockUser(tx, userId);
  if (!user) throw notFound();
  return user;
}

/** Deactivates an account: every session ends at once, password, OTP and set-password links stop working. */
export async function deactivateUser(tx: Tx, v: Viewer, { id: userId }: { id: string }) {
  refuseSelfDeactivate(v, userId);
  // The super admin lock first, then the row: every path takes them in this order.
  await lockSuperAdmins(tx, v.tenantCode);
  const user = await lockedUser(tx, userId);
  if (!user.isActive) throw conflict(USER_MESSAGES.alreadyDeactivated, undefined, 'ALREADY_DEACTIVATED');
  const before = await userRow(tx, userId);
  await q.setUserActive(tx, userId, false);
  await endUserSessions(tx, userId);
  await assertSuperAdminRemains(tx);
  const after = await userRow(tx, userId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'user.deactivate',
    entity: 'user',
    entityId: userId,
    before,
    after,
  });
  return after;
}

export async function reactivateUser(tx: Tx, v: Viewer, { id: userId }: { id: string }) {
  const user = await lockedUser(tx, userId);
  if (user.isActive) throw conflict(USER_MESSAGES.alreadyActive, undefined, 'ALREADY_ACTIVE');
  const before = await userRow(tx, userId);
  await q.setUserActive(tx, userId, true);
  const after = await userRow(tx, userId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'user.reactivate',
    entity: 'user',
    entityId: userId,
    before,
    after,
  });
  return after;
}

/** Forgets the account's failed logins, so a locked user can log in again at once. */
export async function unlockUser(tx: Tx, v: Viewer, { id: userId }: { id: string }) {
  const user = await lockedUser(tx, userId);
  const before = await userRow(tx, userId);
  if (before.status !== 'Locked') throw conflict(USER_MESSAGES.notLocked, undefined, 'NOT_LOCKED');
  await q.forgetLoginFailures(tx, user.username);
  const after = await userRow(tx, userId);
  await recordAudit(tx, { ...auditActor(v), action: 'user.unlock', entity: 'user', entityId: userId, before, after });
  return after;
}

/**
 * An admin-forced reset: the old password stops working (replaced by one nobody knows), every
 * session ends and a one-time link to choose a new password is mailed.
 */
export async function forcePasswordReset(tx: Tx, v: Viewer, { id: userId }: { id: string }, mail: MailContext) {
  const user = await lockedUser(tx, userId);
  if (!user.isActive) throw conflict(USER_MESSAGES.deactivatedUser, undefined, 'USER_DEACTIVATED');
  const before = await userRow(tx, userId);
  await q.setPasswordHash(tx, userId, await hashPassword(newSessionToken()));
  await endUserSessions(tx, userId);
  const mailId = await mailSetPasswordLink(tx, mail.mailer, {
    tenant: mail.tenant,
    user,
    purpose: 'reset',
    origin: mail.origin,
    actorUserId: v.userId,
  });
  const after = await userRow(tx, userId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'user.password.force-reset',
    entity: 'user',
    entityId: userId,
    before,
    after,
  });
  return { user: after, mailId };
}

/** The users a bulk change names: the selection (every id must be a user here), else the filters. */
async function targetUsers(tx: Tx, input: { userIds?: string[] | undefined; filters?: BulkRolesInput['filters'] }) {
  if (input.userIds?.length) {
    const ids = [...new Set(input.userIds)];
    const found = await q.existingUserIds(tx, ids);
    if (found.length !== ids.length) throw notFound();
    return ids;
  }
  const filters = input.filters ?? {};
  if (!Object.values(filters).some((v) => v !== undefined && v !== ''))
    throw badRequest(USER_MESSAGES.noUsersChosen, { userIds: USER_MESSAGES.noUsersChosen });
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
  const rows = await q.roleIdsOfMappings(tx, mappingIds);
  const byUser: Record<string, string[]> = {};
  for (const row of rows) (byUser[row.userId] ??= []).push(row.roleId);
  return byUser;
}

/**
 * Assigns or removes roles in one entity for many users at once, in one transaction; answers how
 * many users were named and how many role assignments changed.
 */
export async function bulkRoles(tx: Tx, v: EntityViewer, input: BulkRolesInput): Promise<ChangeCount> {
  const entity = await entityOrFail(tx, input.legalEntityCode);
  const roleIds = [...new Set(input.roleIds)];
  const known = await q.existingRoleIds(tx, roleIds);
  if (known.length !== roleIds.length) throw badRequest('Unknown role.', { roleIds: 'Unknown role.' });
  const userIds = await targetUsers(tx, input);
  const tenantCode = v.tenantCode;
  let changed = 0;
  let mappingIds: string[];
  let before: Record<string, string[]>;

  if (input.action === 'assign') {
    await assertCanGrantRoles(tx, v.permissions, roleIds);
    const { mappings } = await q.ensureMappings(tx, tenantCode, userIds, entity.id);
    mappingIds = [...mappings.values()];
    before = await rolesOfMappings(tx, mappingIds);
    if (mappingIds.length) changed = await q.grantRoles(tx, tenantCode, mappingIds, roleIds);
  } else {
    refuseSelfRevoke(v, userIds, [entity.id]);
    await lockSuperAdmins(tx, tenantCode);
    const mappings = userIds.length ? await q.mappingsInEntity(tx, userIds, entity.id) : [];
    mappingIds = mappings.map((m) => m.id);
    before = await rolesOfMappings(tx, mappingIds);
    if (mappingIds.length) changed = await q.revokeRoles(tx, mappingIds, roleIds);
    await assertSuperAdminRemains(tx);
  }
  const after = await rolesOfMappings(tx, mappingIds);
  await recordAudit(tx, {
    ...auditActor(v),
    action: `user-entity-role.bulk-${input.action}`,
    entity: 'legal_entity',
    entityId: entity.id,
    before: { legalEntityCode: entity.code, rolesByUser: before },
    after: { legalEntityCode: entity.code, roleIds, rolesByUser: after, changed },
  });
  return { users: userIds.length, changed };
}

/** Gives or removes one user's access to legal entities (removing also removes the roles there). */
export async function changeUserEntities(
  tx: Tx,
  v: EntityViewer,
  input: UserEntitiesInput & { id: string },
): Promise<UserRow> {
  const userId = input.id;
  // The super admin lock before the row, as everywhere.
  if (input.action === 'remove') await lockSuperAdmins(tx, v.tenantCode);
  await lockedUser(tx, userId);
  const entities = [];
  for (const code of new Set(input.legalEntityCodes)) entities.push(await entityOrFail(tx, code));
  const before = await userRow(tx, userId);
  const entityIds = entities.map((e) => e.id);
  if (input.action === 'give') {
    for (const id of entityIds) await q.ensureMappings(tx, v.tenantCode, [userId], id);
  } else {
    refuseSelfRevoke(v, [userId], entityIds);
    await q.removeUserEntities(tx, userId, entityIds);
    await assertSuperAdminRemains(tx);
  }
  const after = await userRow(tx, userId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: `user-entity.${input.action}`,
    entity: 'user',
    entityId: userId,
    before,
    after,
  });
  return after;
}

/** "Why can this user see this": every key the user holds in the entity, grouped by module, with the roles granting it. */
export async function effectiveKeys(
  tx: Tx,
  _v: Viewer,
  { id: userId, legalEntityCode }: { id: string; legalEntityCode: string },
): Promise<EffectiveKeysView> {
  const user = await q.findUserRow(tx, userId);
  if (!user) throw notFound();
  const entity = await entityOrFail(tx, legalEntityCode);
  const mapping = await q.mappingOf(tx, userId, entity.id);
  const [granting, fromGroups] = mapping
    ? await Promise.all([q.rolesInMapping(tx, mapping.id), q.groupGrantsInMapping(tx, mapping.id)])
    : [[], []];
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
  return {
    userId,
    username: user.username,
    legalEntityCode: entity.code,
    legalEntityName: entity.name,
    modules,
    fromGroups,
  };
}

/** The roles one may assign (active ones, by name). */
export const roleOptions = (tx: Tx, _v: Viewer) => q.roleOptions(tx);

/** Employees an account could be created for (none yet, not inactive), by name or number. */
export const employeesWithoutAccount = (tx: Tx, _v: Viewer, input: { search?: string | undefined }) =>
  q.employeesWithoutAccount(tx, input.search);
