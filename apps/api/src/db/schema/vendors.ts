import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { masterValues } from './masters.ts';

/**
 * The vendors consultants come through (SPEC §7 "vendor list and types"). A consultant's contract
 * names its vendor as text (consultant_contracts.vendor_name), like designations on employees: the
 * dashboard joins by name whatever its case, and renaming a vendor renames it on the contracts.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    vendorTypeId: uuid('vendor_type_id'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'vendors_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('vendors_vendor_type_id_fk', t, t.vendorTypeId, masterValues),
    uniqueIndex('vendors_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation('vendors'),
  ],
);
