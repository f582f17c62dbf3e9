import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chatModelTestResult,
  chatSettingsView,
  type ChatModelTestInput,
  type ChatSettingsInput,
} from '@tenure/domain/chat';
import { api } from '../../../lib/api/index.ts';

const KEY = ['chat', 'settings'] as const;

/** The tenant's assistant settings (retention, model endpoint; the key only as set or not). */
export const useAssistantSettings = () =>
  useQuery({ queryKey: KEY, queryFn: () => api.request('/api/agent/settings', chatSettingsView) });

export function useSaveAssistantSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatSettingsInput) =>
      api.request('/api/agent/settings', chatSettingsView, { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}

/** "Test connection": one question to the endpoint as typed. */
export const useTestAssistantModel = () =>
  useMutation({
    mutationFn: (input: ChatModelTestInput) =>
      api.request('/api/agent/settings/test', chatModelTestResult, { method: 'POST', body: input }),
  });
