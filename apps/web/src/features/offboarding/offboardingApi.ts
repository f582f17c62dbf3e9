import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  offboardingTaskView,
  resignationDetailView,
  resignationEligibilityView,
  resignationPage,
  resignationView,
  type ResignationDecisionInput,
  type ResignationInput,
  type ResignationVerb,
} from '@tenure/domain/offboarding';
import { api } from '../../lib/api/index.ts';

const BASE = '/api/hrms/hris';
const invalidateAll = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['offboarding'] });

export const useEligibility = () =>
  useQuery({
    queryKey: ['offboarding', 'eligibility'],
    queryFn: () => api.request(`${BASE}/resignation/eligibility`, resignationEligibilityView),
  });

export function useResignations(query: Record<string, string>, enabled = true) {
  return useQuery({
    queryKey: ['offboarding', 'list', query],
    queryFn: () => api.request(`${BASE}/resignation`, resignationPage, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useResignation = (id: string) =>
  useQuery({
    queryKey: ['offboarding', 'detail', id],
    queryFn: () => api.request(`${BASE}/resignation/${id}`, resignationDetailView),
  });

export function useSubmitResignation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResignationInput) =>
      api.request(`${BASE}/resignation`, resignationView, { method: 'POST', body }),
    onSettled: () => invalidateAll(client),
  });
}

export function useDecideResignation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ verb, body }: { verb: ResignationVerb; body: ResignationDecisionInput }) =>
      api.request(`${BASE}/resignation/${id}/${verb}`, resignationView, { method: 'PUT', body }),
    onSettled: () => invalidateAll(client),
  });
}

export function useDecideExitStep(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ stepId, verb, comments }: { stepId: string; verb: 'approve' | 'reject'; comments: string }) =>
      api.request(`${BASE}/offboarding/exit-requests/${id}/steps/${stepId}/${verb}`, resignationDetailView, {
        method: 'PUT',
        body: comments ? { comments } : {},
      }),
    onSettled: () => invalidateAll(client),
  });
}

export function useCompleteExit(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comments: string) =>
      api.request(`${BASE}/offboarding/exit-requests/${id}/final-exit`, resignationDetailView, {
        method: 'PUT',
        body: comments ? { comments } : {},
      }),
    onSettled: () => invalidateAll(client),
  });
}

export const useOffboardingTasks = (scope: 'mine' | 'all') =>
  useQuery({
    queryKey: ['offboarding', 'tasks', scope],
    queryFn: () => api.request(`${BASE}/offboarding/tasks`, z.array(offboardingTaskView), { query: { scope } }),
  });

export function useCompleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request(`${BASE}/offboarding/tasks/${id}/complete`, offboardingTaskView, { method: 'PUT' }),
    onSettled: () => invalidateAll(client),
  });
}
