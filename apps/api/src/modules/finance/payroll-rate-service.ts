import { sql } from 'drizzle-orm';
import { PAYROLL_MESSAGES, type PayrollCountry, type RateSetInput, type RateSetSummary, type RateSetView } from '@tenure/domain/finance/payroll';
import { recordAudit } from '../../platform/audit.ts';
import { jsonParam, queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';

type RateSetRow = Omit<RateSetView, 'updatedAt'> & { updatedAt: string | Date };
const toView = <T extends { updatedAt: string | Date }>(r: T) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() });

export async function listRateSets(tx: Tx): Promise<RateSetSummary[]> {
  const rows = await queryRows<Omit<RateSetSummary, 'updatedAt'> & { updatedAt: string }>(
    tx,
    sql`select country, year, source, updated_at as "updatedAt" from payroll_rate_sets order by country, year desc`,
  );
  return rows.map(toView);
}

/** The rate set of a country and year, or null when HR has not kept one. */
export async function findRateSet(tx: Tx, country: string, year: number): Promise<RateSetView | null> {
  const [row] = await queryRows<RateSetRow>(
    tx,
    sql`select country, year, source, rates, updated_at as "updatedAt" from payroll_rate_sets where country = ${country} and year = ${year}`,
  );
  return row ? toView(row) : null;
}

export async function loadRateSet(tx: Tx, country: PayrollCountry, year: number): Promise<RateSetView> {
  const found = await findRateSet(tx, country, year);
  if (!found) throw notFound(PAYROLL_MESSAGES.noRateSet(country, year));
  return found;
}

/** Creates or replaces the rates of a country and year; the body's rates must be of that country. */
export async function saveRateSet(tx: Tx, v: Viewer, country: PayrollCountry, year: number, input: RateSetInput): Promise<RateSetView> {
  if (input.rates.country !== country) throw badRequest(PAYROLL_MESSAGES.countryMismatch, { 'rates.country': PAYROLL_MESSAGES.countryMismatch });
  const before = await findRateSet(tx, country, year);
  await tx.execute(sql`insert into payroll_rate_sets (tenant_id, country, year, source, rates, updated_by)
                       values (${v.tenantCode}, ${country}, ${year}, ${input.source}, ${jsonParam(input.rates)}, ${v.employeeId})
                       on conflict (tenant_id, country, year) do update set source = excluded.source, rates = excluded.rates,
                                                                           updated_by = excluded.updated_by, updated_at = now()`);
  const after = await loadRateSet(tx, country, year);
  await recordAudit(tx, { ...auditActor(v), action: 'payroll.rateSet.save', entity: 'payroll_rate_set', entityId: `${country}-${year}`, before, after });
  return after;
}
