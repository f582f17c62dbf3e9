import { sql, type SQL } from 'drizzle-orm';
import { REQUEST_STATUSES } from '@tenure/domain/approvals';
import type { ReportRow } from '@tenure/domain/reports';
import { queryRows, pageClause, type Tx } from '../../platform/db.ts';
import {
  type ReportDefinition,
  type ReportFilterValues,
  type ReportPageRequest,
  type ReportSort,
} from '../../platform/reports.ts';
import {
  column,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_SORTS,
  employeeColumnsSql,
  employeeJoinsSql,
  orderBySql,
  reportEmployeeWhere,
} from '../employees/index.ts';

/**
 * The leave and comp-off request reports: requests of the people in scope, with the request flow's
 * decision (status, approver, who decided and when, in UTC) and a filter by status.
 */
const requestStatusFilter = {
  key: 'requestStatus',
  label: 'Request status',
  type: 'select' as const,
  options: REQUEST_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) })),
};

const DECISION_COLUMNS = [
  column('status', 'Status', 'text'),
  column('approverName', 'Approver', 'text', { sortable: false }),
  column('decidedBy', 'Decided By', 'text', { sortable: false }),
  column('decidedAt', 'Decided At', 'datetime'),
];

/**
 * One page of a request table `r` (leave_requests or comp_off_requests) joined to its employee:
 * the page's requests are picked and sorted first, their names and formatted times read for those
 * rows only, and the matching requests counted apart (a year of a large tenant's leave is a hundred
 * thousand rows).
 */
async function requestRows(
  tx: Tx,
  f: ReportFilterValues,
  sort: ReportSort,
  page: ReportPageRequest,
  request: { table: SQL; columns: SQL; joins: SQL; inRange: SQL; sorts: Readonly<Record<string, SQL>>; tieBreak: SQL },
) {
  const status = f.own.requestStatus ? sql`and r.status = ${f.own.requestStatus}` : sql``;
  const sorts = { ...EMPLOYEE_SORTS, ...request.sorts, status: sql`r.status`, decidedAt: sql`r.decided_at` };
  const order = sql`${orderBySql(sorts, sort.key, sort.order)}, ${request.tieBreak}, r.id`;
  const matching = sql`from ${request.table} r
          join employees on employees.id = r.employee_id
          ${request.joins}
          ${employeeJoinsSql}
         where ${await reportEmployeeWhere(tx, f)} and ${request.inRange} ${status}`;
  const items = await queryRows<ReportRow>(
    tx,
    sql`select ${employeeColumnsSql}, ${request.columns}, r.status, approver.display_name as "approverName",
               decider.display_name as "decidedBy",
               to_char(r.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "decidedAt"
          from (select r.id ${matching} ${order} ${pageClause(page.limit, page.offset)}) paged
          join ${request.table} r on r.id = paged.id
          join employees on employees.id = r.employee_id
          ${request.joins}
          ${employeeJoinsSql}
          left join employees approver on approver.id = r.approver_id
          left join employees decider on decider.id = r.decided_by
         ${order}`,
  );
  const [counted] = await queryRows<{ total: number }>(tx, sql`select count(*)::int as total ${matching}`);
  return { items, total: counted!.total };
}

export const leaveRequestsReport: ReportDefinition = {
  route: '/leave-requests',
  accessKey: 'TrLeaveRequestsReport',
  description:
    'Leave requests whose dates fall in the range: type, dates, day type, days, status, approver and decision.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('leaveType', 'Leave Type', 'text'),
    column('startDate', 'From', 'date'),
    column('endDate', 'To', 'date', { sortable: false }),
    column('dayType', 'Day Type', 'text', { sortable: false }),
    column('days', 'Days', 'number', { sortable: false, decimals: 1 }),
    ...DECISION_COLUMNS,
  ],
  filters: [requestStatusFilter],
  defaultSort: 'employeeName',
  chart: null,
  // Leave requests (not comp-off) whose dates meet the range.
  query: (tx, _v, f, sort, page) =>
    requestRows(tx, f, sort, page, {
      table: sql`leave_requests`,
      columns: sql`leave_types.name as "leaveType", r.start_date::text as "startDate", r.end_date::text as "endDate",
                   r.day_type as "dayType", r.days::float8 as days`,
      joins: sql`join leave_types on leave_types.id = r.leave_type_id and not leave_types.is_comp_off`,
      inRange: sql`r.start_date <= ${f.to}::date and r.end_date >= ${f.from}::date`,
      sorts: { leaveType: sql`lower(leave_types.name)`, startDate: sql`r.start_date` },
      tieBreak: sql`r.start_date desc`,
    }),
};

export const compOffRequestsReport: ReportDefinition = {
  route: '/compensatory-off-requests',
  accessKey: 'TrCompensatoryOffRequestsReport',
  description: 'Comp-off requests for days worked in the range: days, status, approver, decision and expiry.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('workedDate', 'Worked Date', 'date'),
    column('days', 'Days', 'number', { sortable: false, decimals: 1 }),
    column('reason', 'Reason', 'text', { sortable: false }),
    column('appliedAt', 'Applied At', 'datetime'),
    ...DECISION_COLUMNS,
    column('expiresOn', 'Expires On', 'date'),
  ],
  filters: [requestStatusFilter],
  defaultSort: 'employeeName',
  chart: null,
  // Comp-off requests whose day worked falls in the range.
  query: (tx, _v, f, sort, page) =>
    requestRows(tx, f, sort, page, {
      table: sql`comp_off_requests`,
      columns: sql`r.worked_date::text as "workedDate", r.days::float8 as days, r.reason,
                   to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "appliedAt",
                   r.expires_on::text as "expiresOn"`,
      joins: sql``,
      inRange: sql`r.worked_date between ${f.from}::date and ${f.to}::date`,
      sorts: { workedDate: sql`r.worked_date`, appliedAt: sql`r.created_at`, expiresOn: sql`r.expires_on` },
      tieBreak: sql`r.worked_date desc`,
    }),
};
