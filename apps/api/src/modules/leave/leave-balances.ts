import { sql, type SQL } from 'drizzle-orm';
import { financialYearStart, type FinancialYear } from '@tenure/domain/leave';
import type { leaveTypes } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { utcDay } from '../../platform/jobs.ts';

/**
 * Leave balances as the ledger gives them (moved here from the leave module: transfers settle and
 * reset balances too). A balance is the sum of an employee's ledger entries for a leave type and
 * financial year, less what expired of comp-off credits.
 */
export interface BalanceFigures {
  yearStart: string;
  opening: number;
  accrued: number;
  carriedForward: number;
  taken: number;
  pending: number;
  balance: number;
  available: number;
}

type TypeRef = Pick<typeof leaveTypes.$inferSelect, 'id' | 'financialYear' | 'isCompOff' | 'negativeBalanceLimit'>;

/**
 * One employee's figures for each type in the type's financial year containing `refDate`: one
 * query over the ledger's (employee, year, type) index and the pending requests.
 *
 * Comp-off credits are not bound to a year but expire COMP_OFF_EXPIRY_DAYS after approval. Takes
 * use the oldest credits first, so what is left of a balance belongs to the newest credits: the
 * balance is capped at the credits not yet expired on `asOf`. The accrual run (and every comp-off
 * take) posts the part above that cap as a 'compOffExpiry' entry (settleCompOffExpiry), so the
 * ledger catches up with what reads already show.
 */
export async function balanceFigures(tx: Tx, employeeId: string, types: readonly TypeRef[], refDate: string, asOf = utcDay()): Promise<Map<string, BalanceFigures>> {
  if (types.length === 0) return new Map();
  return toFigures(await queryRows<BalanceRow>(tx, balanceQuery(employeeId, types, refDate, asOf)), types, refDate);
}

export interface BalanceRow {
  typeId: string;
  opening: number;
  accrued: number;
  carried: number;
  taken: number;
  total: number;
  unexpired: number | null;
  pending: number;
}

/** The query of balanceFigures, for a caller that reads it together with others (rows: BalanceRow). */
export function balanceQuery(employeeId: string, types: readonly TypeRef[], refDate: string, asOf: string): SQL {
  const wanted = sql.join(
    types.map((t) => sql`(${t.id}::uuid, ${financialYearStart(t.financialYear as FinancialYear, refDate)}::date, ${t.isCompOff}::boolean)`),
    sql`, `,
  );
  return sql`with wanted(type_id, year_start, comp_off) as (values ${wanted}),
        ledger as (
          select w.type_id,
                 coalesce(sum(l.days) filter (where l.kind = 'opening'), 0)::float8 as opening,
                 coalesce(sum(l.days) filter (where l.kind in ('accrual', 'compOffCredit')), 0)::float8 as accrued,
                 coalesce(sum(l.days) filter (where l.kind = 'carryForward'), 0)::float8 as carried,
                 coalesce(-sum(l.days) filter (where l.kind in ('taken', 'restored')), 0)::float8 as taken,
                 coalesce(sum(l.days), 0)::float8 as total,
                 coalesce(sum(l.days) filter (where l.kind = 'compOffCredit' and l.expires_on >= ${asOf}::date), 0)::float8 as unexpired
            from wanted w
            join leave_ledger l on l.employee_id = ${employeeId} and l.leave_type_id = w.type_id
                               and (l.year_start = w.year_start or (w.comp_off and l.year_start <= w.year_start))
           group by w.type_id),
        pending as (
          select w.type_id, coalesce(sum(r.days), 0)::float8 as pending
            from wanted w
            join leave_requests r on r.employee_id = ${employeeId} and r.leave_type_id = w.type_id and r.status = 'pending'
                                 and (r.year_start = w.year_start or w.comp_off)
           group by w.type_id)
        select w.type_id as "typeId", coalesce(l.opening, 0) as opening, coalesce(l.accrued, 0) as accrued, coalesce(l.carried, 0) as carried,
               coalesce(l.taken, 0) as taken, coalesce(l.total, 0) as total, case when w.comp_off then coalesce(l.unexpired, 0) end as unexpired,
               coalesce(p.pending, 0) as pending
          from wanted w left join ledger l on l.type_id = w.type_id left join pending p on p.type_id = w.type_id`;
}

export function toFigures(rows: readonly BalanceRow[], types: readonly TypeRef[], refDate: string): Map<string, BalanceFigures> {
  const figures = new Map<string, BalanceFigures>();
  for (const t of types) {
    const r = rows.find((row) => row.typeId === t.id)!;
    const balance = r.unexpired === null ? r.total : Math.min(r.total, r.unexpired);
    figures.set(t.id, {
      yearStart: financialYearStart(t.financialYear as FinancialYear, refDate),
      opening: r.opening,
      accrued: r.accrued,
      carriedForward: r.carried,
      taken: r.taken,
      pending: r.pending,
      balance,
      available: balance - r.pending + t.negativeBalanceLimit,
    });
  }
  return figures;
}
