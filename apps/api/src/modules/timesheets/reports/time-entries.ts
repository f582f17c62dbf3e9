import { sql } from 'drizzle-orm';
import type { ReportRow } from '@tenure/domain/reports';
import { LINE_STATUS_LABELS, WEEK_STATUS_LABELS, WEEK_STATUSES } from '@tenure/domain/timesheets';
import { pageClause, queryRows } from '../../../platform/db.ts';
import { countedPage, type ReportDefinition } from '../../../platform/reports.ts';
import {
  column,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_SORTS,
  employeeColumnsSql,
  employeeJoinsSql,
  orderBySql,
  reportEmployeeWhere,
} from '../../employees/index.ts';
import { labelSql, lineBillableSql, lineProjectJoins, weeksMeeting } from './time-sql.ts';

/** How a line is named in the Type column. */
const LINE_KIND_LABELS = { project: 'Project', leave: 'Leave', holiday: 'Holiday' } as const;

/**
 * Employee Time Entry: one row per person, day, project and task with hours on it (a line's day),
 * between `from` and `to`, of the people in scope. Paged in SQL over the weeks meeting the range.
 */
export const employeeTimeEntryReport: ReportDefinition = {
  route: '/employee-time-entry-report',
  accessKey: 'TrEmployeeTimeEntryReport',
  description: 'Hours booked per person, day, project and task, with billable and approval status.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('date', 'Date', 'date'),
    column('kind', 'Type', 'text', { sortable: false }),
    column('clientName', 'Client', 'text', { hidden: true }),
    column('projectName', 'Project', 'text'),
    column('taskName', 'Task', 'text'),
    column('hours', 'Hours', 'number', { decimals: 2 }),
    column('billable', 'Billable', 'boolean', { sortable: false }),
    column('status', 'Status', 'text'),
  ],
  filters: [
    {
      key: 'approvedOnly',
      label: 'Approved only',
      type: 'select',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
      defaultValue: 'no',
    },
  ],
  defaultSort: 'employeeName',
  chart: null,
  defaultMonths: 1,
  async query(tx, _v, f, sort, page) {
    const day = sql`(w.week_start_date + d.i)`;
    const sorts = {
      ...EMPLOYEE_SORTS,
      date: day,
      projectName: sql`lower(p.name)`,
      taskName: sql`lower(pt.name)`,
      hours: sql`d.h`,
      status: sql`l.status`,
    };
    // A line's days with hours in the range (d.i from 0 for Monday, d.h the hours).
    const matching = sql`from employees
            ${employeeJoinsSql}
            join timesheet_weeks w on w.employee_id = employees.id
            join timesheet_lines l on l.week_id = w.id
            ${lineProjectJoins}
            cross join lateral (select u.h, u.n::int - 1 as i from unnest(l.hours) with ordinality u(h, n)) d
           where ${await reportEmployeeWhere(tx, f)} and ${weeksMeeting(f.from, f.to)}
             and ${day} between ${f.from}::date and ${f.to}::date and d.h > 0
             ${f.own.approvedOnly === 'yes' ? sql`and l.status = 'approved'` : sql``}`;
    // The page is cut first (sorted by person, an index scan of the people in name order stops
    // after the page), its rows read then; the count is apart (a window count reads every row).
    const items = await queryRows<ReportRow>(
      tx,
      sql`select ${employeeColumnsSql}, ${day}::text as date, ${labelSql(sql`l.kind`, LINE_KIND_LABELS)} as kind,
                 (select name from clients where id = p.client_id) as "clientName", p.name as "projectName", pt.name as "taskName",
                 d.h::float8 as hours, ${lineBillableSql} as billable,
                 ${labelSql(sql`l.status`, LINE_STATUS_LABELS)} as status
            ${matching}
           ${orderBySql(sorts, sort.key, sort.order)}, ${day}, lower(p.name), lower(pt.name), l.id
           ${pageClause(page.limit, page.offset)}`,
    );
    const [counted] = await queryRows<{ total: number }>(tx, sql`select count(*)::int as total ${matching}`);
    return { items, total: counted!.total };
  },
};

/**
 * Timesheets Report: one row per person-week stored (a week someone opened) meeting the range, with
 * its status, total, billable split, approvers and when its last line was approved. The page is cut
 * on the weeks first; only its weeks' lines are read.
 */
export const timesheetsReport: ReportDefinition = {
  route: '/timesheets-report',
  accessKey: 'TrTimesheetsReport',
  description: 'Each person-week: status, total and billable hours, approvers and when it was approved.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('weekStartDate', 'Week', 'date'),
    column('weekEndDate', 'Week End', 'date', { sortable: false, hidden: true }),
    column('status', 'Status', 'text'),
    column('totalHours', 'Total Hours', 'number', { decimals: 2 }),
    column('billableHours', 'Billable Hours', 'number', { decimals: 2, sortable: false }),
    column('nonBillableHours', 'Non-billable Hours', 'number', { decimals: 2, sortable: false }),
    column('approverNames', 'Approver', 'text', { sortable: false }),
    column('approvedAt', 'Approved At', 'datetime', { sortable: false }),
  ],
  filters: [
    {
      key: 'weekStatus',
      label: 'Week status',
      type: 'select',
      options: WEEK_STATUSES.map((s) => ({ value: s, label: WEEK_STATUS_LABELS[s] })),
    },
  ],
  defaultSort: 'employeeName',
  chart: null,
  async query(tx, _v, f, sort, page) {
    const sorts = {
      ...EMPLOYEE_SORTS,
      weekStartDate: sql`w.week_start_date`,
      status: sql`w.status`,
      totalHours: sql`w.total_hours`,
    };
    const order = sql`${orderBySql(sorts, sort.key, sort.order)}, w.week_start_date desc`;
    const weeksInScope = sql`${await reportEmployeeWhere(tx, f)} and ${weeksMeeting(f.from, f.to)}
                     and w.week_start_date <= ${f.to}::date and w.week_end_date >= ${f.from}::date
                     ${f.own.weekStatus ? sql`and w.status = ${f.own.weekStatus}` : sql``}`;
    const rows = await queryRows<ReportRow & { total: number }>(
      tx,
      // The total is counted apart from the page: a window count sorts every week of the range
      // (a million for a year of a large company) to hand out twenty.
      sql`select ${employeeColumnsSql}, w.week_start_date::text as "weekStartDate", w.week_end_date::text as "weekEndDate",
                 ${labelSql(sql`w.status`, WEEK_STATUS_LABELS)} as status, w.total_hours::float8 as "totalHours",
                 coalesce(x.billable, 0)::float8 as "billableHours", (w.total_hours - coalesce(x.billable, 0))::float8 as "nonBillableHours",
                 x.approvers as "approverNames",
                 case when w.status = 'approved' then to_char(x.approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end as "approvedAt",
                 (select count(*)::int from timesheet_weeks w join employees on employees.id = w.employee_id
                   where ${weeksInScope}) as total
            from (select w.id
                    from timesheet_weeks w
                    join employees on employees.id = w.employee_id
                    ${employeeJoinsSql}
                   where ${weeksInScope}
                   ${order}
                   ${pageClause(page.limit, page.offset)}) paged
            join timesheet_weeks w on w.id = paged.id
            join employees on employees.id = w.employee_id
            ${employeeJoinsSql}
            left join lateral (
              select sum(l.total) filter (where ${lineBillableSql}) as billable,
                     string_agg(distinct a.display_name, ', ') as approvers,
                     max(l.decided_at) filter (where l.status = 'approved') as approved_at
                from timesheet_lines l
                ${lineProjectJoins}
                left join employees a on a.id = l.approver_id
               where l.week_id = w.id) x on true
           ${order}`,
    );
    return countedPage(rows);
  },
};
