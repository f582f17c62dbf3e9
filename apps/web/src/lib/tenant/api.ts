import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerConfig, tenantInfo } from '@tenure/domain/auth';
import { flagsResponse } from '@tenure/domain/flags';
import { api } from '../api/index.ts';
import { useTenantStore } from '../session/tenantStore.ts';

/** Queries that do not depend on the user or the entity; they survive an entity switch. */
export const PUBLIC_QUERY_SCOPE = 'public';

/** SPEC §4 start-up: the tenant of this page origin; plain and public. */
export const tenantQuery = queryOptions({
  queryKey: [PUBLIC_QUERY_SCOPE, 'tenant', window.location.origin],
  queryFn: async () => {
    const tenant = await api.request('/api/auth/tenant-code', tenantInfo, {
      query: { hostUrl: window.location.origin },
      anonymous: true,
      plain: true,
    });
    useTenantStore.getState().setTenant(tenant);
    return tenant;
  },
  staleTime: Infinity,
  retry: false,
});

export const providerQuery = (tenantCode: string | undefined) =>
  queryOptions({
    queryKey: [PUBLIC_QUERY_SCOPE, 'provider', tenantCode],
    queryFn: () => api.request('/api/auth/tenant-provider', providerConfig, { anonymous: true, plain: true }),
    enabled: tenantCode !== undefined,
    staleTime: Infinity,
  });

export function useTenantFlags() {
  const tenantCode = useTenantStore((s) => s.tenant?.tenantCode);
  return useQuery({
    queryKey: [PUBLIC_QUERY_SCOPE, 'flags', tenantCode],
    queryFn: () => api.request('/api/flags', flagsResponse, { anonymous: true }),
    enabled: tenantCode !== undefined,
    staleTime: 5 * 60_000,
  });
}
