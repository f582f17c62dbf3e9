import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { entitySettingsView, type EntitySettingsInput } from '@tenure/domain/timesheets';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/timesheet/v2/timesheet-settings';
const KEY = ['timesheets', 'settings'] as const;

export function useEntitySettings() {
  return useQuery({ queryKey: KEY, queryFn: () => api.request(BASE, z.array(entitySettingsView)) });
}

export function useSaveEntitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ legalEntityId, input }: { legalEntityId: string; input: EntitySettingsInput }) =>
      api.request(`${BASE}/${legalEntityId}`, entitySettingsView, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
