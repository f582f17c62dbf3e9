import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { legalEntityView } from '@tenure/domain/access';
import {
  changeCount,
  effectiveKeysView,
  employeeWithoutAccount,
  roleOption,
  userPage,
  userRow,
  type BulkRolesInput,
  type CreateUserInput,
  type UserEntitiesInput,
} from '@tenure/domain/users';
import { api } from '../../lib/api/index.ts';

const BASE = '/api/auth/users';
const USERS_KEY = ['users'] as const;

/** One page of the tenant's users; the previous page stays on screen while the next loads. */
export function useUserList(query: Record<string, string>) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: () => api.request(BASE, userPage, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useRoleOptions() {
  return useQuery({
    queryKey: [...USERS_KEY, 'roles'],
    queryFn: () => api.request(`${BASE}/role-options`, z.array(roleOption)),
  });
}

export function useLegalEntities() {
  return useQuery({
    queryKey: ['access', 'entities'],
    queryFn: () => api.request('/api/auth/entities', z.array(legalEntityView)),
  });
}

export function useEmployeesWithoutAccount(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...USERS_KEY, 'employees-without-account', search],
    queryFn: () =>
      api.request(`${BASE}/employees-without-account`, z.array(employeeWithoutAccount), {
        query: search ? { search } : {},
      }),
    enabled,
  });
}

export function useEffectivePermissions(userId: string | null, legalEntityCode: string | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'effective', userId, legalEntityCode],
    queryFn: () =>
      api.request(`${BASE}/${userId}/effective-permissions`, effectiveKeysView, {
        query: { legalEntityCode: legalEntityCode ?? '' },
      }),
    enabled: userId !== null && legalEntityCode !== null,
  });
}

/** Any change of users: the list reloads. */
function useUserMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }) });
}

export const useCreateUser = () =>
  useUserMutation((input: CreateUserInput) => api.request(BASE, userRow, { method: 'POST', body: input }));

export type AccountAction = 'deactivate' | 'reactivate' | 'unlock' | 'reset-password';
export const useAccountAction = () =>
  useUserMutation(({ userId, action }: { userId: string; action: AccountAction }) =>
    api.request(`${BASE}/${userId}/${action}`, userRow, { method: 'POST' }),
  );

/** Turns off a user's two-factor authentication (a lost phone and lost recovery codes); they set it up again. */
export const useResetMfa = () =>
  useUserMutation((userId: string) => api.request(`/api/auth/mfa/users/${userId}`, z.null(), { method: 'DELETE' }));

export const useBulkRoles = () =>
  useUserMutation((input: BulkRolesInput) =>
    api.request(`${BASE}/roles`, changeCount, { method: 'POST', body: input }),
  );

export const useUserEntities = () =>
  useUserMutation(({ userId, input }: { userId: string; input: UserEntitiesInput }) =>
    api.request(`${BASE}/${userId}/entities`, userRow, { method: 'POST', body: input }),
  );
