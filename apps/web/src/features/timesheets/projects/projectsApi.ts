import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pageOf } from '@tenure/domain/paging';
import {
  allocationView,
  myProjectView,
  projectHistoryView,
  projectOptionsView,
  projectPerson,
  projectView,
  taskView,
  type AllocationInput,
  type AllocationUpdate,
  type CustomTaskInput,
  type ProjectInput,
  type ProjectListRequest,
} from '@tenure/domain/timesheets';
import { api } from '../../../lib/api/index.ts';

const V2 = '/api/timesheet/v2';
const KEY = ['timesheets', 'projects'] as const;

/** Anything a project change can move: lists, the project, its tasks, team and history, the employee's projects. */
function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['timesheets'] });
}

/** The project form's choices; only people who may change projects ask (`enabled`). */
export function useProjectOptions(enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: () => api.request(`${V2}/projects/options`, projectOptionsView),
    staleTime: 60_000,
    enabled,
  });
}

export function useProjectList(body: ProjectListRequest) {
  return useQuery({
    queryKey: [...KEY, 'list', body],
    queryFn: () => api.request(`${V2}/projects/list`, pageOf(projectView), { method: 'POST', body }),
    placeholderData: keepPreviousData,
  });
}

export function useProject(id: string) {
  return useQuery({ queryKey: [...KEY, 'one', id], queryFn: () => api.request(`${V2}/projects/${id}`, projectView) });
}

/** People for the manager, approver and team pickers (2+ characters). */
export function usePeopleSearch(text: string, path = '/projects/people') {
  const searchQuery = text.trim();
  return useQuery({
    queryKey: [...KEY, 'people', path, searchQuery],
    queryFn: () => api.request(`${V2}${path}`, z.array(projectPerson), { query: { searchQuery } }),
    enabled: searchQuery.length >= 2,
    staleTime: 30_000,
  });
}

export function useSaveProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProjectInput }) =>
      api.request(id ? `${V2}/projects/${id}` : `${V2}/projects`, projectView, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useProjectTasks(projectId: string) {
  return useQuery({
    queryKey: [...KEY, 'tasks', projectId],
    queryFn: () => api.request(`${V2}/project-task/project/${projectId}`, z.array(taskView)),
  });
}

export function useTaskCatalogue() {
  return useQuery({
    queryKey: [...KEY, 'task-catalogue'],
    queryFn: () => api.request(`${V2}/project-task/all`, z.array(taskView)),
    staleTime: 60_000,
  });
}

export function useSaveSelectedTasks(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (taskIds: string[]) =>
      api.request(`${V2}/project-task/${projectId}/selected`, z.array(taskView), { method: 'POST', body: { taskIds } }),
    onSuccess: invalidate,
  });
}

export function useSaveCustomTask(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CustomTaskInput }) =>
      api.request(
        id ? `${V2}/project-task/${projectId}/custom/${id}` : `${V2}/project-task/${projectId}/custom`,
        taskView,
        { method: id ? 'PUT' : 'POST', body: input },
      ),
    onSuccess: invalidate,
  });
}

/** The project-level plan's estimate of a task (plpEstimatedHours); null clears it. */
export function useSaveTaskEstimate(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, plpEstimatedHours }: { id: string; plpEstimatedHours: number | null }) =>
      api.request(`${V2}/project-task/${projectId}/${id}/estimate`, taskView, {
        method: 'PUT',
        body: { plpEstimatedHours },
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteTask(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, isCustom }: { id: string; isCustom: boolean }) =>
      api.request(`${V2}/project-task/${projectId}/${id}`, z.null(), {
        method: 'DELETE',
        query: { isCustom: String(isCustom) },
      }),
    onSuccess: invalidate,
  });
}

/** A page of the project's team (SPEC §9: 1500 a page); the page shown stays while the next one loads. */
export function useProjectTeam(projectId: string, includeEnded: boolean, page: number) {
  return useQuery({
    queryKey: [...KEY, 'team', projectId, includeEnded, page],
    queryFn: () =>
      api.request(`${V2}/project-teams/${projectId}`, pageOf(allocationView), {
        query: { includeEnded: String(includeEnded), page: String(page) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAllocation(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AllocationInput | AllocationUpdate }) =>
      api.request(id ? `${V2}/allocations/${id}` : `${V2}/project-teams/${projectId}`, allocationView, {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useEndAllocation() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ id, endDate }: { id: string; endDate: string }) =>
      api.request(`${V2}/allocations/${id}/end`, allocationView, { method: 'POST', body: { endDate } }),
    onSuccess: invalidate,
  });
}

export function useDeleteAllocation() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (id: string) => api.request(`${V2}/allocations/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useProjectHistory(projectId: string, page: number, size: number) {
  return useQuery({
    queryKey: [...KEY, 'history', projectId, page, size],
    queryFn: () =>
      api.request(`${V2}/project-history-logs/${projectId}`, pageOf(projectHistoryView), {
        query: { page: String(page), size: String(size) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMyProjects(includePast: boolean) {
  return useQuery({
    queryKey: [...KEY, 'mine', includePast],
    queryFn: () =>
      api.request(`${V2}/allocations/my-projects`, z.array(myProjectView), {
        query: { includePast: String(includePast) },
      }),
  });
}
