import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { employeeSearchResult } from '@tenure/domain/employees';
import {
  transferDecisionView,
  transferDetailView,
  transferEligibilityView,
  transferOptionsView,
  transferPage,
  transferView,
  type TransferInput,
  type TransferVerb,
} from '@tenure/domain/offboarding';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/hrms/hris';
const invalidateAll = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['transfers'] });

export function useTransfers(query: Record<string, string>) {
  return useQuery({
    queryKey: ['transfers', 'list', query],
    queryFn: () => api.request(`${BASE}/transfer`, transferPage, { query }),
    placeholderData: keepPreviousData,
  });
}

export const useTransfer = (id: string) =>
  useQuery({
    queryKey: ['transfers', 'detail', id],
    queryFn: () => api.request(`${BASE}/transfer/${id}`, transferDetailView),
  });

export const useTransferOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['transfers', 'options'],
    queryFn: () => api.request(`${BASE}/transfer/options`, transferOptionsView),
    staleTime: 60_000,
    enabled,
  });

/** The eligibility check of the chosen employee on the chosen date, asked again whenever either changes. */
export const useTransferEligibility = (employeeNumber: string, effectiveDate: string) =>
  useQuery({
    queryKey: ['transfers', 'eligibility', employeeNumber, effectiveDate],
    queryFn: () =>
      api.request(`${BASE}/transfer/eligibility`, transferEligibilityView, {
        query: { employeeNumber, ...(effectiveDate ? { effectiveDate } : {}) },
      }),
    enabled: employeeNumber !== '',
  });

/** People by name or number (the header search), for the employee and manager pickers. */
export const useEmployeeSearch = (query: string) =>
  useQuery({
    queryKey: ['transfers', 'people', query],
    queryFn: () => api.request(`${BASE}/employee/search`, z.array(employeeSearchResult), { query: { query } }),
    enabled: query.length >= 3,
    placeholderData: keepPreviousData,
  });

export function useInitiateTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferInput) => api.request(`${BASE}/transfer`, transferView, { method: 'POST', body }),
    onSettled: () => invalidateAll(client),
  });
}

export function useDecideTransfer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ verb, reason }: { verb: TransferVerb; reason: string }) =>
      api.request(`${BASE}/transfer/${id}/${verb}`, transferDecisionView, {
        method: 'PUT',
        body: reason.trim() ? { reason } : {},
      }),
    onSettled: () => invalidateAll(client),
  });
}
