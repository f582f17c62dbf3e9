import { sql } from 'drizzle-orm';
import type { ReportRow } from '@tenure/domain/reports';
import { pageClause, queryRows } from '../../platform/db.ts';
import { countedPage, type ReportDefinition } from '../../platform/reports.ts';
import {
  column,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_SORTS,
  employeeColumnsSql,
  employeeJoinsSql,
  orderBySql,
  reportEmployeeWhere,
} from '../employees/index.ts';

/** The last working day of a resignation: HR's on release, else the end of the notice. */
const lastDay = sql`coalesce(resignations.last_working_day, resignations.notice_last_day)`;

const SORTS = {
  ...EMPLOYEE_SORTS,
  resignedOn: sql`resignations.created_at`,
  lastWorkingDay: lastDay,
};

/**
 * People serving notice on `to`: a resignation accepted (status Notice Period) or released with a
 * last working day not before `to` (platform servingNoticeOn), with the exit tasks done so far.
 */
export const noticePeriodReport: ReportDefinition = {
  route: '/employees-in-notice-period',
  accessKey: 'TrEmployeesInNoticePeriodReport',
  description: 'Who is serving notice: resignation date, notice, last working day, days left and exit-task progress.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('phone', 'Phone', 'text', { masked: true, sortable: false }),
    column('resignedOn', 'Resignation Date', 'date'),
    column('noticeDays', 'Notice (days)', 'number', { sortable: false }),
    column('lastWorkingDay', 'Last Working Day', 'date'),
    column('daysLeft', 'Days Left', 'number', { sortable: false }),
    column('resignationStatus', 'Resignation Status', 'text', { sortable: false }),
    column('exitTasksDone', 'Exit Tasks Done', 'number', { sortable: false }),
    column('exitTasks', 'Exit Tasks', 'number', { sortable: false }),
  ],
  filters: [],
  defaultSort: 'employeeName',
  chart: null,
  async query(tx, _v, f, sort, page) {
    const rows = await queryRows<ReportRow & { total: number }>(
      tx,
      sql`select ${employeeColumnsSql}, employees.phone,
                 (resignations.created_at at time zone 'UTC')::date::text as "resignedOn", resignations.notice_days as "noticeDays",
                 ${lastDay}::text as "lastWorkingDay", (${lastDay} - ${f.to}::date)::int as "daysLeft",
                 resignations.status as "resignationStatus",
                 (select count(*) from offboarding_tasks t where t.resignation_id = resignations.id and t.status = 'done')::int as "exitTasksDone",
                 (select count(*) from offboarding_tasks t where t.resignation_id = resignations.id and t.status <> 'cancelled')::int as "exitTasks",
                 count(*) over ()::int as total
            from resignations
            join employees on employees.id = resignations.employee_id
            ${employeeJoinsSql}
           where ${await reportEmployeeWhere(tx, f)}
             and (resignations.status = 'Accepted'
                  or (resignations.status = 'Released' and resignations.last_working_day >= ${f.to}::date))
           ${orderBySql(SORTS, sort.key, sort.order)}
           ${pageClause(page.limit, page.offset)}`,
    );
    return countedPage(rows);
  },
};

/** The Employee Management reports this module owns. */
export const OFFBOARDING_REPORTS: readonly ReportDefinition[] = [noticePeriodReport];
