import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { quickLinkAdminView, type QuickLinkInput } from '@tenure/domain/employees';
import { api } from '../../lib/api/index.ts';

const BASE = '/api/hrms/hris/employee/quick-links';
const QUICK_LINKS_KEY = ['org', 'quick-links'] as const;

/** After a change the admin list and the home page's links (part of its dashboard) are stale. */
function useRefreshQuickLinks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: QUICK_LINKS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['home', 'dashboard'] }),
    ]);
}

/** Every quick link, inactive ones too, in display order. */
export function useManagedQuickLinks() {
  return useQuery({
    queryKey: QUICK_LINKS_KEY,
    queryFn: () => api.request(`${BASE}/manage`, z.array(quickLinkAdminView)),
  });
}

export function useSaveQuickLink() {
  const refresh = useRefreshQuickLinks();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: QuickLinkInput }) =>
      api.request(id ? `${BASE}/${id}` : BASE, quickLinkAdminView, { method: id ? 'PUT' : 'POST', body: input }),
    // A refusal (404 gone, 409 taken) also means the list shown is stale.
    onSettled: refresh,
  });
}

export function useDeleteQuickLink() {
  const refresh = useRefreshQuickLinks();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/${id}`, z.null(), { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** Sends the whole new order (every id, first to last); the server refuses a list that changed meanwhile. */
export function useReorderQuickLinks() {
  const refresh = useRefreshQuickLinks();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.request(`${BASE}/order`, z.array(quickLinkAdminView), { method: 'PUT', body: { ids } }),
    onSettled: refresh,
  });
}
