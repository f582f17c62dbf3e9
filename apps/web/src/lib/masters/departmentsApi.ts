import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { departmentView, type DepartmentInput } from '@tenure/domain/org';
import { api } from '../api/index.ts';

const DEPARTMENTS_KEY = ['org', 'departments'] as const;

const department = z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable() });

/** Departments of the selected legal entity; reloaded on an entity switch (SPEC §4). */
export const departmentsQuery = (entityCode: string | undefined) =>
  queryOptions({
    queryKey: [...DEPARTMENTS_KEY, entityCode],
    queryFn: () => api.request('/api/hrms/hris/department', z.array(department)),
    enabled: entityCode !== undefined,
  });

/** Every department with its order and state, inactive ones too, for /master-data. */
export function useAllDepartments() {
  return useQuery({
    queryKey: [...DEPARTMENTS_KEY, 'all'],
    queryFn: () =>
      api.request('/api/hrms/hris/department', z.array(departmentView), { query: { includeInactive: 'true' } }),
  });
}

export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DepartmentInput }) =>
      api.request(id ? `/api/hrms/hris/department/${id}` : '/api/hrms/hris/department', departmentView, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEPARTMENTS_KEY }),
  });
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(`/api/hrms/hris/department/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEPARTMENTS_KEY }),
  });
}
