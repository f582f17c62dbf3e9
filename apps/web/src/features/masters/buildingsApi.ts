import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { buildingView, type BuildingInput } from '@tenure/domain/org';
import { api } from '../../lib/api/index.ts';

const BUILDINGS_KEY = ['org', 'buildings'] as const;

/** The buildings of one location, or of all when `locationId` is null; `activeOnly` for pickers. */
export function useBuildings(locationId: string | null, activeOnly = false) {
  return useQuery({
    queryKey: [...BUILDINGS_KEY, locationId, activeOnly],
    queryFn: () => {
      const params = new URLSearchParams();
      if (locationId) params.set('locationId', locationId);
      if (activeOnly) params.set('active', 'true');
      const query = params.size ? `?${params}` : '';
      return api.request(`/api/hrms/hris/building${query}`, z.array(buildingView));
    },
  });
}

export function useSaveBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BuildingInput }) =>
      api.request(id ? `/api/hrms/hris/building/${id}` : '/api/hrms/hris/building', buildingView, { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUILDINGS_KEY }),
  });
}

export function useDeleteBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/api/hrms/hris/building/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUILDINGS_KEY }),
  });
}
