import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { CelebrationView } from '@tenure/domain/employees';
import { employees, locations } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { employeeNameSql } from './list-queries.ts';
import { DEFAULT_TIME_ZONE, utcToday } from '../../platform/clock.ts';
import { employedOn } from '../../platform/employment.ts';

/**
 * Birthdays and work anniversaries falling between two dates. The date of a year is the original
 * date plus whole years, so PostgreSQL moves 29 February to the 28th in other years.
 */
export function celebrationsBetween(tx: Tx, start: string, end: string): Promise<CelebrationView[]> {
  return queryRows<CelebrationView>(
    tx,
    sql`with people as (
          select e.*, d.name as department_name from employees e left join departments d on d.id = e.department_id
          where ${employedOn()}
        ), years as (
          select generate_series(extract(year from ${start}::date)::int, extract(year from ${end}::date)::int) as y
        ), occurrences as (
          select 'birthday' as type, p.*, (p.date_of_birth + make_interval(years => y.y - extract(year from p.date_of_birth)::int))::date as occurs, null::int as years
          from people p cross join years y where p.date_of_birth is not null
          union all
          select 'workAnniversary', p.*, (p.date_of_joining + make_interval(years => y.y - extract(year from p.date_of_joining)::int))::date,
                 y.y - extract(year from p.date_of_joining)::int
          from people p cross join years y
        )
        select type, occurs::text as date, years, employee_number as "employeeNumber",
               coalesce(nullif(full_name, ''), first_name || ' ' || coalesce(middle_name || ' ', '') || last_name) as "displayName",
               designation, department_name as "departmentName", profile_image as "profileImage"
        from occurrences
        where occurs between ${start}::date and ${end}::date and (type = 'birthday' or years >= 1)
        order by occurs, type, "displayName"`,
  );
}

export const newJoinersBetween = (tx: Tx, start: string, end: string) =>
  tx
    .select({
      employeeNumber: employees.employeeNumber,
      displayName: employeeNameSql.mapWith(String),
      designation: employees.designation,
      dateOfJoining: employees.dateOfJoining,
    })
    .from(employees)
    .where(
      and(gte(employees.dateOfJoining, start), lte(employees.dateOfJoining, end), employedOn(utcToday(), 'employees')),
    )
    .orderBy(asc(employees.dateOfJoining));

/** The time zone of the caller's location (UTC for a user without an employee or location). */
export async function placeOfEmployee(tx: Tx, employeeId: string | null) {
  if (!employeeId) return { timeZone: DEFAULT_TIME_ZONE };
  const [row] = await tx
    .select({ timeZone: locations.timeZone })
    .from(employees)
    .leftJoin(locations, eq(locations.id, employees.locationId))
    .where(eq(employees.id, employeeId));
  return { timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE };
}
