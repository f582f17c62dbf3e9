import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from './columns.ts';

/** Links shown on the home page, in orderId order. */
export const quickLinks = pgTable(
  'quick_links',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    orderId: integer('order_id').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'quick_links_pkey', columns: [t.tenantId, t.id] }), tenantIsolation('quick_links')],
);
