import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  employeeSkillPage,
  employeeSkillView,
  proficiencyLevelView,
  skillCategoryView,
  skillMatrixView,
  skillOption,
  skillPage,
  skillView,
  subSkillView,
  type ProficiencyLevelInput,
  type SkillCategoryInput,
  type SkillInput,
  type SubSkillInput,
} from '@tenure/domain/performance';
import type { DecisionVerb } from '@tenure/domain/approvals';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/pms';
const KEY = ['performance', 'skills'] as const;
const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
};

export const useSkillCategories = () =>
  useQuery({
    queryKey: [...KEY, 'categories'],
    queryFn: () => api.request(`${BASE}/skill-categories`, z.array(skillCategoryView)),
  });
export const useProficiencyLevels = () =>
  useQuery({
    queryKey: [...KEY, 'levels'],
    queryFn: () => api.request(`${BASE}/proficiency-levels`, z.array(proficiencyLevelView)),
  });
export const useSkillOptions = () =>
  useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: () => api.request(`${BASE}/skills/options`, z.array(skillOption)),
  });

export function useSkills(query: Record<string, string>) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: () => api.request(`${BASE}/skills`, skillPage, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Create (no id) or update one catalogue record of `path`, then reload the catalogue. */
function useSave<Input, View>(path: string, view: z.ZodType<View>) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: Input }) =>
      api.request(id ? `${BASE}/${path}/${id}` : `${BASE}/${path}`, view, { method: id ? 'PUT' : 'POST', body: input }),
    onSuccess: invalidate,
  });
}

function useDelete(path: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/${path}/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export const useSaveCategory = () =>
  useSave<SkillCategoryInput, z.infer<typeof skillCategoryView>>('skill-categories', skillCategoryView);
export const useDeleteCategory = () => useDelete('skill-categories');
export const useSaveSkill = () => useSave<SkillInput, z.infer<typeof skillView>>('skills', skillView);
export const useDeleteSkill = () => useDelete('skills');
export const useSaveSubSkill = () => useSave<SubSkillInput, z.infer<typeof subSkillView>>('sub-skills', subSkillView);
export const useDeleteSubSkill = () => useDelete('sub-skills');
export const useSaveLevel = () =>
  useSave<ProficiencyLevelInput, z.infer<typeof proficiencyLevelView>>('proficiency-levels', proficiencyLevelView);
export const useDeleteLevel = () => useDelete('proficiency-levels');

export const useMySkills = () =>
  useQuery({
    queryKey: [...KEY, 'mine'],
    queryFn: () => api.request(`${BASE}/self-skill-set`, z.array(employeeSkillView)),
  });

/** Adds (no id) or changes a skill entry: multipart, the fields first and then the evidence files. */
export function useSaveMySkill() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, fields, files }: { id: string | null; fields: Record<string, string>; files: File[] }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      for (const file of files) body.append('evidence', file);
      return api.request(id ? `${BASE}/self-skill-set/${id}` : `${BASE}/self-skill-set`, employeeSkillView, {
        method: id ? 'PUT' : 'POST',
        body,
      });
    },
    onSuccess: invalidate,
  });
}

export function useRemoveRejectedSkill() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/self-skill-set/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export const downloadEvidence = (entryId: string, fileId: string) =>
  api.download(`${BASE}/employee-skill-set/${entryId}/evidence/${fileId}`);

export function useTeamSkills(query: Record<string, string>) {
  return useQuery({
    queryKey: [...KEY, 'team', query],
    queryFn: () => api.request(`${BASE}/rm-view/skill-set`, employeeSkillPage, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideSkill() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, verb, reason }: { id: string; verb: DecisionVerb; reason?: string }) =>
      api.request(`${BASE}/employee-skill-set/${id}/${verb}`, employeeSkillView, {
        method: 'PUT',
        body: reason ? { reason } : {},
      }),
    onSuccess: invalidate,
  });
}

export function useSkillMatrix(query: Record<string, string>) {
  return useQuery({
    queryKey: [...KEY, 'matrix', query],
    queryFn: () => api.request(`${BASE}/skill-matrix`, skillMatrixView, { query }),
    placeholderData: keepPreviousData,
  });
}

export const downloadSkillMatrix = (query: Record<string, string>, format: 'csv' | 'xlsx') =>
  api.download(`${BASE}/skill-matrix/export`, { query: { ...query, format } });
