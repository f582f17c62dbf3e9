import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { numberPatternView, type NumberPatternInput } from '@tenure/domain/onboarding';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/hrms/hris/employee';

/** Each legal entity's employee-number pattern with the number its next onboarding gets. */
export function useNumberPatterns(enabled: boolean) {
  return useQuery({
    queryKey: ['onboarding', 'number-patterns'],
    queryFn: () => api.request(`${BASE}/employee-number/patterns`, z.array(numberPatternView)),
    enabled,
  });
}

export function useSaveNumberPattern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ legalEntityCode, input }: { legalEntityCode: string; input: NumberPatternInput }) =>
      api.request(`${BASE}/employee-number/patterns/${encodeURIComponent(legalEntityCode)}`, numberPatternView, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['onboarding', 'number-patterns'] }),
  });
}
