import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  decryptPayload,
  encryptPayload,
  generateClientKeyPair,
  unwrapSessionKeys,
  type SessionKeys,
} from '@tenure/domain/crypto';

export interface ClientReply {
  statusCode: number;
  encrypted: boolean;
  body: unknown;
}

/** Talks to the API the way the browser does when the tenant has payload encryption on. */
export async function encryptedClient(app: FastifyInstance, tenant: string) {
  const pair = await generateClientKeyPair();
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/crypto/public-key',
    headers: { 'x-tenantid': tenant },
    payload: { publicKey: pair.publicKey },
  });
  const { keyId, wrappedKey } = registered.json() as { keyId: string; wrappedKey: string };
  const keys: SessionKeys = await unwrapSessionKeys(pair.privateKey, wrappedKey);

  return {
    keyId,
    keys,
    async request(options: {
      method: InjectOptions['method'];
      url: string;
      headers?: Record<string, string>;
      body?: unknown;
    }): Promise<ClientReply> {
      const payload = options.body === undefined ? undefined : await encryptPayload(keys, JSON.stringify(options.body));
      const res = await app.inject({
        method: options.method,
        url: options.url,
        headers: { 'x-tenantid': tenant, 'x-pubkey-id': keyId, ...options.headers },
        ...(payload ? { payload } : {}),
      });
      const encrypted = res.headers['x-encrypted'] === '1';
      const text = encrypted ? await decryptPayload(keys, res.json()) : res.body;
      return { statusCode: res.statusCode, encrypted, body: text ? JSON.parse(text) : null };
    },
  };
}
