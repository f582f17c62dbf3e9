import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { billingEntities, countries, countryCurrencies } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';

const columns = {
  id: billingEntities.id,
  code: billingEntities.code,
  name: billingEntities.name,
  countryId: billingEntities.countryId,
  countryName: countries.name,
  currencyId: billingEntities.currencyId,
  address: billingEntities.address,
  isActive: billingEntities.isActive,
};

const select = (tx: Tx) =>
  tx.select(columns).from(billingEntities).innerJoin(countries, eq(countries.id, billingEntities.countryId));

export const listBillingEntities = (tx: Tx, activeOnly: boolean) =>
  select(tx)
    .where(activeOnly ? eq(billingEntities.isActive, true) : undefined)
    .orderBy(asc(billingEntities.name));

/** `lock` holds the row until commit, so concurrent edits of one entity apply one after the other. */
export async function findBillingEntity(tx: Tx, id: string, lock = false) {
  const query = select(tx).where(eq(billingEntities.id, id));
  return (await (lock ? query.for('update', { of: billingEntities }) : query))[0];
}

/** Which of code and name another billing entity already uses (any case). */
export async function takenFields(tx: Tx, code: string, name: string, exceptId?: string) {
  const rows = await tx
    .select({ code: billingEntities.code, name: billingEntities.name })
    .from(billingEntities)
    .where(
      and(
        sql`(lower(${billingEntities.code}) = lower(${code}) or lower(${billingEntities.name}) = lower(${name}))`,
        exceptId ? ne(billingEntities.id, exceptId) : undefined,
      ),
    );
  return {
    code: rows.some((r) => r.code.toLowerCase() === code.toLowerCase()),
    name: rows.some((r) => r.name.toLowerCase() === name.toLowerCase()),
  };
}

export const currencyOfCountry = async (tx: Tx, countryId: string, currencyId: string) =>
  (
    await tx
      .select({ currencyId: countryCurrencies.currencyId })
      .from(countryCurrencies)
      .where(and(eq(countryCurrencies.countryId, countryId), eq(countryCurrencies.currencyId, currencyId)))
  ).length > 0;
