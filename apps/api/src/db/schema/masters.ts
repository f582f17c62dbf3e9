import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { employees } from './employees.ts';
import { countries, currencies } from './geography.ts';

/** The generic master tables of the master-data screen (designations, grades, project types, ...), one row per value. */
export const masterValues = pgTable(
  'master_values',
  {
    id: id(),
    tenantId: tenantId(),
    masterType: text('master_type').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    orderId: integer('order_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'master_values_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('master_values_name').on(t.tenantId, t.masterType, sql`lower(${t.name})`),
    tenantIsolation('master_values'),
  ],
);

/** The legal entities that invoice clients (SPEC §3 "billing legal entities"), each in its country's currency. */
export const billingEntities = pgTable(
  'billing_entities',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'billing_entities_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('billing_entities_code').on(t.tenantId, sql`lower(${t.code})`),
    uniqueIndex('billing_entities_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('billing_entities'),
  ],
);

/** Employees who own client relationships (SPEC §3 "client managers"); one row per employee. */
export const clientManagers = pgTable(
  'client_managers',
  {
    id: id(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'client_managers_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('client_managers_employee_id_fk', t, t.employeeId, employees),
    uniqueIndex('client_managers_employee').on(t.tenantId, t.employeeId),
    tenantIsolation('client_managers'),
  ],
);
