import type { Envelope } from '@tenure/domain/crypto';

/** What the API client needs from payload encryption (SPEC §7); the WebCrypto implementation is in ./payloadCipher.ts. */
export interface PayloadCipher {
  /** The id of the registered client key, registering it first when needed. */
  keyId(): Promise<string>;
  encrypt(jsonText: string): Promise<Envelope>;
  /** Verifies and decrypts a response envelope (parsed JSON of unknown shape). */
  decrypt(envelope: unknown): Promise<string>;
  /** Drops the registration so the next call registers the key again (after PAYLOAD_KEY_UNKNOWN). */
  forgetRegistration(): void;
}
