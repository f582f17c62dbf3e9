import { sql } from 'drizzle-orm';
import { LEAVE_CATEGORIES } from '@tenure/domain/leave';
import {
  CONSUMED_LEDGER_KINDS,
  consumedSplit,
  monthsBetween,
  REPORT_MAX_MONTHS,
  REPORT_MESSAGES,
  type ConsumedSplit,
  type ReportRow,
} from '@tenure/domain/reports';
import { queryRows, type Tx } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import {
  oncePerTransaction,
  pageOfRows,
  type ReportDefinition,
  type ReportFilterValues,
} from '../../platform/reports.ts';
import { column, reportEmployeeWhere } from '../employees/index.ts';

interface ConsumedRow extends ConsumedSplit {
  month: string;
  leaveTypeCode: string;
  leaveType: string;
  category: string;
  paid: boolean;
  days: number;
  requests: number;
  employees: number;
}

const SPLITS = ['paidDays', 'unpaidDays', 'regularDays', 'statutoryDays'] as const;

/**
 * Days consumed per month (of the request's first day) and leave type by the people in scope: the
 * ledger's takes less restores of each request (CONSUMED_LEDGER_KINDS), the entries the balance
 * page's "taken" sums. A request approved and then cancelled nets to nothing and is left out.
 */
function consumedRows(tx: Tx, f: ReportFilterValues): Promise<ConsumedRow[]> {
  return oncePerTransaction(tx, `leave-consumed:${JSON.stringify(f)}`, () => readConsumedRows(tx, f));
}

async function readConsumedRows(tx: Tx, f: ReportFilterValues): Promise<ConsumedRow[]> {
  if (monthsBetween(f.from, f.to).length > REPORT_MAX_MONTHS) throw badRequest(REPORT_MESSAGES.rangeTooLong);
  const kinds = sql.join(
    CONSUMED_LEDGER_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const category = f.own.category ? sql`and leave_types.category = ${f.own.category}` : sql``;
  const pay = f.own.pay ? sql`and ${f.own.pay === 'paid' ? sql`` : sql`not`} leave_types.is_paid` : sql``;
  const rows = await queryRows<Omit<ConsumedRow, keyof ConsumedSplit>>(
    tx,
    // Each request's net days from the ledger first (a hash of the ledger's request entries of the
    // leave years the range can fall in: a year starts at most twelve months before a day of it),
    // then the requests of the range and the people in scope.
    sql`with consumed as materialized (
          select l.request_id, -sum(l.days) as days
            from leave_ledger l
           where l.request_id is not null and l.kind in (${kinds})
             and l.year_start between ${f.from}::date - interval '13 months' and ${f.to}::date
           group by l.request_id
          having sum(l.days) <> 0)
        select to_char(r.start_date, 'YYYY-MM') as month, leave_types.code as "leaveTypeCode", leave_types.name as "leaveType",
               leave_types.category, leave_types.is_paid as paid, sum(c.days)::float8 as days, count(*)::int as requests,
               count(distinct r.employee_id)::int as employees
          from consumed c
          join leave_requests r on r.id = c.request_id
          join leave_types on leave_types.id = r.leave_type_id
         where r.start_date between ${f.from}::date and ${f.to}::date
           and r.employee_id in (select employees.id from employees where ${await reportEmployeeWhere(tx, f)})
           ${category} ${pay}
         group by 1, leave_types.tenant_id, leave_types.id
         order by 1, lower(leave_types.name)`,
  );
  return rows.map((r) => ({ ...r, ...consumedSplit(r.days, { isPaid: r.paid, category: r.category }) }));
}

const dayColumn = (key: string, heading: string) => column(key, heading, 'number', { decimals: 1 });

export const leaveConsumedReport: ReportDefinition = {
  route: '/leave-consumed',
  accessKey: 'TrLeaveConsumedReport',
  description: 'Days of leave taken per leave type and month, paid and unpaid, regular and statutory.',
  columns: [
    column('month', 'Month', 'text'),
    column('leaveType', 'Leave Type', 'text'),
    column('category', 'Category', 'text'),
    column('paid', 'Paid', 'boolean', { sortable: false }),
    dayColumn('days', 'Days'),
    dayColumn('paidDays', 'Paid Days'),
    dayColumn('unpaidDays', 'Unpaid Days'),
    dayColumn('regularDays', 'Regular Days'),
    dayColumn('statutoryDays', 'Statutory Days'),
    column('requests', 'Requests', 'number'),
    column('employees', 'Employees', 'number'),
  ],
  filters: [
    {
      key: 'category',
      label: 'Category',
      type: 'select',
      options: LEAVE_CATEGORIES.map((c) => ({ value: c, label: c })),
    },
    {
      key: 'pay',
      label: 'Paid or unpaid',
      type: 'select',
      options: [
        { value: 'paid', label: 'Paid' },
        { value: 'unpaid', label: 'Unpaid' },
      ],
    },
  ],
  defaultSort: 'month',
  chart: { kind: 'bar', title: 'Days consumed by month and leave type' },
  query: async (tx, _v, f, sort, page) =>
    pageOfRows(
      (await consumedRows(tx, f)).map(({ leaveTypeCode: _code, ...row }): ReportRow => row),
      sort,
      page,
    ),
  async summary(tx, _v, f) {
    const rows = await consumedRows(tx, f);
    const sum = (key: 'days' | 'requests' | (typeof SPLITS)[number]) => rows.reduce((n, r) => n + r[key], 0);
    const types = new Map(rows.map((r) => [r.leaveTypeCode, r.leaveType]));
    return {
      totals: {
        month: 'Total',
        days: sum('days'),
        ...Object.fromEntries(SPLITS.map((key) => [key, sum(key)])),
        requests: sum('requests'),
        employees: null,
      },
      chart: {
        dataKey: 'month',
        series: [...types].map(([name, label]) => ({ name, label })),
        data: monthsBetween(f.from, f.to).map(({ month }) => ({
          month,
          ...Object.fromEntries(
            [...types.keys()].map((code) => [
              code,
              rows.filter((r) => r.month === month && r.leaveTypeCode === code).reduce((n, r) => n + r.days, 0),
            ]),
          ),
        })),
      },
    };
  },
};
