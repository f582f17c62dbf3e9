/**
 * Payload encryption shared by the browser and the API (SPEC §7 "Request handling", §9 "Encryption").
 * WebCrypto only (`globalThis.crypto.subtle`), so the same source runs in Vite bundles and Node.
 *
 * Wire format
 * -----------
 * 1. The browser makes an RSA-OAEP key pair (2048-bit modulus, SHA-256) and sends the public key,
 *    base64 (standard alphabet, padded) of its SPKI DER, in plain JSON:
 *      POST /api/auth/crypto/public-key   { "publicKey": "<b64 SPKI>" }
 * 2. The server draws 64 random bytes: bytes 0..31 are the AES-256-CBC key, bytes 32..63 the
 *    HMAC-SHA256 key. It stores them under a fresh random key id and answers
 *      { "keyId": "<id>", "wrappedKey": "<b64 RSA-OAEP(publicKey, 64 bytes)>" }
 * 3. Every encrypted request carries the header `x-pubkey-id: <keyId>` (HEADERS.keyId). Its JSON
 *    body, if any, and the JSON response (errors included; marked by `x-encrypted: 1`) are envelopes:
 *      { "iv":   b64(16 random bytes, fresh for every message in both directions),
 *        "data": b64(AES-256-CBC, PKCS#7 padding, of the UTF-8 JSON text),
 *        "mac":  b64(HMAC-SHA256(macKey, iv || data)) }
 *    The MAC is verified (constant time, by subtle.verify) before anything is decrypted, and every
 *    failure is the same PayloadCryptoError so a caller cannot tell padding from MAC errors.
 */
import { z } from 'zod';

export const RSA_MODULUS_BITS = 2048;
export const SESSION_KEY_BYTES = 64;
export const AES_KEY_BYTES = 32;
export const IV_BYTES = 16;
export const MAC_BYTES = 32;
const AES_BLOCK_BYTES = 16;

// WebCrypto types taken from `globalThis.crypto` so this compiles under the DOM lib (web, domain)
// and under @types/node without DOM (api) alike.
type Subtle = typeof globalThis.crypto.subtle;
export type CryptoKeyRef = Parameters<Subtle['encrypt']>[1];

const RSA_OAEP_PARAMS = {
  name: 'RSA-OAEP',
  modulusLength: RSA_MODULUS_BITS,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};
const RSA_IMPORT_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' };

/** The one error for anything wrong with an envelope or a key: never say which part failed. */
export class PayloadCryptoError extends Error {
  constructor(message = 'Payload could not be decrypted') {
    super(message);
    this.name = 'PayloadCryptoError';
  }
}

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000; // keeps String.fromCharCode's argument list small
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Strict base64 (standard alphabet, padded, no whitespace); throws PayloadCryptoError otherwise. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!BASE64_PATTERN.test(text)) throw new PayloadCryptoError();
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const base64Field = z.string().min(1).max(50_000_000);
export const envelopeSchema = z.strictObject({ iv: base64Field, data: base64Field, mac: base64Field });
export type Envelope = z.infer<typeof envelopeSchema>;

export const publicKeyRegistrationRequest = z.strictObject({ publicKey: z.string().min(1).max(4096) });
export type PublicKeyRegistrationRequest = z.infer<typeof publicKeyRegistrationRequest>;
export const publicKeyRegistrationResponse = z.object({ keyId: z.string(), wrappedKey: z.string() });
export type PublicKeyRegistrationResponse = z.infer<typeof publicKeyRegistrationResponse>;

/** The imported halves of the 64-byte session secret. */
export interface SessionKeys {
  encryptionKey: CryptoKeyRef;
  macKey: CryptoKeyRef;
}

export interface ClientKeyPair {
  /** Non-extractable; used only to unwrap the session keys. */
  privateKey: CryptoKeyRef;
  /** base64 SPKI, as sent to the registration endpoint. */
  publicKey: string;
}

const subtle = (): Subtle => globalThis.crypto.subtle;

/** Browser side: a fresh RSA-OAEP 2048 / SHA-256 key pair with the public half exported. */
export async function generateClientKeyPair(): Promise<ClientKeyPair> {
  const pair = await subtle().generateKey(RSA_OAEP_PARAMS, false, ['encrypt', 'decrypt']);
  const spki = await subtle().exportKey('spki', pair.publicKey);
  return { privateKey: pair.privateKey, publicKey: bytesToBase64(new Uint8Array(spki)) };
}

/** Browser side: recover the 64 session bytes from `wrappedKey` and import them. */
export async function unwrapSessionKeys(privateKey: CryptoKeyRef, wrappedKey: string): Promise<SessionKeys> {
  let raw: Uint8Array;
  try {
    raw = new Uint8Array(await subtle().decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(wrappedKey)));
  } catch {
    throw new PayloadCryptoError();
  }
  return importSessionKeys(raw);
}

/** Server side: 64 fresh random bytes (AES key || HMAC key). */
export function generateSessionKeyMaterial(): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(SESSION_KEY_BYTES));
}

/** Server side: RSA-OAEP-encrypt the session bytes to the browser's base64 SPKI public key. */
export async function wrapSessionKeys(publicKeySpki: string, raw: Uint8Array): Promise<string> {
  let publicKey: CryptoKeyRef;
  try {
    publicKey = await subtle().importKey('spki', base64ToBytes(publicKeySpki), RSA_IMPORT_PARAMS, false, ['encrypt']);
  } catch {
    throw new PayloadCryptoError('Invalid public key');
  }
  const { modulusLength } = publicKey.algorithm as { modulusLength?: number };
  if (!modulusLength || modulusLength < RSA_MODULUS_BITS) throw new PayloadCryptoError('Invalid public key');
  const wrapped = await subtle().encrypt({ name: 'RSA-OAEP' }, publicKey, new Uint8Array(raw));
  return bytesToBase64(new Uint8Array(wrapped));
}

/** Import the 64 session bytes as non-extractable AES-CBC and HMAC keys. */
export async function importSessionKeys(raw: Uint8Array): Promise<SessionKeys> {
  if (raw.length !== SESSION_KEY_BYTES) throw new PayloadCryptoError('Invalid session key');
  const bytes = new Uint8Array(raw); // own ArrayBuffer, whatever backed the input
  const [encryptionKey, macKey] = await Promise.all([
    subtle().importKey('raw', bytes.slice(0, AES_KEY_BYTES), { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']),
    subtle().importKey('raw', bytes.slice(AES_KEY_BYTES), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
  ]);
  return { encryptionKey, macKey };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** Encrypt a JSON text into an envelope with a fresh random IV. */
export async function encryptPayload(keys: SessionKeys, jsonText: string): Promise<Envelope> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(jsonText);
  const data = new Uint8Array(await subtle().encrypt({ name: 'AES-CBC', iv }, keys.encryptionKey, plain));
  const mac = new Uint8Array(await subtle().sign('HMAC', keys.macKey, concat(iv, data)));
  return { iv: bytesToBase64(iv), data: bytesToBase64(data), mac: bytesToBase64(mac) };
}

/**
 * Verify and decrypt an envelope (given as parsed JSON of unknown shape) back to its JSON text.
 * Throws PayloadCryptoError for any problem: shape, base64, lengths, MAC, padding, UTF-8.
 */
export async function decryptPayload(keys: SessionKeys, envelope: unknown): Promise<string> {
  const parsed = envelopeSchema.safeParse(envelope);
  if (!parsed.success) throw new PayloadCryptoError();
  const iv = base64ToBytes(parsed.data.iv);
  const data = base64ToBytes(parsed.data.data);
  const mac = base64ToBytes(parsed.data.mac);
  if (iv.length !== IV_BYTES || mac.length !== MAC_BYTES) throw new PayloadCryptoError();
  if (data.length === 0 || data.length % AES_BLOCK_BYTES !== 0) throw new PayloadCryptoError();
  try {
    const authentic = await subtle().verify('HMAC', keys.macKey, mac, concat(iv, data));
    if (!authentic) throw new PayloadCryptoError();
    const plain = await subtle().decrypt({ name: 'AES-CBC', iv }, keys.encryptionKey, data);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new PayloadCryptoError();
  }
}
