import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  directorySetup,
  groupRoleMappingView,
  scimTokenIssued,
  type DirectorySetup,
  type GroupRoleMappingInput,
  type GroupRoleMappingView,
  type ScimTokenInput,
} from '@tenure/domain/auth';
import { roleOption } from '@tenure/domain/users';
import { api } from '../../../lib/api/index.ts';
import { useDeleteMaster, useSaveMaster } from '../../../lib/masters/masterCrud.ts';

const KEY = ['auth', 'directory-setup'] as const;
const MAPPINGS_PATH = '/api/auth/directory/group-mappings';
const TOKEN_PATH = '/api/auth/directory/scim-token';

/** The group → role mappings and the SCIM token's state (never the token), as `select` picks from it. */
export const useDirectorySetup = <T>(select: (setup: DirectorySetup) => T) =>
  useQuery({ queryKey: KEY, queryFn: () => api.request('/api/auth/directory/setup', directorySetup), select });

export const useAddGroupMapping = () =>
  useSaveMaster<GroupRoleMappingInput, GroupRoleMappingView>(MAPPINGS_PATH, groupRoleMappingView, KEY);
export const useDeleteGroupMapping = () => useDeleteMaster(MAPPINGS_PATH, KEY);

/** The roles a mapping may give (the users list's role options). */
export const useRoleOptions = () =>
  useQuery({
    queryKey: ['users', 'role-options'],
    queryFn: () => api.request('/api/auth/users/role-options', z.array(roleOption)),
  });

/** Creates (or rotates) the SCIM token: the answer carries it, this once. */
export function useIssueScimToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ScimTokenInput) => api.request(TOKEN_PATH, scimTokenIssued, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeScimToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(TOKEN_PATH, z.null(), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
