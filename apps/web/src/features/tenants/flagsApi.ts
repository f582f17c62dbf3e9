import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flagSettingsResponse, flagsResponse, type FlagKey } from '@tenure/domain/flags';
import { api } from '../../lib/api/index.ts';
import { SETUP_STATUS_KEY } from '../admin/index.ts';
import { PUBLIC_QUERY_SCOPE } from '../../lib/tenant/api.ts';

const SETTINGS_KEY = ['flags', 'settings'] as const;

/** Every flag with its preset default, the tenant's override and the value in effect. */
export function useFlagSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api.request('/api/flags/settings', flagSettingsResponse),
  });
}

/**
 * After a change the menus and route guards (which read the tenant flags), this page and the setup
 * checklist are stale: refetching them changes the sidebar without a reload.
 */
function useRefreshFlags() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [PUBLIC_QUERY_SCOPE, 'flags'] }),
      queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: SETUP_STATUS_KEY }),
    ]);
}

export function useOverrideFlag() {
  const refresh = useRefreshFlags();
  return useMutation({
    mutationFn: (change: { flag: FlagKey; enabled: boolean }) =>
      api.request('/api/flags', flagsResponse, { method: 'PUT', body: change }),
    onSettled: refresh,
  });
}

export function useResetFlag() {
  const refresh = useRefreshFlags();
  return useMutation({
    mutationFn: (flag: FlagKey) => api.request(`/api/flags/${flag}`, flagsResponse, { method: 'DELETE' }),
    onSettled: refresh,
  });
}
