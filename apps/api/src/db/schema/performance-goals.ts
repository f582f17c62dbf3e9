import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
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
import { departments } from './org.ts';

/** Goal types and goal statuses (SPEC §3), kept by HR on /performance/goals-settings. */
export const goalMasters = pgTable(
  'goal_masters',
  {
    id: id(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'goal_masters_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('goal_masters_name').on(t.tenantId, t.kind, sql`lower(${t.name})`),
    tenantIsolation('goal_masters'),
  ],
);

/**
 * The date range goals are set for (the "review-cycle date range" of SPEC §7) until review cycles
 * exist (issue 20): a goal's dates fall inside its period.
 */
export const goalPeriods = pgTable(
  'goal_periods',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'goal_periods_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('goal_periods_name').on(t.tenantId, sql`lower(${t.name})`),
    check('goal_periods_dates', sql`${t.endDate} >= ${t.startDate}`),
    tenantIsolation('goal_periods'),
  ],
);

/** Goal templates with their key results (jsonb: title, unit, startValue, targetValue, weight). */
export const goalLibraryTemplates = pgTable(
  'goal_library_templates',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    description: text('description'),
    goalTypeId: uuid('goal_type_id').notNull(),
    departmentId: uuid('department_id'),
    designation: text('designation'),
    keyResults: jsonb('key_results').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'goal_library_templates_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('goal_library_templates_goal_type_id_fk', t, t.goalTypeId, goalMasters),
    tenantReference('goal_library_templates_department_id_fk', t, t.departmentId, departments),
    index('goal_library_templates_title').on(t.tenantId, sql`lower(${t.title})`),
    tenantIsolation('goal_library_templates'),
  ],
);

/**
 * Goals (SPEC §3): company objectives (no owner), team goals (the manager's) and people's goals,
 * each aligned to a parent on a higher level. `status` is the approval status, decided through
 * platform/approvals; `progress` is avgGoalProgress (or the aligned goals' roll-up), kept on write.
 */
export const goals = pgTable(
  'goals',
  {
    id: id(),
    tenantId: tenantId(),
    periodId: uuid('period_id').notNull(),
    level: text('level').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    goalTypeId: uuid('goal_type_id'),
    goalStatusId: uuid('goal_status_id'),
    ownerId: uuid('owner_id'),
    parentId: uuid('parent_id'),
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }).notNull().default(100),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    progress: numeric('progress', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('draft'),
    approverId: uuid('approver_id'),
    createdBy: uuid('created_by'),
    templateId: uuid('template_id'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'goals_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('goals_period_id_fk', t, t.periodId, goalPeriods),
    tenantReference('goals_goal_type_id_fk', t, t.goalTypeId, goalMasters),
    tenantReference('goals_goal_status_id_fk', t, t.goalStatusId, goalMasters),
    tenantReference('goals_owner_id_fk', t, t.ownerId, employees),
    tenantReference('goals_approver_id_fk', t, t.approverId, employees),
    tenantReference('goals_created_by_fk', t, t.createdBy, employees),
    tenantReference('goals_template_id_fk', t, t.templateId, goalLibraryTemplates).onDelete('set null'),
    tenantReference('goals_decided_by_fk', t, t.decidedBy, employees),
    tenantReference('goals_parent_id_fk', t, t.parentId, t),
    index('goals_owner').on(t.tenantId, t.ownerId, t.periodId),
    // Led by the referencing column: PostgreSQL's foreign-key checks look rows up by it alone (no tenant), once per deleted goal.
    index('goals_parent').on(t.parentId),
    index('goals_approver').on(t.tenantId, t.approverId, t.status),
    index('goals_level').on(t.tenantId, t.level, t.periodId),
    // A library template is given to a person once per period: assigning twice creates nothing.
    uniqueIndex('goals_template_once').on(t.tenantId, t.templateId, t.ownerId, t.periodId),
    check('goals_dates', sql`${t.endDate} >= ${t.startDate}`),
    tenantIsolation('goals'),
  ],
);

export const keyResults = pgTable(
  'key_results',
  {
    id: id(),
    tenantId: tenantId(),
    goalId: uuid('goal_id').notNull(),
    title: text('title').notNull(),
    unit: text('unit').notNull(),
    startValue: numeric('start_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    targetValue: numeric('target_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currentValue: numeric('current_value', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // By goal alone: deleting goals cascades here by goal_id without the tenant (60,000 goals took minutes with tenant first).
  (t) => [
    primaryKey({ name: 'key_results_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('key_results_goal_id_fk', t, t.goalId, goals).onDelete('cascade'),
    index('key_results_goal').on(t.goalId),
    tenantIsolation('key_results'),
  ],
);
