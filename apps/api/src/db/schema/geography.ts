import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';

/**
 * Countries and currencies are ISO reference data (3166-1 alpha-2, 4217), the same for every
 * tenant, so they are global tables without tenant_id: the request role may only read them
 * (migration grants), and their rows come with the migration rather than the demo seed.
 */
export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2, e.g. 'IN'; also the country id in the API. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
});

export const currencies = pgTable('currencies', {
  /** ISO 4217, e.g. 'INR'. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
});

/** A currency may be legal tender in several countries (USD in US and CR's neighbours), and vice versa. */
export const countryCurrencies = pgTable(
  'country_currencies',
  {
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id),
    currencyId: text('currency_id')
      .notNull()
      .references(() => currencies.id),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.currencyId] })],
);

/** States and cities are per tenant: each organisation keeps the ones it works in. */
export const states = pgTable(
  'states',
  {
    id: id(),
    tenantId: tenantId(),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    code: text('code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'states_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('states_name').on(t.tenantId, t.countryId, sql`lower(${t.name})`),
    tenantIsolation('states'),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    tenantId: tenantId(),
    stateId: uuid('state_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'cities_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('cities_state_id_fk', t, t.stateId, states),
    uniqueIndex('cities_name').on(t.tenantId, t.stateId, sql`lower(${t.name})`),
    index('cities_state').on(t.stateId),
    tenantIsolation('cities'),
  ],
);
