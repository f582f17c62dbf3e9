import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';
import { legalEntities } from './org.ts';
import { projects } from './timesheets-projects.ts';

/** Money per hour, to the cent: numeric(12,2), read as numbers by the queries. */
const rate = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A bill and cost rate of a project, valid from a date until the next card of the same target
 * (issue 17): for the whole project, for a role (the employee's designation) or for one person.
 * A day's rate is the most specific card valid that day: person, then role, then project.
 * Amounts are in the project's currency (its client's).
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id').notNull(),
    scope: text('scope').notNull(),
    /** The designation a role card prices (scope role). */
    designation: text('designation'),
    /** The person a card prices (scope person). */
    employeeId: uuid('employee_id'),
    billRate: rate('bill_rate').notNull(),
    costRate: rate('cost_rate').notNull(),
    validFrom: date('valid_from').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One card per target and date: a second change of the same day replaces the first.
    primaryKey({ name: 'rate_cards_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('rate_cards_project_id_fk', t, t.projectId, projects).onDelete('cascade'),
    tenantReference('rate_cards_employee_id_fk', t, t.employeeId, employees),
    uniqueIndex('rate_cards_target_day').on(
      t.tenantId,
      t.projectId,
      t.scope,
      sql`coalesce(${t.designation}, '')`,
      sql`coalesce(${t.employeeId}::text, '')`,
      t.validFrom,
    ),
    check(
      'rate_cards_scope',
      sql`(${t.scope} = 'project' and ${t.designation} is null and ${t.employeeId} is null)
      or (${t.scope} = 'role' and ${t.designation} is not null and ${t.employeeId} is null)
      or (${t.scope} = 'person' and ${t.employeeId} is not null and ${t.designation} is null)`,
    ),
    tenantIsolation('rate_cards'),
  ],
);

/** A closed (invoiced) month of a project: its revenue was frozen into revenue_frozen_days when it closed. */
export const revenuePeriodCloses = pgTable(
  'revenue_period_closes',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id').notNull(),
    /** The first day of the month. */
    month: date('month').notNull(),
    closedBy: uuid('closed_by'),
    closedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'revenue_period_closes_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('revenue_period_closes_project_id_fk', t, t.projectId, projects).onDelete('cascade'),
    uniqueIndex('revenue_period_closes_month').on(t.tenantId, t.projectId, t.month),
    tenantIsolation('revenue_period_closes'),
  ],
);

/** The priced days of a closed month as they were when it closed: rate changes never reach them. */
export const revenueFrozenDays = pgTable(
  'revenue_frozen_days',
  {
    id: id(),
    tenantId: tenantId(),
    closeId: uuid('close_id').notNull(),
    projectId: uuid('project_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    lineId: uuid('line_id').notNull(),
    day: date('day').notNull(),
    hours: real('hours').notNull(),
    billRate: rate('bill_rate'),
    costRate: rate('cost_rate'),
  },
  (t) => [
    primaryKey({ name: 'revenue_frozen_days_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('revenue_frozen_days_close_id_fk', t, t.closeId, revenuePeriodCloses).onDelete('cascade'),
    index('revenue_frozen_days_project_day').on(t.tenantId, t.projectId, t.day),
    tenantIsolation('revenue_frozen_days'),
  ],
);

/**
 * Revenue of one person on one project in one month, kept so that a year of a large tenant reads
 * in well under a second: the open days priced as `pricedOpenDays` prices them, plus the frozen
 * days of closed months. Never written by hand: triggers mark the months a change touches in
 * revenue_dirty_months, and every revenue read first recomputes those (revenue-totals.ts).
 */
export const revenueMonthTotals = pgTable(
  'revenue_month_totals',
  {
    tenantId: tenantId(),
    projectId: uuid('project_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    /** The first day of the month. */
    month: date('month').notNull(),
    hours: real('hours').notNull(),
    unpricedHours: real('unpriced_hours').notNull(),
    revenue: numeric('revenue', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    cost: numeric('cost', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    /** Some of its days come from a closed month's frozen prices. */
    frozen: boolean('frozen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.employeeId, t.month] }),
    index('revenue_month_totals_month').on(t.tenantId, t.month),
    tenantIsolation('revenue_month_totals'),
  ],
);

/** Months whose totals a change has made stale (approved lines, rate cards, period closes, designations). */
export const revenueDirtyMonths = pgTable(
  'revenue_dirty_months',
  {
    tenantId: tenantId(),
    projectId: uuid('project_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    month: date('month').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.employeeId, t.month] }),
    tenantIsolation('revenue_dirty_months'),
  ],
);

/** People whose timesheet lines approve themselves when submitted (`/timesheet-auto-approval`). */
export const timesheetAutoApprovalUsers = pgTable(
  'timesheet_auto_approval_users',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    addedBy: uuid('added_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'timesheet_auto_approval_users_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('timesheet_auto_approval_users_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    uniqueIndex('timesheet_auto_approval_users_employee').on(t.tenantId, t.employeeId),
    tenantIsolation('timesheet_auto_approval_users'),
  ],
);

/**
 * Timesheet settings of a legal entity (`/timesheet-management`) beside its Timesheet policy plan
 * (week start, daily and weekly limits, edit window): when reminders go out and the auto-approval rule.
 */
export const timesheetEntitySettings = pgTable(
  'timesheet_entity_settings',
  {
    id: id(),
    tenantId: tenantId(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    /** The weekday employees are reminded to submit (MON … SUN). */
    reminderDay: text('reminder_day').notNull().default('FRI'),
    /** HH:mm in time_zone. */
    reminderTime: text('reminder_time').notNull().default('09:00'),
    /** The IANA time zone the reminder day and time are read in. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Lines still pending this many days after submission approve themselves; null: no rule. */
    autoApproveAfterDays: integer('auto_approve_after_days'),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'timesheet_entity_settings_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('timesheet_entity_settings_legal_entity_id_fk', t, t.legalEntityId, legalEntities).onDelete(
      'cascade',
    ),
    uniqueIndex('timesheet_entity_settings_entity').on(t.tenantId, t.legalEntityId),
    tenantIsolation('timesheet_entity_settings'),
  ],
);

export type RateCardRow = typeof rateCards.$inferSelect;

/**
 * The utilisation target the tenant sets (percent, one per tenant): the Timesheet Utilization KPI
 * report shows each practice red, amber or green against it (docs/decisions/reports-utilisation.md).
 */
export const utilisationTargets = pgTable(
  'utilisation_targets',
  {
    id: id(),
    tenantId: tenantId(),
    targetPercent: numeric('target_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'utilisation_targets_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('utilisation_targets_tenant').on(t.tenantId),
    tenantIsolation('utilisation_targets'),
  ],
);
