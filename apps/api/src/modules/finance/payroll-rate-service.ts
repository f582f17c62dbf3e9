import {
  PAYROLL_MESSAGES,
  type PayrollCountry,
  type RateSetInput,
  type RateSetSummary,
  type RateSetView,
} from '@tenure/domain/finance/payroll';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import * as q from './payroll-queries.ts';

const toView = <T extends { updatedAt: string | Date }>(r: T) => ({
  ...r,
  updatedAt: new Date(r.updatedAt).toISOString(),
});

export async function listRateSets(tx: Tx, _v: Viewer): Promise<RateSetSummary[]> {
  return (await q.rateSetSummaries(tx)).map(toView);
}

/** The rate set of a country and year, or null when HR has not kept one. */
export async function findRateSet(tx: Tx, country: string, year: number): Promise<RateSetView | null> {
  const row = await q.findRateSetRow(tx, country, year);
  return row ? toView(row) : null;
}

export async function loadRateSet(tx: Tx, country: PayrollCountry, year: number): Promise<RateSetView> {
  const found = await findRateSet(tx, country, year);
  if (!found) throw notFound(PAYROLL_MESSAGES.noRateSet(country, year));
  return found;
}

export const rateSet = (tx: Tx, _v: Viewer, input: { country: PayrollCountry; year: number }) =>
  loadRateSet(tx, input.country, input.year);

/** Creates or replaces the rates of a country and year; the body's rates must be of that country. */
export async function saveRateSet(
  tx: Tx,
  v: Viewer,
  input: { country: PayrollCountry; year: number; body: RateSetInput },
): Promise<RateSetView> {
  const { country, year, body } = input;
  if (body.rates.country !== country)
    throw badRequest(PAYROLL_MESSAGES.countryMismatch, { 'rates.country': PAYROLL_MESSAGES.countryMismatch });
  const before = await findRateSet(tx, country, year);
  await q.saveRateSetRow(tx, v.tenantCode, v.employeeId, country, year, body);
  const after = await loadRateSet(tx, country, year);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'payroll.rateSet.save',
    entity: 'payroll_rate_set',
    entityId: `${country}-${year}`,
    before,
    after,
  });
  return after;
}
