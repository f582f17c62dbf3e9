import { z } from 'zod';
import { ROLE_CODES } from '../access/roles.ts';

/**
 * Onboarding checklists: HR keeps a template per department (tasks with an owner and a due day
 * relative to the joining date); a joiner's checklist is instantiated from the template of their
 * department (or the nearest parent department with one, else the company-wide template).
 */

/** Who does a task: the joiner's reporting manager, anyone holding a role, or a named employee. */
export const CHECKLIST_OWNER_KINDS = ['manager', 'role', 'employee'] as const;
export type ChecklistOwnerKind = (typeof CHECKLIST_OWNER_KINDS)[number];

export const CHECKLIST_TASKS_MAX = 50;
export const CHECKLIST_DUE_DAYS_MIN = -60;
export const CHECKLIST_DUE_DAYS_MAX = 180;

export const templateTaskInput = z
  .object({
    title: z.string().trim().min(1, 'Enter the task.').max(120),
    ownerKind: z.enum(CHECKLIST_OWNER_KINDS),
    ownerRoleCode: z.enum(ROLE_CODES).nullable().default(null),
    ownerEmployeeNumber: z.string().trim().max(40).nullable().default(null),
    /** Due this many days after the joining date (negative: before it). */
    dueDays: z.number().int().min(CHECKLIST_DUE_DAYS_MIN).max(CHECKLIST_DUE_DAYS_MAX),
  })
  .superRefine((task, ctx) => {
    if (task.ownerKind === 'role' && !task.ownerRoleCode)
      ctx.addIssue({ code: 'custom', path: ['ownerRoleCode'], message: 'Choose the role that does the task.' });
    if (task.ownerKind === 'employee' && !task.ownerEmployeeNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['ownerEmployeeNumber'],
        message: 'Choose the employee who does the task.',
      });
  });
export type TemplateTaskInput = z.infer<typeof templateTaskInput>;

export const checklistTemplateInput = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(80),
  /** null: the company-wide template, for departments without their own. */
  departmentId: z.uuid().nullable(),
  tasks: z.array(templateTaskInput).min(1, 'Add at least one task.').max(CHECKLIST_TASKS_MAX),
});
export type ChecklistTemplateInput = z.infer<typeof checklistTemplateInput>;

export const templateTaskView = z.object({
  title: z.string(),
  ownerKind: z.enum(CHECKLIST_OWNER_KINDS),
  ownerRoleCode: z.enum(ROLE_CODES).nullable(),
  ownerEmployeeNumber: z.string().nullable(),
  ownerEmployeeName: z.string().nullable(),
  dueDays: z.number(),
});
export const checklistTemplateView = z.object({
  id: z.string(),
  name: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  tasks: z.array(templateTaskView),
});
export type ChecklistTemplateView = z.infer<typeof checklistTemplateView>;

export const checklistTaskView = z.object({
  id: z.string(),
  title: z.string(),
  /** Who does it, as the page shows it ("Reporting Manager: Michael Chen", "HR Executive"). */
  ownerKind: z.enum(CHECKLIST_OWNER_KINDS),
  ownerRoleCode: z.string().nullable(),
  ownerName: z.string().nullable(),
  dueDate: z.string(),
  doneAt: z.string().nullable(),
  doneByName: z.string().nullable(),
});
export type ChecklistTaskView = z.infer<typeof checklistTaskView>;

export const checklistView = z.object({
  employeeNumber: z.string(),
  employeeName: z.string(),
  dateOfJoining: z.string(),
  templateName: z.string(),
  tasks: z.array(checklistTaskView),
});
export type ChecklistView = z.infer<typeof checklistView>;

/** A task waiting for the viewer, with whose checklist it is on. */
export const myChecklistTaskView = checklistTaskView.extend({ employeeNumber: z.string(), employeeName: z.string() });
export type MyChecklistTaskView = z.infer<typeof myChecklistTaskView>;

export const startChecklistInput = z.object({ employeeNumber: z.string().trim().min(1).max(40) });
export const taskDoneInput = z.object({ done: z.boolean() });
export const taskIdParam = z.object({ taskId: z.uuid() });
export const templateIdParam = z.object({ templateId: z.uuid() });
