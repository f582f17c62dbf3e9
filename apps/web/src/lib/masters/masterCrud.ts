import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z, type ZodType } from 'zod';
import { api } from '../api/index.ts';

/** Reads again the lists under `queryKey` and whatever else shows the rows (`alsoStale`). */
function useInvalidate(queryKey: QueryKey, alsoStale: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all([queryKey, ...alsoStale].map((key) => queryClient.invalidateQueries({ queryKey: key })));
}

/** Saves a master's row at `path` (PUT to its id, POST without one); the lists under `queryKey` (and `alsoStale`) are read again. */
export function useSaveMaster<Input, View>(
  path: string,
  view: ZodType<View>,
  queryKey: QueryKey,
  alsoStale: readonly QueryKey[] = [],
) {
  const invalidate = useInvalidate(queryKey, alsoStale);
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: Input }) =>
      api.request(id ? `${path}/${id}` : path, view, { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: invalidate,
  });
}

/** Deletes a master's row at `path/id`; the lists under `queryKey` (and `alsoStale`) are read again. */
export function useDeleteMaster(path: string, queryKey: QueryKey, alsoStale: readonly QueryKey[] = []) {
  const invalidate = useInvalidate(queryKey, alsoStale);
  return useMutation({
    mutationFn: (id: string) => api.request(`${path}/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
