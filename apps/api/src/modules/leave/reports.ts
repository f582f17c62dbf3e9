import { sql, type SQL } from 'drizzle-orm';
import type { ReportRow } from '@tenure/domain/reports';
import { queryRows, pageClause, type Tx } from '../../platform/db.ts';
import type { ReportDefinition, ReportFilterValues, ReportPageRequest, ReportSort } from '../../platform/reports.ts';
import {
  column,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_SORTS,
  employeeColumnsSql,
  employeeJoinsSql,
  orderBySql,
  reportEmployeeWhere,
} from '../employees/index.ts';
import { applicablePairs } from './leave-types-queries.ts';
import { balanceFigures } from './ledger-queries.ts';
import { leaveConsumedReport } from './reports-consumed.ts';
import { compOffRequestsReport, leaveRequestsReport } from './reports-requests.ts';

interface PairRow {
  employeeId: string;
  leaveTypeId: string;
  leaveType: string;
  financialYear: string;
  isCompOff: boolean;
  negativeBalanceLimit: number;
}

/** A page of (employee, leave type) rows, with the employee columns and what balanceFigures needs of the type. */
type PairPage = { rows: (PairRow & ReportRow)[]; total: number };

const pairColumns = sql`employees.id as "employeeId", leave_types.id as "leaveTypeId", leave_types.name as "leaveType",
  leave_types.financial_year as "financialYear", leave_types.is_comp_off as "isCompOff",
  leave_types.negative_balance_limit::float8 as "negativeBalanceLimit", ${employeeColumnsSql}`;

/**
 * Sorted by an employee column, each employee's rows are together: the employees are sorted with
 * how many rows each has (a count per employee, not the rows), those covering the page picked,
 * and only their rows built.
 */
async function pageByEmployee(
  tx: Tx,
  people: SQL,
  f: ReportFilterValues,
  sort: ReportSort,
  page: ReportPageRequest,
): Promise<PairPage> {
  const order = orderBySql(EMPLOYEE_SORTS, sort.key, sort.order);
  const spans = await queryRows<{ id: string; before: number; total: number }>(
    tx,
    sql`select id, before, total from (
          select employees.id, (sum(counted.n) over (${order}) - counted.n)::int as before, counted.n,
                 sum(counted.n) over ()::int as total
            from (select employee_id, count(*) as n from (${applicablePairs(people, sql`true`, f.to)}) pairs group by employee_id) counted
            join employees on employees.id = counted.employee_id
            ${employeeJoinsSql}) spans
         where before < ${page.offset + page.limit} and before + n > ${page.offset}`,
  );
  if (spans.length === 0) return { rows: [], total: await countPairs(tx, people, f) };
  const ids = spans.map((s) => s.id);
  const rows = await queryRows<PairRow & ReportRow>(
    tx,
    sql`select ${pairColumns}
          from (${applicablePairs(sql`e.id = any(${sql.param(ids)}::uuid[])`, sql`true`, f.to)}) pairs
          join employees on employees.id = pairs.employee_id
          join leave_types on leave_types.id = pairs.leave_type_id
          ${employeeJoinsSql}
          ${order}, lower(leave_types.name)`,
  );
  const skip = page.offset - Math.min(...spans.map((s) => s.before));
  return { rows: rows.slice(skip, skip + page.limit), total: spans[0]!.total };
}

const countPairs = async (tx: Tx, people: SQL, f: ReportFilterValues) =>
  (
    await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from (${applicablePairs(people, sql`true`, f.to)}) pairs`,
    )
  )[0]!.n;

/** Sorted by leave type: every row is built and sorted. */
async function pageByType(
  tx: Tx,
  people: SQL,
  f: ReportFilterValues,
  sort: ReportSort,
  page: ReportPageRequest,
): Promise<PairPage> {
  const sorts = { ...EMPLOYEE_SORTS, leaveType: sql`lower(leave_types.name)` };
  const rows = await queryRows<PairRow & ReportRow & { total: number }>(
    tx,
    sql`select ${pairColumns}, count(*) over ()::int as total
          from (${applicablePairs(people, sql`true`, f.to)}) pairs
          join employees on employees.id = pairs.employee_id
          join leave_types on leave_types.id = pairs.leave_type_id
          ${employeeJoinsSql}
          ${orderBySql(sorts, sort.key, sort.order)}, lower(leave_types.name)
          ${pageClause(page.limit, page.offset)}`,
  );
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? (page.offset > 0 ? await countPairs(tx, people, f) : 0),
  };
}

/**
 * Each employee's balance of every leave type that applies to them on `to`, from the ledger the
 * leave pages read (balanceFigures with the financial year containing `to`, comp-off credits
 * unexpired on `to`): the report and the employee's own balance never disagree.
 */
async function balanceRows(tx: Tx, f: ReportFilterValues, sort: ReportSort, page: ReportPageRequest) {
  const people = sql`e.id in (select employees.id from employees where ${await reportEmployeeWhere(tx, f)})`;
  const { rows, total } =
    sort.key === 'leaveType'
      ? await pageByType(tx, people, f, sort, page)
      : await pageByEmployee(tx, people, f, sort, page);
  const figures = new Map<string, Awaited<ReturnType<typeof balanceFigures>>>();
  for (const employeeId of new Set(rows.map((r) => r.employeeId))) {
    const types = rows.filter((r) => r.employeeId === employeeId).map((t) => ({ ...t, id: t.leaveTypeId }));
    figures.set(employeeId, await balanceFigures(tx, employeeId, types, f.to, f.to));
  }
  const items = rows.map(
    ({ employeeId, leaveTypeId, financialYear: _fy, isCompOff: _c, negativeBalanceLimit: _n, ...row }) => {
      const b = figures.get(employeeId)!.get(leaveTypeId)!;
      return {
        ...row,
        yearStart: b.yearStart,
        opening: b.opening,
        accrued: b.accrued,
        carriedForward: b.carriedForward,
        availed: b.taken,
        pending: b.pending,
        closing: b.balance,
        available: b.available,
      };
    },
  );
  return { items, total };
}

const figure = (key: string, heading: string) => column(key, heading, 'number', { sortable: false, decimals: 1 });

export const leaveBalancesReport: ReportDefinition = {
  route: '/leave-balances-of-employees',
  accessKey: 'TrLeaveBalancesOfEmployeesReport',
  description: 'Opening, accrued, carried forward, availed and closing balance of each leave type, as of a date.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('leaveType', 'Leave Type', 'text'),
    column('yearStart', 'Year Start', 'date', { sortable: false }),
    figure('opening', 'Opening'),
    figure('accrued', 'Accrued'),
    figure('carriedForward', 'Carried Forward'),
    figure('availed', 'Availed'),
    figure('pending', 'Pending Approval'),
    figure('closing', 'Closing Balance'),
    figure('available', 'Available'),
  ],
  filters: [],
  defaultSort: 'employeeName',
  chart: null,
  query: (tx, _v, f, sort, page) => balanceRows(tx, f, sort, page),
};

/** The Leave & Attendance reports this module owns. */
export const LEAVE_REPORTS: readonly ReportDefinition[] = [
  leaveBalancesReport,
  leaveRequestsReport,
  compOffRequestsReport,
  leaveConsumedReport,
];
