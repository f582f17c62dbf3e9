import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from './columns.ts';
import { employees } from './employees.ts';
import { departments, legalEntities, locations } from './org.ts';

/**
 * Transfers (SPEC §3, §4): an effective-dated change of legal entity, department, location,
 * manager and designation. from_* is where the employee sat when it was initiated, to_* where
 * they go (equal to from_* for what does not change). Decided through the shared approval
 * pattern; the transfers job applies an approved one on its effective date (status Applied).
 */
export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    /** The HR user or manager who initiated it (their employee record). */
    initiatedBy: uuid('initiated_by').references(() => employees.id),
    effectiveDate: date('effective_date').notNull(),
    fromLegalEntityId: uuid('from_legal_entity_id')
      .notNull()
      .references(() => legalEntities.id),
    toLegalEntityId: uuid('to_legal_entity_id')
      .notNull()
      .references(() => legalEntities.id),
    fromDepartmentId: uuid('from_department_id').references(() => departments.id),
    toDepartmentId: uuid('to_department_id').references(() => departments.id),
    fromLocationId: uuid('from_location_id').references(() => locations.id),
    toLocationId: uuid('to_location_id').references(() => locations.id),
    fromManagerId: uuid('from_manager_id').references(() => employees.id),
    toManagerId: uuid('to_manager_id').references(() => employees.id),
    fromDesignation: text('from_designation'),
    toDesignation: text('to_designation'),
    /** carry | settle | reset: set when the legal entity changes, null otherwise. */
    leaveTreatment: text('leave_treatment'),
    reason: text('reason'),
    /** The employee was in probation on the effective date when it was initiated (a reason was then required). */
    inProbation: boolean('in_probation').notNull().default(false),
    status: text('status').notNull().default('Pending'),
    decidedBy: uuid('decided_by').references(() => employees.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** What the leave treatment did to each balance ([{leaveTypeCode, leaveTypeName, days, outcome}]). */
    leaveOutcome: jsonb('leave_outcome').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transfer_requests_status').on(t.tenantId, t.status, t.effectiveDate),
    index('transfer_requests_employee').on(t.tenantId, t.employeeId),
    // One transfer waiting to be decided or applied per employee.
    uniqueIndex('transfer_requests_one_open')
      .on(t.tenantId, t.employeeId)
      .where(sql`${t.status} in ('Pending', 'Approved')`),
    tenantIsolation('transfer_requests'),
  ],
);
