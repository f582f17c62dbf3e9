import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  rateSetSummary,
  rateSetView,
  simulationEmployeeOption,
  simulationEntityOption,
  simulationPage,
  simulationView,
  type PayrollCountry,
  type RateSetInput,
  type SimulationInput,
} from '@tenure/domain/finance/payroll';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/payroll-simulation';
const KEY = ['payroll-simulation'] as const;

export const useSimulations = (query: Record<string, string>) =>
  useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: () => api.request(`${BASE}/simulations`, simulationPage, { query }),
    placeholderData: keepPreviousData,
  });

export const useSimulation = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'simulation', id],
    queryFn: () => api.request(`${BASE}/simulations/${id}`, simulationView),
    enabled: id !== null,
  });

export const useSimulationEntities = () =>
  useQuery({
    queryKey: [...KEY, 'entities'],
    queryFn: () => api.request(`${BASE}/entities`, z.array(simulationEntityOption)),
  });

export const useSimulationEmployees = (entityId: string | null) =>
  useQuery({
    queryKey: [...KEY, 'employees', entityId],
    queryFn: () =>
      api.request(`${BASE}/employees`, z.array(simulationEmployeeOption), { query: { entityId: entityId! } }),
    enabled: entityId !== null,
  });

export const useRateSets = () =>
  useQuery({
    queryKey: [...KEY, 'rate-sets'],
    queryFn: () => api.request(`${BASE}/rate-sets`, z.array(rateSetSummary)),
  });

export const useRateSet = (country: PayrollCountry | null, year: number | null) =>
  useQuery({
    queryKey: [...KEY, 'rate-set', country, year],
    queryFn: () => api.request(`${BASE}/rate-sets/${country}/${year}`, rateSetView),
    enabled: country !== null && year !== null,
    retry: false,
  });

export function useSaveSimulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SimulationInput }) =>
      api.request(id ? `${BASE}/simulations/${id}` : `${BASE}/simulations`, simulationView, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteSimulation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/simulations/${id}`, z.null(), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSaveRateSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ country, year, input }: { country: PayrollCountry; year: number; input: RateSetInput }) =>
      api.request(`${BASE}/rate-sets/${country}/${year}`, rateSetView, { method: 'PUT', body: input }),
    // Simulations are computed from the rates: they change too.
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const downloadSimulation = (id: string, format: 'xlsx' | 'pdf') =>
  api.download(`${BASE}/simulations/${id}/export`, { query: { format } });
