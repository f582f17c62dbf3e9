import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { createAccountOnFirstSignIn, setAccountActive } from '../../users/index.ts';
import { syncGroupRoles, type DirectoryActor } from '../directory/group-roles.ts';
import { attributeName, filterSql, parseFilter } from './filter.ts';
import {
  invalidPath,
  invalidValue,
  listResponse,
  pageOf,
  SCIM,
  scimBoolean,
  ScimError,
  scimNotFound,
  uniqueness,
} from './protocol.ts';
import * as q from './queries.ts';
import { findEmployeeWithoutAccount } from '../sso/queries.ts';

/** The SCIM client a call comes from: its token (the audit's actor), the token's tenant and provider. */
export interface ScimCaller {
  tokenId: string;
  tenantCode: string;
  providerId: string | null;
  requestId: string;
  /** `https://host/api/scim/v2`: where the resources' `meta.location` point. */
  base: string;
}

export interface ListQuery {
  filter?: string;
  startIndex?: string;
  count?: string;
  excludedAttributes?: string;
}

type Json = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (at: Date | string) => new Date(at).toISOString();
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const actorOf = (c: ScimCaller): DirectoryActor => ({
  tenantCode: c.tenantCode,
  actorUserId: null,
  requestId: c.requestId,
  scimTokenId: c.tokenId,
});

async function audit(tx: Tx, c: ScimCaller, action: string, entity: string, entityId: string, change: Json) {
  await recordAudit(tx, {
    tenantCode: c.tenantCode,
    actorUserId: null,
    action: `scim.${action}`,
    entity,
    entityId,
    before: change.before,
    after: { scimTokenId: c.tokenId, ...(isObject(change.after) ? change.after : {}) },
    requestId: c.requestId,
  });
}

const whereOf = (query: ListQuery, attributes: Parameters<typeof filterSql>[1]) =>
  query.filter === undefined ? undefined : filterSql(parseFilter(query.filter), attributes);

// Users

const userResource = (c: ScimCaller, row: q.UserResourceRow) => ({
  schemas: [SCIM.user],
  id: row.id,
  ...(row.externalId ? { externalId: row.externalId } : {}),
  userName: row.userName,
  displayName: row.displayName,
  name: {
    formatted: row.displayName,
    ...(row.givenName ? { givenName: row.givenName } : {}),
    ...(row.familyName ? { familyName: row.familyName } : {}),
  },
  active: row.active,
  emails: [{ value: row.email, type: 'work', primary: true }],
  meta: {
    resourceType: 'User',
    created: iso(row.created),
    lastModified: iso(row.lastModified),
    location: `${c.base}/Users/${row.id}`,
  },
});

async function userOr404(tx: Tx, id: string) {
  const row = UUID.test(id) ? await q.findUser(tx, id) : undefined;
  if (!row) throw scimNotFound(`User ${id}`);
  return row;
}

export async function listUsers(tx: Tx, c: ScimCaller, query: ListQuery) {
  const page = pageOf(query);
  const where = whereOf(query, q.USER_ATTRIBUTES);
  const { rows, total } = await q.listUsers(tx, where ?? q.TRUE, page);
  return listResponse(
    rows.map((row) => userResource(c, row)),
    total,
    page.offset,
  );
}

export const getUser = async (tx: Tx, c: ScimCaller, id: string) => userResource(c, await userOr404(tx, id));

/** What a User body says of the account: the fields Tenure keeps (the rest is HR data, Tenure's own). */
interface AccountFields {
  userName?: string;
  email?: string;
  externalId?: string | null;
  active?: boolean;
}

const text = (value: unknown, attribute: string) => {
  if (typeof value !== 'string' || !value.trim() || value.length > 256)
    throw invalidValue(`${attribute} must be a non-empty string.`);
  return value.trim();
};

const emailOf = (value: unknown): string => {
  const email = text(value, 'emails.value');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw invalidValue(`"${email}" is not an email address.`);
  return email.toLowerCase();
};

/** The work email of an `emails` value: the work one, else the primary one, else the first. */
function workEmail(value: unknown): string | undefined {
  if (typeof value === 'string') return emailOf(value);
  if (!Array.isArray(value)) throw invalidValue('emails must be a list of {value, type, primary}.');
  const emails = value.filter(isObject);
  const chosen = emails.find((e) => e.type === 'work') ?? emails.find((e) => e.primary === true) ?? emails[0];
  return chosen ? emailOf(chosen.value) : undefined;
}

/**
 * One attribute of a User (a PATCH path, or a key of a body): into `fields` when Tenure keeps it,
 * refused when read-only, ignored otherwise (names, titles, departments are HR data).
 */
function setUserAttribute(fields: AccountFields, path: string, value: unknown): void {
  const name = attributeName(path);
  if (name === 'username') fields.userName = text(value, 'userName');
  else if (name === 'externalid') fields.externalId = value === null ? null : text(value, 'externalId');
  else if (name === 'active') fields.active = scimBoolean(value, 'active');
  else if (name === 'emails') {
    const email = workEmail(value);
    if (email) fields.email = email;
  } else if (/^emails\[type eq "work"\]\.value$/.test(name) || name === 'emails.value') fields.email = emailOf(value);
  else if (name === 'id') throw new ScimError(400, 'id is read-only.', 'mutability');
}

function fieldsOfBody(body: unknown): AccountFields {
  if (!isObject(body)) throw new ScimError(400, 'The body must be a JSON object.', 'invalidSyntax');
  const fields: AccountFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'schemas' || key === 'meta' || key === 'id') continue;
    setUserAttribute(fields, key, value);
  }
  return fields;
}

/**
 * A User created by the directory. Tenure's accounts belong to employees: an existing account with
 * the user's email or userName, not yet provisioned, is linked (taken over); otherwise an employee
 * working here with this work email, without an account, gets one as on a first sign-in (employee
 * role, email domain allowed by the sign-in settings). An account already provisioned is a 409.
 */
export async function createUser(tx: Tx, c: ScimCaller, body: unknown) {
  const fields = fieldsOfBody(body);
  if (!fields.userName) throw invalidValue('userName is required.');
  const email = fields.email ?? (fields.userName.includes('@') ? emailOf(fields.userName) : undefined);
  if (!email) throw invalidValue('A work email is required (emails[type eq "work"].value).');
  const named = await q.accountsNamed(tx, { userName: fields.userName, email, externalId: fields.externalId });
  if (named.length > 1 || named.some((a) => a.linked))
    throw uniqueness(`An account with this userName, email or externalId is provisioned already.`);

  let userId: string;
  let action: 'user.link' | 'user.create';
  if (named[0]) {
    userId = named[0].id;
    action = 'user.link';
  } else {
    const domain = email.slice(email.lastIndexOf('@') + 1);
    if (!(await q.readAllowedDomains(tx)).includes(domain))
      throw invalidValue(
        `Accounts are not made for the email domain ${domain} (Single sign-on › allowed email domains).`,
      );
    const employeeId = await findEmployeeWithoutAccount(tx, email);
    if (!employeeId)
      throw invalidValue(
        `No employee working here without an account has the work email ${email}: add the employee in Tenure first.`,
      );
    const created = await createAccountOnFirstSignIn(
      tx,
      c.tenantCode,
      { employeeId, email, username: fields.userName },
      { action: 'user.create.scim', requestId: c.requestId, details: { scimTokenId: c.tokenId } },
    );
    if (!created) throw uniqueness('The account was created by another request.');
    userId = created.id;
    action = 'user.create';
  }
  await q.updateUser(tx, userId, { scimExternalId: fields.externalId ?? null, scimLinkedAt: new Date() });
  if (fields.active !== undefined) await setAccountActive(tx, c.tenantCode, userId, fields.active);
  const after = userResource(c, (await q.findUser(tx, userId))!);
  await audit(tx, c, action, 'user', userId, { after });
  return after;
}

interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path?: string;
  value?: unknown;
}

/** A PatchOp body's operations (op names in any case, as Entra writes "Replace"). */
function operationsOf(body: unknown): PatchOperation[] {
  const operations = isObject(body) ? body.Operations : undefined;
  if (!Array.isArray(operations) || operations.length === 0 || operations.length > 1000)
    throw new ScimError(400, `A PATCH body is a ${SCIM.patch} with Operations.`, 'invalidSyntax');
  return operations.map((o) => {
    const op = isObject(o) && typeof o.op === 'string' ? o.op.toLowerCase() : '';
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw new ScimError(400, 'Each operation is add, replace or remove.', 'invalidSyntax');
    if (isObject(o) && o.path !== undefined && typeof o.path !== 'string') throw invalidPath('path must be a string.');
    return {
      op,
      path: isObject(o) && typeof o.path === 'string' ? o.path : undefined,
      value: isObject(o) ? o.value : undefined,
    };
  });
}

async function changeUser(tx: Tx, c: ScimCaller, id: string, fields: AccountFields, action: string) {
  if (!UUID.test(id) || !(await q.lockUser(tx, id))) throw scimNotFound(`User ${id}`);
  const before = userResource(c, (await q.findUser(tx, id))!);
  const clash = await q.accountsNamed(
    tx,
    { userName: fields.userName, email: fields.email, externalId: fields.externalId },
    id,
  );
  if (clash.length) throw uniqueness('Another account has this userName, email or externalId.');
  const columns = {
    ...(fields.userName !== undefined ? { username: fields.userName } : {}),
    ...(fields.email !== undefined ? { email: fields.email } : {}),
    ...(fields.externalId !== undefined ? { scimExternalId: fields.externalId } : {}),
  };
  if (Object.keys(columns).length) await q.updateUser(tx, id, columns);
  // Off: every session of the user ends now (their next request is a 401), and password login stops.
  const activity = fields.active === undefined ? null : await setAccountActive(tx, c.tenantCode, id, fields.active);
  const after = userResource(c, (await q.findUser(tx, id))!);
  if (Object.keys(columns).length || activity?.changed)
    await audit(tx, c, action, 'user', id, {
      before,
      after: { ...after, ...(activity?.sessionsEnded ? { sessionsEnded: activity.sessionsEnded } : {}) },
    });
  return after;
}

export async function patchUser(tx: Tx, c: ScimCaller, id: string, body: unknown) {
  const fields: AccountFields = {};
  for (const operation of operationsOf(body)) {
    if (operation.op === 'remove') {
      if (!operation.path) throw new ScimError(400, 'A remove operation needs a path.', 'noTarget');
      const name = attributeName(operation.path);
      if (name === 'externalid') fields.externalId = null;
      else if (name === 'username' || name === 'id' || name.startsWith('emails'))
        throw new ScimError(400, `${operation.path} cannot be removed.`, 'mutability');
    } else if (operation.path) setUserAttribute(fields, operation.path, operation.value);
    else if (isObject(operation.value))
      for (const [key, value] of Object.entries(operation.value)) setUserAttribute(fields, key, value);
    else throw new ScimError(400, 'An operation without a path takes an object value.', 'invalidValue');
  }
  return changeUser(tx, c, id, fields, 'user.update');
}

export async function replaceUser(tx: Tx, c: ScimCaller, id: string, body: unknown) {
  const fields = fieldsOfBody(body);
  if (!fields.userName) throw invalidValue('userName is required.');
  return changeUser(tx, c, id, { externalId: null, ...fields }, 'user.update');
}

/**
 * DELETE of a User: Tenure never deletes an account (its employee's HR records refer to it). The
 * account is deactivated — every session ends — and leaves the directory's groups (losing their
 * roles); it stays, inactive, for HR and the audit trail.
 */
export async function deleteUser(tx: Tx, c: ScimCaller, id: string) {
  if (!UUID.test(id) || !(await q.lockUser(tx, id))) throw scimNotFound(`User ${id}`);
  const before = userResource(c, (await q.findUser(tx, id))!);
  const activity = await setAccountActive(tx, c.tenantCode, id, false);
  const groups = await q.groupsOfUser(tx, id);
  for (const groupId of groups) await q.removeMembers(tx, groupId, [id]);
  await syncUserGroups(tx, c, id);
  await q.updateUser(tx, id, { scimLinkedAt: null, scimExternalId: null });
  await audit(tx, c, 'user.delete', 'user', id, {
    before,
    after: { active: false, sessionsEnded: activity?.sessionsEnded ?? 0, leftGroups: groups },
  });
}

// Groups

async function groupResource(tx: Tx, c: ScimCaller, row: q.GroupRow, withMembers = true) {
  const members = withMembers ? await q.membersOf(tx, [row.id]) : [];
  return {
    schemas: [SCIM.group],
    id: row.id,
    displayName: row.displayName,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    ...(withMembers
      ? {
          members: members.map((m) => ({
            value: m.userId,
            display: m.display,
            type: 'User',
            $ref: `${c.base}/Users/${m.userId}`,
          })),
        }
      : {}),
    meta: {
      resourceType: 'Group',
      created: iso(row.created),
      lastModified: iso(row.lastModified),
      location: `${c.base}/Groups/${row.id}`,
    },
  };
}

export async function listGroups(tx: Tx, c: ScimCaller, query: ListQuery) {
  const page = pageOf(query);
  const where = whereOf(query, q.GROUP_ATTRIBUTES);
  const { rows, total } = await q.listGroups(tx, where ?? q.TRUE, page);
  const withMembers = !(query.excludedAttributes ?? '').toLowerCase().split(',').includes('members');
  const resources = [];
  for (const row of rows) resources.push(await groupResource(tx, c, row, withMembers));
  return listResponse(resources, total, page.offset);
}

export async function getGroup(tx: Tx, c: ScimCaller, id: string) {
  const row = UUID.test(id) ? await q.findGroup(tx, id) : undefined;
  if (!row) throw scimNotFound(`Group ${id}`);
  return groupResource(tx, c, row);
}

/** The user ids of a `members` value ([{ value }]); each must be a user of this tenant. */
async function memberIds(tx: Tx, value: unknown): Promise<string[]> {
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((m) => (isObject(m) ? m.value : undefined));
  if (ids.some((id) => typeof id !== 'string' || !UUID.test(id)))
    throw invalidValue('members are given as [{ "value": "<user id>" }].');
  const unique = [...new Set(ids as string[])];
  const known = await q.existingUsers(tx, unique);
  if (known.length !== unique.length)
    throw invalidValue(`Unknown user: ${unique.filter((id) => !known.includes(id)).join(', ')}.`);
  return unique;
}

/** The group sync of one user, with the names of the SCIM groups they are in now. */
async function syncUserGroups(tx: Tx, c: ScimCaller, userId: string) {
  await syncGroupRoles(tx, actorOf(c), {
    userId,
    providerId: c.providerId,
    via: 'scim',
    groups: await q.groupValuesOf(tx, userId),
  });
}

interface GroupFields {
  displayName?: string;
  externalId?: string | null;
}

function setGroupAttribute(fields: GroupFields, path: string, value: unknown) {
  const name = attributeName(path);
  if (name === 'displayname') fields.displayName = text(value, 'displayName');
  else if (name === 'externalid') fields.externalId = value === null ? null : text(value, 'externalId');
  else if (name === 'id') throw new ScimError(400, 'id is read-only.', 'mutability');
  else if (name !== 'members' && name !== 'schemas' && name !== 'meta')
    throw invalidPath(`Groups have no attribute ${path}.`);
}

/**
 * Applies a group's changes: its names, then its members. Each user whose groups changed (every
 * member when the group's names changed, since mappings name groups) is synced at once: they gain
 * or lose the mapped roles in the same transaction.
 */
async function changeGroup(
  tx: Tx,
  c: ScimCaller,
  groupId: string,
  change: { fields: GroupFields; add: string[]; remove: string[] | 'all'; replace?: string[] },
  action: string,
  before: unknown,
) {
  if (change.fields.displayName && (await q.groupNamed(tx, change.fields.displayName, groupId)))
    throw uniqueness(`A group named ${change.fields.displayName} exists already.`);
  if (change.fields.displayName !== undefined || change.fields.externalId !== undefined)
    await q.updateGroup(tx, groupId, change.fields);
  const current = (await q.membersOf(tx, [groupId])).map((m) => m.userId);
  const removing =
    change.remove === 'all'
      ? current
      : change.replace
        ? current.filter((id) => !change.replace!.includes(id))
        : change.remove;
  const adding = change.replace ?? change.add;
  const removed = await q.removeMembers(tx, groupId, removing);
  const added = await q.addMembers(tx, c.tenantCode, groupId, adding);
  const renamed = change.fields.displayName !== undefined || change.fields.externalId !== undefined;
  const affected = new Set([...added, ...removed, ...(renamed ? current : [])]);
  for (const userId of [...affected].sort()) await syncUserGroups(tx, c, userId);
  const after = await groupResource(tx, c, (await q.findGroup(tx, groupId))!);
  await audit(tx, c, action, 'scim_group', groupId, { before, after: { ...after, added, removed } });
  return after;
}

function groupFieldsOfBody(body: unknown) {
  if (!isObject(body)) throw new ScimError(400, 'The body must be a JSON object.', 'invalidSyntax');
  const fields: GroupFields = {};
  for (const [key, value] of Object.entries(body)) if (key !== 'id') setGroupAttribute(fields, key, value);
  return fields;
}

export async function createGroup(tx: Tx, c: ScimCaller, body: unknown) {
  const fields = groupFieldsOfBody(body);
  if (!fields.displayName) throw invalidValue('displayName is required.');
  if (await q.groupNamed(tx, fields.displayName))
    throw uniqueness(`A group named ${fields.displayName} exists already.`);
  const members = isObject(body) && body.members !== undefined ? await memberIds(tx, body.members) : [];
  const id = await q.insertGroup(tx, {
    tenantId: c.tenantCode,
    displayName: fields.displayName,
    externalId: fields.externalId ?? null,
  });
  return changeGroup(tx, c, id, { fields: {}, add: members, remove: [] }, 'group.create', undefined);
}

async function lockedGroup(tx: Tx, c: ScimCaller, id: string) {
  const row = UUID.test(id) ? await q.findGroup(tx, id, true) : undefined;
  if (!row) throw scimNotFound(`Group ${id}`);
  return groupResource(tx, c, row);
}

/** `members[value eq "<id>"]`: the member a remove names. */
const MEMBER_PATH = /^members\[value eq "([^"]+)"\]$/i;

export async function patchGroup(tx: Tx, c: ScimCaller, id: string, body: unknown) {
  const operations = operationsOf(body);
  const before = await lockedGroup(tx, c, id);
  const fields: GroupFields = {};
  const add: string[] = [];
  let remove: string[] | 'all' = [];
  let replace: string[] | undefined;
  for (const operation of operations) {
    const path = operation.path?.trim();
    const member = path ? MEMBER_PATH.exec(path) : null;
    const name = path ? attributeName(path) : undefined;
    if (operation.op === 'remove') {
      if (!path) throw new ScimError(400, 'A remove operation needs a path.', 'noTarget');
      if (member) {
        if (remove !== 'all') remove.push(...(await memberIds(tx, [{ value: member[1] }])));
      } else if (name === 'members') {
        if (operation.value === undefined) remove = 'all';
        else if (remove !== 'all') remove.push(...(await memberIds(tx, operation.value)));
      } else if (name === 'externalid') fields.externalId = null;
      else throw new ScimError(400, `${path} cannot be removed.`, 'mutability');
    } else if (name === 'members') {
      const ids = await memberIds(tx, operation.value);
      if (operation.op === 'replace') replace = ids;
      else add.push(...ids);
    } else if (path) setGroupAttribute(fields, path, operation.value);
    else if (isObject(operation.value)) {
      for (const [key, value] of Object.entries(operation.value)) {
        if (attributeName(key) === 'members') {
          const ids = await memberIds(tx, value);
          if (operation.op === 'replace') replace = ids;
          else add.push(...ids);
        } else setGroupAttribute(fields, key, value);
      }
    } else throw new ScimError(400, 'An operation without a path takes an object value.', 'invalidValue');
  }
  return changeGroup(tx, c, id, { fields, add, remove, ...(replace ? { replace } : {}) }, 'group.update', before);
}

export async function replaceGroup(tx: Tx, c: ScimCaller, id: string, body: unknown) {
  const before = await lockedGroup(tx, c, id);
  const fields = groupFieldsOfBody(body);
  if (!fields.displayName) throw invalidValue('displayName is required.');
  const members = isObject(body) && body.members !== undefined ? await memberIds(tx, body.members) : [];
  return changeGroup(
    tx,
    c,
    id,
    { fields: { externalId: null, ...fields }, add: [], remove: [], replace: members },
    'group.update',
    before,
  );
}

/** DELETE of a Group: it goes, and its members lose the roles it gave them. */
export async function deleteGroup(tx: Tx, c: ScimCaller, id: string) {
  const before = await lockedGroup(tx, c, id);
  const members = (await q.membersOf(tx, [id])).map((m) => m.userId);
  await q.deleteGroup(tx, id);
  for (const userId of [...members].sort()) await syncUserGroups(tx, c, userId);
  await audit(tx, c, 'group.delete', 'scim_group', id, { before, after: { removed: members } });
}
