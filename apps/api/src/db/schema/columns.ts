import { sql } from 'drizzle-orm';
import { pgPolicy, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Columns and the row-level-security policy every tenant table shares. The policy reads the
 * transaction-local setting `app.tenant_id` (set by platform/tenancy); with no tenant set, no
 * row is visible and no row can be written.
 */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const tenantId = () => text('tenant_id').notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const currentTenant = sql`tenant_id = current_setting('app.tenant_id', true)`;

export const tenantIsolation = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, { for: 'all', to: 'public', using: currentTenant, withCheck: currentTenant });
