/**
 * Payload encryption for the API (SPEC §7 "Request handling", ARCHITECTURE "Payload encryption").
 * Wire format and primitives live in @tenure/domain/crypto. This plugin:
 *  - registers `POST <registrationPath>` (plain, public): `{ publicKey }` → `{ keyId, wrappedKey }`;
 *  - treats a request carrying `x-pubkey-id` as encrypted: the key is resolved in onRequest, the JSON
 *    body (an envelope) is decrypted in preValidation (so route validation sees the plain body), and
 *    the JSON reply, errors included, is encrypted in onSend with a fresh IV, marked `x-encrypted: 1`;
 *  - rejects plain requests when `isEncryptionRequired(request)` says so;
 *  - leaves routes with `config.plainPayload === true` alone in both directions, header or not;
 *  - binds a key to the tenant it was registered under (another tenant's request gets
 *    PAYLOAD_KEY_UNKNOWN, so the client registers anew), accepts each request envelope once
 *    (its MAC is remembered for the key's lifetime) and limits registrations per client address.
 * The INVALID_PAYLOAD and PAYLOAD_KEY_UNKNOWN replies are always plain so the client can read them
 * whatever state its keys are in; clients decide by the `x-encrypted` response header.
 */
import type { ErrorCode } from '@tenure/domain/errors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { HEADERS } from '@tenure/domain/auth';
import {
  PayloadCryptoError,
  decryptPayload,
  encryptPayload,
  generateSessionKeyMaterial,
  importSessionKeys,
  publicKeyRegistrationRequest,
  wrapSessionKeys,
  type Envelope,
  type PublicKeyRegistrationResponse,
  type SessionKeys,
} from '@tenure/domain/crypto';
import { MESSAGES } from '@tenure/domain/messages';
import { checkJsonDepth } from './input-bytes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Exempt from payload encryption both ways (tenant lookup, provider, key registration, health, docs). */
    plainPayload?: boolean;
  }
  interface FastifyRequest {
    /** Session keys of an encrypted request; null for plain requests and exempt routes. */
    payloadKeys: SessionKeys | null;
  }
}

export const ENCRYPTED_RESPONSE_HEADER = 'x-encrypted';
export const DEFAULT_REGISTRATION_PATH = '/api/auth/crypto/public-key';

export const PAYLOAD_ERROR_CODES = {
  invalid: 'INVALID_PAYLOAD',
  keyUnknown: 'PAYLOAD_KEY_UNKNOWN',
  replayed: 'PAYLOAD_REPLAYED',
  encryptionRequired: 'PAYLOAD_ENCRYPTION_REQUIRED',
} as const;

/** A registered key: its session secret and the tenant it was registered under. */
export interface StoredPayloadKey {
  raw: Uint8Array;
  tenantCode: string | null;
}

/** Where registered session secrets (64 bytes: AES key || HMAC key) live. */
export interface PayloadKeyStore {
  save(keyId: string, raw: Uint8Array, tenantCode: string | null): Promise<void>;
  /** null when unknown or expired. */
  load(keyId: string): Promise<StoredPayloadKey | null>;
  /** Remembers an envelope (by its MAC) used with the key until the key expires; false when it was used before. */
  markEnvelopeUsed(keyId: string, mac: string): Promise<boolean>;
}

export interface MemoryKeyStoreOptions {
  /** Keys expire this long after registration; default 12 hours. */
  ttlMs?: number;
  /** Oldest keys are dropped beyond this many; default 10 000. */
  maxEntries?: number;
  /** Envelopes remembered per key (oldest forgotten first); default 10 000. */
  maxEnvelopesPerKey?: number;
  now?: () => number;
}

/** In-process store for tests and single-node development. */
export function createMemoryKeyStore(options: MemoryKeyStoreOptions = {}): PayloadKeyStore {
  const ttlMs = options.ttlMs ?? 12 * 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const maxEnvelopes = options.maxEnvelopesPerKey ?? 10_000;
  const entries = new Map<
    string,
    { raw: Uint8Array; tenantCode: string | null; expiresAt: number; usedMacs: Set<string> }
  >();
  const live = (keyId: string) => {
    const entry = entries.get(keyId);
    if (entry && entry.expiresAt <= now()) entries.delete(keyId);
    return entry && entry.expiresAt > now() ? entry : null;
  };
  return {
    async save(keyId, raw, tenantCode) {
      entries.set(keyId, { raw: new Uint8Array(raw), tenantCode, expiresAt: now() + ttlMs, usedMacs: new Set() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    async load(keyId) {
      const entry = live(keyId);
      return entry ? { raw: new Uint8Array(entry.raw), tenantCode: entry.tenantCode } : null;
    },
    async markEnvelopeUsed(keyId, mac) {
      const entry = live(keyId);
      if (!entry || entry.usedMacs.has(mac)) return false;
      entry.usedMacs.add(mac);
      if (entry.usedMacs.size > maxEnvelopes) entry.usedMacs.delete(entry.usedMacs.values().next().value as string);
      return true;
    },
  };
}

export interface PayloadCryptoOptions {
  keyStore: PayloadKeyStore;
  /** Plain requests to non-exempt routes get 400 PAYLOAD_ENCRYPTION_REQUIRED when true. Default: never. */
  isEncryptionRequired?: (request: FastifyRequest) => boolean | Promise<boolean>;
  /** Default `/api/auth/crypto/public-key`. */
  registrationPath?: string;
  /** Tenant recorded with a registered key; default the `x-tenantid` header. */
  tenantCodeOf?: (request: FastifyRequest) => string | null;
  /** Imported keys kept per key id; default 1000. */
  cacheSize?: number;
  /** How long a cached key is trusted before the store is asked again (bounds expiry lag); default 60 s. */
  cacheTtlMs?: number;
  /** Key registrations allowed per client address per minute (needs @fastify/rate-limit); default 600. */
  registrationsPerMinute?: number;
}

/** The key a request resolved in onRequest, kept until preValidation can compare its tenant. */
interface ResolvedKey {
  keyId: string;
  keys: SessionKeys;
  tenantCode: string | null;
}

const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function isExempt(request: FastifyRequest): boolean {
  return request.routeOptions.config?.plainPayload === true;
}

function isJsonContentType(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ message, code });
}

/** Small LRU of imported keys; entries also age out so store-side expiry takes effect. */
function createKeyCache(size: number, ttlMs: number) {
  const entries = new Map<string, { keys: ResolvedKey; until: number }>();
  return {
    get(keyId: string): ResolvedKey | undefined {
      const entry = entries.get(keyId);
      if (!entry) return undefined;
      entries.delete(keyId);
      if (entry.until <= Date.now()) return undefined;
      entries.set(keyId, entry);
      return entry.keys;
    },
    set(keyId: string, keys: ResolvedKey): void {
      entries.delete(keyId);
      entries.set(keyId, { keys, until: Date.now() + ttlMs });
      while (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
  };
}

const payloadCryptoPlugin: FastifyPluginAsync<PayloadCryptoOptions> = async (fastify, options) => {
  const { keyStore } = options;
  const isEncryptionRequired = options.isEncryptionRequired ?? (() => false);
  const tenantCodeOf = options.tenantCodeOf ?? ((request) => headerValue(request, HEADERS.tenant) ?? null);
  const cache = createKeyCache(options.cacheSize ?? 1000, options.cacheTtlMs ?? 60_000);

  const resolvedKeys = new WeakMap<FastifyRequest, ResolvedKey>();

  async function keysFor(keyId: string): Promise<ResolvedKey | null> {
    const cached = cache.get(keyId);
    if (cached) return cached;
    const stored = await keyStore.load(keyId);
    if (!stored) return null;
    const resolved = { keyId, keys: await importSessionKeys(stored.raw), tenantCode: stored.tenantCode };
    cache.set(keyId, resolved);
    return resolved;
  }

  fastify.decorateRequest('payloadKeys', null);

  // onRequest: resolve the key early so replies from later hooks (auth errors…) are encrypted too.
  fastify.addHook('onRequest', async (request, reply) => {
    if (isExempt(request)) return;
    const keyId = headerValue(request, HEADERS.keyId);
    if (keyId === undefined) return;
    const resolved = KEY_ID_PATTERN.test(keyId) ? await keysFor(keyId) : null;
    if (!resolved) {
      return sendError(reply, 401, PAYLOAD_ERROR_CODES.keyUnknown, MESSAGES.payloadKeyUnknown);
    }
    request.payloadKeys = resolved.keys;
    resolvedKeys.set(request, resolved);
  });

  // preValidation: the body is parsed (so it can be swapped) but not yet validated against the route,
  // and tenant context set by earlier hooks is available to isEncryptionRequired.
  fastify.addHook('preValidation', async (request, reply) => {
    if (isExempt(request)) return;
    const keys = request.payloadKeys;
    const resolved = resolvedKeys.get(request);
    if (!keys || !resolved) {
      if (await isEncryptionRequired(request)) {
        return sendError(reply, 400, PAYLOAD_ERROR_CODES.encryptionRequired, MESSAGES.payloadEncryptionRequired);
      }
      return;
    }
    // A key works only for the tenant it was registered under; tenant-less routes hold no tenant data.
    const tenantCode = tenantCodeOf(request);
    if (tenantCode !== null && resolved.tenantCode?.toLowerCase() !== tenantCode.toLowerCase()) {
      request.payloadKeys = null;
      return sendError(reply, 401, PAYLOAD_ERROR_CODES.keyUnknown, MESSAGES.payloadKeyUnknown);
    }
    // File uploads cannot be JSON envelopes; they stay multipart and only the reply is encrypted.
    const isMultipart = String(request.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('multipart/');
    if (request.body === undefined || isMultipart) return;
    const envelope = request.body;
    try {
      const text = await decryptPayload(keys, envelope);
      checkJsonDepth(text);
      request.body = JSON.parse(text);
    } catch (error) {
      if (!(error instanceof PayloadCryptoError) && !(error instanceof SyntaxError)) throw error;
      request.payloadKeys = null; // answer in plain: the client's keys may be what is wrong
      return sendError(reply, 400, PAYLOAD_ERROR_CODES.invalid, MESSAGES.invalidPayload);
    }
    // Only after the MAC checked out, so that junk cannot fill the memory of used envelopes.
    if (!(await keyStore.markEnvelopeUsed(resolved.keyId, (envelope as Envelope).mac))) {
      request.payloadKeys = null;
      return sendError(reply, 400, PAYLOAD_ERROR_CODES.replayed, MESSAGES.payloadReplayed);
    }
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    const keys = request.payloadKeys;
    if (!keys || isExempt(request) || !isJsonContentType(reply.getHeader('content-type'))) return payload;
    let text: string;
    if (typeof payload === 'string') text = payload;
    else if (Buffer.isBuffer(payload)) text = payload.toString('utf8');
    else return payload; // null (no body) or a stream: nothing we can wrap
    if (text.length === 0) return payload;
    const envelope = await encryptPayload(keys, text);
    reply.header(ENCRYPTED_RESPONSE_HEADER, '1');
    reply.removeHeader('content-length');
    return JSON.stringify(envelope);
  });

  // A variable, not an inline literal, so this file compiles with or without the access layer's
  // augmentation of `config.access` (platform/context.ts); it matches its `{ public: true }` case.
  // The rate limit is per client address: registration is public and writes a row each time.
  const registrationConfig = {
    plainPayload: true,
    access: { public: true },
    rateLimit: { max: options.registrationsPerMinute ?? 600, timeWindow: '1 minute' },
  } as const;
  fastify.post(
    options.registrationPath ?? DEFAULT_REGISTRATION_PATH,
    { config: registrationConfig },
    async (request, reply) => {
      const parsed = publicKeyRegistrationRequest.safeParse(request.body);
      if (!parsed.success) return sendError(reply, 400, PAYLOAD_ERROR_CODES.invalid, MESSAGES.invalidPayload);
      const raw = generateSessionKeyMaterial();
      let wrappedKey: string;
      try {
        wrappedKey = await wrapSessionKeys(parsed.data.publicKey, raw);
      } catch (error) {
        if (!(error instanceof PayloadCryptoError)) throw error;
        return sendError(reply, 400, PAYLOAD_ERROR_CODES.invalid, MESSAGES.invalidPayload);
      }
      const keyId = randomBytes(18).toString('base64url');
      await keyStore.save(keyId, raw, tenantCodeOf(request));
      const response: PublicKeyRegistrationResponse = { keyId, wrappedKey };
      return response;
    },
  );
};

export const payloadCrypto = fp(payloadCryptoPlugin, { name: 'payload-crypto', fastify: '5.x' });
export default payloadCrypto;
