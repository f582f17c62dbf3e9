import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { financialYearStart, LEAVE_MESSAGES, type FinancialYear } from '@tenure/domain/leave';
import { employees, leaveLedger } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { utcToday } from '../../platform/clock.ts';
import { applicablePairs, type LeaveTypeRow } from './leave-types-queries.ts';

/**
 * The leave ledger: every change of a balance is an entry (opening, accrual, carry-forward, taken,
 * restored, comp-off credit and expiry). A balance is the sum of an employee's entries for a leave
 * type and financial year, less what expired of comp-off credits.
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

type TypeRef = Pick<LeaveTypeRow, 'id' | 'financialYear' | 'isCompOff' | 'negativeBalanceLimit'>;

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
export async function balanceFigures(
  tx: Tx,
  employeeId: string,
  types: readonly TypeRef[],
  refDate: string,
  asOf = utcToday(),
): Promise<Map<string, BalanceFigures>> {
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
    types.map(
      (t) =>
        sql`(${t.id}::uuid, ${financialYearStart(t.financialYear as FinancialYear, refDate)}::date, ${t.isCompOff}::boolean)`,
    ),
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

export function toFigures(
  rows: readonly BalanceRow[],
  types: readonly TypeRef[],
  refDate: string,
): Map<string, BalanceFigures> {
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

/** An employee's ledger entries of every type's financial year containing `refDate`, newest first. */
export function ledgerEntries(tx: Tx, employeeId: string, refDate: string) {
  return queryRows<{
    id: string;
    leaveTypeName: string;
    leaveTypeCode: string;
    yearStart: string;
    kind: string;
    days: number;
    periodKey: string | null;
    expiresOn: string | null;
    note: string | null;
    createdAt: Date;
  }>(
    tx,
    sql`select l.id, t.name as "leaveTypeName", t.code as "leaveTypeCode", l.year_start::text as "yearStart", l.kind, l.days::float8 as days,
               l.period_key as "periodKey", l.expires_on::text as "expiresOn", l.note, l.created_at as "createdAt"
          from leave_ledger l join leave_types t on t.id = l.leave_type_id
         where l.employee_id = ${employeeId}
           and l.year_start = case when t.financial_year = 'Jan-Dec' then date_trunc('year', ${refDate}::date)::date
                                   else (date_trunc('year', ${refDate}::date - interval '3 months') + interval '3 months')::date end
         order by l.created_at desc, l.id`,
  );
}

/** Adds one ledger entry (a take, a restore, a comp-off credit). */
export async function addLedgerEntry(tx: Tx, entry: typeof leaveLedger.$inferInsert): Promise<void> {
  await tx.insert(leaveLedger).values(entry);
}

/** Period-keyed entries are unique per employee, type, kind and period: re-running a job adds nothing. */
const ONCE_PER_PERIOD = sql`on conflict (tenant_id, employee_id, leave_type_id, kind, period_key) where period_key is not null do nothing`;

/** Runs an INSERT … SELECT … RETURNING 1 and says how many rows it added. */
async function countInserted(tx: Tx, insert: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with added as (${insert} returning 1) select count(*)::int as n from added`,
  );
  return row?.n ?? 0;
}

/** Posts the expiry of unused comp-off credits of every employee by `asOf` (the comp-off type; see settleCompOffExpiry). */
export const settleAllCompOffExpiry = (tx: Tx, type: Pick<LeaveTypeRow, 'id' | 'financialYear'>, asOf: string) =>
  settleCompOffExpiry(tx, type, sql`true`, asOf);

/** Posts the expiry of one employee's unused comp-off credits by `asOf`. */
export const settleEmployeeCompOffExpiry = (
  tx: Tx,
  type: Pick<LeaveTypeRow, 'id' | 'financialYear'>,
  employeeId: string,
  asOf: string,
) => settleCompOffExpiry(tx, type, sql`l.employee_id = ${employeeId}`, asOf);

/**
 * Posts the expiry of unused comp-off credits for the employees matching `employeeFilter` (on
 * ledger alias `l`). Takes use the oldest credits first, so the part of a balance above the
 * credits still valid on `asOf` is what expired unused (see balanceFigures).
 */
function settleCompOffExpiry(
  tx: Tx,
  type: Pick<LeaveTypeRow, 'id' | 'financialYear'>,
  employeeFilter: SQL,
  asOf: string,
): Promise<number> {
  const yearStart = financialYearStart(type.financialYear as FinancialYear, asOf);
  return countInserted(
    tx,
    sql`insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note)
        select current_setting('app.tenant_id'), s.employee_id, ${type.id}::uuid, ${yearStart}::date, 'compOffExpiry', s.unexpired - s.total, ${`EXP${asOf}`}, ${LEAVE_MESSAGES.noteCompOffExpired}
          from (select l.employee_id, sum(l.days) as total,
                       coalesce(sum(l.days) filter (where l.kind = 'compOffCredit' and l.expires_on >= ${asOf}::date), 0) as unexpired
                  from leave_ledger l
                 where l.leave_type_id = ${type.id} and ${employeeFilter}
                 group by l.employee_id) s
         where s.total > s.unexpired
        ${ONCE_PER_PERIOD}`,
  );
}

/**
 * Credits one accrual period of a type to every employee the type applies to on `asOf`
 * (eligibility in SQL): one INSERT … SELECT for the whole tenant. Returns how many were credited.
 */
export function creditAccrual(
  tx: Tx,
  typeId: string,
  period: { yearStart: string; days: number; key: string },
  asOf: string,
  userId: string | null,
): Promise<number> {
  return countInserted(
    tx,
    sql`insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note, created_by)
        select current_setting('app.tenant_id'), a.employee_id, ${typeId}::uuid, ${period.yearStart}::date, 'accrual', ${period.days}::numeric, ${period.key},
               ${LEAVE_MESSAGES.noteAccrual(period.key)}, ${userId}::uuid
          from (${applicablePairs(sql`true`, sql`lt.id = ${typeId}`, asOf)}) a
        ${ONCE_PER_PERIOD}`,
  );
}

/**
 * Moves each employee's positive balance of a type in the year starting `yearStart` into
 * `nextYear`, up to the type's limit (keyed CF<yearStart>). Returns how many were carried.
 */
export function carryForwardBalances(
  tx: Tx,
  type: Pick<LeaveTypeRow, 'id' | 'carryForwardLimit'>,
  yearStart: string,
  nextYear: string,
  note: string,
  userId: string | null,
): Promise<number> {
  return countInserted(
    tx,
    sql`insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note, created_by)
        select current_setting('app.tenant_id'), l.employee_id, ${type.id}::uuid, ${nextYear}::date, 'carryForward', least(sum(l.days), ${type.carryForwardLimit}::numeric),
               ${`CF${yearStart}`}, ${note}, ${userId}::uuid
          from leave_ledger l
         where l.leave_type_id = ${type.id} and l.year_start = ${yearStart}::date
         group by l.employee_id
        having sum(l.days) > 0
        ${ONCE_PER_PERIOD}`,
  );
}

const INSERT_BATCH = 1000;

/** Writes opening entries; one already there for the same employee, type and period is replaced. */
export async function upsertOpeningEntries(
  tx: Tx,
  entries: readonly (typeof leaveLedger.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += INSERT_BATCH) {
    await tx
      .insert(leaveLedger)
      .values(entries.slice(i, i + INSERT_BATCH))
      .onConflictDoUpdate({
        target: [
          leaveLedger.tenantId,
          leaveLedger.employeeId,
          leaveLedger.leaveTypeId,
          leaveLedger.kind,
          leaveLedger.periodKey,
        ],
        targetWhere: sql`period_key is not null`,
        set: { days: sql`excluded.days`, note: sql`excluded.note`, createdBy: sql`excluded.created_by` },
      });
  }
}

/** The numbers of the first `limit` active employees (the opening balance template's examples). */
export async function firstActiveEmployeeNumbers(tx: Tx, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ number: employees.employeeNumber })
    .from(employees)
    .where(eq(employees.status, 'Active'))
    .orderBy(asc(employees.employeeNumber))
    .limit(limit);
  return rows.map((r) => r.number);
}

/** Employee ids by number, for the numbers that exist. */
export async function employeeIdsByNumber(tx: Tx, numbers: readonly string[]): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map();
  const rows = await tx
    .select({ id: employees.id, number: employees.employeeNumber })
    .from(employees)
    .where(inArray(employees.employeeNumber, [...numbers]));
  return new Map(rows.map((p) => [p.number, p.id]));
}
