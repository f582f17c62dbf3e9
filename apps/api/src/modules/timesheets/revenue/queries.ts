import { sql, type SQL } from 'drizzle-orm';

/**
 * How hours become money (issue 17): each approved project hour is priced at the rate card valid
 * on the day it was worked, the most specific one first (person, then role = the employee's
 * designation, then the whole project), latest `valid_from` on or before the day.
 */

/** Approved project hours day by day: one row per line and day with hours (columns line_id, employee_id, project_id, day, hours). */
export const approvedDays = (where: SQL) => sql`
  select l.id as line_id, l.employee_id, l.project_id, (w.week_start_date + d.i)::date as day, l.hours[d.i + 1]::float8 as hours
    from timesheet_lines l join timesheet_weeks w on w.id = l.week_id cross join generate_series(0, 6) d(i)
   where l.status = 'approved' and l.kind = 'project' and l.hours[d.i + 1] > 0 and ${where}`;

/** The cards as stored: the source `pricedDays` reads by default. */
export const storedCards = sql`(select id, project_id, scope, designation, employee_id, bill_rate, cost_rate, valid_from from rate_cards)`;

/** A day's month is closed for the project: its revenue is read from revenue_frozen_days instead. */
export const isClosed = (projectId: SQL, day: SQL) =>
  sql`exists (select 1 from revenue_period_closes pc where pc.project_id = ${projectId} and pc.month = date_trunc('month', ${day})::date)`;

/** The rate `cards` give the approved day `x` of employee `e`, as a lateral subquery: bill_rate, cost_rate. */
const cardOfDay = (cards: SQL) => sql`lateral (
      select c.bill_rate::float8 as bill_rate, c.cost_rate::float8 as cost_rate from ${cards} c
       where c.project_id = x.project_id and c.valid_from <= x.day
         and (c.scope = 'project' or (c.scope = 'role' and c.designation = e.designation) or (c.scope = 'person' and c.employee_id = x.employee_id))
       order by case c.scope when 'person' then 0 when 'role' then 1 else 2 end, c.valid_from desc
       limit 1)`;

/** The open (not closed) approved days `x` matching `where`, with the employee `e` and the `rates` joined to them. */
const openDays = (columns: SQL, where: SQL, rates: SQL) => sql`
  select ${columns}
    from (${approvedDays(where)}) x
    join employees e on e.id = x.employee_id
    ${rates}
   where not ${isClosed(sql`x.project_id`, sql`x.day`)}`;

/**
 * The open (not closed) approved days matching `where` (on lines `l`, weeks `w`), each with the
 * rate `cards` give it: columns line_id, employee_id, project_id, day, hours, bill_rate, cost_rate
 * (null when no card prices the day).
 */
export const pricedOpenDays = (where: SQL, cards: SQL = storedCards) =>
  openDays(sql`x.line_id, x.employee_id, x.project_id, x.day, x.hours, r.bill_rate, r.cost_rate`, where, sql`left join ${cardOfDay(cards)} r on true`);

/**
 * The open approved days matching `where`, each priced by the stored cards and by `cards` in one
 * pass (a rate change's preview): columns line_id, day, hours, bill_rate, new_bill_rate.
 */
export const repricedOpenDays = (where: SQL, cards: SQL) =>
  openDays(
    sql`x.line_id, x.day, x.hours, r.bill_rate, n.bill_rate as new_bill_rate`,
    where,
    sql`left join ${cardOfDay(storedCards)} r on true left join ${cardOfDay(cards)} n on true`,
  );

/** Weeks that may hold days between `from` and `to` (a week starts at most six days before its days). */
export const weeksBetween = (from: string, to: string) => sql`w.week_start_date between ${from}::date - 6 and ${to}::date`;
