import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  periodCloseView,
  rateApplyView,
  rateCardListView,
  ratePreviewView,
  revenueDetailsView,
  type RateCardInput,
  type RevenueGroup,
} from '@tenure/domain/timesheets';
import { api } from '../../../lib/api/index.ts';
import { useEntityCode } from '../week/weekApi.ts';

const BASE = '/api/timesheet/v2/revenue-details';
const KEY = ['timesheets', 'revenue'] as const;

export interface RevenueFilters {
  from: string;
  to: string;
  clientId?: string | null;
  projectId?: string | null;
}

/** Totals by one grouping (the page's view). */
export interface RevenueTotalsFilters extends RevenueFilters {
  groupBy: RevenueGroup;
}

const queryOf = (f: RevenueFilters): Record<string, string> => ({
  from: f.from,
  to: f.to,
  ...(f.clientId ? { clientId: f.clientId } : {}),
  ...(f.projectId ? { projectId: f.projectId } : {}),
});

/** Revenue totals of the entities the caller sees (all of them with global access), and fixed-bid consumption. */
export function useRevenue(filters: RevenueTotalsFilters) {
  const entity = useEntityCode();
  const query = { ...queryOf(filters), groupBy: filters.groupBy };
  return useQuery({
    queryKey: [...KEY, entity, query],
    queryFn: () => api.request(BASE, revenueDetailsView, { query }),
    placeholderData: keepPreviousData,
  });
}

export const downloadRevenue = (filters: RevenueFilters, format: 'csv' | 'xlsx') =>
  api.download(`${BASE}/export`, { query: { ...queryOf(filters), format } });

const projectOption = z.object({
  projectId: z.string(),
  projectName: z.string(),
  clientName: z.string(),
  currency: z.string(),
  budgetHours: z.number().nullable(),
});
export type RevenueProject = z.infer<typeof projectOption>;

export function useRevenueProjects() {
  return useQuery({
    queryKey: [...KEY, 'projects'],
    queryFn: () => api.request(`${BASE}/projects`, z.array(projectOption)),
    staleTime: 60_000,
  });
}

export function useRateCards(projectId: string | null) {
  return useQuery({
    queryKey: [...KEY, 'rate-cards', projectId],
    queryFn: () => api.request(`${BASE}/rate-cards`, rateCardListView, { query: { projectId: projectId! } }),
    enabled: Boolean(projectId),
  });
}

/** What a rate change would do; changes nothing. */
export function usePreviewRate() {
  return useMutation({
    mutationFn: (card: RateCardInput) =>
      api.request(`${BASE}/rate-cards/preview`, ratePreviewView, { method: 'POST', body: card }),
  });
}

/** Applies a change the user confirmed after its preview. */
export function useApplyRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: RateCardInput) =>
      api.request(`${BASE}/rate-cards`, rateApplyView, { method: 'POST', body: { card, confirmed: true } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectId: string; month: string }) =>
      api.request(`${BASE}/periods`, periodCloseView, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
