import { sql } from 'drizzle-orm';
import type { ReportRow } from '@tenure/domain/reports';
import { pageClause, queryRows } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
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
import { effectivePlanOf, probationEnd } from './effective-plans.ts';

const ends = probationEnd(sql`employees.date_of_joining`, sql`plan.settings`);

const SORTS = {
  ...EMPLOYEE_SORTS,
  dateOfJoining: sql`employees.date_of_joining`,
  probationEnd: ends,
};

/**
 * People in probation on `to`: joined by then, employed, and their probation (policies'
 * probationEnd by the effective probation plan, the rule of leave eligibility and the journey)
 * ends after `to`.
 */
export const probationReport: ReportDefinition = {
  route: '/probation-employees-report',
  accessKey: 'TrProbationEmployeesReport',
  description: 'Who is in probation: joining date, probation plan, probation end and days left.',
  columns: [
    ...EMPLOYEE_COLUMNS,
    column('dateOfJoining', 'Date of Joining', 'date'),
    column('probationPlan', 'Probation Plan', 'text', { sortable: false }),
    column('probationEnd', 'Probation End', 'date'),
    column('daysLeft', 'Days Left', 'number', { sortable: false }),
  ],
  filters: [],
  defaultSort: 'employeeName',
  chart: null,
  async query(tx, _v, f, sort, page) {
    const rows = await queryRows<ReportRow & { total: number }>(
      tx,
      sql`select ${employeeColumnsSql}, employees.date_of_joining::text as "dateOfJoining", plan_name.name as "probationPlan",
                 ${ends}::text as "probationEnd", (${ends} - ${f.to}::date)::int as "daysLeft", count(*) over ()::int as total
            from employees
            ${employeeJoinsSql}
            left join lateral (select ep.plan_id, ep.settings from employees e cross join lateral (${effectivePlanOf('probation')}) ep
                                where e.id = employees.id) plan on true
            left join policy_plans plan_name on plan_name.id = plan.plan_id
           where ${await reportEmployeeWhere(tx, f)}
             and employees.date_of_joining <= ${f.to}::date and ${employedOn(sql`${f.to}::date`, 'employees')}
             and ${ends} > ${f.to}::date
           ${orderBySql(SORTS, sort.key, sort.order)}
           ${pageClause(page.limit, page.offset)}`,
    );
    return countedPage(rows);
  },
};

/** The Employee Management reports this module owns. */
export const POLICY_REPORTS: readonly ReportDefinition[] = [probationReport];
