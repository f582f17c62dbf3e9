import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from './columns.ts';

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
  (t) => [uniqueIndex('master_values_name').on(t.tenantId, t.masterType, sql`lower(${t.name})`), tenantIsolation('master_values')],
);
