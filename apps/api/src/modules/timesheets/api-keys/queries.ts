import { sql } from 'drizzle-orm';
import type { ClientApiKeyInput, ClientApiKeyView } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const keyColumns = sql`id, name, prefix, ${iso('expires_at')} as "expiresAt", ${iso('revoked_at')} as "revokedAt", ${iso('last_used_at')} as "lastUsedAt",
  ${iso('created_at')} as "createdAt", case when revoked_at is not null then 'revoked' when expires_at <= now() then 'expired' else 'active' end as status`;

export const clientExists = async (tx: Tx, clientId: string): Promise<boolean> =>
  (await queryRows<{ id: string }>(tx, sql`select id from clients where id = ${clientId}`)).length > 0;

/** A client's keys, newest first (never their secrets). */
export const keysOfClient = (tx: Tx, clientId: string) =>
  queryRows<ClientApiKeyView>(
    tx,
    sql`select ${keyColumns} from client_api_keys where client_id = ${clientId} order by created_at desc, id`,
  );

/** Stores a new key (its hash and signing secret), working until the end of `expiresOn` (UTC). */
export async function insertKey(
  tx: Tx,
  clientId: string,
  input: ClientApiKeyInput,
  key: { prefix: string; keyHash: string; signingSecret: string },
  createdBy: string,
): Promise<ClientApiKeyView> {
  const [row] = await queryRows<ClientApiKeyView>(
    tx,
    sql`insert into client_api_keys (tenant_id, client_id, name, prefix, key_hash, signing_secret, expires_at, created_by)
        values (current_setting('app.tenant_id'), ${clientId}, ${input.name}, ${key.prefix}, ${key.keyHash}, ${key.signingSecret}, ${`${input.expiresOn}T23:59:59Z`}::timestamptz, ${createdBy})
        returning ${keyColumns}`,
  );
  return row!;
}

/** Revokes the client's key if it is not already: the key as it now is, or nothing. */
export async function revokeKey(tx: Tx, clientId: string, keyId: string): Promise<ClientApiKeyView | undefined> {
  const [row] = await queryRows<ClientApiKeyView>(
    tx,
    sql`update client_api_keys set revoked_at = now() where id = ${keyId} and client_id = ${clientId} and revoked_at is null returning ${keyColumns}`,
  );
  return row;
}

/** The client's key's prefix and whether it works (neither revoked nor expired). */
export async function keyOfClient(
  tx: Tx,
  clientId: string,
  keyId: string,
): Promise<{ prefix: string; active: boolean } | undefined> {
  const [key] = await queryRows<{ prefix: string; active: boolean }>(
    tx,
    sql`select prefix, (revoked_at is null and expires_at > now()) as active from client_api_keys where id = ${keyId} and client_id = ${clientId}`,
  );
  return key;
}
