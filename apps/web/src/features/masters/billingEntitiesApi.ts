import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { billingEntityView, clientManagerView, type BillingEntityInput, type ClientManagerInput } from '@tenure/domain/org';
import { api } from '../../lib/api/index.ts';

const BILLING_KEY = ['org', 'billing-entities'] as const;
const CLIENT_MANAGERS_KEY = ['org', 'client-managers'] as const;

/** Every billing legal entity, inactive ones too (the admin list). */
export function useBillingEntities() {
  return useQuery({ queryKey: BILLING_KEY, queryFn: () => api.request('/api/hrms/hris/billing-entity', z.array(billingEntityView)) });
}

export function useSaveBillingEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BillingEntityInput }) =>
      api.request(id ? `/api/hrms/hris/billing-entity/${id}` : '/api/hrms/hris/billing-entity', billingEntityView, { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}

export function useDeleteBillingEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/api/hrms/hris/billing-entity/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}

/** Every client manager, inactive ones too (the admin list). */
export function useClientManagers() {
  return useQuery({ queryKey: CLIENT_MANAGERS_KEY, queryFn: () => api.request('/api/hrms/hris/client-manager', z.array(clientManagerView)) });
}

export function useSaveClientManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ClientManagerInput }) =>
      api.request(id ? `/api/hrms/hris/client-manager/${id}` : '/api/hrms/hris/client-manager', clientManagerView, { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_MANAGERS_KEY }),
  });
}

export function useDeleteClientManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/api/hrms/hris/client-manager/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_MANAGERS_KEY }),
  });
}
