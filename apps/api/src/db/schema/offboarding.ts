import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';
import { departments, legalEntities } from './org.ts';

/**
 * Resignations (SPEC §3, §4): Submitted → Accepted | Rejected | Withdrawn, Accepted → Released |
 * Withdrawn. Once released, the exit request lives on the same row (exit_status) with its
 * approval chain in exit_approvals and its tasks in offboarding_tasks.
 */
export const resignations = pgTable(
  'resignations',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    /** HR who submitted on the employee's behalf (admin submit); null when the employee did. */
    submittedBy: uuid('submitted_by'),
    reason: text('reason').notNull(),
    /** One of EXIT_REASON_CATEGORIES (the dashboard's reasons chart); null on resignations older than the field. */
    reasonCategory: text('reason_category'),
    /** HR's mark: is this a loss the company regrets? null until HR decides. */
    regretted: boolean('regretted'),
    comments: text('comments'),
    proposedLastDay: date('proposed_last_day').notNull(),
    noticeLastDay: date('notice_last_day').notNull(),
    noticeDays: integer('notice_days').notNull(),
    lastWorkingDay: date('last_working_day'),
    noticeTreatment: text('notice_treatment'),
    status: text('status').notNull().default('Submitted'),
    /** The reporting manager when submitted: they decide it. */
    approverId: uuid('approver_id'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    exitStatus: text('exit_status'),
    /** Set by the leavers' job when the account was turned off after the last day. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'resignations_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('resignations_employee_id_fk', t, t.employeeId, employees),
    tenantReference('resignations_submitted_by_fk', t, t.submittedBy, employees),
    tenantReference('resignations_approver_id_fk', t, t.approverId, employees),
    tenantReference('resignations_decided_by_fk', t, t.decidedBy, employees),
    index('resignations_employee').on(t.tenantId, t.employeeId),
    index('resignations_status').on(t.tenantId, t.status, t.createdAt),
    index('resignations_approver').on(t.tenantId, t.approverId, t.status),
    // One open resignation per employee.
    uniqueIndex('resignations_one_open')
      .on(t.tenantId, t.employeeId)
      .where(sql`${t.status} in ('Submitted', 'Accepted', 'Released')`),
    tenantIsolation('resignations'),
  ],
);

/** Who approves exits of a legal entity for each role; department head rows name their department. */
export const exitApproverSetup = pgTable(
  'exit_approver_setup',
  {
    id: id(),
    tenantId: tenantId(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    role: text('role').notNull(),
    departmentId: uuid('department_id'),
    approverId: uuid('approver_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'exit_approver_setup_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('exit_approver_setup_legal_entity_id_fk', t, t.legalEntityId, legalEntities),
    tenantReference('exit_approver_setup_department_id_fk', t, t.departmentId, departments),
    tenantReference('exit_approver_setup_approver_id_fk', t, t.approverId, employees),
    index('exit_approver_setup_entity').on(t.tenantId, t.legalEntityId),
    tenantIsolation('exit_approver_setup'),
  ],
);

/** One approval update of an exit request: a request of the shared approval pattern (platform/approvals). */
export const exitApprovals = pgTable(
  'exit_approvals',
  {
    id: id(),
    tenantId: tenantId(),
    resignationId: uuid('resignation_id').notNull(),
    sequence: smallint('sequence').notNull(),
    role: text('role').notNull(),
    approverId: uuid('approver_id'),
    status: text('status').notNull().default('pending'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'exit_approvals_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('exit_approvals_resignation_id_fk', t, t.resignationId, resignations),
    tenantReference('exit_approvals_approver_id_fk', t, t.approverId, employees),
    tenantReference('exit_approvals_decided_by_fk', t, t.decidedBy, employees),
    uniqueIndex('exit_approvals_step').on(t.tenantId, t.resignationId, t.sequence),
    index('exit_approvals_approver').on(t.tenantId, t.approverId, t.status),
    tenantIsolation('exit_approvals'),
  ],
);

/** Task templates per legal entity and department (null: all), due a number of days relative to the last day. */
export const offboardingTaskTemplates = pgTable(
  'offboarding_task_templates',
  {
    id: id(),
    tenantId: tenantId(),
    legalEntityId: uuid('legal_entity_id'),
    departmentId: uuid('department_id'),
    groupName: text('group_name').notNull(),
    title: text('title').notNull(),
    activities: jsonb('activities').$type<string[]>().notNull().default([]),
    ownerRole: text('owner_role').notNull(),
    dueOffsetDays: integer('due_offset_days').notNull().default(0),
    mandatory: boolean('mandatory').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'offboarding_task_templates_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('offboarding_task_templates_legal_entity_id_fk', t, t.legalEntityId, legalEntities),
    tenantReference('offboarding_task_templates_department_id_fk', t, t.departmentId, departments),
    index('offboarding_task_templates_entity').on(t.tenantId, t.legalEntityId),
    tenantIsolation('offboarding_task_templates'),
  ],
);

/** A leaver's tasks, copied from the templates when the resignation is accepted. */
export const offboardingTasks = pgTable(
  'offboarding_tasks',
  {
    id: id(),
    tenantId: tenantId(),
    resignationId: uuid('resignation_id').notNull(),
    groupName: text('group_name').notNull(),
    title: text('title').notNull(),
    activities: jsonb('activities').$type<string[]>().notNull().default([]),
    ownerId: uuid('owner_id'),
    dueOffsetDays: integer('due_offset_days').notNull(),
    dueDate: date('due_date').notNull(),
    mandatory: boolean('mandatory').notNull(),
    status: text('status').notNull().default('open'),
    completedBy: uuid('completed_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'offboarding_tasks_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('offboarding_tasks_resignation_id_fk', t, t.resignationId, resignations),
    tenantReference('offboarding_tasks_owner_id_fk', t, t.ownerId, employees),
    tenantReference('offboarding_tasks_completed_by_fk', t, t.completedBy, employees),
    index('offboarding_tasks_resignation').on(t.tenantId, t.resignationId),
    index('offboarding_tasks_owner').on(t.tenantId, t.ownerId, t.status),
    tenantIsolation('offboarding_tasks'),
  ],
);

/** Files attached to a leaver's task by its owner or HR; the bytes are in FileStorage under `storageKey`. */
export const offboardingTaskDocuments = pgTable(
  'offboarding_task_documents',
  {
    id: id(),
    tenantId: tenantId(),
    taskId: uuid('task_id').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'offboarding_task_documents_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('offboarding_task_documents_task_id_fk', t, t.taskId, offboardingTasks),
    tenantReference('offboarding_task_documents_uploaded_by_fk', t, t.uploadedBy, employees),
    index('offboarding_task_documents_task').on(t.tenantId, t.taskId),
    tenantIsolation('offboarding_task_documents'),
  ],
);
