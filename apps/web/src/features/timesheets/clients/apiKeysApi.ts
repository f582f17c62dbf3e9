import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  approvalLinkView,
  clientApiKeyView,
  createdApiKeyView,
  type ClientApiKeyInput,
} from '@tenure/domain/timesheets';
import { api } from '../../../lib/api/index.ts';

const base = (clientId: string) => `/api/timesheet/v2/clients/${clientId}/api-keys`;
const key = (clientId: string) => ['timesheets', 'clients', clientId, 'api-keys'] as const;

export const useApiKeys = (clientId: string) =>
  useQuery({ queryKey: key(clientId), queryFn: () => api.request(base(clientId), z.array(clientApiKeyView)) });

/** Mutations of a client's keys; each refreshes the list. */
export function useApiKeyActions(clientId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(clientId) });
  return {
    create: useMutation({
      mutationFn: (input: ClientApiKeyInput) =>
        api.request(base(clientId), createdApiKeyView, { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (keyId: string) =>
        api.request(`${base(clientId)}/${keyId}/revoke`, clientApiKeyView, { method: 'POST' }),
      onSuccess: refresh,
    }),
    link: useMutation({
      mutationFn: (keyId: string) =>
        api.request(`${base(clientId)}/${keyId}/approval-link`, approvalLinkView, { method: 'POST', body: {} }),
    }),
  };
}
