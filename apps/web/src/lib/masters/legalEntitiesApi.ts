import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { legalEntityView } from '@tenure/domain/access';
import { legalEntityAdminView, type LegalEntityInput } from '@tenure/domain/org';
import { api } from '../api/index.ts';

const LEGAL_ENTITIES_KEY = ['org', 'legal-entities'] as const;
const BASE = '/api/hrms/hris/legal-entity';

/** Every legal entity of the tenant, inactive ones too (the Legal Entity tab). */
export function useLegalEntities() {
  return useQuery({ queryKey: LEGAL_ENTITIES_KEY, queryFn: () => api.request(BASE, z.array(legalEntityAdminView)) });
}

/** A saved entity also changes the entity lists of filters and forms (['access', 'entities']). */
export function useSaveLegalEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: LegalEntityInput }) =>
      api.request(id ? `${BASE}/${id}` : BASE, legalEntityAdminView, { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEGAL_ENTITIES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['access', 'entities'] }),
      ]),
  });
}

/** The tenant's legal entities with their ids, for the list filter. */
export function useLegalEntityOptions() {
  return useQuery({
    queryKey: ['access', 'entities'],
    queryFn: () => api.request('/api/auth/entities', z.array(legalEntityView)),
    staleTime: 5 * 60_000,
  });
}
