import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { cities, countries, currencies } from './geography.ts';

/** Legal entity; its code is `CC-...` where CC is the country (US, IN, SG, CR). */
export const legalEntities = pgTable(
  'legal_entities',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The country is the code's prefix (SPEC §1), so it is derived and can never disagree with it. */
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id)
      .generatedAlwaysAs(sql`upper(split_part(code, '-', 1))`),
    currencyId: text('currency_id').references(() => currencies.id),
    addressLine: text('address_line'),
    city: text('city'),
    postalCode: text('postal_code'),
    isHoldingCompany: boolean('is_holding_company').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Codes are unique per tenant whatever their case ('sg-01' would shadow 'SG-01' in X-EntityID).
  (t) => [
    primaryKey({ name: 'legal_entities_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('legal_entities_code').on(t.tenantId, sql`lower(${t.code})`),
    tenantIsolation('legal_entities'),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    parentId: uuid('parent_id'),
    orderId: integer('order_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'departments_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('departments_parent_id_fk', t, t.parentId, t),
    // Sibling names are unique whatever their case; top-level departments count as siblings too.
    uniqueIndex('departments_sibling_name').on(
      t.tenantId,
      sql`coalesce(${t.parentId}::text, '')`,
      sql`lower(${t.name})`,
    ),
    tenantIsolation('departments'),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    /** City name and country code are copied from cityId on write, so lists and the country rules need no join. */
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    cityId: uuid('city_id'),
    address: text('address'),
    postalCode: text('postal_code'),
    timeZone: text('time_zone').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'locations_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('locations_city_id_fk', t, t.cityId, cities),
    uniqueIndex('locations_name').on(t.tenantId, sql`lower(${t.name})`),
    index('locations_tenant').on(t.tenantId),
    tenantIsolation('locations'),
  ],
);

/** A building of a location ('Tower A'); employees' work details may place them in one. */
export const buildings = pgTable(
  'buildings',
  {
    id: id(),
    tenantId: tenantId(),
    locationId: uuid('location_id').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'buildings_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('buildings_location_id_fk', t, t.locationId, locations),
    uniqueIndex('buildings_name').on(t.tenantId, t.locationId, sql`lower(${t.name})`),
    tenantIsolation('buildings'),
  ],
);

export const buildingFloors = pgTable(
  'building_floors',
  {
    id: id(),
    tenantId: tenantId(),
    buildingId: uuid('building_id').notNull(),
    /** Storey number (0 ground, negative basements); unique in its building and the list's order. */
    number: integer('number').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'building_floors_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('building_floors_building_id_fk', t, t.buildingId, buildings).onDelete('cascade'),
    uniqueIndex('building_floors_number').on(t.tenantId, t.buildingId, t.number),
    tenantIsolation('building_floors'),
  ],
);
