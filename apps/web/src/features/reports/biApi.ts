import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { biDashboardList, biDashboardView, biEmbedView, type BiDashboardInput } from '@tenure/domain/report-bi';
import { api, ApiRequestError } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';

const BI_KEY = ['reports', 'bi'] as const;
/** Ask for a new guest token this long before the last one ends. */
const RENEW_BEFORE_MS = 60_000;

/**
 * The report's dashboard of the tenant's BI tool, minted for this view (never cached across views):
 * null when the report has none (404). A Superset guest token is renewed before it ends; a Metabase
 * URL is not (a new one would reload the dashboard).
 */
export function useBiEmbed(key: string) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: [...BI_KEY, key, 'embed', entityCode],
    queryFn: async () => {
      try {
        return await api.request(`/api/reports/${key}/embed`, biEmbedView);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const embed = query.state.data;
      if (embed?.provider !== 'superset') return false;
      return Math.max(new Date(embed.expiresAt).getTime() - Date.now() - RENEW_BEFORE_MS, 10_000);
    },
  });
}

/** The tenant's BI dashboards per report (tenant admins only; the secret only as set or not). */
export const useBiDashboards = (enabled: boolean) =>
  useQuery({
    queryKey: [...BI_KEY, 'settings'],
    queryFn: () => api.request('/api/reports/bi', biDashboardList),
    enabled,
  });

export function useSaveBiDashboard(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BiDashboardInput) =>
      api.request(`/api/reports/bi/${key}`, biDashboardView, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: BI_KEY }),
  });
}

export function useDeleteBiDashboard(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(`/api/reports/bi/${key}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: BI_KEY }),
  });
}
