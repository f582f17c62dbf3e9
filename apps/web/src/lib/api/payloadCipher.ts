import {
  decryptPayload,
  encryptPayload,
  unwrapSessionKeys,
  type ClientKeyPair,
  type PublicKeyRegistrationResponse,
  type SessionKeys,
} from '@tenure/domain/crypto';
import type { PayloadCipher } from './cipher.ts';

interface Registration {
  keyId: string;
  keys: SessionKeys;
}

/**
 * The browser's side of SPEC §7: an RSA-OAEP key pair made at start-up, registered with the
 * server on first use; the server's wrapped AES and HMAC keys then encrypt every body.
 */
export function createPayloadCipher(
  keyPair: ClientKeyPair,
  register: (publicKey: string) => Promise<PublicKeyRegistrationResponse>,
): PayloadCipher {
  let registration: Promise<Registration> | null = null;

  function registered(): Promise<Registration> {
    registration ??= register(keyPair.publicKey)
      .then(async ({ keyId, wrappedKey }) => ({ keyId, keys: await unwrapSessionKeys(keyPair.privateKey, wrappedKey) }))
      .catch((error: unknown) => {
        registration = null;
        throw error;
      });
    return registration;
  }

  return {
    keyId: async () => (await registered()).keyId,
    encrypt: async (jsonText) => encryptPayload((await registered()).keys, jsonText),
    decrypt: async (envelope) => decryptPayload((await registered()).keys, envelope),
    forgetRegistration: () => {
      registration = null;
    },
  };
}
