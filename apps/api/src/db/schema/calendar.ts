import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from './columns.ts';
import { locations } from './org.ts';

/** Public holidays; a holiday without a location applies to every location. */
export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    tenantId: tenantId(),
    locationId: uuid('location_id').references(() => locations.id),
    date: date('date').notNull(),
    name: text('name').notNull(),
    isOptional: boolean('is_optional').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('holidays_date').on(t.tenantId, t.date), tenantIsolation('holidays')],
);

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
  () => [tenantIsolation('quick_links')],
);
