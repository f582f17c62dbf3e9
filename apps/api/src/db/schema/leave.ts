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
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { decisionColumns, decisionReference } from './decision-columns.ts';
import { employees } from './employees.ts';
import { policyHolidays } from './policies.ts';

/** Days are kept to half a day: numeric(6,1), read as numbers by the queries. */
const days = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });

/** Leave types and custom leave types (SPEC §3) with their rules (LeaveTypeInput). */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    isPaid: boolean('is_paid').notNull(),
    dayTypes: text('day_types').array().notNull(),
    annualQuota: days('annual_quota').notNull(),
    accrualFrequency: text('accrual_frequency').notNull(),
    financialYear: text('financial_year').notNull(),
    carryForwardLimit: days('carry_forward_limit').notNull().default(0),
    encashmentLimit: days('encashment_limit').notNull().default(0),
    negativeBalanceLimit: days('negative_balance_limit').notNull().default(0),
    eligibility: jsonb('eligibility').notNull().default({}),
    minNoticeDays: integer('min_notice_days').notNull().default(0),
    maxConsecutiveDays: integer('max_consecutive_days').notNull().default(0),
    documentRequiredAboveDays: integer('document_required_above_days'),
    isActive: boolean('is_active').notNull().default(true),
    isCustom: boolean('is_custom').notNull().default(true),
    isCompOff: boolean('is_comp_off').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'leave_types_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('leave_types_code').on(t.tenantId, t.code),
    tenantIsolation('leave_types'),
  ],
);

/**
 * A leave application (leaveApplicationId). approver_id is resolved when applying (the reporting
 * manager); decided_by is whoever decided (the manager, a higher manager or HR).
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    leaveTypeId: uuid('leave_type_id').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    dayType: text('day_type').notNull(),
    halfDaySession: text('half_day_session'),
    days: days('days').notNull(),
    reason: text('reason').notNull(),
    /** The financial year the days are charged to. */
    yearStart: date('year_start').notNull(),
    status: text('status').notNull().default('pending'),
    approverId: uuid('approver_id'),
    ...decisionColumns(),
    documentKey: text('document_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'leave_requests_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('leave_requests_employee_id_fk', t, t.employeeId, employees),
    tenantReference('leave_requests_leave_type_id_fk', t, t.leaveTypeId, leaveTypes),
    tenantReference('leave_requests_approver_id_fk', t, t.approverId, employees),
    decisionReference('leave_requests', t),
    index('leave_requests_employee').on(t.tenantId, t.employeeId, t.startDate),
    index('leave_requests_approver_status').on(t.tenantId, t.approverId, t.status),
    index('leave_requests_status').on(t.tenantId, t.status, t.startDate),
    // HR's list of all requests, latest start first (ties: latest applied, then id), is read straight off this index.
    index('leave_requests_start').on(
      t.tenantId,
      t.startDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    tenantIsolation('leave_requests'),
  ],
);

/**
 * How many leave requests a tenant has in each status, so HR's list shows its total without
 * counting every request. Kept by triggers on leave_requests (the migration
 * leave_request_counts_triggers); each writing connection adds to its own row (`shard`), so
 * concurrent applications do not queue on one row. A tenant's figure is the sum of its rows.
 */
export const leaveRequestCounts = pgTable(
  'leave_request_counts',
  {
    tenantId: tenantId(),
    shard: smallint('shard').notNull(),
    pending: integer('pending').notNull().default(0),
    approved: integer('approved').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.shard] }), tenantIsolation('leave_request_counts')],
);

/** Comp-off requests for worked week-offs and holidays. */
export const compOffRequests = pgTable(
  'comp_off_requests',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    workedDate: date('worked_date').notNull(),
    days: days('days').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    approverId: uuid('approver_id'),
    ...decisionColumns(),
    expiresOn: date('expires_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'comp_off_requests_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('comp_off_requests_employee_id_fk', t, t.employeeId, employees),
    tenantReference('comp_off_requests_approver_id_fk', t, t.approverId, employees),
    decisionReference('comp_off_requests', t),
    uniqueIndex('comp_off_requests_day')
      .on(t.tenantId, t.employeeId, t.workedDate)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('comp_off_requests_approver_status').on(t.tenantId, t.approverId, t.status),
    tenantIsolation('comp_off_requests'),
  ],
);

/**
 * Every change to a balance is a ledger row (LEDGER_KINDS); a balance is their sum per employee,
 * leave type and financial year. period_key makes accruals, carry-forwards and opening balances
 * unique per period, so re-running a job changes nothing.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    leaveTypeId: uuid('leave_type_id').notNull(),
    yearStart: date('year_start').notNull(),
    kind: text('kind').notNull(),
    days: days('days').notNull(),
    periodKey: text('period_key'),
    /** The leave or comp-off request the entry comes from. */
    requestId: uuid('request_id'),
    expiresOn: date('expires_on'),
    note: text('note'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'leave_ledger_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('leave_ledger_employee_id_fk', t, t.employeeId, employees),
    tenantReference('leave_ledger_leave_type_id_fk', t, t.leaveTypeId, leaveTypes),
    index('leave_ledger_balance').on(t.tenantId, t.employeeId, t.yearStart, t.leaveTypeId),
    uniqueIndex('leave_ledger_period')
      .on(t.tenantId, t.employeeId, t.leaveTypeId, t.kind, t.periodKey)
      .where(sql`${t.periodKey} is not null`),
    tenantIsolation('leave_ledger'),
  ],
);

/**
 * The optional holidays an employee took: days off for them alone, at most their calendar's
 * optionalHolidayLimit a calendar year. The date is the holiday's own, so a holiday HR moves takes
 * its choices along, and deleting the holiday deletes them.
 */
export const optionalHolidayChoices = pgTable(
  'optional_holiday_choices',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    holidayId: uuid('holiday_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'optional_holiday_choices_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('optional_holiday_choices_employee_id_fk', t, t.employeeId, employees),
    tenantReference('optional_holiday_choices_holiday_id_fk', t, t.holidayId, policyHolidays).onDelete('cascade'),
    uniqueIndex('optional_holiday_choices_employee').on(t.tenantId, t.employeeId, t.holidayId),
    index('optional_holiday_choices_holiday').on(t.holidayId),
    tenantIsolation('optional_holiday_choices'),
  ],
);
