import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
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
    employeeId: uuid('employee_id').notNull(),
    /** The HR user or manager who initiated it (their employee record). */
    initiatedBy: uuid('initiated_by'),
    effectiveDate: date('effective_date').notNull(),
    fromLegalEntityId: uuid('from_legal_entity_id').notNull(),
    toLegalEntityId: uuid('to_legal_entity_id').notNull(),
    fromDepartmentId: uuid('from_department_id'),
    toDepartmentId: uuid('to_department_id'),
    fromLocationId: uuid('from_location_id'),
    toLocationId: uuid('to_location_id'),
    fromManagerId: uuid('from_manager_id'),
    toManagerId: uuid('to_manager_id'),
    fromDesignation: text('from_designation'),
    toDesignation: text('to_designation'),
    /** carry | settle | reset: set when the legal entity changes, null otherwise. */
    leaveTreatment: text('leave_treatment'),
    reason: text('reason'),
    /** The employee was in probation on the effective date when it was initiated (a reason was then required). */
    inProbation: boolean('in_probation').notNull().default(false),
    status: text('status').notNull().default('Pending'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** What the leave treatment did to each balance ([{leaveTypeCode, leaveTypeName, days, outcome}]). */
    leaveOutcome: jsonb('leave_outcome').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'transfer_requests_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('transfer_requests_employee_id_fk', t, t.employeeId, employees),
    tenantReference('transfer_requests_initiated_by_fk', t, t.initiatedBy, employees),
    tenantReference('transfer_requests_from_legal_entity_id_fk', t, t.fromLegalEntityId, legalEntities),
    tenantReference('transfer_requests_to_legal_entity_id_fk', t, t.toLegalEntityId, legalEntities),
    tenantReference('transfer_requests_from_department_id_fk', t, t.fromDepartmentId, departments),
    tenantReference('transfer_requests_to_department_id_fk', t, t.toDepartmentId, departments),
    tenantReference('transfer_requests_from_location_id_fk', t, t.fromLocationId, locations),
    tenantReference('transfer_requests_to_location_id_fk', t, t.toLocationId, locations),
    tenantReference('transfer_requests_from_manager_id_fk', t, t.fromManagerId, employees),
    tenantReference('transfer_requests_to_manager_id_fk', t, t.toManagerId, employees),
    tenantReference('transfer_requests_decided_by_fk', t, t.decidedBy, employees),
    index('transfer_requests_status').on(t.tenantId, t.status, t.effectiveDate),
    index('transfer_requests_employee').on(t.tenantId, t.employeeId),
    // One transfer waiting to be decided or applied per employee.
    uniqueIndex('transfer_requests_one_open')
      .on(t.tenantId, t.employeeId)
      .where(sql`${t.status} in ('Pending', 'Approved')`),
    tenantIsolation('transfer_requests'),
  ],
);
