import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { policyDocumentView } from '@tenure/domain/policies';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';

const BASE = '/api/hrms/hris/policy-document';
const DOCUMENTS_KEY = ['policies', 'documents'] as const;

/**
 * The Policy Library of a legal entity: the selected one (reloaded on an entity switch), or another
 * one named by HR who set policies up.
 */
export function usePolicyDocuments(legalEntityCode: string | null) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, entityCode, legalEntityCode],
    queryFn: () =>
      api.request(BASE, z.array(policyDocumentView), legalEntityCode ? { query: { legalEntityCode } } : {}),
  });
}

export interface PolicyDocumentUpload {
  file: File;
  title: string;
  description: string;
  /** The library it goes into; the selected entity's when null. */
  legalEntityCode: string | null;
}

export function useUploadPolicyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, title, description, legalEntityCode }: PolicyDocumentUpload) => {
      const body = new FormData();
      // Fields before the file, so the server has them when the file stream arrives.
      body.append('title', title);
      body.append('description', description);
      if (legalEntityCode) body.append('legalEntityCode', legalEntityCode);
      body.append('file', file);
      return api.request(BASE, policyDocumentView, { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

export function useDeletePolicyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

/** The PDF itself, fetched with the session headers (an <iframe src> could not send them). */
export function downloadPolicyDocument(id: string) {
  return api.download(`${BASE}/${id}/file`);
}
