import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  draftSummary,
  draftView,
  numberCheckView,
  onboardedView,
  onboardingOptionsView,
  type DraftInput,
  type DraftType,
  type OnboardingRowInput,
} from '@tenure/domain/onboarding';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';

export const ONBOARDING_BASE = '/api/hrms/hris/employee';
/** The employee form and the consultant form; job onboarding completes an employee's draft. */
export type OnboardingKind = 'employee' | 'consultant';

const useEntityCode = () => useSessionStore((s) => s.entity?.legalEntityCode);

export function useOnboardingOptions(kind: OnboardingKind) {
  const entity = useEntityCode();
  return useQuery({
    queryKey: ['onboarding', 'options', kind, entity],
    queryFn: () =>
      api.request(
        `${ONBOARDING_BASE}/${kind === 'consultant' ? 'consultant' : 'add-employee'}/options`,
        onboardingOptionsView,
      ),
    staleTime: 60_000,
  });
}

export function useOnboard(kind: OnboardingKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, draftId }: { row: OnboardingRowInput; draftId?: string }) =>
      api.request(`${ONBOARDING_BASE}/${kind === 'consultant' ? 'consultant' : 'add-employee'}`, onboardedView, {
        method: 'POST',
        body: row,
        query: draftId ? { draftId } : undefined,
      }),
    // The completed draft is gone: the lists are read again (not the draft, which the form holds).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['onboarding', 'drafts'] }),
  });
}

export function useDrafts(type: DraftType, enabled: boolean) {
  return useQuery({
    queryKey: ['onboarding', 'drafts', type],
    queryFn: () => api.request(`${ONBOARDING_BASE}/drafts/${type}`, z.array(draftSummary)),
    enabled,
  });
}

export function useDraft(type: DraftType, draftId: string | null) {
  return useQuery({
    queryKey: ['onboarding', 'draft', type, draftId],
    queryFn: () => api.request(`${ONBOARDING_BASE}/drafts/${type}/${draftId}`, draftView),
    enabled: draftId !== null,
    // A resumed draft is read once: refetching would overwrite what the user typed since.
    staleTime: Infinity,
  });
}

export function useSaveDraft(type: DraftType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draftId, input }: { draftId: string | null; input: DraftInput }) =>
      api.request(
        draftId ? `${ONBOARDING_BASE}/drafts/${type}/${draftId}` : `${ONBOARDING_BASE}/drafts/${type}`,
        draftView,
        {
          method: draftId ? 'PUT' : 'POST',
          body: input,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['onboarding', 'drafts', type] }),
  });
}

export function useDeleteDraft(type: DraftType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: string) =>
      api.request(`${ONBOARDING_BASE}/drafts/${type}/${draftId}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['onboarding', 'drafts', type] }),
  });
}

/** Whether a typed employee number is free; asked only for a non-empty, settled value. */
export function useEmployeeNumberCheck(employeeNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: ['onboarding', 'number-check', employeeNumber],
    queryFn: () =>
      api.request(`${ONBOARDING_BASE}/employee-number/check`, numberCheckView, { query: { employeeNumber } }),
    enabled: enabled && employeeNumber !== '',
  });
}
