import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  companyValueView,
  frameworkView,
  kpiView,
  mappingView,
  type CompanyValueInput,
  type FrameworkInput,
  type KpiInput,
  type MappingInput,
} from '@tenure/domain/performance';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/performance-frameworks';
const KEY = ['performance', 'frameworks'] as const;

export const useFrameworks = () =>
  useQuery({ queryKey: [...KEY, 'frameworks'], queryFn: () => api.request(BASE, z.array(frameworkView)) });
export const useCompanyValues = () =>
  useQuery({ queryKey: [...KEY, 'values'], queryFn: () => api.request(`${BASE}/values`, z.array(companyValueView)) });
export const useKpis = () =>
  useQuery({ queryKey: [...KEY, 'kpis'], queryFn: () => api.request(`${BASE}/kpis`, z.array(kpiView)) });

function useSave<Input, View>(path: string, view: z.ZodType<View>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: Input }) =>
      api.request(id ? `${BASE}${path}/${id}` : `${BASE}${path}`, view, { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['performance'] }),
  });
}

function useDelete(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}${path}/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['performance'] }),
  });
}

export const useSaveFramework = () => useSave<FrameworkInput, z.infer<typeof frameworkView>>('', frameworkView);
export const useDeleteFramework = () => useDelete('');
export const useSaveValue = () =>
  useSave<CompanyValueInput, z.infer<typeof companyValueView>>('/values', companyValueView);
export const useDeleteValue = () => useDelete('/values');
export const useSaveKpi = () => useSave<KpiInput, z.infer<typeof kpiView>>('/kpis', kpiView);
export const useDeleteKpi = () => useDelete('/kpis');
export const useDeleteMapping = () => useDelete('/mappings');

export function useAddMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MappingInput) => api.request(`${BASE}/mappings`, mappingView, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
