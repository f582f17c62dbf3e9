import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  libraryAssignResult,
  libraryTemplatePage,
  libraryTemplateView,
  type LibraryAssignInput,
  type LibraryTemplateInput,
} from '@tenure/domain/performance';
import { api } from '../../../lib/api/index.ts';
import { PMS, invalidateGoals } from '../goals/goalsApi.ts';

export const useLibrary = (query: Record<string, string>) =>
  useQuery({
    queryKey: ['goals', 'library', query],
    queryFn: () => api.request(`${PMS}/goal-library`, libraryTemplatePage, { query }),
    placeholderData: keepPreviousData,
  });

function useLibraryMutation<A, T>(run: (args: A) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => invalidateGoals(client) });
}

export const useSaveTemplate = () =>
  useLibraryMutation(({ id, body }: { id: string | null; body: LibraryTemplateInput }) =>
    api.request(id ? `${PMS}/goal-library/${id}` : `${PMS}/goal-library`, libraryTemplateView, {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );
export const useDeleteTemplate = () =>
  useLibraryMutation((id: string) => api.request(`${PMS}/goal-library/${id}`, z.null(), { method: 'DELETE' }));
export const useAssignTemplates = () =>
  useLibraryMutation((body: LibraryAssignInput) =>
    api.request(`${PMS}/goal-library/assign`, libraryAssignResult, { method: 'POST', body }),
  );
