import { sql } from 'drizzle-orm';
import type { ReportRow } from '@tenure/domain/reports';
import { queryRows, pageClause, type Tx } from '../../platform/db.ts';
import type { ReportDefinition, ReportFilterValues } from '../../platform/reports.ts';
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

/**
 * Each employee's balance of every leave type that applies to them on `to`, from the ledger the
 * leave pages read (balanceFigures with the financial year containing `to`, comp-off credits
 * unexpired on `to`): the report and the employee's own balance never disagree.
 */
async function balanceRows(
  tx: Tx,
  f: ReportFilterValues,
  sort: { key: string; order: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const people = sql`e.id in (select employees.id from employees where ${await reportEmployeeWhere(tx, f)})`;
  const sorts = { ...EMPLOYEE_SORTS, leaveType: sql`lower(leave_types.name)` };
  const rows = await queryRows<PairRow & ReportRow & { total: number }>(
    tx,
    sql`select employees.id as "employeeId", leave_types.id as "leaveTypeId", leave_types.name as "leaveType",
               leave_types.financial_year as "financialYear", leave_types.is_comp_off as "isCompOff",
               leave_types.negative_balance_limit::float8 as "negativeBalanceLimit", ${employeeColumnsSql},
               count(*) over ()::int as total
          from (${applicablePairs(people, sql`true`, f.to)}) pairs
          join employees on employees.id = pairs.employee_id
          join leave_types on leave_types.id = pairs.leave_type_id
          ${employeeJoinsSql}
          ${orderBySql(sorts, sort.key, sort.order)}, lower(leave_types.name)
          ${pageClause(page.limit, page.offset)}`,
  );
  const figures = new Map<string, Awaited<ReturnType<typeof balanceFigures>>>();
  for (const employeeId of new Set(rows.map((r) => r.employeeId))) {
    const types = rows.filter((r) => r.employeeId === employeeId).map((t) => ({ ...t, id: t.leaveTypeId }));
    figures.set(employeeId, await balanceFigures(tx, employeeId, types, f.to, f.to));
  }
  const items = rows.map(
    ({ employeeId, leaveTypeId, financialYear: _fy, isCompOff: _c, negativeBalanceLimit: _n, total: _t, ...row }) => {
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
  return { items, total: rows[0]?.total ?? 0 };
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
