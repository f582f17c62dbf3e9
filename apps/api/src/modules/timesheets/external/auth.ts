import { createHmac, randomBytes } from 'node:crypto';
import { HEADERS } from '@tenure/domain/auth';
import { EXTERNAL_MESSAGES } from '@tenure/domain/timesheets';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, unauthorized } from '../../../platform/errors.ts';
import { sameHash, sha256 } from '../../../platform/secrets.ts';
import { keyByPrefix, signingSecretOf, type KeyRow } from './queries.ts';

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

/** What a call presents (read from its headers by the routes): the tenant, and the key, token and legal entity it names. */
export interface ExternalCredentials {
  tenantCode: string;
  apiKey: string | null;
  token: string | null;
  entityCode: string | null;
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
    return typeof payload.k === 'string' && typeof payload.x === 'number' && typeof payload.t === 'string'
      ? payload
      : null;
  } catch {
    return null;
  }
}

function entityOf(row: { entity: { code: string; name: string } | null }): { code: string; name: string } {
  if (!row.entity)
    throw badRequest(
      EXTERNAL_MESSAGES.entityRequired,
      { [HEADERS.entity]: EXTERNAL_MESSAGES.entityRequired },
      'ENTITY_REQUIRED',
    );
  return row.entity;
}

const callerOf = (row: KeyRow, tenantCode: string, entity: { code: string; name: string }): ExternalCaller => ({
  keyId: row.id,
  keyName: row.name,
  prefix: row.prefix,
  clientId: row.clientId,
  tenantCode,
  entity,
});

/** POST …/token: the x-api-key of an active key of this tenant. */
export async function callerOfApiKey(tx: Tx, call: ExternalCredentials): Promise<ExternalCaller> {
  const key = call.apiKey;
  if (!key) throw unauthorized('API_KEY_REQUIRED', EXTERNAL_MESSAGES.keyRequired);
  const prefix = prefixOfKey(key);
  const row = prefix ? await keyByPrefix(tx, prefix, call.entityCode) : null;
  if (!row || !row.active || !sameHash(sha256(key), row.keyHash))
    throw unauthorized('API_KEY_REFUSED', EXTERNAL_MESSAGES.keyRefused);
  return callerOf(row, call.tenantCode, entityOf(row));
}

/**
 * Every other call: a token signed by an active key of this tenant, not expired. When the call
 * also sends an x-api-key, it must be that same key.
 */
export async function callerOfToken(tx: Tx, call: ExternalCredentials): Promise<ExternalCaller> {
  const token = call.token;
  if (!token) throw unauthorized('TOKEN_REQUIRED', EXTERNAL_MESSAGES.tokenRequired);
  const payload = readToken(token);
  const row = payload && payload.t === call.tenantCode ? await keyByPrefix(tx, payload.k, call.entityCode) : null;
  const [body, signature] = token.split('.');
  const valid =
    row &&
    row.active &&
    payload!.x * 1000 > Date.now() &&
    signature &&
    sameHash(sign(body!, row.signingSecret), signature);
  if (!valid) throw unauthorized('TOKEN_REFUSED', EXTERNAL_MESSAGES.tokenRefused);
  const key = call.apiKey;
  if (key && !sameHash(sha256(key), row.keyHash)) throw unauthorized('API_KEY_REFUSED', EXTERNAL_MESSAGES.keyRefused);
  const entity = entityOf(row);
  if (entity.code.toLowerCase() !== payload!.e.toLowerCase())
    throw unauthorized('TOKEN_REFUSED', EXTERNAL_MESSAGES.tokenRefused);
  return callerOf(row, call.tenantCode, entity);
}

/** A token of `caller`'s key lasting `seconds`, never past the key's own expiry. */
export async function issueToken(
  tx: Tx,
  keyId: string,
  claims: Omit<TokenPayload, 'x'>,
  seconds: number,
): Promise<{ token: string; expiresAt: string }> {
  const row = await signingSecretOf(tx, keyId);
  const expiry = Math.min(Math.floor(Date.now() / 1000) + seconds, Math.floor(Date.parse(row!.expiresAt) / 1000));
  return {
    token: signToken({ ...claims, x: expiry }, row!.signingSecret),
    expiresAt: new Date(expiry * 1000).toISOString(),
  };
}
