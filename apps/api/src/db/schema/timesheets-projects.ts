import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';
import { currencies } from './geography.ts';
import { billingEntities, clientManagers, masterValues } from './masters.ts';
import { legalEntities } from './org.ts';
import { users } from './auth.ts';

/** Hours are kept to the hundredth: numeric(8,2), read as numbers by the queries. */
const hours = (name: string) => numeric(name, { precision: 8, scale: 2, mode: 'number' });

/** A client the company works for (SPEC §3 Client), invoiced in one currency by one or more billing entities. */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    status: text('status').notNull().default('Active'),
    website: text('website'),
    address: text('address'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'clients_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('clients_code').on(t.tenantId, sql`lower(${t.code})`),
    uniqueIndex('clients_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('clients'),
  ],
);

/** The billing legal entities that invoice a client. */
export const clientBillingEntities = pgTable(
  'client_billing_entities',
  {
    id: id(),
    tenantId: tenantId(),
    clientId: uuid('client_id').notNull(),
    billingEntityId: uuid('billing_entity_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'client_billing_entities_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('client_billing_entities_client_id_fk', t, t.clientId, clients).onDelete('cascade'),
    tenantReference('client_billing_entities_billing_entity_id_fk', t, t.billingEntityId, billingEntities),
    uniqueIndex('client_billing_entities_pair').on(t.tenantId, t.clientId, t.billingEntityId),
    tenantIsolation('client_billing_entities'),
  ],
);

/** The client managers (from the client managers master) who own a client relationship. */
export const clientClientManagers = pgTable(
  'client_client_managers',
  {
    id: id(),
    tenantId: tenantId(),
    clientId: uuid('client_id').notNull(),
    clientManagerId: uuid('client_manager_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'client_client_managers_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('client_client_managers_client_id_fk', t, t.clientId, clients).onDelete('cascade'),
    tenantReference('client_client_managers_client_manager_id_fk', t, t.clientManagerId, clientManagers),
    uniqueIndex('client_client_managers_pair').on(t.tenantId, t.clientId, t.clientManagerId),
    tenantIsolation('client_client_managers'),
  ],
);

/**
 * A project of a client (SPEC §3 Project). Type, technology, classification and billing type are
 * values of the master tables; the billing entity is one of the client's.
 */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    tenantId: tenantId(),
    clientId: uuid('client_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    projectTypeId: uuid('project_type_id'),
    technologyId: uuid('technology_id'),
    classificationId: uuid('classification_id'),
    billingTypeId: uuid('billing_type_id').notNull(),
    billingEntityId: uuid('billing_entity_id'),
    status: text('status').notNull().default('Active'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** Fixed-bid budget in hours (null for the other billing types). */
    budgetHours: hours('budget_hours'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'projects_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('projects_client_id_fk', t, t.clientId, clients),
    tenantReference('projects_project_type_id_fk', t, t.projectTypeId, masterValues),
    tenantReference('projects_technology_id_fk', t, t.technologyId, masterValues),
    tenantReference('projects_classification_id_fk', t, t.classificationId, masterValues),
    tenantReference('projects_billing_type_id_fk', t, t.billingTypeId, masterValues),
    tenantReference('projects_billing_entity_id_fk', t, t.billingEntityId, billingEntities),
    uniqueIndex('projects_code').on(t.tenantId, sql`lower(${t.code})`),
    uniqueIndex('projects_name').on(t.tenantId, sql`lower(${t.name})`),
    index('projects_client').on(t.tenantId, t.clientId),
    tenantIsolation('projects'),
  ],
);

/** People named on a project (its managers, its designated approvers), one row per person. */
const projectPeople = (table: string) =>
  pgTable(
    table,
    {
      id: id(),
      tenantId: tenantId(),
      projectId: uuid('project_id').notNull(),
      employeeId: uuid('employee_id').notNull(),
    },
    (t) => [
      primaryKey({ name: `${table}_pkey`, columns: [t.tenantId, t.id] }),
      tenantReference(`${table}_project_id_fk`, t, t.projectId, projects).onDelete('cascade'),
      tenantReference(`${table}_employee_id_fk`, t, t.employeeId, employees),
      uniqueIndex(`${table}_pair`).on(t.tenantId, t.projectId, t.employeeId),
      index(`${table}_employee`).on(t.tenantId, t.employeeId),
      tenantIsolation(table),
    ],
  );

/** The project managers of a project: they manage its set-up and approve its timesheet lines. */
export const projectManagers = projectPeople('project_managers');

/** The legal entities whose people work on a project (the project is staffed from them). */
export const projectEntities = pgTable(
  'project_entities',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id').notNull(),
    legalEntityId: uuid('legal_entity_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'project_entities_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('project_entities_project_id_fk', t, t.projectId, projects).onDelete('cascade'),
    tenantReference('project_entities_legal_entity_id_fk', t, t.legalEntityId, legalEntities),
    uniqueIndex('project_entities_pair').on(t.tenantId, t.projectId, t.legalEntityId),
    tenantIsolation('project_entities'),
  ],
);

/**
 * Designated approvers of a project (SPEC §3 Approver): besides the project managers, they approve
 * the project's timesheet lines.
 */
export const projectApprovers = projectPeople('project_approvers');

/** The tenant's standard task catalogue ("all tasks"), from which a project selects its tasks. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    taskType: text('task_type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'tasks_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('tasks_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('tasks'),
  ],
);

/**
 * The tasks of a project (taskId, taskName, isCustom): a selected standard task (task_id set) or a
 * custom task of this project only (is_custom, task_id null). Timesheet lines point here.
 */
export const projectTasks = pgTable(
  'project_tasks',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id').notNull(),
    taskId: uuid('task_id'),
    name: text('name').notNull(),
    taskType: text('task_type').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    isBillable: boolean('is_billable').notNull().default(true),
    /** plpEstimatedHours: the project-level plan's estimate for the task, across the team (null: none). */
    plpEstimatedHours: hours('plp_estimated_hours'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'project_tasks_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('project_tasks_project_id_fk', t, t.projectId, projects).onDelete('cascade'),
    tenantReference('project_tasks_task_id_fk', t, t.taskId, tasks),
    uniqueIndex('project_tasks_name').on(t.tenantId, t.projectId, sql`lower(${t.name})`),
    index('project_tasks_project').on(t.tenantId, t.projectId),
    tenantIsolation('project_tasks'),
  ],
);

/**
 * A member of a project team for a period (projectAllocationId): allocation start and end, either
 * hours per week or a percentage of the working week, and the allocated hours over the period.
 * Ending an allocation sets end_date and ended_at; physicalDeleteResource deletes the row instead.
 */
export const projectAllocations = pgTable(
  'project_allocations',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    role: text('role'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** 'HoursPerWeek' or 'Percent' (ALLOCATION_BASES). */
    allocationBasis: text('allocation_basis').notNull(),
    hoursPerWeek: hours('hours_per_week').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    allocatedHours: hours('allocated_hours').notNull(),
    isBillable: boolean('is_billable').notNull().default(true),
    /** estimatedHours: the hours the member's work on the project is estimated at over the allocation (null: none). */
    estimatedHours: hours('estimated_hours'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: uuid('ended_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'project_allocations_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('project_allocations_project_id_fk', t, t.projectId, projects).onDelete('cascade'),
    tenantReference('project_allocations_employee_id_fk', t, t.employeeId, employees),
    tenantReference('project_allocations_ended_by_fk', t, t.endedBy, users),
    index('project_allocations_project').on(t.tenantId, t.projectId, t.startDate),
    index('project_allocations_employee').on(t.tenantId, t.employeeId, t.startDate),
    tenantIsolation('project_allocations'),
  ],
);

/**
 * The people allocated to each client's projects, one row per client and person, with the order a
 * client reads them in (name, then number). Kept by triggers on project_allocations, projects and
 * employees (migration 0053_client_people), whoever writes them. The external approval service
 * reads a page of a client's people here, instead of gathering every allocation of the client.
 */
export const clientPeople = pgTable(
  'client_people',
  {
    tenantId: tenantId(),
    clientId: uuid('client_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    /** lower(display_name), as employees_sort_name orders people. */
    sortName: text('sort_name').notNull(),
    employeeNumber: text('employee_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'client_people_pkey', columns: [t.tenantId, t.clientId, t.employeeId] }),
    index('client_people_order').on(t.tenantId, t.clientId, t.sortName, t.employeeNumber),
    tenantIsolation('client_people'),
  ],
);

/** Every change of a project's set-up (projectSetupHistoryLogs): who, when, what, before and after. */
export const projectHistoryLogs = pgTable(
  'project_history_logs',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id').notNull(),
    /** PROJECT_HISTORY_SECTIONS: project, managers, approvers, entities, tasks, team. */
    section: text('section').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    changedBy: uuid('changed_by'),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'project_history_logs_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('project_history_logs_project_id_fk', t, t.projectId, projects).onDelete('cascade'),
    tenantReference('project_history_logs_changed_by_fk', t, t.changedBy, users),
    index('project_history_logs_project').on(t.tenantId, t.projectId, t.changedAt.desc()),
    tenantIsolation('project_history_logs'),
  ],
);
