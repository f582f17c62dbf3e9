import { sql, type SQL } from 'drizzle-orm';
import { SHOWN_EMPLOYEE_STATUSES } from '@tenure/domain/employees';
import type { ReportRow } from '@tenure/domain/reports';
import { pageClause, queryRows, type Tx } from '../../platform/db.ts';
import type { ReportDefinition, ReportFilterValues } from '../../platform/reports.ts';
import { shownStatusSql } from './list-queries.ts';
import {
  column,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_SORTS,
  employeeColumnsSql,
  employeeJoinsSql,
  orderBySql,
  reportEmployeeWhere,
} from './reports-columns.ts';

/**
 * The status changes of the employee on record, each as (day, status reached): joining (Active),
 * a resignation accepted (Notice Period) or released (Resigned), an account deactivated after the
 * last day or by HR (Inactive), a reactivation (Active). The same day and status once.
 */
const transitionsSql = sql`
  select employees.date_of_joining as day, 'Active' as status
  union
  select (d.created_at at time zone 'UTC')::date, case d.to_status when 'Accepted' then 'Notice Period' else 'Resigned' end
    from resignations r
    join approval_decisions d on d.request_type = 'resignation' and d.request_id = r.id and d.to_status in ('Accepted', 'Released')
   where r.employee_id = employees.id
  union
  select (r.deactivated_at at time zone 'UTC')::date, 'Inactive' from resignations r
   where r.employee_id = employees.id and r.deactivated_at is not null
  union
  select (a.created_at at time zone 'UTC')::date, case a.action when 'employee.deactivate' then 'Inactive' else 'Active' end
    from audit_log a
   where a.entity = 'employee' and a.entity_id = employees.id::text and a.action in ('employee.deactivate', 'employee.reactivate')`;

/** Per employee: since when they hold their status and how many status changes fell in the range (up to `to`). */
const statusLateral = (f: ReportFilterValues) => sql`
  cross join lateral (
    select max(t.day) filter (where t.status = employees.status) as since,
           count(*) filter (where t.day >= ${f.from}::date)::int as changes
      from (${transitionsSql}) t where t.day <= ${f.to}::date) moves`;

const EMPLOYEE_SORTS_AND_STATUS = { ...EMPLOYEE_SORTS, status: shownStatusSql };
const SORTS = {
  ...EMPLOYEE_SORTS_AND_STATUS,
  statusSince: sql`moves.since`,
  changesInPeriod: sql`moves.changes`,
};

const CHANGED_IN_PERIOD = 'inPeriod';

/** The people of the rows: with `changed`, every person's changes are read first (the filter needs them). */
async function statusFrom(tx: Tx, f: ReportFilterValues): Promise<{ lateral: SQL; where: SQL }> {
  const where = await reportEmployeeWhere(tx, f);
  return f.own.changed === CHANGED_IN_PERIOD
    ? { lateral: statusLateral(f), where: sql`${where} and moves.changes > 0` }
    : { lateral: sql``, where };
}

/**
 * Everyone of the report's scope with the status the employee list shows (Pre-joining until the
 * joining day), since when they hold it and their status changes in the period; own filter
 * `changed` lists only those who changed. Totals and chart: the people by status. A page's changes are
read for its people only, unless the filter or the sort needs everyone's.
 */
export const statusReport: ReportDefinition = {
  route: '/employee-status-report',
  accessKey: 'TrEmployeeStatusReport',
  description:
    'People by status (pre-joining, active, notice period, resigned, inactive) and who changed status in the period.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('status', 'Status', 'text'),
    column('dateOfJoining', 'Date of Joining', 'date', { sortable: false }),
    column('statusSince', 'Status Since', 'date'),
    column('changesInPeriod', 'Status Changes in Period', 'number'),
  ],
  filters: [
    {
      key: 'changed',
      label: 'People',
      type: 'select',
      options: [
        { value: 'all', label: 'Everyone' },
        { value: CHANGED_IN_PERIOD, label: 'Changed status in the period' },
      ],
      defaultValue: 'all',
    },
  ],
  defaultSort: 'employeeName',
  chart: { kind: 'donut', title: 'People by status' },
  async query(tx, _v, f, sort, page) {
    const { lateral, where } = await statusFrom(tx, f);
    const movesFirst =
      f.own.changed === CHANGED_IN_PERIOD || sort.key === 'statusSince' || sort.key === 'changesInPeriod';
    const order = orderBySql(SORTS, sort.key, sort.order);
    // The page is cut first and counted apart: a count over the sorted rows would read them all.
    const items = await queryRows<ReportRow>(
      tx,
      sql`select ${employeeColumnsSql}, ${shownStatusSql} as status, employees.date_of_joining::text as "dateOfJoining",
                 moves.since::text as "statusSince", moves.changes as "changesInPeriod"
            from (select employees.id
                    from employees
                    ${employeeJoinsSql}
                    ${movesFirst ? statusLateral(f) : sql``}
                   where ${where}
                   ${movesFirst ? order : orderBySql(EMPLOYEE_SORTS_AND_STATUS, sort.key, sort.order)}
                   ${pageClause(page.limit, page.offset)}) paged
            join employees on employees.id = paged.id
            ${employeeJoinsSql}
            ${statusLateral(f)}
           ${order}`,
    );
    const [counted] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from employees ${lateral} where ${where}`,
    );
    return { items, total: counted!.total };
  },
  async summary(tx, _v, f) {
    const { lateral, where } = await statusFrom(tx, f);
    const rows = await queryRows<{ status: string; people: number }>(
      tx,
      sql`select ${shownStatusSql} as status, count(*)::int as people from employees ${lateral} where ${where} group by 1`,
    );
    const ordered = SHOWN_EMPLOYEE_STATUSES.flatMap((status) => rows.filter((r) => r.status === status));
    return {
      totals: { employeeName: `${ordered.reduce((n, r) => n + r.people, 0)} people` },
      chart: {
        dataKey: 'status',
        series: [{ name: 'people', label: 'People' }],
        data: ordered.map((r) => ({ status: r.status, people: r.people })),
      },
    };
  },
};
