import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cityView,
  countryView,
  currencyView,
  locationView,
  stateView,
  type CityInput,
  type LocationInput,
  type StateInput,
} from '@tenure/domain/org';
import { api } from '../api/index.ts';

const GEOGRAPHY_KEY = ['org', 'geography'] as const;
const BASE = '/api/hrms/hris';

/** Countries are global reference data: they do not change while the app runs. */
export function useCountries() {
  return useQuery({
    queryKey: [...GEOGRAPHY_KEY, 'countries'],
    queryFn: () => api.request(`${BASE}/country`, z.array(countryView)),
    staleTime: Infinity,
  });
}

/** Every currency (a client's invoicing currency). */
export function useAllCurrencies() {
  return useQuery({
    queryKey: [...GEOGRAPHY_KEY, 'currencies', 'all'],
    queryFn: () => api.request(`${BASE}/currency/all`, z.array(currencyView)),
    staleTime: Infinity,
  });
}

/** SPEC §7: currencies are asked for only once a country is chosen. */
export function useCurrencies(countryId: string | null) {
  return useQuery({
    queryKey: [...GEOGRAPHY_KEY, 'currencies', countryId],
    queryFn: () => api.request(`${BASE}/currency`, z.array(currencyView), { query: { countryId: countryId ?? '' } }),
    enabled: countryId !== null,
    staleTime: Infinity,
  });
}

export function useStates(countryId: string | null) {
  return useQuery({
    queryKey: [...GEOGRAPHY_KEY, 'states', countryId],
    queryFn: () => api.request(`${BASE}/state`, z.array(stateView), { query: { countryId: countryId ?? '' } }),
    enabled: countryId !== null,
  });
}

export function useCities(stateId: string | null) {
  return useQuery({
    queryKey: [...GEOGRAPHY_KEY, 'cities', stateId],
    queryFn: () => api.request(`${BASE}/city`, z.array(cityView), { query: { stateId: stateId ?? '' } }),
    enabled: stateId !== null,
  });
}

export function useLocations() {
  return useQuery({
    queryKey: [...GEOGRAPHY_KEY, 'locations'],
    queryFn: () => api.request(`${BASE}/location`, z.array(locationView)),
  });
}

/** Create (no id) or update one geography record, then reload every geography list. */
function useSaveGeography<Input, View>(resource: 'state' | 'city' | 'location', view: z.ZodType<View>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: Input }) =>
      api.request(id ? `${BASE}/${resource}/${id}` : `${BASE}/${resource}`, view, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GEOGRAPHY_KEY }),
  });
}

export const useSaveState = () => useSaveGeography<StateInput, z.infer<typeof stateView>>('state', stateView);
export const useSaveCity = () => useSaveGeography<CityInput, z.infer<typeof cityView>>('city', cityView);
export const useSaveLocation = () =>
  useSaveGeography<LocationInput, z.infer<typeof locationView>>('location', locationView);

export function useDeleteGeography(resource: 'state' | 'city' | 'location') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/${resource}/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GEOGRAPHY_KEY }),
  });
}
