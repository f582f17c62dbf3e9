import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';
import { departments } from './org.ts';

/**
 * Onboarding checklists: a template per department (null department: the company-wide one) with
 * its tasks, and each joiner's checklist instantiated from it (tasks copied, owners resolved and
 * due dates fixed, so later template changes leave started checklists alone).
 */
export const onboardingChecklistTemplates = pgTable(
  'onboarding_checklist_templates',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    departmentId: uuid('department_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One template per department, and one company-wide template.
    primaryKey({ name: 'onboarding_checklist_templates_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('onboarding_checklist_templates_department_id_fk', t, t.departmentId, departments).onDelete(
      'cascade',
    ),
    uniqueIndex('onboarding_checklist_templates_department').on(
      t.tenantId,
      sql`coalesce(${t.departmentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    tenantIsolation('onboarding_checklist_templates'),
  ],
);

export const onboardingTemplateTasks = pgTable(
  'onboarding_template_tasks',
  {
    id: id(),
    tenantId: tenantId(),
    templateId: uuid('template_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** manager | role | employee (ChecklistOwnerKind). */
    ownerKind: text('owner_kind').notNull(),
    ownerRoleCode: text('owner_role_code'),
    ownerEmployeeId: uuid('owner_employee_id'),
    dueDays: integer('due_days').notNull(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_template_tasks_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('onboarding_template_tasks_template_id_fk', t, t.templateId, onboardingChecklistTemplates).onDelete(
      'cascade',
    ),
    tenantReference('onboarding_template_tasks_owner_employee_id_fk', t, t.ownerEmployeeId, employees).onDelete(
      'set null',
    ),
    index('onboarding_template_tasks_template').on(t.templateId, t.position),
    tenantIsolation('onboarding_template_tasks'),
  ],
);

export const onboardingChecklists = pgTable(
  'onboarding_checklists',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    templateName: text('template_name').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  // A joiner has one checklist: a second start is refused by this index, whatever the race.
  (t) => [
    primaryKey({ name: 'onboarding_checklists_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('onboarding_checklists_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    tenantReference('onboarding_checklists_created_by_fk', t, t.createdBy, users),
    uniqueIndex('onboarding_checklists_employee').on(t.tenantId, t.employeeId),
    tenantIsolation('onboarding_checklists'),
  ],
);

export const onboardingChecklistTasks = pgTable(
  'onboarding_checklist_tasks',
  {
    id: id(),
    tenantId: tenantId(),
    checklistId: uuid('checklist_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    ownerKind: text('owner_kind').notNull(),
    /** A role's task waits for everyone holding the role; the others for one employee (the manager resolved at start). */
    ownerRoleCode: text('owner_role_code'),
    ownerEmployeeId: uuid('owner_employee_id'),
    dueDate: date('due_date').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by'),
  },
  (t) => [
    primaryKey({ name: 'onboarding_checklist_tasks_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('onboarding_checklist_tasks_checklist_id_fk', t, t.checklistId, onboardingChecklists).onDelete(
      'cascade',
    ),
    tenantReference('onboarding_checklist_tasks_owner_employee_id_fk', t, t.ownerEmployeeId, employees).onDelete(
      'set null',
    ),
    tenantReference('onboarding_checklist_tasks_done_by_fk', t, t.doneBy, users),
    index('onboarding_checklist_tasks_checklist').on(t.checklistId, t.position),
    // My Actions counts the open tasks of an owner.
    index('onboarding_checklist_tasks_open_owner')
      .on(t.tenantId, t.ownerEmployeeId)
      .where(sql`${t.doneAt} is null`),
    index('onboarding_checklist_tasks_open_role')
      .on(t.tenantId, t.ownerRoleCode)
      .where(sql`${t.doneAt} is null`),
    tenantIsolation('onboarding_checklist_tasks'),
  ],
);

/** Per-tenant onboarding settings: the external onboarding site (flag onboardingAppDashboard). */
export const onboardingSettings = pgTable(
  'onboarding_settings',
  {
    tenantId: tenantId().primaryKey(),
    externalSiteUrl: text('external_site_url'),
    updatedAt: updatedAt(),
  },
  () => [tenantIsolation('onboarding_settings')],
);
