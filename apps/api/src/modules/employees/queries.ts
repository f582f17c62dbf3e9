import { and, asc, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CRITERIA_SEARCH_LIMIT, EMPLOYEE_SEARCH_LIMIT, type CriteriaSearchQuery } from '@tenure/domain/employees';
import { departments, employees, legalEntities } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { MAX_CHAR } from './hierarchy.ts';
import { escapeLike } from '../../platform/db.ts';
import { employeeNameSql, inDepartmentTree } from './list-queries.ts';

/** A search hit as the header shows it (SPEC §3 employee search result). */
const searchResultColumns = {
  employeeNumber: employees.employeeNumber,
  displayName: employees.displayName,
  designation: employees.designation,
  departmentName: departments.name,
};

/** A search word of `alias` that starts with `term` (a range on a leakproof index, see employeeSearchWords). */
const wordStarts = (alias: string, term: string) =>
  sql`${sql.raw(alias)}.word ~>=~ ${term} and ${sql.raw(alias)}.word ~<~ ${term + MAX_CHAR}`;

/**
 * Header search by name, employee number or email: every typed word must start a word of the
 * name, the employee number or the email. Ranked: exact employee number, then a match on the
 * first word of the name, then on a later name word (so "chen" finds "Michael Chen"), then the
 * rest; within a rank by name. The best matches are chosen from the search-word index alone
 * (it carries rank and sort keys); only those few are read from employees.
 */
export function searchEmployees(tx: Tx, text: string) {
  const [first = '', ...others] = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  const alsoMatches = others.map(
    (term) =>
      sql` and exists (select 1 from employee_search_words o where o.employee_id = w.employee_id and ${wordStarts('o', term)})`,
  );
  return queryRows<{
    employeeNumber: string;
    displayName: string;
    designation: string | null;
    departmentName: string | null;
  }>(
    tx,
    sql`with best as (
          select w.employee_id, min(case when w.kind = 0 and w.word = ${first} then 0 when w.kind = 0 then 3 else w.kind end) as rank,
                 min(w.sort_name) as sort_name, min(w.employee_number) as employee_number
          from employee_search_words w
          where ${wordStarts('w', first)} and w.active${sql.join(alsoMatches)}
          group by w.employee_id
          order by rank, sort_name, employee_number
          limit ${EMPLOYEE_SEARCH_LIMIT}
        )
        select e.employee_number as "employeeNumber", e.display_name as "displayName", e.designation, d.name as "departmentName"
        from best join employees e on e.id = best.employee_id left join departments d on d.id = e.department_id
        order by best.rank, best.sort_name, best.employee_number`,
  );
}

/** Criteria search: every given criterion must match (text criteria as case-insensitive "contains"). */
export async function criteriaSearch(tx: Tx, c: CriteriaSearchQuery) {
  const contains = (column: SQL | AnyColumn, text: string | undefined) =>
    text ? sql`lower(${column}) like ${`%${escapeLike(text)}%`}` : undefined;
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
