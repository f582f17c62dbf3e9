import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pageOf } from '@tenure/domain/paging';
import {
  BILLING_ENTITIES_PAGE_SIZE,
  clientView,
  type ClientInput,
  type ClientListQuery,
} from '@tenure/domain/timesheets';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/timesheet/v2/clients';
const KEY = ['timesheets', 'clients'] as const;

export type ClientListFilters = Pick<ClientListQuery, 'page' | 'size' | 'sort' | 'direction'> & {
  searchQuery: string;
  status: '' | 'Active' | 'Inactive';
};

/** One page of clients; the previous page stays on screen while the next loads. */
export function useClients(filters: ClientListFilters) {
  const query: Record<string, string> = {
    page: String(filters.page),
    size: String(filters.size),
    sort: filters.sort,
    direction: filters.direction,
  };
  if (filters.searchQuery.trim()) query.searchQuery = filters.searchQuery.trim();
  if (filters.status) query.status = filters.status;
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: () => api.request(BASE, pageOf(clientView), { query }),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: () => api.request(`${BASE}/${id}`, clientView),
    enabled: Boolean(id),
  });
}

const billingEntityItem = z.object({ id: z.string(), code: z.string(), name: z.string(), currencyId: z.string() });

/** The active billing legal entities, a page of 25 at a time (SPEC §9), narrowed by the typed text. */
export function useBillingEntityPage(searchQuery: string) {
  const query: Record<string, string> = { page: '1', size: String(BILLING_ENTITIES_PAGE_SIZE) };
  if (searchQuery.trim()) query.searchQuery = searchQuery.trim();
  return useQuery({
    queryKey: [...KEY, 'billing-entities', query],
    queryFn: () => api.request(`${BASE}/billing-entities`, pageOf(billingEntityItem), { query }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ClientInput }) =>
      api.request(id ? `${BASE}/${id}` : BASE, clientView, { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['timesheets'] }),
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
