import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { masterTypeSummary, masterValueView, type MasterType, type MasterValueInput } from '@tenure/domain/org';
import { api } from '../api/index.ts';
import { useDeleteMaster, useSaveMaster } from './masterCrud.ts';

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

export const useSaveMasterValue = (masterType: MasterType) =>
  useSaveMaster<MasterValueInput, z.infer<typeof masterValueView>>(
    `/api/hrms/hris/master/${masterType}`,
    masterValueView,
    MASTERS_KEY,
  );
export const useDeleteMasterValue = (masterType: MasterType) =>
  useDeleteMaster(`/api/hrms/hris/master/${masterType}`, MASTERS_KEY);
