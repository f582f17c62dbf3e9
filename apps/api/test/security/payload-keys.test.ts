import { afterAll, beforeAll, expect, it } from 'vitest';
import { encryptPayload, generateClientKeyPair } from '@tenure/domain/crypto';
import { MESSAGES } from '@tenure/domain/messages';
import { payloadKeys } from '../../src/db/schema/index.ts';
import { encryptedClient } from '../encrypted-client.ts';
import { createTestApp, DEMO_PASSWORD, describeEachDatabase, type TestApp } from '../harness.ts';

/** Item 17: payload-encryption keys are bound to their tenant, envelopes are single-use, registration is limited. */
describeEachDatabase('payload-encryption keys', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("a key registered under acme does not work for demo's requests (and the other way round)", async () => {
    const acmeKey = await encryptedClient(t.app, 'acme');
    const demoKey = await encryptedClient(t.app, 'demo');
    const asDemo = await acmeKey.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      headers: { 'x-tenantid': 'demo' },
      body: { username: 'superadmin', password: DEMO_PASSWORD },
    });
    expect(asDemo).toMatchObject({
      statusCode: 401,
      encrypted: false,
      body: { code: 'PAYLOAD_KEY_UNKNOWN', message: MESSAGES.payloadKeyUnknown },
    });
    // A signed-in acme user's request carrying demo's key is refused before the route runs.
    const { token } = (
      await acmeKey.request({
        method: 'POST',
        url: '/api/auth/user/v3/login',
        body: { username: 'acmeadmin', password: DEMO_PASSWORD },
      })
    ).body as { token: string };
    const asAcme = await demoKey.request({
      method: 'GET',
      url: '/api/auth/user-entity-permissions',
      headers: { 'x-tenantid': 'acme', authorization: `Bearer ${token}` },
    });
    expect(asAcme).toMatchObject({ statusCode: 401, body: { code: 'PAYLOAD_KEY_UNKNOWN' } });

    // Under its own tenant the key works.
    const own = await acmeKey.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    expect(own).toMatchObject({ statusCode: 200, encrypted: true });
  });

  it('the same envelope sent twice is refused the second time, without reaching the route', async () => {
    const client = await encryptedClient(t.app, 'acme');
    const envelope = await encryptPayload(
      client.keys,
      JSON.stringify({ username: 'acmeadmin', password: DEMO_PASSWORD }),
    );
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/user/v3/login',
        headers: { 'x-tenantid': 'acme', 'x-pubkey-id': client.keyId },
        payload: envelope,
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const replay = await send();
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ code: 'PAYLOAD_REPLAYED', message: MESSAGES.payloadReplayed });
    // A fresh envelope of the same request is a new request.
    const fresh = await client.request({
      method: 'POST',
      url: '/api/auth/user/v3/login',
      body: { username: 'acmeadmin', password: DEMO_PASSWORD },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('an office of 100 behind one address all start the app in one minute; past 600 keys the address gets 429 and nothing is written; other addresses are unaffected', async () => {
    const { publicKey } = await generateClientKeyPair();
    const register = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/crypto/public-key',
        headers: { 'x-tenantid': 'demo' },
        payload: { publicKey },
        remoteAddress,
      });
    const keyCount = () => t.database.db.$count(payloadKeys);
    const office = await Promise.all(Array.from({ length: 100 }, () => register('203.0.113.7')));
    expect(office.map((reply) => reply.statusCode)).toEqual(Array(100).fill(200));
    for (let i = 100; i < 600; i++) expect((await register('203.0.113.7')).statusCode).toBe(200);
    const before = await keyCount();
    const refused = await register('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(await keyCount()).toBe(before);
    expect((await register('203.0.113.8')).statusCode).toBe(200);
  });
});
