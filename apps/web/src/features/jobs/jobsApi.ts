import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  isJobFinished,
  jobHistoryPage,
  jobHistoryView,
  jobScheduleView,
  type JobHistoryPage,
  type JobStatus,
} from '@tenure/domain/jobs';
import { api } from '../../lib/api/index.ts';

const BASE = '/api/admin/jobs';

export interface JobHistoryFilters {
  page: number;
  size: number;
  status: JobStatus | '';
  kind: string;
}

/** While a job on the page is queued or running, the page is read again every few seconds. */
const isActive = (page: JobHistoryPage | undefined) => page?.items.some((job) => !isJobFinished(job.status)) ?? false;

export function useJobHistory(filters: JobHistoryFilters) {
  const query: Record<string, string> = { page: String(filters.page), size: String(filters.size) };
  if (filters.status) query.status = filters.status;
  if (filters.kind) query.kind = filters.kind;
  return useQuery({
    queryKey: ['jobs', 'history', query],
    queryFn: () => api.request(BASE, jobHistoryPage, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (isActive(q.state.data) ? 3000 : false),
  });
}

export function useJobSchedules() {
  return useQuery({
    queryKey: ['jobs', 'schedules'],
    queryFn: () => api.request(`${BASE}/schedules`, z.array(jobScheduleView)),
  });
}

export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (executionNumber: number) =>
      api.request(`${BASE}/${String(executionNumber)}/cancel`, jobHistoryView, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs', 'history'] }),
  });
}
