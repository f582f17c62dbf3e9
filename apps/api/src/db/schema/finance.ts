import {
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
import { bytea } from './bytea.ts';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { decisionColumns, decisionReference } from './decision-columns.ts';
import { employees } from './employees.ts';

/**
 * An ESOP grant (SPEC §3 ESOP info: an employee with a grant isAllotted). `units` is the number of
 * options; they vest after the cliff in tranches every `period_months` until `vesting_months`
 * (packages/domain finance/vesting.ts). An employee may hold several grants.
 */
export const esopAllotments = pgTable(
  'esop_allotments',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    grantDate: date('grant_date').notNull(),
    units: integer('units').notNull(),
    strikePrice: numeric('strike_price', { precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    cliffMonths: integer('cliff_months').notNull().default(12),
    vestingMonths: integer('vesting_months').notNull().default(48),
    periodMonths: integer('period_months').notNull().default(3),
    grantedBy: uuid('granted_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'esop_allotments_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('esop_allotments_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    tenantReference('esop_allotments_granted_by_fk', t, t.grantedBy, employees),
    index('esop_allotments_employee').on(t.tenantId, t.employeeId),
    tenantIsolation('esop_allotments'),
  ],
);

/** The tenant's ESOP user manual and FAQ (small PDFs, sent base64 to allotted employees). */
export const esopDocuments = pgTable(
  'esop_documents',
  {
    tenantId: tenantId(),
    kind: text('kind').$type<'userManual' | 'faq'>().notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] }), tenantIsolation('esop_documents')],
);

/** An employee's request to exercise vested options of a grant: the approval pattern, decided by ESOP HR. */
export const esopExerciseRequests = pgTable(
  'esop_exercise_requests',
  {
    id: id(),
    tenantId: tenantId(),
    grantId: uuid('grant_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    options: integer('options').notNull(),
    status: text('status').notNull().default('pending'),
    ...decisionColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'esop_exercise_requests_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('esop_exercise_requests_grant_id_fk', t, t.grantId, esopAllotments).onDelete('cascade'),
    tenantReference('esop_exercise_requests_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    decisionReference('esop_exercise_requests', t),
    index('esop_exercise_requests_grant').on(t.grantId),
    index('esop_exercise_requests_status').on(t.tenantId, t.status),
    tenantIsolation('esop_exercise_requests'),
  ],
);

/** Payslips uploaded by HR: one PDF per employee and month (yyyy-MM), kept in the database like the ESOP documents. */
export const payslips = pgTable(
  'payslips',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    month: text('month').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'payslips_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('payslips_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    uniqueIndex('payslips_employee_month').on(t.tenantId, t.employeeId, t.month),
    index('payslips_month').on(t.tenantId, t.month),
    tenantIsolation('payslips'),
  ],
);

/** Pay, tax and ESOP links per tenant and country (SPEC §9: they exist per country; HR sets them). */
export const financeLinks = pgTable(
  'finance_links',
  {
    id: id(),
    tenantId: tenantId(),
    country: text('country').notNull(),
    kind: text('kind').$type<'pay' | 'tax' | 'esop'>().notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    orderId: integer('order_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'finance_links_pkey', columns: [t.tenantId, t.id] }),
    index('finance_links_country').on(t.tenantId, t.country, t.kind),
    tenantIsolation('finance_links'),
  ],
);

/** An Indian employee's tax regime and old-regime declarations for one financial year ("2026-27"). */
export const taxDeclarations = pgTable(
  'tax_declarations',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    financialYear: text('financial_year').notNull(),
    regime: text('regime').$type<'new' | 'old'>().notNull(),
    declarations: jsonb('declarations').$type<Record<string, number>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'tax_declarations_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('tax_declarations_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    uniqueIndex('tax_declarations_employee_year').on(t.tenantId, t.employeeId, t.financialYear),
    tenantIsolation('tax_declarations'),
  ],
);
