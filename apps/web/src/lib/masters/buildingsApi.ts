import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { buildingView, type BuildingInput } from '@tenure/domain/org';
import { api } from '../api/index.ts';
import { useDeleteMaster, useSaveMaster } from './masterCrud.ts';

const BUILDINGS_PATH = '/api/hrms/hris/building';
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
      return api.request(`${BUILDINGS_PATH}${query}`, z.array(buildingView));
    },
  });
}

export const useSaveBuilding = () =>
  useSaveMaster<BuildingInput, z.infer<typeof buildingView>>(BUILDINGS_PATH, buildingView, BUILDINGS_KEY);
export const useDeleteBuilding = () => useDeleteMaster(BUILDINGS_PATH, BUILDINGS_KEY);
