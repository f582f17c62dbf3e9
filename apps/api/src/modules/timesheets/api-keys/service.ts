import { addDays } from '@tenure/domain/policies';
import {
  API_KEY_MAX_DAYS,
  EXTERNAL_MESSAGES,
  type ClientApiKeyInput,
  type ClientApiKeyView,
  type CreatedApiKeyView,
} from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import { utcToday } from '../../../platform/clock.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { issueToken, newApiKey } from '../external/auth.ts';
import * as q from './queries.ts';

async function requireClient(tx: Tx, clientId: string): Promise<void> {
  if (!(await q.clientExists(tx, clientId))) throw notFound();
}

/** A client's keys, newest first (never their secrets). */
export async function listApiKeys(tx: Tx, clientId: string): Promise<ClientApiKeyView[]> {
  await requireClient(tx, clientId);
  return q.keysOfClient(tx, clientId);
}

/** A new key for the client, working until the end of `expiresOn` (UTC); its secret is answered this once and kept only hashed. */
export async function createApiKey(
  tx: Tx,
  v: Viewer,
  clientId: string,
  input: ClientApiKeyInput,
): Promise<CreatedApiKeyView> {
  await requireClient(tx, clientId);
  if (input.expiresOn <= utcToday())
    throw badRequest(EXTERNAL_MESSAGES.expiryPast, { expiresOn: EXTERNAL_MESSAGES.expiryPast });
  if (input.expiresOn > addDays(utcToday(), API_KEY_MAX_DAYS))
    throw badRequest(EXTERNAL_MESSAGES.expiryTooFar, { expiresOn: EXTERNAL_MESSAGES.expiryTooFar });
  const key = newApiKey();
  const row = await q.insertKey(tx, clientId, input, key, v.userId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'client.apiKey.create',
    entity: 'client_api_keys',
    entityId: row!.id,
    after: { clientId, name: input.name, prefix: key.prefix, expiresOn: input.expiresOn },
  });
  return { ...row!, secret: key.secret };
}

/** Revokes a key: it and every token and link it gave out stop working at once. */
export async function revokeApiKey(tx: Tx, v: Viewer, clientId: string, keyId: string): Promise<ClientApiKeyView> {
  const row = await q.revokeKey(tx, clientId, keyId);
  if (!row) {
    if (!(await q.keyOfClient(tx, clientId, keyId))) throw notFound();
    throw conflict(EXTERNAL_MESSAGES.keyNotActive, undefined, 'KEY_NOT_ACTIVE');
  }
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'client.apiKey.revoke',
    entity: 'client_api_keys',
    entityId: keyId,
    after: { clientId, prefix: row.prefix },
  });
  return row;
}

/**
 * An approval link of an active key (/external-approval?token=…): a token signed by the key,
 * lasting `days` (never past the key), for the admin's current legal entity.
 */
export async function approvalLink(
  tx: Tx,
  v: Viewer,
  clientId: string,
  keyId: string,
  days: number,
  entityCode: string,
  origin: string,
) {
  const key = await q.keyOfClient(tx, clientId, keyId);
  if (!key) throw notFound();
  if (!key.active) throw conflict(EXTERNAL_MESSAGES.keyNotActive, undefined, 'KEY_NOT_ACTIVE');
  const { token, expiresAt } = await issueToken(
    tx,
    keyId,
    { t: v.tenantCode, k: key.prefix, e: entityCode, p: 'link' },
    days * 86_400,
  );
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'client.apiKey.link',
    entity: 'client_api_keys',
    entityId: keyId,
    after: { clientId, prefix: key.prefix, expiresAt },
  });
  return { url: `${origin}/external-approval?token=${encodeURIComponent(token)}`, expiresAt };
}
