import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  orgHierarchyItem,
  orgStructureTab,
  type BusinessDetailInput,
  type BusinessDetailUpdate,
} from '@tenure/domain/org';
import { api } from '../../lib/api/index.ts';

const STRUCTURE_KEY = ['org', 'structure'] as const;
const HIERARCHY_KEY = ['org', 'hierarchy'] as const;

/** The tabs of /organization-structure: the server leaves out the ones the user may not see (SPEC §6). */
export function useOrgStructureTabs() {
  return useQuery({
    queryKey: [...STRUCTURE_KEY, 'tabs'],
    queryFn: () => api.request('/api/hrms/hris/organization-structure', z.array(orgStructureTab)),
  });
}

/** The components of one tab, in the server's SPEC §9 order. */
export function useOrgStructureItems(tabId: string) {
  return useQuery({
    queryKey: [...STRUCTURE_KEY, 'items', tabId],
    queryFn: () => api.request(`/api/hrms/hris/organization-structure/${tabId}`, z.array(orgHierarchyItem)),
  });
}

/** Active components as a flat list linked by parentBizCompDetailId, Location dropped (SPEC §9). */
export function useOrgHierarchy() {
  return useQuery({
    queryKey: HIERARCHY_KEY,
    queryFn: () => api.request('/api/hrms/hris/business-detail/hierarchy', z.array(orgHierarchyItem)),
  });
}

function useInvalidateStructure() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: STRUCTURE_KEY }),
      queryClient.invalidateQueries({ queryKey: HIERARCHY_KEY }),
    ]);
}

export function useCreateBusinessDetail() {
  const invalidate = useInvalidateStructure();
  return useMutation({
    mutationFn: (input: BusinessDetailInput) =>
      api.request('/api/hrms/hris/business-detail', orgHierarchyItem, { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateBusinessDetail() {
  const invalidate = useInvalidateStructure();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BusinessDetailUpdate }) =>
      api.request(`/api/hrms/hris/business-detail/${id}`, orgHierarchyItem, { method: 'PUT', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteBusinessDetail() {
  const invalidate = useInvalidateStructure();
  return useMutation({
    mutationFn: (id: string) => api.request(`/api/hrms/hris/business-detail/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
