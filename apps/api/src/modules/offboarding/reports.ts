import { sql } from 'drizzle-orm';
import { tenureYears, type ReportRow } from '@tenure/domain/reports';
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

const RELIEVED_SORTS = {
  ...EMPLOYEE_SORTS,
  dateOfJoining: sql`employees.date_of_joining`,
  lastWorkingDay: sql`resignations.last_working_day`,
  reasonCategory: sql`resignations.reason_category`,
};

/**
 * People relieved in the range: a released resignation whose last working day falls between `from`
 * and `to` (they leave the headcount the day after, as in HR KPI's exits). Tenure by the domain's
 * tenureYears (joining day to last working day); exit survey: done when the survey assigned for the
 * resignation has its response, not done when assigned and unanswered, empty when none was assigned.
 */
export const relievedReport: ReportDefinition = {
  route: '/relieved-employees-report',
  accessKey: 'TrRelievedEmployeesReport',
  description: 'Who left in the period: last working day, tenure, reason and whether the exit survey was done.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('dateOfJoining', 'Date of Joining', 'date'),
    column('lastWorkingDay', 'Last Working Day', 'date'),
    column('tenureYears', 'Tenure (years)', 'number', { decimals: 1, sortable: false }),
    column('reasonCategory', 'Reason Category', 'text'),
    column('reason', 'Reason', 'text', { sortable: false }),
    column('regretted', 'Regretted Loss', 'boolean', { sortable: false }),
    column('exitSurveyDone', 'Exit Survey Done', 'boolean', { sortable: false }),
  ],
  filters: [],
  defaultSort: 'employeeName',
  chart: null,
  async query(tx, _v, f, sort, page) {
    const rows = await queryRows<ReportRow & { total: number; dateOfJoining: string; lastWorkingDay: string }>(
      tx,
      sql`select ${employeeColumnsSql}, employees.date_of_joining::text as "dateOfJoining",
                 resignations.last_working_day::text as "lastWorkingDay",
                 resignations.reason_category as "reasonCategory", resignations.reason, resignations.regretted,
                 case when survey.id is null then null
                      else exists (select 1 from survey_responses s where s.assignment_id = survey.id) end as "exitSurveyDone",
                 count(*) over ()::int as total
            from resignations
            join employees on employees.id = resignations.employee_id
            ${employeeJoinsSql}
            left join exit_survey_assignments survey on survey.resignation_id = resignations.id
           where ${await reportEmployeeWhere(tx, f)}
             and resignations.status = 'Released'
             and resignations.last_working_day between ${f.from}::date and ${f.to}::date
           ${orderBySql(RELIEVED_SORTS, sort.key, sort.order)}
           ${pageClause(page.limit, page.offset)}`,
    );
    return countedPage(rows.map((r) => ({ ...r, tenureYears: tenureYears(r.dateOfJoining, r.lastWorkingDay) })));
  },
};

/** The Employee Management reports this module owns. */
export const OFFBOARDING_REPORTS: readonly ReportDefinition[] = [noticePeriodReport, relievedReport];
