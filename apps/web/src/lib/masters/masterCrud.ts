import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z, type ZodType } from 'zod';
import { api } from '../api/index.ts';

/** Saves a master's row at `path` (PUT to its id, POST without one); the lists under `queryKey` are read again. */
export function useSaveMaster<Input, View>(path: string, view: ZodType<View>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: Input }) =>
      api.request(id ? `${path}/${id}` : path, view, { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** Deletes a master's row at `path/id`; the lists under `queryKey` are read again. */
export function useDeleteMaster(path: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`${path}/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
