import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@tenure/domain/auth';
import { EXTERNAL_HEADERS, EXTERNAL_MESSAGES } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { badRequest, unauthorized } from '../../../platform/errors.ts';
import { sameHash, sha256 } from '../../../platform/secrets.ts';

/**
 * Keys and tokens of the external-approval service. A key reads `tnr_<prefix>_<secret>`: the
 * prefix finds its row, the whole key's SHA-256 is compared. A token (from POST …/token, or the
 * one in an approval link) is `<payload>.<signature>`: base64url JSON naming tenant, key, entity
 * and expiry, signed with the key's own signing secret (HMAC-SHA256). Every call re-reads the key,
 * so a revoked or expired key and all its tokens are refused at once.
 */
export interface TokenPayload {
  /** tenant code, key prefix, legal entity code, expiry (epoch seconds), kind */
  t: string;
  k: string;
  e: string;
  x: number;
  p: 'api' | 'link';
}

/** The client's key a call acts with (audited on every action). */
export interface ExternalCaller {
  keyId: string;
  keyName: string;
  prefix: string;
  clientId: string;
  tenantCode: string;
  entity: { code: string; name: string };
}

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  clientId: string;
  keyHash: string;
  signingSecret: string;
  expiresAt: string;
  active: boolean;
}

export const newApiKey = () => {
  const prefix = randomBytes(6).toString('hex');
  const secret = `tnr_${prefix}_${randomBytes(24).toString('base64url')}`;
  return { prefix, secret, keyHash: sha256(secret), signingSecret: randomBytes(32).toString('base64url') };
};

const prefixOfKey = (key: string) => /^tnr_([0-9a-f]{12})_[A-Za-z0-9_-]{32}$/.exec(key)?.[1] ?? null;

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signToken(payload: TokenPayload, signingSecret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, signingSecret)}`;
}

/** The token's claims, unverified (the signature is checked against its key's secret). */
export function readToken(token: string): TokenPayload | null {
  const [body] = token.split('.');
  try {
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as TokenPayload;
    return typeof payload.k === 'string' && typeof payload.x === 'number' && typeof payload.t === 'string' ? payload : null;
  } catch {
    return null;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** The key of `prefix`, with the legal entity the call names (X-EntityID), read in one round trip. */
async function keyByPrefix(tx: Tx, prefix: string, request: FastifyRequest): Promise<(KeyRow & { entity: { code: string; name: string } | null }) | null> {
  const [row] = await queryRows<KeyRow & { entity: { code: string; name: string } | null }>(
    tx,
    sql`select id, name, prefix, client_id as "clientId", key_hash as "keyHash", signing_secret as "signingSecret", expires_at as "expiresAt",
               (revoked_at is null and expires_at > now()) as active,
               (select json_build_object('code', code, 'name', name) from legal_entities where lower(code) = lower(${header(request, HEADERS.entity) ?? ''})) as entity
          from client_api_keys where prefix = ${prefix}`,
  );
  return row ?? null;
}

function entityOf(row: { entity: { code: string; name: string } | null }): { code: string; name: string } {
  if (!row.entity) throw badRequest(EXTERNAL_MESSAGES.entityRequired, { [HEADERS.entity]: EXTERNAL_MESSAGES.entityRequired }, 'ENTITY_REQUIRED');
  return row.entity;
}

const callerOf = (row: KeyRow, tenantCode: string, entity: { code: string; name: string }): ExternalCaller =>
  ({ keyId: row.id, keyName: row.name, prefix: row.prefix, clientId: row.clientId, tenantCode, entity });

/** POST …/token: the x-api-key of an active key of this tenant. */
export async function callerOfApiKey(tx: Tx, request: FastifyRequest): Promise<ExternalCaller> {
  const key = header(request, EXTERNAL_HEADERS.apiKey);
  if (!key) throw unauthorized('API_KEY_REQUIRED', EXTERNAL_MESSAGES.keyRequired);
  const prefix = prefixOfKey(key);
  const row = prefix ? await keyByPrefix(tx, prefix, request) : null;
  if (!row || !row.active || !sameHash(sha256(key), row.keyHash)) throw unauthorized('API_KEY_REFUSED', EXTERNAL_MESSAGES.keyRefused);
  return callerOf(row, request.tenant!.code, entityOf(row));
}

/**
 * Every other call: a token signed by an active key of this tenant, not expired. When the call
 * also sends an x-api-key, it must be that same key.
 */
export async function callerOfToken(tx: Tx, request: FastifyRequest): Promise<ExternalCaller> {
  const token = header(request, EXTERNAL_HEADERS.token);
  if (!token) throw unauthorized('TOKEN_REQUIRED', EXTERNAL_MESSAGES.tokenRequired);
  const payload = readToken(token);
  const row = payload && payload.t === request.tenant!.code ? await keyByPrefix(tx, payload.k, request) : null;
  const [body, signature] = token.split('.');
  const valid = row && row.active && payload!.x * 1000 > Date.now() && signature && sameHash(sign(body!, row.signingSecret), signature);
  if (!valid) throw unauthorized('TOKEN_REFUSED', EXTERNAL_MESSAGES.tokenRefused);
  const key = header(request, EXTERNAL_HEADERS.apiKey);
  if (key && !sameHash(sha256(key), row.keyHash)) throw unauthorized('API_KEY_REFUSED', EXTERNAL_MESSAGES.keyRefused);
  const entity = entityOf(row);
  if (entity.code.toLowerCase() !== payload!.e.toLowerCase()) throw unauthorized('TOKEN_REFUSED', EXTERNAL_MESSAGES.tokenRefused);
  return callerOf(row, request.tenant!.code, entity);
}

/** A token of `caller`'s key lasting `seconds`, never past the key's own expiry. */
export async function issueToken(tx: Tx, keyId: string, claims: Omit<TokenPayload, 'x'>, seconds: number): Promise<{ token: string; expiresAt: string }> {
  const [row] = await queryRows<{ signingSecret: string; expiresAt: string }>(
    tx,
    sql`select signing_secret as "signingSecret", to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt" from client_api_keys where id = ${keyId}`,
  );
  const expiry = Math.min(Math.floor(Date.now() / 1000) + seconds, Math.floor(Date.parse(row!.expiresAt) / 1000));
  return { token: signToken({ ...claims, x: expiry }, row!.signingSecret), expiresAt: new Date(expiry * 1000).toISOString() };
}
