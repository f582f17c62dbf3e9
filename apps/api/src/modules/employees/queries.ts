import { and, asc, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CRITERIA_SEARCH_LIMIT, EMPLOYEE_SEARCH_LIMIT, type CriteriaSearchQuery } from '@tenure/domain/employees';
import { departments, employeeSearchWords, employees, legalEntities } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import { employeeNameSql, escapeLike, inDepartmentTree } from './list-queries.ts';

/** A search hit as the header shows it (SPEC §3 employee search result). */
const searchResultColumns = {
  employeeNumber: employees.employeeNumber,
  displayName: employees.displayName,
  designation: employees.designation,
  departmentName: departments.name,
};

/** The highest code point: `word < prefix || MAX` holds for every word starting with the prefix. */
const MAX_CHAR = String.fromCodePoint(0x10ffff);

/** Every word of the query must start some search word of the employee (range on a leakproof index). */
function matchesEveryWord(text: string): SQL | undefined {
  const terms = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  return and(
    ...terms.map(
      (term) => sql`${employees.id} in (select ${employeeSearchWords.employeeId} from ${employeeSearchWords}
        where ${employeeSearchWords.word} ~>=~ ${term} and ${employeeSearchWords.word} ~<~ ${term + MAX_CHAR})`,
    ),
  );
}

/**
 * Header search by name, employee number or email: every typed word must start a word of the
 * name, the employee number or the email. Ranked: exact employee number, then the name starting
 * with the text, then a later name word starting with it (so "chen" finds "Michael Chen"), then
 * the rest.
 */
export function searchEmployees(tx: Tx, text: string) {
  const term = text.toLowerCase().trim();
  const escaped = escapeLike(term);
  const name = sql`lower(${employeeNameSql})`;
  const rank = sql<number>`case
    when lower(${employees.employeeNumber}) = ${term} then 0
    when ${name} like ${`${escaped}%`} then 1
    when ${name} like ${`% ${escaped}%`} then 2
    else 3 end`;
  return tx
    .select(searchResultColumns)
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(ne(employees.status, 'Inactive'), matchesEveryWord(term)))
    .orderBy(rank, name, asc(employees.employeeNumber))
    .limit(EMPLOYEE_SEARCH_LIMIT);
}

/** Criteria search: every given criterion must match (text criteria as case-insensitive "contains"). */
export async function criteriaSearch(tx: Tx, c: CriteriaSearchQuery) {
  const contains = (column: SQL | AnyColumn, text: string | undefined) => (text ? sql`lower(${column}) like ${`%${escapeLike(text)}%`}` : undefined);
  const inDepartment = await inDepartmentTree(tx, c.departmentId);
  return tx
    .select(searchResultColumns)
    .from(employees)
    .innerJoin(legalEntities, eq(legalEntities.id, employees.legalEntityId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        ne(employees.status, 'Inactive'),
        contains(employees.employeeNumber, c.employeeNumber),
        contains(employeeNameSql, c.name),
        contains(employees.email, c.email),
        contains(employees.designation, c.designation),
        inDepartment,
        c.locationId ? eq(employees.locationId, c.locationId) : undefined,
        c.legalEntityCode ? sql`lower(${legalEntities.code}) = ${c.legalEntityCode.toLowerCase()}` : undefined,
        c.employmentType ? eq(employees.employmentType, c.employmentType) : undefined,
      ),
    )
    .orderBy(sql`lower(${employeeNameSql})`, asc(employees.employeeNumber))
    .limit(CRITERIA_SEARCH_LIMIT);
}
