import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { decisionColumns, decisionReference } from './decision-columns.ts';
import { employees } from './employees.ts';
import { projects, projectTasks } from './timesheets-projects.ts';

/**
 * An employee's timesheet week (SPEC §3 Timesheet submission: weekStartDate, weekEndDate,
 * employeeId, status). The status is the one its lines give it (domain weekStatusOf), kept here
 * so that lists and queues read it without the lines.
 */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    weekStartDate: date('week_start_date').notNull(),
    weekEndDate: date('week_end_date').notNull(),
    status: text('status').notNull().default('saved'),
    /** The employee pulled the week back after submitting it. */
    wasUnsubmitted: boolean('was_unsubmitted').notNull().default(false),
    totalHours: real('total_hours').notNull().default(0),
    /** When the first of its lines was sent for approval (their earliest submitted_at); kept by triggers (migration 0064). */
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }),
    /** Every one of its lines was approved by a rule (timesheet auto-approval) at some point; kept by triggers. */
    approvedByRule: boolean('approved_by_rule').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'timesheet_weeks_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('timesheet_weeks_employee_id_fk', t, t.employeeId, employees),
    uniqueIndex('timesheet_weeks_employee_week').on(t.tenantId, t.employeeId, t.weekStartDate),
    index('timesheet_weeks_week_status').on(t.tenantId, t.weekStartDate, t.status),
    tenantIsolation('timesheet_weeks'),
  ],
);

/**
 * One line of a week: hours per day on a project's task, or a non-project line (leave, holiday).
 * Each line is a request of the approval pattern (platform/approvals: status, decided_by,
 * decided_at, decision_reason) routed to its own approver: the project's designated approver or
 * manager for a project line, the reporting manager for the others.
 */
export const timesheetLines = pgTable(
  'timesheet_lines',
  {
    id: id(),
    tenantId: tenantId(),
    weekId: uuid('week_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    kind: text('kind').notNull(),
    projectId: uuid('project_id'),
    /** One of the project's tasks (project_tasks). */
    taskId: uuid('task_id'),
    /** Seven days from the week's start; quarter hours are exact in a real. */
    hours: real('hours').array().notNull(),
    total: real('total').notNull(),
    status: text('status').notNull().default('saved'),
    approverId: uuid('approver_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...decisionColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'timesheet_lines_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('timesheet_lines_week_id_fk', t, t.weekId, timesheetWeeks).onDelete('cascade'),
    tenantReference('timesheet_lines_employee_id_fk', t, t.employeeId, employees),
    tenantReference('timesheet_lines_project_id_fk', t, t.projectId, projects),
    tenantReference('timesheet_lines_task_id_fk', t, t.taskId, projectTasks),
    tenantReference('timesheet_lines_approver_id_fk', t, t.approverId, employees),
    decisionReference('timesheet_lines', t),
    unique('timesheet_lines_week_line').on(t.tenantId, t.weekId, t.kind, t.projectId, t.taskId).nullsNotDistinct(),
    // An approver's queue: their pending lines, oldest submission first.
    index('timesheet_lines_approver_status').on(t.tenantId, t.approverId, t.status, t.submittedAt),
    index('timesheet_lines_project')
      .on(t.tenantId, t.projectId, t.status)
      .where(sql`${t.projectId} is not null`),
    // The lines of a kind of task (Client Support: the Support tasks of any project).
    index('timesheet_lines_task')
      .on(t.tenantId, t.taskId, t.status)
      .where(sql`${t.taskId} is not null`),
    // What waits for a decision, a small part of a year of lines: a timesheet admin's queue of everyone's.
    index('timesheet_lines_pending')
      .on(t.tenantId, t.weekId, t.employeeId)
      .where(sql`${t.status} = 'pending'`),
    tenantIsolation('timesheet_lines'),
  ],
);

/** A week in an approval queue (of a client, of a project): its line status, start, employee and the name it sorts by. */
const queueWeekColumns = () => ({
  tenantId: tenantId(),
  weekId: uuid('week_id').notNull(),
  status: text('status').notNull(),
  weekStartDate: date('week_start_date').notNull(),
  employeeId: uuid('employee_id').notNull(),
  /** The employee's name, the queue's order within a week (the triggers follow a rename). */
  displayName: text('display_name').notNull(),
});

/**
 * Which clients' project lines each week holds waiting, approved or rejected: one row per week,
 * client and status. Kept by triggers on timesheet_lines, projects and employees' names
 * (migrations 0048_timesheet_client_weeks_sync, 0052_timesheet_client_weeks_names), whoever
 * writes the lines. A client's external approval queue reads its page of weeks here in week and
 * name order, instead of visiting every waiting line of the client and its week to find the oldest.
 */
export const timesheetClientWeeks = pgTable(
  'timesheet_client_weeks',
  { clientId: uuid('client_id').notNull(), ...queueWeekColumns() },
  (t) => [
    primaryKey({ name: 'timesheet_client_weeks_pkey', columns: [t.tenantId, t.weekId, t.clientId, t.status] }),
    // A page of a client's queue in its order (week, name), read as a page of this index.
    index('timesheet_client_weeks_queue').on(
      t.tenantId,
      t.clientId,
      t.status,
      t.weekStartDate,
      t.displayName,
      t.weekId,
    ),
    tenantIsolation('timesheet_client_weeks'),
  ],
);

/**
 * The same per project: one row per week, project and line status, with the week's start and the
 * employee's name. Rebuilt with timesheet_client_weeks (migration 0054_timesheet_project_weeks).
 * A project manager's or approver's queue takes its weeks and their order from here, instead of
 * looking up the week and the employee of every waiting week to sort them.
 */
export const timesheetProjectWeeks = pgTable(
  'timesheet_project_weeks',
  { projectId: uuid('project_id').notNull(), ...queueWeekColumns() },
  (t) => [
    primaryKey({ name: 'timesheet_project_weeks_pkey', columns: [t.tenantId, t.weekId, t.projectId, t.status] }),
    index('timesheet_project_weeks_queue').on(
      t.tenantId,
      t.projectId,
      t.status,
      t.weekStartDate,
      t.displayName,
      t.weekId,
    ),
    tenantIsolation('timesheet_project_weeks'),
  ],
);

/**
 * Hours booked on project lines, per person, month, project, task billability and line status
 * (approved or pending), with running totals over the month's days (`hours_to_day[d]`: the hours of
 * the 1st to the d-th), so that the hours of any days of it are one subtraction. The utilisation
 * engine reads any range of days from here instead of unnesting every line of the range. Kept by statement triggers on timesheet_lines that add what a statement wrote and take
 * away what it replaced, and by one on a task's billability (migration 0061_timesheet_month_hours).
 */
export const timesheetMonthHours = pgTable(
  'timesheet_month_hours',
  {
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    month: date('month').notNull(),
    projectId: uuid('project_id').notNull(),
    billable: boolean('billable').notNull(),
    status: text('status').notNull(),
    hoursToDay: numeric('hours_to_day', { precision: 11, scale: 2 }).array().notNull(),
    hours: numeric('hours', { precision: 11, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'timesheet_month_hours_pkey',
      columns: [t.tenantId, t.employeeId, t.month, t.projectId, t.billable, t.status],
    }),
    index('timesheet_month_hours_month').on(t.tenantId, t.month, t.status),
    tenantIsolation('timesheet_month_hours'),
  ],
);
