import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { EditableSectionKey } from '@tenure/domain/employees';
import type { ReportColumn, ReportRow } from '@tenure/domain/reports';
import { employees } from '../../db/schema/index.ts';
import { pageClause, queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import {
  countedPage,
  type ReportFilterValues,
  type ReportPageRequest,
  type ReportSort,
} from '../../platform/reports.ts';
import { listConditions } from './list-queries.ts';

/**
 * The common filters of a report on employees (department with its sub-departments, location,
 * employment type, shown status): the same conditions as the HR employee list. For a query whose
 * `from` names `employees` unaliased; undefined when none is set.
 */
export const reportEmployeeFilters = (tx: Tx, f: ReportFilterValues): Promise<SQL | undefined> =>
  listConditions(tx, {
    departmentId: f.departmentId,
    locationId: f.locationId,
    employmentType: f.employmentType,
    status: f.status,
  });

/** The people a report's rows may show: those of the legal entities it is scoped to, by the common filters. */
export async function reportEmployeeWhere(tx: Tx, f: ReportFilterValues): Promise<SQL> {
  return and(inArray(employees.legalEntityId, [...f.entityIds]), await reportEmployeeFilters(tx, f))!;
}

/** A column of a report (not masked; sortable and shown unless told). */
export const column = (
  key: string,
  heading: string,
  type: ReportColumn['type'],
  options: Partial<Pick<ReportColumn, 'masked' | 'sortable' | 'decimals' | 'hidden'>> = {},
): ReportColumn => ({ key, heading, type, masked: false, sortable: true, ...options });

/** The columns naming the employee of a people report, in the order every such report shows them. */
export const EMPLOYEE_COLUMNS: readonly ReportColumn[] = [
  column('employeeNumber', 'Employee Number', 'text'),
  column('employeeName', 'Employee Name', 'text'),
  column('departmentName', 'Department', 'text'),
  column('locationName', 'Location', 'text'),
  column('legalEntityName', 'Legal Entity', 'text'),
];

/** The select list and joins behind EMPLOYEE_COLUMNS, for a query over `employees`. */
export const employeeColumnsSql = sql`employees.employee_number as "employeeNumber", employees.display_name as "employeeName",
  departments.name as "departmentName", locations.name as "locationName", legal_entities.name as "legalEntityName"`;
export const employeeJoinsSql = sql`join legal_entities on legal_entities.id = employees.legal_entity_id
  left join departments on departments.id = employees.department_id
  left join locations on locations.id = employees.location_id`;

/** ORDER BY text of EMPLOYEE_COLUMNS' keys; a report adds its own. Then the number, so pages never overlap. */
export const EMPLOYEE_SORTS: Readonly<Record<string, SQL>> = {
  employeeNumber: sql`employees.employee_number`,
  employeeName: sql`lower(employees.display_name)`,
  departmentName: sql`lower(departments.name)`,
  locationName: sql`lower(locations.name)`,
  legalEntityName: sql`lower(legal_entities.name)`,
};

export const orderBySql = (sorts: Readonly<Record<string, SQL>>, key: string, order: 'asc' | 'desc') => {
  const dir = sql.raw(order === 'desc' ? 'desc' : 'asc');
  return sql`order by ${sorts[key] ?? sorts.employeeName} ${dir} nulls last, employees.employee_number ${dir}`;
};

/** A profile section's document joined under the section's name (read its fields with sectionField). */
export const sectionJoinSql = (section: EditableSectionKey) => {
  const alias = sql.identifier(section);
  return sql`left join employee_profile_sections ${alias} on ${alias}.employee_id = employees.id and ${alias}.section = ${section}`;
};

/** A text field of a section joined by sectionJoinSql (names come from the code, never from a request). */
export const sectionField = (section: EditableSectionKey, path: string) =>
  sql`${sql.identifier(section)}.data #>> ${sql.raw(`'{${path.replace(/[^A-Za-z0-9,]/g, '')}}'`)}`;

/** What a people report adds to the employee columns: its select list, joins and sortable expressions (of employees and EMPLOYEE_COLUMNS' tables). */
export interface PeopleReportParts {
  select: SQL;
  joins?: SQL;
  sorts: Readonly<Record<string, SQL>>;
}

/**
 * One page of a report whose rows are the people of its scope employed on `to` (platform
 * employedOn: every status but Inactive, a Resigned person until their last day; pre-joiners
 * included), with the employee columns first, sorted and counted. The page is cut on the employee
 * columns first (`sorts` name only those), and only its people's sections are read.
 */
export async function employedPeoplePage(
  tx: Tx,
  f: ReportFilterValues,
  sort: ReportSort,
  page: ReportPageRequest,
  parts: PeopleReportParts,
) {
  const order = orderBySql(parts.sorts, sort.key, sort.order);
  const rows = await queryRows<ReportRow & { total: number }>(
    tx,
    sql`select ${employeeColumnsSql}, ${parts.select}, paged.total
          from (select employees.id, count(*) over ()::int as total
                  from employees
                  ${employeeJoinsSql}
                 where ${await reportEmployeeWhere(tx, f)} and ${employedOn(sql`${f.to}::date`, 'employees')}
                 ${order}
                 ${pageClause(page.limit, page.offset)}) paged
          join employees on employees.id = paged.id
          ${employeeJoinsSql}
          ${parts.joins ?? sql``}
         ${order}`,
  );
  return countedPage(rows);
}
