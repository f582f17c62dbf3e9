import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../platform/db.ts';

export interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  clientId: string;
  keyHash: string;
  signingSecret: string;
  expiresAt: string;
  active: boolean;
}

/** The key of `prefix`, with the legal entity the call names (X-EntityID), read in one round trip. */
export async function keyByPrefix(tx: Tx, prefix: string, entityCode: string | null): Promise<(KeyRow & { entity: { code: string; name: string } | null }) | null> {
  const [row] = await queryRows<KeyRow & { entity: { code: string; name: string } | null }>(
    tx,
    sql`select id, name, prefix, client_id as "clientId", key_hash as "keyHash", signing_secret as "signingSecret", expires_at as "expiresAt",
               (revoked_at is null and expires_at > now()) as active,
               (select json_build_object('code', code, 'name', name) from legal_entities where lower(code) = lower(${entityCode ?? ''})) as entity
          from client_api_keys where prefix = ${prefix}`,
  );
  return row ?? null;
}

/** The key's signing secret and expiry (an ISO instant). */
export async function signingSecretOf(tx: Tx, keyId: string): Promise<{ signingSecret: string; expiresAt: string } | undefined> {
  const [row] = await queryRows<{ signingSecret: string; expiresAt: string }>(
    tx,
    sql`select signing_secret as "signingSecret", to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt" from client_api_keys where id = ${keyId}`,
  );
  return row;
}
