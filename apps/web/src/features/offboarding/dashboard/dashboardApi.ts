import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  exitApproverSetupView,
  offboardingDashboardView,
  offboardingSetupOptions,
  resignationView,
  taskDocumentView,
  taskTemplateView,
  type ExitApproverSetupInput,
  type OffboardingDashboardQuery,
  type TaskTemplateInput,
} from '@tenure/domain/offboarding';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/hrms/hris';
const invalidateAll = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['offboarding'] });

export function useOffboardingDashboard(query: OffboardingDashboardQuery) {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v));
  return useQuery({
    queryKey: ['offboarding', 'dashboard', params],
    queryFn: () => api.request(`${BASE}/offboarding/dashboard`, offboardingDashboardView, { query: params }),
    placeholderData: keepPreviousData,
  });
}

export const useTaskTemplates = () =>
  useQuery({
    queryKey: ['offboarding', 'templates'],
    queryFn: () => api.request(`${BASE}/offboarding/task-templates`, z.array(taskTemplateView)),
  });

export function useSaveTaskTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TaskTemplateInput }) =>
      api.request(
        id ? `${BASE}/offboarding/task-templates/${id}` : `${BASE}/offboarding/task-templates`,
        taskTemplateView,
        { method: id ? 'PUT' : 'POST', body },
      ),
    onSettled: () => invalidateAll(client),
  });
}

export function useDeleteTaskTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/offboarding/task-templates/${id}`, z.null(), { method: 'DELETE' }),
    onSettled: () => invalidateAll(client),
  });
}

export function useMarkRegretted(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (regretted: boolean) =>
      api.request(`${BASE}/resignation/${id}/regretted`, resignationView, { method: 'PUT', body: { regretted } }),
    onSettled: () => invalidateAll(client),
  });
}

export function useUploadTaskDocument(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.request(`${BASE}/offboarding/tasks/${taskId}/documents`, taskDocumentView, {
        method: 'POST',
        body: form,
      });
    },
    onSettled: () => invalidateAll(client),
  });
}

export const downloadTaskDocument = (taskId: string, documentId: string) =>
  api.download(`${BASE}/offboarding/tasks/${taskId}/documents/${documentId}`);

export const useSetupOptions = () =>
  useQuery({
    queryKey: ['offboarding', 'setup-options'],
    queryFn: () => api.request(`${BASE}/offboarding/setup-options`, offboardingSetupOptions),
  });

export const useApproverSetup = (legalEntityId: string | null) =>
  useQuery({
    queryKey: ['offboarding', 'approver-setup', legalEntityId],
    queryFn: () => api.request(`${BASE}/offboarding/approver-setup/${legalEntityId}`, exitApproverSetupView),
    enabled: legalEntityId !== null,
  });

export function useSaveApproverSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExitApproverSetupInput) =>
      api.request(`${BASE}/offboarding/approver-setup`, exitApproverSetupView, { method: 'PUT', body }),
    onSettled: () => invalidateAll(client),
  });
}
