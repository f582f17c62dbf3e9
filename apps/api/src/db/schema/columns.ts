import { sql } from 'drizzle-orm';
import { foreignKey, pgPolicy, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * Columns and the row-level-security policy every tenant table shares. The policy reads the
 * transaction-local setting `app.tenant_id` (set by platform/tenancy); with no tenant set, no
 * row is visible and no row can be written.
 */
/**
 * A tenant table's id. Its primary key is (tenant_id, id), declared by each table, and every reference
 * between tenant tables is (tenant_id, column) → (tenant_id, id): each key leads with tenant_id, so
 * the schema can be distributed by tenant_id (docs/scaling.md, `npm run check:citus-ready`).
 */
export const id = () => uuid('id').notNull().defaultRandom();
export const tenantId = () => text('tenant_id').notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

const currentTenant = sql`tenant_id = current_setting('app.tenant_id', true)`;

export const tenantIsolation = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, { for: 'all', to: 'public', using: currentTenant, withCheck: currentTenant });

/**
 * A reference from a tenant table's (tenant_id, column) to another's (tenant_id, id): a row can only
 * point at a row of its own tenant, and the key leads with tenant_id (Citus, docs/scaling.md).
 */
export const tenantReference = (
  name: string,
  from: { tenantId: PgColumn },
  column: PgColumn,
  to: { tenantId: PgColumn; id: PgColumn },
) => foreignKey({ name, columns: [from.tenantId, column], foreignColumns: [to.tenantId, to.id] });
