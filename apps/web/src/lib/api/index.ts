import { publicKeyRegistrationResponse, type ClientKeyPair } from '@tenure/domain/crypto';
import { useSessionStore } from '../session/store.ts';
import { useTenantStore } from '../session/tenantStore.ts';
import type { PayloadCipher } from './cipher.ts';
import { createApiClient, csrfTokenOf } from './client.ts';
import { createPayloadCipher } from './payloadCipher.ts';

let cipher: PayloadCipher | null = null;

/** The one API client of the app: headers from the session and tenant, payload crypto, expiry rule. */
export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  context: () => {
    const { signedIn, expiresAt, entity } = useSessionStore.getState();
    const { tenant } = useTenantStore.getState();
    return {
      signedIn,
      expiresAt,
      tenantCode: tenant?.tenantCode ?? null,
      entityCode: entity?.legalEntityCode ?? null,
      payloadEncryption: tenant?.payloadEncryption ?? false,
    };
  },
  cipher: () => cipher,
  csrfToken: () => csrfTokenOf(document.cookie),
  onSessionExpired: () => useSessionStore.getState().expire(),
  now: () => Date.now(),
});

/** Start-up keeps the generated key pair here; the key is registered on the first encrypted call. */
export function installClientKeyPair(keyPair: ClientKeyPair): void {
  cipher = createPayloadCipher(keyPair, (publicKey) =>
    api.request('/api/auth/crypto/public-key', publicKeyRegistrationResponse, {
      method: 'POST',
      body: { publicKey },
      plain: true,
    }),
  );
}

export { ApiRequestError } from './errors.ts';
