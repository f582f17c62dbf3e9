import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type EmployeeListFilters, type EmployeeListItem, type EmployeeSortKey } from '@tenure/domain/employees';
import { departments, employees, legalEntities, locations } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';

const manager = alias(employees, 'list_manager');

/** The spec's display name (a stored column: coalesce(full name, first [middle] last)). */
export const employeeNameSql = sql`${employees.displayName}`;

export const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name, employee number or email contains the text. */
export function textMatch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return sql`${employees.searchText} like ${`%${escapeLike(text)}%`}`;
}

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
  return rows.length ? inArray(employees.departmentId, rows.map((r) => r.id)) : sql`false`;
}

export async function listConditions(tx: Tx, f: Omit<EmployeeListFilters, 'sort' | 'order'>): Promise<SQL | undefined> {
  return and(
    textMatch(f.search),
    await inDepartmentTree(tx, f.departmentId),
    f.locationId ? eq(employees.locationId, f.locationId) : undefined,
    f.legalEntityId ? eq(employees.legalEntityId, f.legalEntityId) : undefined,
    f.employmentType ? eq(employees.employmentType, f.employmentType) : undefined,
    f.status ? eq(employees.status, f.status) : undefined,
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
  status: sql`${employees.status}`,
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

/** One page (or, with no limit, an export) of the HR employee list, with the total matching. */
export async function employeeListRows(tx: Tx, f: EmployeeListFilters, page: { limit: number; offset: number }) {
  const sortColumn = SORT_COLUMNS[f.sort];
  const where = await listConditions(tx, f);
  const rows = await tx
    .select({
      employeeId: employees.id,
      employeeNumber: employees.employeeNumber,
      employeeName: employeeNameSql.mapWith(String),
      email: employees.email,
      designation: employees.designation,
      departmentName: departments.name,
      locationName: locations.name,
      legalEntityCode: legalEntities.code,
      legalEntityName: legalEntities.name,
      employmentType: employees.employmentType,
      dateOfJoining: employees.dateOfJoining,
      status: employees.status,
      reportingManagerName: manager.displayName,
      total: matchingCount(where),
    })
    .from(employees)
    .innerJoin(legalEntities, eq(legalEntities.id, employees.legalEntityId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(locations, eq(locations.id, employees.locationId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .where(where)
    // Nulls last either way, then the employee number so pages never overlap.
    .orderBy(f.order === 'desc' ? sql`${sortColumn} desc nulls last` : sql`${sortColumn} asc nulls last`, f.order === 'desc' ? desc(employees.employeeNumber) : asc(employees.employeeNumber))
    .limit(page.limit)
    .offset(page.offset);
  const items: EmployeeListItem[] = rows.map(({ total: _total, ...item }) => item);
  return { items, total: rows[0]?.total ?? (await countWhere(tx, where)) };
}

/** The people directory: active employees only, colleague-level fields. */
export async function directoryRows(tx: Tx, f: { search?: string | undefined; departmentId?: string | undefined; locationId?: string | undefined }, page: { limit: number; offset: number }) {
  const where = and(ne(employees.status, 'Inactive'), textMatch(f.search), await inDepartmentTree(tx, f.departmentId), f.locationId ? eq(employees.locationId, f.locationId) : undefined);
  const rows = await tx
    .select({
      employeeNumber: employees.employeeNumber,
      displayName: employeeNameSql.mapWith(String),
      designation: employees.designation,
      departmentName: departments.name,
      locationName: locations.name,
      email: employees.email,
      phone: employees.phone,
      profileImage: employees.profileImage,
      total: matchingCount(where),
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(locations, eq(locations.id, employees.locationId))
    .where(where)
    .orderBy(sql`lower(${employeeNameSql})`, asc(employees.employeeNumber))
    .limit(page.limit)
    .offset(page.offset);
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? (await countWhere(tx, where)) };
}
