import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { masterTypeSummary, masterValueView, type MasterType, type MasterValueInput } from '@tenure/domain/org';
import { api } from '../../lib/api/index.ts';

const MASTERS_KEY = ['org', 'masters'] as const;

/** The generic master tables with their labels and value counts. */
export function useMasterTypes() {
  return useQuery({
    queryKey: [...MASTERS_KEY, 'types'],
    queryFn: () => api.request('/api/hrms/hris/master', z.array(masterTypeSummary)),
  });
}

export function useMasterValues(masterType: MasterType) {
  return useQuery({
    queryKey: [...MASTERS_KEY, 'values', masterType],
    queryFn: () => api.request(`/api/hrms/hris/master/${masterType}`, z.array(masterValueView)),
  });
}

export function useSaveMasterValue(masterType: MasterType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: MasterValueInput }) =>
      api.request(id ? `/api/hrms/hris/master/${masterType}/${id}` : `/api/hrms/hris/master/${masterType}`, masterValueView, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MASTERS_KEY }),
  });
}

export function useDeleteMasterValue(masterType: MasterType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/api/hrms/hris/master/${masterType}/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MASTERS_KEY }),
  });
}
