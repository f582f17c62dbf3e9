import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobStartedView } from '@tenure/domain/jobs';
import {
  erpSyncRunPage,
  erpSyncSettingsView,
  type ErpSyncFileInput,
  type ErpSyncSettingsInput,
} from '@tenure/domain/vendors';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/timesheet/v2/oracle-project-sync';
const KEY = ['timesheets', 'erp-sync'] as const;

export function useErpSyncSettings() {
  return useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: () => api.request(`${BASE}/settings`, erpSyncSettingsView),
  });
}

export function useErpSyncRuns(page: number, size: number) {
  return useQuery({
    queryKey: [...KEY, 'runs', page, size],
    queryFn: () => api.request(`${BASE}/runs`, erpSyncRunPage, { query: { page: String(page), size: String(size) } }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveErpSyncSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ErpSyncSettingsInput) =>
      api.request(`${BASE}/settings`, erpSyncSettingsView, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Starts a sync of the HTTP endpoint, or of a file when one is given; answers the job to follow. */
export function useStartErpSync() {
  return useMutation({
    mutationFn: (file: ErpSyncFileInput | null) =>
      file
        ? api.request(`${BASE}/file`, jobStartedView, { method: 'POST', body: file })
        : api.request(`${BASE}/run`, jobStartedView, { method: 'POST' }),
  });
}

export const useRefreshErpSync = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
};
