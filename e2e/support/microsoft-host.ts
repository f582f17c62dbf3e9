import { ENTRA_AUTHORITY } from '@tenure/domain/auth';

/**
 * Preloaded into a story's own server (`preload` of support/server.ts): the server's calls to
 * Microsoft's sign-in host go to the test's Entra-like provider at E2E_MICROSOFT_HOST
 * (apps/api/test/identity-providers.ts), as `identityProviderFetch` sends them in the API tests.
 * Microsoft's host is what the Entra preset names and what openid-client recognises as Entra ID;
 * the browser never goes there: the provider's discovery sends it to the local address.
 */
const target = process.env.E2E_MICROSOFT_HOST;
const microsoft = new URL(ENTRA_AUTHORITY).origin;

if (target) {
  const reach = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return reach(url.startsWith(microsoft) ? target + url.slice(microsoft.length) : input, init);
  };
}
