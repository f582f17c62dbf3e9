import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { taskDocumentView } from './documents.ts';

/** The approvers an exit request goes through, in this order, per legal entity (SPEC §4 exit approval updates). */
export const EXIT_APPROVER_ROLES = ['reportingManager', 'departmentHead', 'hr', 'it', 'finance'] as const;
export type ExitApproverRole = (typeof EXIT_APPROVER_ROLES)[number];
export const EXIT_APPROVER_ROLE_LABELS: Record<ExitApproverRole, string> = {
  reportingManager: 'Reporting manager',
  departmentHead: 'Department head',
  hr: 'HR',
  it: 'IT',
  finance: 'Finance',
};

/**
 * An exit request opens when HR releases the resignation; each approver decides in turn; then HR
 * gives the final-exit update (Completed), and the user is deactivated at the end of the last day.
 */
export const EXIT_STATUSES = ['InProgress', 'Approved', 'Rejected', 'Completed', 'Cancelled'] as const;
export type ExitStatus = (typeof EXIT_STATUSES)[number];

/** One approver's step of an exit request. */
export const EXIT_STEP_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ExitStepStatus = (typeof EXIT_STEP_STATUSES)[number];

export const EXIT_CONFIRMATIONS = {
  approve: 'Are you sure you want to approve this exit?',
  reject: 'Are you sure you want to reject this exit?',
  complete:
    'Are you sure you want to complete this exit? The employee will be deactivated at the end of their last working day.',
  completeTask: 'Are you sure you want to mark this task as done?',
} as const;

/** Per legal entity: who approves for each role (the reporting manager is always the employee's own). */
export const exitApproverSetupInput = z.object({
  legalEntityId: z.uuid(),
  approvers: z
    .array(
      z.object({
        role: z.enum(EXIT_APPROVER_ROLES).exclude(['reportingManager']),
        employeeNumber: z.string().trim().min(1),
        departmentId: z.uuid().nullable().default(null),
      }),
    )
    .max(50),
});
export type ExitApproverSetupInput = z.infer<typeof exitApproverSetupInput>;

export const exitApproverSetupView = z.object({
  legalEntityId: z.uuid(),
  approvers: z.array(
    z.object({
      role: z.enum(EXIT_APPROVER_ROLES),
      employeeNumber: z.string(),
      displayName: z.string(),
      departmentId: z.uuid().nullable(),
    }),
  ),
});

export const exitDecisionInput = z.object({ comments: z.string().trim().max(2000, MESSAGES.tooLong).optional() });

const person = z.object({ employeeNumber: z.string(), displayName: z.string() });

export const exitStepView = z.object({
  id: z.uuid(),
  sequence: z.number(),
  role: z.enum(EXIT_APPROVER_ROLES),
  approver: person.nullable(),
  status: z.enum(EXIT_STEP_STATUSES),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  comments: z.string().nullable(),
});
export type ExitStepView = z.infer<typeof exitStepView>;

/** Task groups (asset return, access removal, knowledge transfer, settlement), each task with its activities. */
export const OFFBOARDING_TASK_GROUPS = ['Asset return', 'Access removal', 'Knowledge transfer', 'Settlement'] as const;
export const TASK_OWNER_ROLES = ['reportingManager', 'hr', 'it', 'finance'] as const;

export const offboardingTaskView = z.object({
  id: z.uuid(),
  resignationId: z.uuid(),
  employee: person,
  groupName: z.string(),
  title: z.string(),
  activities: z.array(z.string()),
  owner: person.nullable(),
  dueDate: z.string(),
  mandatory: z.boolean(),
  status: z.enum(['open', 'done', 'cancelled']),
  completedBy: person.nullable(),
  completedAt: z.string().nullable(),
  documents: z.array(taskDocumentView),
});
export type OffboardingTaskView = z.infer<typeof offboardingTaskView>;

export const offboardingTaskQuery = z.object({
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(['open', 'done', 'cancelled']).optional(),
});
