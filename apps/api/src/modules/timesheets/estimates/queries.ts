import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../platform/db.ts';

/**
 * Estimates beside actuals (flags estimatedHours and plpEstimatedHours, README Decisions): what the
 * hours booked are, and the estimates of a week's allocations.
 */

/** Lines that count as booked against an estimate: saved, submitted and approved ones. */
const COUNTED = sql`l.status <> 'rejected'`;

/**
 * Hours an employee booked on a project from `from` to `to`, day by day (a week cut by the period
 * counts its days inside only).
 */
export const loggedHoursSql = (employeeId: SQL, projectId: SQL, from: SQL, to: SQL): SQL => sql`(
    select coalesce(sum(d.h), 0)::float8 from timesheet_lines l join timesheet_weeks w on w.id = l.week_id
           cross join lateral unnest(l.hours) with ordinality as d(h, i)
     where l.employee_id = ${employeeId} and l.project_id = ${projectId} and ${COUNTED}
       and w.week_start_date <= ${to} and w.week_start_date + 6 >= ${from}
       and w.week_start_date + (d.i::int - 1) between ${from} and ${to})`;

/** Hours the whole team booked on a project's task (the project-level plan's actuals). */
export const taskLoggedHoursSql = (taskId: SQL): SQL =>
  sql`(select coalesce(sum(l.total), 0)::float8 from timesheet_lines l where l.task_id = ${taskId} and ${COUNTED})`;

/**
 * The estimates of the employee's allocations overlapping the week, per project (their sum; null
 * when none has one), and the hours booked within those allocations' dates.
 */
export const weekEstimateRows = (tx: Tx, employeeId: string, weekStart: string, weekEnd: string) =>
  queryRows<{ projectId: string; estimatedHours: number | null; loggedHours: number }>(
    tx,
    sql`select x.project_id as "projectId", x.estimated::float8 as "estimatedHours",
               ${loggedHoursSql(sql`${employeeId}::uuid`, sql`x.project_id`, sql`x.from_date`, sql`x.to_date`)} as "loggedHours"
          from (select a.project_id, sum(a.estimated_hours) as estimated, min(a.start_date) as from_date, max(a.end_date) as to_date
                  from project_allocations a
                 where a.employee_id = ${employeeId} and a.start_date <= ${weekEnd}::date and a.end_date >= ${weekStart}::date
                 group by a.project_id) x`,
  );
