import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import type { ReportFilterValues } from '../../../platform/reports.ts';
import { reportEmployeeWhere } from '../../employees/index.ts';

/**
 * SQL shared by the Allocation and Clients & Projects reports (docs/decisions/reports-allocation.md).
 */

/** Monday to Friday days before `day` counted from Monday 1900-01-01: the difference of two is a count of weekdays. */
const weekdayIndex = (day: SQL) =>
  sql`(((${day}) - date '1900-01-01') / 7 * 5 + least(((${day}) - date '1900-01-01') % 7, 5))`;

/**
 * Monday to Friday days from `from` to `to`, both included, 0 when `to` is before `from`: the
 * calendar of allocations (`weekdaysBetween`, `allocatedHours`), in closed form so that a tenant's
 * allocations are weighed without a series of days.
 */
export const weekdaysSql = (from: SQL, to: SQL) =>
  sql`greatest(0, ${weekdayIndex(sql`(${to}) + 1`)} - ${weekdayIndex(from)})`;

/** The project managers' names of each project, alphabetical (columns project_id, names), as a derived table. */
export const projectManagerNamesSql = sql`(select pm.project_id, string_agg(m.display_name, ', ' order by lower(m.display_name)) as names
    from project_managers pm join employees m on m.id = pm.employee_id group by pm.project_id)`;

/** The ids of the people the report's common filters let through (its legal entities, department, location, type, status). */
export const scopePeopleSql = async (tx: Tx, f: ReportFilterValues) =>
  sql`(select employees.id from employees where ${await reportEmployeeWhere(tx, f)})`;
