import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  checklistTemplateView,
  checklistView,
  externalSiteView,
  myChecklistTaskView,
  onboardingDashboardView,
  type ChecklistTemplateInput,
} from '@tenure/domain/onboarding';
import { handoverResponse } from '@tenure/domain/auth';
import { api } from '../../../lib/api/index.ts';
import { ONBOARDING_API } from '../activation/activationApi.ts';

export function useOnboardingDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['onboarding', 'dashboard'],
    queryFn: () => api.request(`${ONBOARDING_API}/dashboard`, onboardingDashboardView),
    enabled,
  });
}

/** A token of its own for the external onboarding site: the browser's session token is out of the page's reach. */
export const handOverToken = () => api.request('/api/auth/token/handover', handoverResponse, { method: 'POST' });

export function useExternalSite() {
  return useQuery({
    queryKey: ['onboarding', 'external-site'],
    queryFn: () => api.request(`${ONBOARDING_API}/external-site`, externalSiteView),
  });
}

export function useSetExternalSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null) =>
      api.request(`${ONBOARDING_API}/external-site`, externalSiteView, { method: 'PUT', body: { url } }),
    onSuccess: (data) => queryClient.setQueryData(['onboarding', 'external-site'], data),
  });
}

export function useChecklist(employeeNumber: string | null) {
  return useQuery({
    queryKey: ['onboarding', 'checklist', employeeNumber],
    queryFn: () => api.request(`${ONBOARDING_API}/checklists/${encodeURIComponent(employeeNumber!)}`, checklistView),
    enabled: employeeNumber !== null,
  });
}

export function useStartChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeNumber: string) =>
      api.request(`${ONBOARDING_API}/checklists`, checklistView, { method: 'POST', body: { employeeNumber } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['onboarding'] }),
  });
}

export function useMyOnboardingTasks() {
  return useQuery({
    queryKey: ['onboarding', 'my-tasks'],
    queryFn: () => api.request(`${ONBOARDING_API}/my-tasks`, z.array(myChecklistTaskView)),
  });
}

/** Ticks or unticks a task; the dashboard, the checklist, My Actions and the home count read it again. */
export function useSetTaskDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, done }: { taskId: string; done: boolean }) =>
      api.request(`${ONBOARDING_API}/checklist-tasks/${taskId}`, myChecklistTaskView, {
        method: 'PUT',
        body: { done },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['onboarding'] }),
        queryClient.invalidateQueries({ queryKey: ['home'] }),
      ]),
  });
}

export function useChecklistTemplates() {
  return useQuery({
    queryKey: ['onboarding', 'templates'],
    queryFn: () => api.request(`${ONBOARDING_API}/checklist-templates`, z.array(checklistTemplateView)),
  });
}

export function useSaveChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ChecklistTemplateInput }) =>
      api.request(
        id ? `${ONBOARDING_API}/checklist-templates/${id}` : `${ONBOARDING_API}/checklist-templates`,
        checklistTemplateView,
        { method: id ? 'PUT' : 'POST', body: input },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['onboarding', 'templates'] }),
  });
}

export function useDeleteChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request(`${ONBOARDING_API}/checklist-templates/${id}`, z.null(), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['onboarding', 'templates'] }),
  });
}
