import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  documentView,
  employeeProfileView,
  publicProfileView,
  revealedValues,
  type DocumentCategory,
  type EditableSectionKey,
} from '@tenure/domain/employees';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';

const BASE = '/api/hrms/hris/employee';
const PROFILE_KEY = ['employees', 'profile'] as const;
const enc = encodeURIComponent;

/** The profile of one employee, or the caller's own when no number is given (/my-profile). */
export function useEmployeeProfile(employeeNumber: string | null) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: [...PROFILE_KEY, entityCode, employeeNumber ?? 'me'],
    queryFn: () =>
      api.request(employeeNumber ? `${BASE}/${enc(employeeNumber)}/profile` : `${BASE}/myprofile`, employeeProfileView),
    retry: false,
  });
}

/** A colleague's public profile (anyone with the directory), which also says whether the full profile is open to the caller. */
export function usePublicProfile(employeeNumber: string, enabled: boolean) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: [...PROFILE_KEY, entityCode, employeeNumber, 'public'],
    queryFn: () => api.request(`${BASE}/${enc(employeeNumber)}/public-profile`, publicProfileView),
    retry: false,
    enabled,
  });
}

/** PUT one section; the answer is the whole profile again, so the page shows what the server stored. */
export function useSaveProfileSection(employeeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ section, input }: { section: EditableSectionKey; input: unknown }) =>
      api.request(`${BASE}/${enc(employeeNumber)}/profile/${section}`, employeeProfileView, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

/** The audited reveal of one section's sensitive values. */
export function revealSection(employeeNumber: string, section: EditableSectionKey) {
  return api.request(`${BASE}/${enc(employeeNumber)}/profile/${section}/reveal`, revealedValues, { method: 'POST' });
}

export function useUploadDocument(employeeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, category }: { file: File; category: DocumentCategory }) => {
      const body = new FormData();
      body.append('file', file);
      return api.request(`${BASE}/${enc(employeeNumber)}/documents`, documentView, {
        method: 'POST',
        body,
        query: { category },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export function useDeleteDocument(employeeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.request(`${BASE}/${enc(employeeNumber)}/documents/${documentId}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export function downloadDocument(employeeNumber: string, documentId: string) {
  return api.download(`${BASE}/${enc(employeeNumber)}/documents/${documentId}`);
}

export function useUploadProfileImage(employeeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.request(`${BASE}/${enc(employeeNumber)}/profile-image`, z.object({ profileImage: z.string() }), {
        method: 'PUT',
        body,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['employees'] }),
  });
}

export function useRemoveProfileImage(employeeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(`${BASE}/${enc(employeeNumber)}/profile-image`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['employees'] }),
  });
}
