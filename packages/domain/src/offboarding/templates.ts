import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { OFFBOARDING_TASK_GROUPS, TASK_OWNER_ROLES } from './exits.ts';

export type TaskOwnerRole = (typeof TASK_OWNER_ROLES)[number];

export const TEMPLATE_MESSAGES = {
  titleRequired: 'Please give the task a title.',
  groupRequired: 'Please choose a task group.',
  dueOffsetRange: 'Give a number of days between -90 and 90 (negative: before the last day).',
  unknownEntity: 'Legal entity not found.',
  unknownDepartment: 'Department not found.',
  deleteConfirm: 'Are you sure you want to delete this task template? Tasks already created from it stay.',
} as const;

/** A task template: copied onto each leaver of its entity and department (null: all) when their resignation is accepted. */
export const taskTemplateInput = z.object({
  legalEntityId: z.uuid().nullable().default(null),
  departmentId: z.uuid().nullable().default(null),
  groupName: z.enum(OFFBOARDING_TASK_GROUPS, TEMPLATE_MESSAGES.groupRequired),
  title: z.string().trim().min(1, TEMPLATE_MESSAGES.titleRequired).max(200, MESSAGES.tooLong),
  activities: z.array(z.string().trim().min(1).max(200, MESSAGES.tooLong)).max(20).default([]),
  ownerRole: z.enum(TASK_OWNER_ROLES),
  /** Days relative to the last working day: -7 is a week before it. */
  dueOffsetDays: z
    .number()
    .int(TEMPLATE_MESSAGES.dueOffsetRange)
    .min(-90, TEMPLATE_MESSAGES.dueOffsetRange)
    .max(90, TEMPLATE_MESSAGES.dueOffsetRange),
  mandatory: z.boolean().default(true),
});
export type TaskTemplateInput = z.infer<typeof taskTemplateInput>;

export const taskTemplateView = taskTemplateInput.extend({
  id: z.uuid(),
  legalEntityName: z.string().nullable(),
  departmentName: z.string().nullable(),
});
export type TaskTemplateView = z.infer<typeof taskTemplateView>;

export const taskTemplateQuery = z.object({ legalEntityId: z.uuid().optional() });

/** The choices of HR's set-up forms: every legal entity and department of the tenant. */
export const offboardingSetupOptions = z.object({
  entities: z.array(z.object({ id: z.uuid(), name: z.string() })),
  departments: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
