import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { API_KEY_MAX_DAYS, EXTERNAL_MESSAGES, type ClientApiKeyInput, type ClientApiKeyView, type CreatedApiKeyView } from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import { utcToday } from '../../../platform/clock.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { issueToken, newApiKey } from '../external/auth.ts';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const keyColumns = sql`id, name, prefix, ${iso('expires_at')} as "expiresAt", ${iso('revoked_at')} as "revokedAt", ${iso('last_used_at')} as "lastUsedAt",
  ${iso('created_at')} as "createdAt", case when revoked_at is not null then 'revoked' when expires_at <= now() then 'expired' else 'active' end as status`;

async function requireClient(tx: Tx, clientId: string): Promise<void> {
  const [client] = await queryRows<{ id: string }>(tx, sql`select id from clients where id = ${clientId}`);
  if (!client) throw notFound();
}

/** A client's keys, newest first (never their secrets). */
export async function listApiKeys(tx: Tx, clientId: string): Promise<ClientApiKeyView[]> {
  await requireClient(tx, clientId);
  return queryRows<ClientApiKeyView>(tx, sql`select ${keyColumns} from client_api_keys where client_id = ${clientId} order by created_at desc, id`);
}

/** A new key for the client, working until the end of `expiresOn` (UTC); its secret is answered this once and kept only hashed. */
export async function createApiKey(tx: Tx, v: Viewer, clientId: string, input: ClientApiKeyInput): Promise<CreatedApiKeyView> {
  await requireClient(tx, clientId);
  if (input.expiresOn <= utcToday()) throw badRequest(EXTERNAL_MESSAGES.expiryPast, { expiresOn: EXTERNAL_MESSAGES.expiryPast });
  if (input.expiresOn > addDays(utcToday(), API_KEY_MAX_DAYS)) throw badRequest(EXTERNAL_MESSAGES.expiryTooFar, { expiresOn: EXTERNAL_MESSAGES.expiryTooFar });
  const key = newApiKey();
  const [row] = await queryRows<ClientApiKeyView>(
    tx,
    sql`insert into client_api_keys (tenant_id, client_id, name, prefix, key_hash, signing_secret, expires_at, created_by)
        values (current_setting('app.tenant_id'), ${clientId}, ${input.name}, ${key.prefix}, ${key.keyHash}, ${key.signingSecret}, ${`${input.expiresOn}T23:59:59Z`}::timestamptz, ${v.userId})
        returning ${keyColumns}`,
  );
  await recordAudit(tx, { ...auditActor(v), action: 'client.apiKey.create', entity: 'client_api_keys', entityId: row!.id, after: { clientId, name: input.name, prefix: key.prefix, expiresOn: input.expiresOn } });
  return { ...row!, secret: key.secret };
}

/** Revokes a key: it and every token and link it gave out stop working at once. */
export async function revokeApiKey(tx: Tx, v: Viewer, clientId: string, keyId: string): Promise<ClientApiKeyView> {
  const [row] = await queryRows<ClientApiKeyView>(
    tx,
    sql`update client_api_keys set revoked_at = now() where id = ${keyId} and client_id = ${clientId} and revoked_at is null returning ${keyColumns}`,
  );
  if (!row) {
    const [exists] = await queryRows<{ id: string }>(tx, sql`select id from client_api_keys where id = ${keyId} and client_id = ${clientId}`);
    if (!exists) throw notFound();
    throw conflict(EXTERNAL_MESSAGES.keyNotActive, undefined, 'KEY_NOT_ACTIVE');
  }
  await recordAudit(tx, { ...auditActor(v), action: 'client.apiKey.revoke', entity: 'client_api_keys', entityId: keyId, after: { clientId, prefix: row.prefix } });
  return row;
}

/**
 * An approval link of an active key (/external-approval?token=…): a token signed by the key,
 * lasting `days` (never past the key), for the admin's current legal entity.
 */
export async function approvalLink(tx: Tx, v: Viewer, clientId: string, keyId: string, days: number, entityCode: string, origin: string) {
  const [key] = await queryRows<{ prefix: string; active: boolean }>(
    tx,
    sql`select prefix, (revoked_at is null and expires_at > now()) as active from client_api_keys where id = ${keyId} and client_id = ${clientId}`,
  );
  if (!key) throw notFound();
  if (!key.active) throw conflict(EXTERNAL_MESSAGES.keyNotActive, undefined, 'KEY_NOT_ACTIVE');
  const { token, expiresAt } = await issueToken(tx, keyId, { t: v.tenantCode, k: key.prefix, e: entityCode, p: 'link' }, days * 86_400);
  await recordAudit(tx, { ...auditActor(v), action: 'client.apiKey.link', entity: 'client_api_keys', entityId: keyId, after: { clientId, prefix: key.prefix, expiresAt } });
  return { url: `${origin}/external-approval?token=${encodeURIComponent(token)}`, expiresAt };
}
