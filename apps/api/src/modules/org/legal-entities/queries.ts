import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { countries, countryCurrencies, legalEntities } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';

export const legalEntityColumns = {
  id: legalEntities.id,
  legalEntityCode: legalEntities.code,
  legalEntityName: legalEntities.name,
  countryId: legalEntities.countryId,
  currencyId: legalEntities.currencyId,
  addressLine: legalEntities.addressLine,
  city: legalEntities.city,
  postalCode: legalEntities.postalCode,
  isHoldingCompany: legalEntities.isHoldingCompany,
  isActive: legalEntities.isActive,
};

/** Every legal entity of the tenant, inactive ones too, for the Legal Entity tab. */
export const listLegalEntities = (tx: Tx) =>
  tx.select(legalEntityColumns).from(legalEntities).orderBy(asc(legalEntities.code));

/** Locked for the edit, so two edits of one entity apply one after the other. */
export const findLegalEntityForUpdate = (tx: Tx, id: string) =>
  tx
    .select(legalEntityColumns)
    .from(legalEntities)
    .where(eq(legalEntities.id, id))
    .for('update')
    .then((r) => r[0] ?? null);

export const codeTaken = (tx: Tx, code: string, exceptId?: string) =>
  tx
    .select({ id: legalEntities.id })
    .from(legalEntities)
    .where(
      and(sql`lower(${legalEntities.code}) = lower(${code})`, exceptId ? ne(legalEntities.id, exceptId) : undefined),
    )
    .then((r) => r.length > 0);

export const countryExists = (tx: Tx, countryId: string) =>
  tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId))
    .then((r) => r.length > 0);

export const isCurrencyOf = (tx: Tx, countryId: string, currencyId: string) =>
  tx
    .select({ id: countryCurrencies.currencyId })
    .from(countryCurrencies)
    .where(and(eq(countryCurrencies.countryId, countryId), eq(countryCurrencies.currencyId, currencyId)))
    .then((r) => r.length > 0);
