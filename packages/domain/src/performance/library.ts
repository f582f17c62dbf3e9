import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageOf, pagedQuery } from '../paging/index.ts';
import { GOAL_MESSAGES, KEY_RESULT_UNITS, keyResultInput, weightsTotal } from './goals.ts';

/** A goal template of the goal library (/pmm/goal-library), for a department and/or designation. */
export const libraryTemplateInput = z.object({
  title: z.string().trim().min(1, GOAL_MESSAGES.titleRequired).max(200, MESSAGES.tooLong),
  description: z.string().trim().max(2000, MESSAGES.tooLong).nullish(),
  goalTypeId: z.uuid(GOAL_MESSAGES.masterNotFound),
  departmentId: z.uuid().nullish(),
  designation: z.string().trim().max(100, MESSAGES.tooLong).nullish(),
  keyResults: z
    .array(keyResultInput)
    .min(1, GOAL_MESSAGES.keyResultRequired)
    .max(20)
    .superRefine((krs, ctx) => {
      if (weightsTotal(krs.map((k) => k.weight)) !== 100)
        ctx.addIssue({ code: 'custom', path: [], message: GOAL_MESSAGES.weightsMustTotal100 });
    }),
});
export type LibraryTemplateInput = z.input<typeof libraryTemplateInput>;
export type LibraryTemplateData = z.infer<typeof libraryTemplateInput>;

export const libraryTemplateView = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  goalType: z.object({ id: z.uuid(), name: z.string() }),
  department: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  designation: z.string().nullable(),
  keyResults: z.array(
    z.object({
      title: z.string(),
      unit: z.enum(KEY_RESULT_UNITS),
      startValue: z.number(),
      targetValue: z.number(),
      weight: z.number(),
    }),
  ),
  assigned: z.number(),
});
export type LibraryTemplateView = z.infer<typeof libraryTemplateView>;
export const libraryTemplatePage = pageOf(libraryTemplateView);

export const libraryListQuery = pagedQuery(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE).extend({
  search: z.string().trim().max(100).optional(),
  departmentId: z.uuid().optional(),
  designation: z.string().trim().max(100).optional(),
  sort: z.enum(['title', 'department', 'designation']).default('title'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type LibraryListQuery = z.infer<typeof libraryListQuery>;

/** Who receives the templates: everyone matching all the filters given (HR), within the caller's team for managers. */
export const libraryAudience = z.object({
  departmentIds: z.array(z.uuid()).max(100).default([]),
  designations: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  locationIds: z.array(z.uuid()).max(100).default([]),
  /** Only the caller's direct and indirect reportees. */
  myTeam: z.boolean().default(false),
});

export const libraryAssignInput = z.object({
  templateIds: z.array(z.uuid()).min(1, GOAL_MESSAGES.noTemplates).max(100),
  periodId: z.uuid(GOAL_MESSAGES.periodNotFound),
  audience: libraryAudience,
});
export type LibraryAssignInput = z.input<typeof libraryAssignInput>;
export type LibraryAssignData = z.infer<typeof libraryAssignInput>;

/** Above this many goals to create, the assignment runs as a job with progress. */
export const LIBRARY_ASSIGN_INLINE_LIMIT = 500;

/** Done at once: how many people matched, goals created, and already there (assigning twice creates nothing). Or a job's number. */
export const libraryAssignResult = z.object({
  audience: z.number(),
  created: z.number(),
  skipped: z.number(),
  executionNumber: z.number().nullable(),
});
export type LibraryAssignResult = z.infer<typeof libraryAssignResult>;
