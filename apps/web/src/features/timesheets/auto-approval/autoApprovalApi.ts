import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { autoApprovalUserView } from '@tenure/domain/timesheets';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/timesheet/v2/timesheet-auto-approvals';
const KEY = ['timesheets', 'auto-approvals'] as const;

export function useAutoApprovalUsers() {
  return useQuery({ queryKey: KEY, queryFn: () => api.request(BASE, z.array(autoApprovalUserView)) });
}

export function useAddAutoApprovalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: string) =>
      api.request(BASE, autoApprovalUserView, { method: 'POST', body: { employeeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRemoveAutoApprovalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
