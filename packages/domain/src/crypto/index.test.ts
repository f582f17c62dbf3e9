import { describe, expect, it } from 'vitest';
import {
  PayloadCryptoError,
  base64ToBytes,
  bytesToBase64,
  decryptPayload,
  encryptPayload,
  envelopeSchema,
  generateClientKeyPair,
  generateSessionKeyMaterial,
  importSessionKeys,
  unwrapSessionKeys,
  wrapSessionKeys,
  type Envelope,
  type SessionKeys,
} from './index.ts';

const subtle = globalThis.crypto.subtle;
const sample = JSON.stringify({ name: 'Zoë Łukasz 山田 🌴', note: 'half-day “leave”', days: 0.5 });

/** What the server does on registration, spelled out with raw WebCrypto. */
async function serverWrap(publicKeyB64: string): Promise<{ raw: Uint8Array; wrappedKey: string }> {
  const raw = globalThis.crypto.getRandomValues(new Uint8Array(64));
  const publicKey = await subtle.importKey(
    'spki',
    base64ToBytes(publicKeyB64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, raw));
  return { raw, wrappedKey: bytesToBase64(wrapped) };
}

async function freshKeys(): Promise<SessionKeys> {
  return importSessionKeys(generateSessionKeyMaterial());
}

/** Flip one bit of a base64 field's decoded bytes. */
function flip(b64: string, index = 0): string {
  const bytes = base64ToBytes(b64);
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytesToBase64(bytes);
}

describe('payload crypto', () => {
  it('exports an RSA-OAEP 2048 SHA-256 public key as base64 SPKI', async () => {
    const { publicKey, privateKey } = await generateClientKeyPair();
    const imported = await subtle.importKey(
      'spki',
      base64ToBytes(publicKey),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    const algorithm = imported.algorithm as unknown as { modulusLength: number; hash: { name: string } };
    expect(algorithm.modulusLength).toBe(2048);
    expect(algorithm.hash.name).toBe('SHA-256');
    expect(privateKey.extractable).toBe(false);
  });

  it('key pair → server wrap → unwrap → both sides encrypt and decrypt unicode JSON', async () => {
    const pair = await generateClientKeyPair();
    const { raw, wrappedKey } = await serverWrap(pair.publicKey);
    const browserKeys = await unwrapSessionKeys(pair.privateKey, wrappedKey);
    const serverKeys = await importSessionKeys(raw);

    const request = await encryptPayload(browserKeys, sample);
    expect(envelopeSchema.safeParse(request).success).toBe(true);
    expect(await decryptPayload(serverKeys, request)).toBe(sample);

    const response = await encryptPayload(serverKeys, sample);
    expect(JSON.parse(await decryptPayload(browserKeys, response))).toEqual(JSON.parse(sample));
  });

  it('wrapSessionKeys (server helper) is unwrapped by the browser', async () => {
    const pair = await generateClientKeyPair();
    const raw = generateSessionKeyMaterial();
    const wrappedKey = await wrapSessionKeys(pair.publicKey, raw);
    const keys = await unwrapSessionKeys(pair.privateKey, wrappedKey);
    const envelope = await encryptPayload(await importSessionKeys(raw), '{"a":1}');
    expect(await decryptPayload(keys, envelope)).toBe('{"a":1}');
  });

  it('rejects a public key that is not base64 SPKI', async () => {
    await expect(wrapSessionKeys('not a key', generateSessionKeyMaterial())).rejects.toBeInstanceOf(PayloadCryptoError);
    await expect(
      wrapSessionKeys(bytesToBase64(new Uint8Array(40)), generateSessionKeyMaterial()),
    ).rejects.toBeInstanceOf(PayloadCryptoError);
  });

  it('two encryptions of the same text differ in IV and ciphertext', async () => {
    const keys = await freshKeys();
    const a = await encryptPayload(keys, sample);
    const b = await encryptPayload(keys, sample);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
    expect(base64ToBytes(a.iv)).toHaveLength(16);
  });

  it('round-trips an empty JSON string and a large body', async () => {
    const keys = await freshKeys();
    const big = JSON.stringify({ rows: Array.from({ length: 5000 }, (_, i) => ({ i, v: 'x'.repeat(20) })) });
    for (const text of ['""', big]) {
      expect(await decryptPayload(keys, await encryptPayload(keys, text))).toBe(text);
    }
  });

  describe('every failure is PayloadCryptoError', () => {
    const cases: Array<[string, (e: Envelope) => unknown]> = [
      ['tampered ciphertext', (e) => ({ ...e, data: flip(e.data, 3) })],
      ['tampered last ciphertext block', (e) => ({ ...e, data: flip(e.data, base64ToBytes(e.data).length - 1) })],
      ['tampered MAC', (e) => ({ ...e, mac: flip(e.mac, 31) })],
      ['tampered IV', (e) => ({ ...e, iv: flip(e.iv, 0) })],
      ['truncated data', (e) => ({ ...e, data: bytesToBase64(base64ToBytes(e.data).slice(0, 16)) })],
      ['data not a block multiple', (e) => ({ ...e, data: bytesToBase64(base64ToBytes(e.data).slice(0, 20)) })],
      ['empty data', (e) => ({ ...e, data: '' })],
      ['short IV', (e) => ({ ...e, iv: bytesToBase64(base64ToBytes(e.iv).slice(0, 12)) })],
      ['short MAC', (e) => ({ ...e, mac: bytesToBase64(base64ToBytes(e.mac).slice(0, 16)) })],
      ['bad base64', (e) => ({ ...e, data: `${e.data.slice(0, -4)}$$$$` })],
      ['base64 with whitespace', (e) => ({ ...e, iv: ` ${e.iv}` })],
      ['missing field', (e) => ({ iv: e.iv, data: e.data })],
      ['extra field', (e) => ({ ...e, extra: 1 })],
      ['wrong types', (e) => ({ ...e, iv: 42 })],
      ['not an object', () => 'hello'],
      ['null', () => null],
    ];
    it.each(cases)('%s', async (_name, mutate) => {
      const keys = await freshKeys();
      const envelope = await encryptPayload(keys, sample);
      await expect(decryptPayload(keys, mutate(envelope))).rejects.toBeInstanceOf(PayloadCryptoError);
    });

    it('wrong key', async () => {
      const envelope = await encryptPayload(await freshKeys(), sample);
      await expect(decryptPayload(await freshKeys(), envelope)).rejects.toBeInstanceOf(PayloadCryptoError);
    });

    it('right MAC key but wrong AES key (bad padding after a valid MAC)', async () => {
      const raw = generateSessionKeyMaterial();
      const other = new Uint8Array(raw);
      other[0] = (other[0] ?? 0) ^ 0xff; // same HMAC half, different AES half
      const envelope = await encryptPayload(await importSessionKeys(raw), sample);
      const keys = await importSessionKeys(other);
      // Either the padding fails or the text is not the original; padding failure must be our error.
      const result = await decryptPayload(keys, envelope).catch((e: unknown) => e);
      if (typeof result === 'string') expect(result).not.toBe(sample);
      else expect(result).toBeInstanceOf(PayloadCryptoError);
    });

    it('wrapped key unwrapped with the wrong private key', async () => {
      const pair = await generateClientKeyPair();
      const other = await generateClientKeyPair();
      const { wrappedKey } = await serverWrap(pair.publicKey);
      await expect(unwrapSessionKeys(other.privateKey, wrappedKey)).rejects.toBeInstanceOf(PayloadCryptoError);
      await expect(unwrapSessionKeys(pair.privateKey, '***')).rejects.toBeInstanceOf(PayloadCryptoError);
    });

    it('session key material of the wrong length', async () => {
      await expect(importSessionKeys(new Uint8Array(32))).rejects.toBeInstanceOf(PayloadCryptoError);
    });
  });

  it('base64 helpers round-trip all byte values', () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    for (let n = 0; n <= 5; n++) expect(base64ToBytes(bytesToBase64(bytes.slice(0, n)))).toEqual(bytes.slice(0, n));
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});
