import { sql, type SQL } from 'drizzle-orm';
import { utcToday } from './clock.ts';

/**
 * The Resigned part of employedOn: HR released their resignation and `day` is not past their last
 * working day. On its own (a count of the people working here added up from the Active and Notice
 * Period ones and these) it is read from the resignations, not from every employee.
 */
export const servingNoticeOn = (day: string | SQL = utcToday(), alias = 'e'): SQL => {
  const e = sql.identifier(alias);
  return sql`${e}.status = 'Resigned' and exists (select 1 from resignations x where x.employee_id = ${e}.id and x.status = 'Released' and x.last_working_day >= (${day})::date)`;
};

/**
 * Whether the employee aliased `alias` (`e` unless told) still works here on `day` (issue 31 item
 * 10): every status but Inactive, and a Resigned person until their last working day — HR releases
 * a resignation (the status turns Resigned) weeks before the person leaves, and until then they
 * are an employee everywhere: in their manager's team, in review cycles, in goal assignments, in
 * timesheets and payroll. `day`: today (UTC), another date, or a date column (a week's start).
 * Only a Resigned row looks its resignation up, so the condition keeps the plans of `status <> 'Inactive'`.
 */
export const employedOn = (day: string | SQL = utcToday(), alias = 'e'): SQL =>
  sql`(${sql.identifier(alias)}.status not in ('Inactive', 'Resigned') or (${servingNoticeOn(day, alias)}))`;

/**
 * employedOn as an interval: the last day the employee aliased `alias` works here — 'infinity' for
 * every status but Inactive and Resigned, a Resigned person's released last working day, null for
 * one who does not work here on any day (Inactive, or Resigned without a released resignation).
 * `employedOn(day)` holds exactly when `day <= employedUntil()`: for a read over many days (weeks of a
 * report) that compares instead of looking the resignation up once per day.
 */
export const employedUntil = (alias = 'e'): SQL => {
  const e = sql.identifier(alias);
  return sql`(case when ${e}.status not in ('Inactive', 'Resigned') then 'infinity'::date
                   when ${e}.status = 'Resigned' then (select max(x.last_working_day) from resignations x
                                                        where x.employee_id = ${e}.id and x.status = 'Released') end)`;
};
