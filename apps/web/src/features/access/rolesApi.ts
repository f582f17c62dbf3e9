import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { roleView, type RoleInput } from '@tenure/domain/access';
import { api } from '../../lib/api/index.ts';

const ROLES_KEY = ['access', 'roles'] as const;

export function useRoles() {
  return useQuery({ queryKey: ROLES_KEY, queryFn: () => api.request('/api/auth/roles', z.array(roleView)) });
}

/**
 * Every role change invalidates the caller's own permission map too: editing a role one holds
 * changes one's menus at once.
 */
function useRoleMutation<Args>(mutationFn: (args: Args) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['access', 'permissions'] }),
      ]),
  });
}

export function useSaveRole() {
  return useRoleMutation(({ id, input }: { id: string | null; input: RoleInput }) =>
    api.request(id ? `/api/auth/roles/${id}` : '/api/auth/roles', roleView, {
      method: id ? 'PUT' : 'POST',
      body: input,
    }),
  );
}

/** SPEC §7 disable-role/{id}, and enabling again. */
export function useSetRoleActive() {
  return useRoleMutation(({ id, active }: { id: string; active: boolean }) =>
    api.request(`/api/auth/${active ? 'enable' : 'disable'}-role/${id}`, roleView, { method: 'PUT' }),
  );
}

export function useDeleteRole() {
  return useRoleMutation((id: string) => api.request(`/api/auth/roles/${id}`, z.null(), { method: 'DELETE' }));
}
