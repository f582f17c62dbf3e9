import { sql } from 'drizzle-orm';
import { boolean, date, pgPolicy, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_DATE_FORMAT, type DateFormat } from '@tenure/domain/dates';
import { createdAt, tenantId, tenantIsolation, updatedAt } from './columns.ts';
import { countries } from './geography.ts';

/**
 * A tenant is identified by its code (the X-TenantID value). The table is readable before a
 * tenant is known (lookup by host), but a tenant may only change its own row.
 */
export const tenants = pgTable(
  'tenants',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    hosts: text('hosts').array().notNull(),
    preset: text('preset').notNull(),
    logoUrl: text('logo_url'),
    /** Where the logo bytes sit in file storage, and their MIME type (png or jpeg, checked by content). */
    logoKey: text('logo_key'),
    logoType: text('logo_type'),
    // Company information (/edit-company-information).
    registrationNumber: text('registration_number'),
    dateOfIncorporation: date('date_of_incorporation'),
    website: text('website'),
    email: text('email'),
    phone: text('phone'),
    addressLine: text('address_line'),
    city: text('city'),
    postalCode: text('postal_code'),
    countryId: text('country_id').references(() => countries.id),
    /** How every page, notice and mail shows a date (one of DATE_FORMATS, SPEC §9). */
    dateFormat: text('date_format').$type<DateFormat>().notNull().default(DEFAULT_DATE_FORMAT),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    pgPolicy('tenants_read', { for: 'select', to: 'public', using: sql`true` }),
    pgPolicy('tenants_update_own', {
      for: 'update',
      to: 'public',
      using: sql`code = current_setting('app.tenant_id', true)`,
      withCheck: sql`code = current_setting('app.tenant_id', true)`,
    }),
  ],
);

/** Per-tenant overrides of the preset's feature flags. */
export const tenantFlags = pgTable(
  'tenant_flags',
  {
    tenantId: tenantId(),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.flag] }), tenantIsolation('tenant_flags')],
);

/**
 * Where a tenant's rows live when a deployment has several PostgreSQL clusters (platform/placement.ts):
 * kept in the home cluster (DATABASE_URL) beside the tenants' directory, read by every API process.
 * A tenant without a row lives on the home cluster. Not tenant-scoped: the deployment's own, written
 * by `npm run tenant -- move` as the owner.
 */
export const tenantPlacements = pgTable('tenant_placements', {
  tenantCode: text('tenant_code')
    .primaryKey()
    .references(() => tenants.code),
  /** A name of DATABASE_CLUSTERS. */
  cluster: text('cluster').notNull(),
  /** Set while the tenant is being moved: its transactions are read-only, a change is answered "maintenance". */
  frozenAt: timestamp('frozen_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
