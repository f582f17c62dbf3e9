import { randomBytes } from 'node:crypto';
import {
  DIRECTORY_MESSAGES,
  SCIM_BASE_PATH,
  type DirectorySetup,
  type GroupRoleMappingInput,
  type GroupRoleMappingView,
  type ScimTokenInput,
  type ScimTokenIssued,
  type ScimTokenView,
} from '@tenure/domain/auth';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { sha256 } from '../../../platform/secrets.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { reapplyGroupRoles } from './group-roles.ts';
import * as q from './queries.ts';

const viewOf = (row: q.MappingRow): GroupRoleMappingView => ({
  id: row.id,
  providerId: row.providerId,
  providerName: row.providerName,
  group: row.group,
  legalEntityCode: row.legalEntityCode,
  legalEntityName: row.legalEntityName,
  roleId: row.roleId,
  roleName: row.roleName,
  grants: row.grants,
});

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

const tokenView = (row: Awaited<ReturnType<typeof q.liveToken>>): ScimTokenView => ({
  active: row !== undefined,
  providerId: row?.providerId ?? null,
  createdAt: iso(row?.createdAt),
  lastUsedAt: iso(row?.lastUsedAt),
});

/** The directory setup: the group mappings and whether a SCIM token is live (never the token). */
export async function readDirectorySetup(tx: Tx, _v: Viewer): Promise<DirectorySetup> {
  const [mappings, token] = await Promise.all([q.listMappings(tx), q.liveToken(tx)]);
  return { mappings: mappings.map(viewOf), scim: tokenView(token), scimPath: SCIM_BASE_PATH };
}

/**
 * A group → role mapping. It applies at once to the people a directory already said are in the
 * group (their last sign-in's groups, their SCIM groups), and from then on at each sync.
 */
export async function createMapping(tx: Tx, v: Viewer, input: GroupRoleMappingInput): Promise<GroupRoleMappingView> {
  const entity = await q.entityByCode(tx, input.legalEntityCode);
  if (!entity)
    throw badRequest(DIRECTORY_MESSAGES.unknownLegalEntity, { legalEntityCode: DIRECTORY_MESSAGES.unknownLegalEntity });
  if (!(await q.roleExists(tx, input.roleId)))
    throw badRequest(DIRECTORY_MESSAGES.unknownRole, { roleId: DIRECTORY_MESSAGES.unknownRole });
  if (input.providerId && !(await q.providerExists(tx, input.providerId)))
    throw badRequest(DIRECTORY_MESSAGES.unknownProvider, { providerId: DIRECTORY_MESSAGES.unknownProvider });
  const values = { providerId: input.providerId, group: input.group, legalEntityId: entity.id, roleId: input.roleId };
  if (await q.mappingExists(tx, values))
    throw conflict(DIRECTORY_MESSAGES.mappingExists, { group: DIRECTORY_MESSAGES.mappingExists }, 'MAPPING_EXISTS');
  const id = await q.insertMapping(tx, {
    tenantId: v.tenantCode,
    providerId: values.providerId,
    groupValue: values.group,
    legalEntityId: values.legalEntityId,
    roleId: values.roleId,
    createdBy: v.userId,
  });
  const applied = await reapplyGroupRoles(
    tx,
    auditActor(v),
    id,
    await q.usersInGroup(tx, input.group, input.providerId),
  );
  const after = viewOf((await q.findMapping(tx, id))!);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'auth.group_mapping.create',
    entity: 'group_role_mapping',
    entityId: id,
    after: { ...after, applied },
  });
  return after;
}

/** Removes a mapping and the roles it granted (another mapping of the same role keeps its own). */
export async function deleteMapping(tx: Tx, v: Viewer, { id }: { id: string }): Promise<void> {
  const before = await q.findMapping(tx, id);
  if (!before) throw notFound();
  const holders = await q.usersGrantedBy(tx, id);
  await q.deleteMapping(tx, id);
  const applied = await reapplyGroupRoles(tx, auditActor(v), id, holders);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'auth.group_mapping.delete',
    entity: 'group_role_mapping',
    entityId: id,
    before: viewOf(before),
    after: { removedFrom: holders, applied },
  });
}

/**
 * Issues the tenant's SCIM token (a new one revokes the one before: rotation). Only its SHA-256 is
 * kept; the token is answered this once.
 */
export async function issueScimToken(tx: Tx, v: Viewer, input: ScimTokenInput): Promise<ScimTokenIssued> {
  if (input.providerId && !(await q.providerExists(tx, input.providerId)))
    throw badRequest(DIRECTORY_MESSAGES.unknownProvider, { providerId: DIRECTORY_MESSAGES.unknownProvider });
  const revoked = await q.revokeTokens(tx);
  const token = `scim_${randomBytes(32).toString('base64url')}`;
  const row = await q.insertToken(tx, {
    tenantId: v.tenantCode,
    tokenHash: sha256(token),
    providerId: input.providerId,
    createdBy: v.userId,
  });
  const view = tokenView(row);
  await recordAudit(tx, {
    ...auditActor(v),
    action: revoked ? 'auth.scim_token.rotate' : 'auth.scim_token.create',
    entity: 'scim_token',
    entityId: row.id,
    after: view,
  });
  return { ...view, token };
}

export async function revokeScimToken(tx: Tx, v: Viewer): Promise<void> {
  const live = await q.liveToken(tx);
  if (!live || !(await q.revokeTokens(tx))) throw notFound(DIRECTORY_MESSAGES.noToken, 'NO_SCIM_TOKEN');
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'auth.scim_token.revoke',
    entity: 'scim_token',
    entityId: live.id,
    before: tokenView(live),
  });
}
