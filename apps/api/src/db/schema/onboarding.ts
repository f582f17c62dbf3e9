import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';
import { currencies } from './geography.ts';
import { masterValues } from './masters.ts';
import { legalEntities } from './org.ts';

/** A legal entity's employee number pattern (autoEmployeeNumberGeneration); without a row the default applies. */
export const employeeNumberPatterns = pgTable(
  'employee_number_patterns',
  {
    tenantId: tenantId(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    prefix: text('prefix').notNull(),
    padding: integer('padding').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantReference('employee_number_patterns_legal_entity_id_fk', t, t.legalEntityId, legalEntities).onDelete(
      'cascade',
    ),
    primaryKey({ columns: [t.tenantId, t.legalEntityId] }),
    tenantIsolation('employee_number_patterns'),
  ],
);

/**
 * The last number given per prefix. Onboarding raises it with an UPDATE in its own transaction, so
 * concurrent onboardings queue on the row and a rollback returns the numbers: no gaps, no repeats.
 */
export const employeeNumberCounters = pgTable(
  'employee_number_counters',
  {
    tenantId: tenantId(),
    prefix: text('prefix').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix] }), tenantIsolation('employee_number_counters')],
);

/** A half-filled onboarding form (SPEC §7 drafts by type); never an employee. */
export const onboardingDrafts = pgTable(
  'onboarding_drafts',
  {
    id: id(),
    tenantId: tenantId(),
    type: text('type').notNull(),
    step: text('step').notNull(),
    title: text('title').notNull(),
    legalEntityCode: text('legal_entity_code'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_drafts_pkey', columns: [t.tenantId, t.id] }),
    index('onboarding_drafts_type').on(t.tenantId, t.type, t.updatedAt),
    tenantIsolation('onboarding_drafts'),
  ],
);

/** The contract of a consultant or contractor (SPEC §6 contractor types): vendor, dates, billing rate. */
export const consultantContracts = pgTable(
  'consultant_contracts',
  {
    employeeId: uuid('employee_id').notNull(),
    tenantId: tenantId(),
    vendorName: text('vendor_name').notNull(),
    vendorTypeId: uuid('vendor_type_id'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    billingRate: numeric('billing_rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The contract-end reminder reads the contracts ending on a given day.
    primaryKey({ name: 'consultant_contracts_pkey', columns: [t.tenantId, t.employeeId] }),
    tenantReference('consultant_contracts_employee_id_fk', t, t.employeeId, employees).onDelete('cascade'),
    tenantReference('consultant_contracts_vendor_type_id_fk', t, t.vendorTypeId, masterValues),
    index('consultant_contracts_end').on(t.tenantId, t.endDate),
    index('consultant_contracts_vendor_type')
      .on(t.vendorTypeId)
      .where(sql`${t.vendorTypeId} is not null`),
    tenantIsolation('consultant_contracts'),
  ],
);
