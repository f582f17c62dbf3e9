import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { generateClientKeyPair } from '@tenure/domain/crypto';
import { installClientKeyPair } from '../lib/api/index.ts';
import { useSessionStore } from '../lib/session/store.ts';
import { providerQuery, tenantQuery } from '../lib/tenant/api.ts';
import { FullPageLoader } from '../components/FullPageLoader.tsx';
import { ApiRequestError } from '../lib/api/errors.ts';
import { TenantUnavailable } from './TenantUnavailable.tsx';

let clientKeys: Promise<void> | undefined;

/**
 * The browser's key pair for encrypted payloads, made once per page load (main.tsx starts it with the
 * first script). Without WebCrypto (an insecure origin) only tenants with payload encryption off can work.
 */
export function makeClientKeys(): Promise<void> {
  clientKeys ??= generateClientKeyPair()
    .then(installClientKeyPair)
    .catch(() => undefined);
  return clientKeys;
}

/**
 * SPEC §4 start-up: make the key pair, look up the tenant by page origin and its login
 * providers, then render. A logged-in user does not wait for the provider config.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const [keysReady, setKeysReady] = useState(false);
  const loggedIn = useSessionStore((s) => s.signedIn);
  const tenant = useQuery(tenantQuery);
  const provider = useQuery(providerQuery(tenant.data?.tenantCode));

  useEffect(() => {
    void makeClientKeys().then(() => setKeysReady(true));
  }, []);

  if (tenant.isError || (provider.isError && !loggedIn)) {
    const suspended = [tenant.error, provider.error].some(
      (e) => e instanceof ApiRequestError && e.code === 'TENANT_SUSPENDED',
    );
    return <TenantUnavailable suspended={suspended} />;
  }
  if (!keysReady || !tenant.data || (!provider.data && !loggedIn)) return <FullPageLoader />;
  return children;
}
