import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADERS } from '@tenure/domain/auth';
import {
  base64ToBytes,
  bytesToBase64,
  decryptPayload,
  encryptPayload,
  generateClientKeyPair,
  unwrapSessionKeys,
  type Envelope,
  type SessionKeys,
} from '@tenure/domain/crypto';
import { MESSAGES } from '@tenure/domain/messages';
import {
  createMemoryKeyStore,
  PAYLOAD_ERROR_CODES,
  payloadCrypto,
  type PayloadCryptoOptions,
} from './payload-crypto.ts';

interface TestApp {
  app: FastifyInstance;
  calls: { echo: number };
}

let current: FastifyInstance | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

async function buildApp(options: Partial<PayloadCryptoOptions> = {}): Promise<TestApp> {
  const app = Fastify();
  current = app;
  const calls = { echo: 0 };
  await app.register(payloadCrypto, { keyStore: createMemoryKeyStore(), ...options });
  app.post('/api/echo', async (request) => {
    calls.echo++;
    return { received: request.body, encrypted: request.payloadKeys !== null };
  });
  app.get('/api/hello', async () => ({ hello: 'wörld' }));
  app.get('/api/fails', async (_request, reply) => reply.code(422).send({ message: 'Nope', code: 'VALIDATION' }));
  app.post('/api/tenant-lookup', { config: { plainPayload: true } }, async (request) => ({ plain: request.body }));
  await app.ready();
  return { app, calls };
}

/** What the web client does: make a key pair, register it, unwrap the session keys. */
async function registerLikeBrowser(app: FastifyInstance): Promise<{ keyId: string; keys: SessionKeys }> {
  const pair = await generateClientKeyPair();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/crypto/public-key',
    payload: { publicKey: pair.publicKey },
  });
  expect(res.statusCode).toBe(200);
  const { keyId, wrappedKey } = res.json() as { keyId: string; wrappedKey: string };
  return { keyId, keys: await unwrapSessionKeys(pair.privateKey, wrappedKey) };
}

function flip(b64: string, index: number): string {
  const bytes = base64ToBytes(b64);
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytesToBase64(bytes);
}

const body = { reason: 'Half-day leave — 山田さん 🌴', days: 0.5 };

describe('payload-crypto plugin', () => {
  it('full round trip: encrypted request body in, encrypted JSON reply out', async () => {
    const { app, calls } = await buildApp();
    const { keyId, keys } = await registerLikeBrowser(app);
    const envelope = await encryptPayload(keys, JSON.stringify(body));

    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { [HEADERS.keyId]: keyId },
      payload: envelope,
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['x-encrypted']).toBe('1');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const reply = res.json() as Envelope;
    expect(Object.keys(reply).sort()).toEqual(['data', 'iv', 'mac']);
    expect(reply.iv).not.toBe(envelope.iv);
    expect(JSON.parse(await decryptPayload(keys, reply))).toEqual({ received: body, encrypted: true });
    expect(calls.echo).toBe(1);
  });

  it('encrypts replies of bodiless requests and error replies too', async () => {
    const { app } = await buildApp();
    const { keyId, keys } = await registerLikeBrowser(app);
    const headers = { [HEADERS.keyId]: keyId };

    const hello = await app.inject({ method: 'GET', url: '/api/hello', headers });
    expect(hello.headers['x-encrypted']).toBe('1');
    expect(JSON.parse(await decryptPayload(keys, hello.json()))).toEqual({ hello: 'wörld' });

    const failed = await app.inject({ method: 'GET', url: '/api/fails', headers });
    expect(failed.statusCode).toBe(422);
    expect(failed.headers['x-encrypted']).toBe('1');
    expect(JSON.parse(await decryptPayload(keys, failed.json()))).toEqual({ message: 'Nope', code: 'VALIDATION' });
  });

  it('tampered body and tampered MAC get the identical 400 and never reach the handler', async () => {
    const { app, calls } = await buildApp();
    const { keyId, keys } = await registerLikeBrowser(app);
    const envelope = await encryptPayload(keys, JSON.stringify(body));
    const variants: unknown[] = [
      { ...envelope, data: flip(envelope.data, 5) },
      { ...envelope, mac: flip(envelope.mac, 0) },
      { ...envelope, iv: flip(envelope.iv, 15) },
      { ...envelope, data: bytesToBase64(base64ToBytes(envelope.data).slice(0, 16)) },
      { iv: envelope.iv, data: envelope.data },
      body, // a plain body sent with the encryption header
    ];
    const bodies: string[] = [];
    for (const payload of variants) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { [HEADERS.keyId]: keyId },
        payload: payload as object,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-encrypted']).toBeUndefined();
      bodies.push(res.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ message: MESSAGES.invalidPayload, code: 'INVALID_PAYLOAD' });
    expect(calls.echo).toBe(0);
  });

  it('an envelope whose plaintext is not JSON is the same 400', async () => {
    const { app, calls } = await buildApp();
    const { keyId, keys } = await registerLikeBrowser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { [HEADERS.keyId]: keyId },
      payload: await encryptPayload(keys, '{not json'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.invalidPayload, code: 'INVALID_PAYLOAD' });
    expect(calls.echo).toBe(0);
  });

  it('an unknown or malformed key id is 401 PAYLOAD_KEY_UNKNOWN', async () => {
    const { app, calls } = await buildApp();
    const { keys } = await registerLikeBrowser(app);
    const payload = await encryptPayload(keys, JSON.stringify(body));
    for (const keyId of ['no-such-key', 'bad key id!']) {
      const res = await app.inject({ method: 'POST', url: '/api/echo', headers: { [HEADERS.keyId]: keyId }, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_KEY_UNKNOWN' });
      expect(typeof (res.json() as { message: unknown }).message).toBe('string');
    }
    expect(calls.echo).toBe(0);
  });

  it('an expired key is 401 once the cache no longer vouches for it', async () => {
    let now = 0;
    const { app } = await buildApp({ keyStore: createMemoryKeyStore({ ttlMs: 1000, now: () => now }), cacheTtlMs: 0 });
    const { keyId } = await registerLikeBrowser(app);
    const send = () => app.inject({ method: 'GET', url: '/api/hello', headers: { [HEADERS.keyId]: keyId } });
    expect((await send()).statusCode).toBe(200);
    now = 5000;
    const res = await send();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_KEY_UNKNOWN' });
  });

  it('the same envelope is accepted once: a replay is refused before the handler; the same body sent anew gets a fresh reply IV', async () => {
    const { app, calls } = await buildApp();
    const { keyId, keys } = await registerLikeBrowser(app);
    const payload = await encryptPayload(keys, JSON.stringify(body));
    const send = (envelope: Envelope) =>
      app.inject({ method: 'POST', url: '/api/echo', headers: { [HEADERS.keyId]: keyId }, payload: envelope });

    const first = await send(payload);
    const replay = await send(payload);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 400]);
    expect(replay.json()).toEqual({ message: MESSAGES.payloadReplayed, code: PAYLOAD_ERROR_CODES.replayed });
    expect(calls.echo).toBe(1);

    const again = await send(await encryptPayload(keys, JSON.stringify(body)));
    expect(again.statusCode).toBe(200);
    const a = first.json() as Envelope;
    const b = again.json() as Envelope;
    expect(a.iv).not.toBe(b.iv);
    expect(await decryptPayload(keys, a)).toBe(await decryptPayload(keys, b));
  });

  it("a key registered under one tenant is PAYLOAD_KEY_UNKNOWN for another tenant's requests", async () => {
    const { app, calls } = await buildApp();
    const pair = await generateClientKeyPair();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/crypto/public-key',
      headers: { [HEADERS.tenant]: 'demo' },
      payload: { publicKey: pair.publicKey },
    });
    const { keyId, wrappedKey } = registered.json() as { keyId: string; wrappedKey: string };
    const keys = await unwrapSessionKeys(pair.privateKey, wrappedKey);
    const send = async (tenant: string) =>
      app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { [HEADERS.keyId]: keyId, [HEADERS.tenant]: tenant },
        payload: await encryptPayload(keys, JSON.stringify(body)),
      });

    const foreign = await send('acme');
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual({ message: MESSAGES.payloadKeyUnknown, code: PAYLOAD_ERROR_CODES.keyUnknown });
    expect(calls.echo).toBe(0);
    expect((await send('DEMO')).statusCode).toBe(200);
  });

  it('when encryption is required, plain requests get 400 but exempt routes stay plain', async () => {
    const { app, calls } = await buildApp({ isEncryptionRequired: async () => true });

    const plain = await app.inject({ method: 'POST', url: '/api/echo', payload: body });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ code: 'PAYLOAD_ENCRYPTION_REQUIRED' });
    expect(calls.echo).toBe(0);

    const exempt = await app.inject({ method: 'POST', url: '/api/tenant-lookup', payload: body });
    expect(exempt.statusCode).toBe(200);
    expect(exempt.headers['x-encrypted']).toBeUndefined();
    expect(exempt.json()).toEqual({ plain: body });

    // Key registration is itself exempt, and an encrypted request then goes through.
    const { keyId, keys } = await registerLikeBrowser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { [HEADERS.keyId]: keyId },
      payload: await encryptPayload(keys, JSON.stringify(body)),
    });
    expect(res.statusCode).toBe(200);
    expect(calls.echo).toBe(1);
  });

  it('exempt routes ignore the key header, even an unknown one', async () => {
    const { app } = await buildApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/tenant-lookup',
      headers: { [HEADERS.keyId]: 'stale' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ plain: body });
  });

  it('without the header and not required, requests and replies stay plain', async () => {
    const { app, calls } = await buildApp();
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-encrypted']).toBeUndefined();
    expect(res.json()).toEqual({ received: body, encrypted: false });
    expect(calls.echo).toBe(1);
  });

  it('registration rejects a malformed public key with INVALID_PAYLOAD', async () => {
    const { app } = await buildApp();
    for (const payload of [{ publicKey: 'not-a-key' }, { nope: 1 }]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/crypto/public-key', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.invalidPayload, code: 'INVALID_PAYLOAD' });
    }
  });

  it('registration records the tenant and honours a custom path', async () => {
    const saved: Array<[string, string | null]> = [];
    const inner = createMemoryKeyStore();
    const keyStore = {
      save: async (keyId: string, raw: Uint8Array, tenantCode: string | null) => {
        saved.push([keyId, tenantCode]);
        await inner.save(keyId, raw, tenantCode);
      },
      load: inner.load,
      markEnvelopeUsed: inner.markEnvelopeUsed,
    };
    const { app } = await buildApp({ keyStore, registrationPath: '/keys' });
    const pair = await generateClientKeyPair();
    const res = await app.inject({
      method: 'POST',
      url: '/keys',
      headers: { [HEADERS.tenant]: 'ACME' },
      payload: { publicKey: pair.publicKey },
    });
    expect(res.statusCode).toBe(200);
    expect(saved).toEqual([[(res.json() as { keyId: string }).keyId, 'ACME']]);
    expect(app.printRoutes()).toContain('keys');
  });
});
