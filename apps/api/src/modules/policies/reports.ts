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
import { effectivePlansByPlace, probationEnd } from './effective-plans.ts';

const SORTS = {
  ...EMPLOYEE_SORTS,
  dateOfJoining: sql`employees.date_of_joining`,
  probationEnd: sql`probation.ends`,
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
    // Everyone's probation end needs their plan: looked up per place, not per person.
    const people = sql`select employees.id, employees.date_of_joining, employees.department_id, employees.location_id, employees.legal_entity_id
                         from employees
                        where ${await reportEmployeeWhere(tx, f)}
                          and employees.date_of_joining <= ${f.to}::date and ${employedOn(sql`${f.to}::date`, 'employees')}`;
    const order = orderBySql(SORTS, sort.key, sort.order);
    const rows = await queryRows<ReportRow & { total: number }>(
      tx,
      sql`with probation as (
            select p.id, p.probation_plan_id as plan_id, ${probationEnd(sql`p.date_of_joining`, sql`p.probation_settings`)} as ends
              from (${effectivePlansByPlace(people, ['probation'])}) p)
          select ${employeeColumnsSql}, employees.date_of_joining::text as "dateOfJoining", plan_name.name as "probationPlan",
                 probation.ends::text as "probationEnd", (probation.ends - ${f.to}::date)::int as "daysLeft", count(*) over ()::int as total
            from probation
            join employees on employees.id = probation.id
            ${employeeJoinsSql}
            left join policy_plans plan_name on plan_name.id = probation.plan_id
           where probation.ends > ${f.to}::date
           ${order}
           ${pageClause(page.limit, page.offset)}`,
    );
    return countedPage(rows);
  },
};

/** The Employee Management reports this module owns. */
export const POLICY_REPORTS: readonly ReportDefinition[] = [probationReport];
