import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cities, countries, countryCurrencies, currencies, locations, states } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';

export const stateColumns = { id: states.id, countryId: states.countryId, name: states.name, code: states.code };
export const cityColumns = { id: cities.id, stateId: cities.stateId, name: cities.name };
export const locationColumns = {
  id: locations.id,
  name: locations.name,
  cityId: locations.cityId,
  city: locations.city,
  countryCode: locations.countryCode,
  address: locations.address,
  postalCode: locations.postalCode,
  timeZone: locations.timeZone,
  isActive: locations.isActive,
};

/** Names compare case-insensitively: "Karnataka" and "karnataka" are one state. */
const sameName = (column: AnyPgColumn, name: string) => sql`lower(${column}) = lower(${name})`;

export const listCountries = (tx: Tx) => tx.select().from(countries).orderBy(asc(countries.name));

export const findCountry = async (tx: Tx, id: string) =>
  (await tx.select().from(countries).where(eq(countries.id, id)))[0];

export const listCurrenciesOf = (tx: Tx, countryId: string) =>
  tx
    .select({ id: currencies.id, name: currencies.name, symbol: currencies.symbol })
    .from(countryCurrencies)
    .innerJoin(currencies, eq(currencies.id, countryCurrencies.currencyId))
    .where(eq(countryCurrencies.countryId, countryId))
    .orderBy(asc(currencies.id));

export const listAllCurrencies = (tx: Tx) =>
  tx
    .select({ id: currencies.id, name: currencies.name, symbol: currencies.symbol })
    .from(currencies)
    .orderBy(asc(currencies.id));

export const listStates = (tx: Tx, countryId: string) =>
  tx.select(stateColumns).from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.name));

export const findState = async (tx: Tx, id: string) =>
  (await tx.select(stateColumns).from(states).where(eq(states.id, id)))[0];

export const stateNameTaken = async (tx: Tx, countryId: string, name: string, exceptId?: string) =>
  (
    await tx
      .select({ id: states.id })
      .from(states)
      .where(
        and(
          eq(states.countryId, countryId),
          sameName(states.name, name),
          exceptId ? ne(states.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

export const listCities = (tx: Tx, stateId: string) =>
  tx.select(cityColumns).from(cities).where(eq(cities.stateId, stateId)).orderBy(asc(cities.name));

export const findCity = async (tx: Tx, id: string) =>
  (await tx.select(cityColumns).from(cities).where(eq(cities.id, id)))[0];

/** A city with the country it lies in (through its state). */
export const findCityWithCountry = async (tx: Tx, id: string) =>
  (
    await tx
      .select({ id: cities.id, name: cities.name, countryId: states.countryId })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(eq(cities.id, id))
  )[0];

export const cityNameTaken = async (tx: Tx, stateId: string, name: string, exceptId?: string) =>
  (
    await tx
      .select({ id: cities.id })
      .from(cities)
      .where(
        and(eq(cities.stateId, stateId), sameName(cities.name, name), exceptId ? ne(cities.id, exceptId) : undefined),
      )
  ).length > 0;

export const listLocations = (tx: Tx) => tx.select(locationColumns).from(locations).orderBy(asc(locations.name));

export const findLocation = async (tx: Tx, id: string) =>
  (await tx.select(locationColumns).from(locations).where(eq(locations.id, id)))[0];

export const locationNameTaken = async (tx: Tx, name: string, exceptId?: string) =>
  (
    await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(sameName(locations.name, name), exceptId ? ne(locations.id, exceptId) : undefined))
  ).length > 0;
