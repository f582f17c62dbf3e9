import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  PRE_JOINING,
  type EmployeeCard,
  type EmployeeListFilters,
  type EmployeeListItem,
  type EmployeeSortKey,
  type ShownEmployeeStatus,
} from '@tenure/domain/employees';
import { departments, employees, legalEntities, locations } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { textMatch } from './employee-search.ts';
import { workplaceColumn } from './team-queries.ts';

/** The spec's display name (a stored column: coalesce(full name, first [middle] last)). */
export const employeeNameSql = sql`${employees.displayName}`;

/**
 * A department filter includes its sub-departments, at any depth. The subtree is read first (a
 * small table) so the employee query gets a plain id list the planner can estimate and index.
 */
export async function inDepartmentTree(tx: Tx, departmentId: string | undefined): Promise<SQL | undefined> {
  if (!departmentId) return undefined;
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with recursive tree as (
      select id, 1 as depth from departments where id = ${departmentId}
      union all select d.id, t.depth + 1 from departments d join tree t on d.parent_id = t.id where t.depth < 20
    ) select id from tree`,
  );
  return rows.length
    ? inArray(
        employees.departmentId,
        rows.map((r) => r.id),
      )
    : sql`false`;
}

/** The joining date is still ahead on the day it is at the employee's location (UTC without one). */
const joinsLater = sql`${employees.dateOfJoining} > (now() at time zone coalesce((select l.time_zone from locations l where l.id = ${employees.locationId}), 'UTC'))::date`;

/** The status a person reads: Active until the joining date is Pre-joining (domain PRE_JOINING). */
export const shownStatusSql = sql<ShownEmployeeStatus>`case when ${employees.status} = 'Active' and ${joinsLater} then ${PRE_JOINING} else ${employees.status} end`;

/** A status filter, by the stored column (its index) and the joining date for Active and Pre-joining. */
function statusCondition(status: ShownEmployeeStatus): SQL {
  if (status === PRE_JOINING) return sql`${employees.status} = 'Active' and ${joinsLater}`;
  if (status === 'Active') return sql`${employees.status} = 'Active' and not ${joinsLater}`;
  return eq(employees.status, status);
}

export async function listConditions(tx: Tx, f: Omit<EmployeeListFilters, 'sort' | 'order'>): Promise<SQL | undefined> {
  return and(
    textMatch(f.search),
    await inDepartmentTree(tx, f.departmentId),
    f.locationId ? eq(employees.locationId, f.locationId) : undefined,
    f.legalEntityId ? eq(employees.legalEntityId, f.legalEntityId) : undefined,
    f.employmentType ? eq(employees.employmentType, f.employmentType) : undefined,
    f.status ? statusCondition(f.status) : undefined,
  );
}

const SORT_COLUMNS: Record<EmployeeSortKey, SQL> = {
  employeeName: sql`lower(${employeeNameSql})`,
  employeeNumber: sql`${employees.employeeNumber}`,
  designation: sql`lower(${employees.designation})`,
  departmentName: sql`lower(${departments.name})`,
  locationName: sql`lower(${locations.name})`,
  legalEntityName: sql`lower(${legalEntities.name})`,
  employmentType: sql`${employees.employmentType}`,
  dateOfJoining: sql`${employees.dateOfJoining}`,
  status: shownStatusSql,
};

/**
 * The number of rows matching `where`, as a column of the page query itself (evaluated once, in
 * the same round trip). Its own scan of employees: the filters name employees' columns only, so
 * inside it they refer to that scan, and the count is read from an index where one fits.
 */
const matchingCount = (where: SQL | undefined) =>
  sql<number>`(select count(*) from ${employees}${where ? sql` where ${where}` : sql``})`.mapWith(Number);

/** An empty page still needs the total: counted on its own (a page past the end, or no match). */
async function countWhere(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select ${matchingCount(where)} as n`);
  return Number(row?.n ?? 0);
}

const direction = (order: 'asc' | 'desc') => (order === 'desc' ? sql`desc` : sql`asc`);

/**
 * One page (or, with no limit, an export) of the HR employee list, with the total matching. A plain
 * template rather than the query builder: building a five-table select cost more CPU than running it.
 */
export async function employeeListRows(tx: Tx, f: EmployeeListFilters, page: { limit: number; offset: number }) {
  const where = await listConditions(tx, f);
  const filter = where ? sql`where ${where}` : sql``;
  // Nulls last either way, then the employee number so pages never overlap.
  const rows = await queryRows<EmployeeListItem & { total: number }>(
    tx,
    sql`select employees.id as "employeeId", employees.employee_number as "employeeNumber", employees.display_name as "employeeName",
               employees.email, employees.designation, departments.name as "departmentName", locations.name as "locationName",
               legal_entities.code as "legalEntityCode", legal_entities.name as "legalEntityName", employees.employment_type as "employmentType",
               employees.date_of_joining::text as "dateOfJoining", ${shownStatusSql} as status, list_manager.display_name as "reportingManagerName",
               (select count(*)::int from employees ${filter}) as total
          from employees
          join legal_entities on legal_entities.id = employees.legal_entity_id
          left join departments on departments.id = employees.department_id
          left join locations on locations.id = employees.location_id
          left join employees list_manager on list_manager.id = employees.manager_id
          ${filter}
         order by ${SORT_COLUMNS[f.sort]} ${direction(f.order)} nulls last, employees.employee_number ${direction(f.order)}
         limit ${page.limit} offset ${page.offset}`,
  );
  const items: EmployeeListItem[] = rows.map(({ total: _total, ...item }) => item);
  return { items, total: rows[0]?.total ?? (await countWhere(tx, where)) };
}

/** The people directory: active employees only, colleague-level fields (a plain template, like the list). */
export async function directoryRows(
  tx: Tx,
  f: { search?: string | undefined; departmentId?: string | undefined; locationId?: string | undefined },
  page: { limit: number; offset: number },
) {
  // A literal, not a parameter: the planner then counts off the index of everyone not inactive.
  const where = and(
    sql`${employees.status} <> 'Inactive'`,
    textMatch(f.search),
    await inDepartmentTree(tx, f.departmentId),
    f.locationId ? eq(employees.locationId, f.locationId) : undefined,
  );
  const rows = await queryRows<EmployeeCard & { total: number }>(
    tx,
    sql`select employees.employee_number as "employeeNumber", employees.display_name as "displayName", employees.designation,
               departments.name as "departmentName", locations.name as "locationName", ${workplaceColumn}, employees.email, employees.phone,
               employees.profile_image as "profileImage", (select count(*)::int from employees where ${where}) as total
          from employees
          left join departments on departments.id = employees.department_id
          left join locations on locations.id = employees.location_id
          left join buildings b on b.id = employees.building_id
          left join building_floors f on f.id = employees.floor_id
         where ${where}
         order by lower(employees.display_name), employees.employee_number
         limit ${page.limit} offset ${page.offset}`,
  );
  return {
    items: rows.map(({ total: _total, ...item }) => item),
    total: rows[0]?.total ?? (await countWhere(tx, where)),
  };
}
