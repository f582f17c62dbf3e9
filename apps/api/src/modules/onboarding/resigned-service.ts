import { sql, type SQL } from 'drizzle-orm';
import {
  RESIGNED_EXPORT_COLUMNS,
  RESIGNED_EXPORT_LIMIT,
  RESIGNED_STATUSES,
  type ResignedEmployeeFilters,
  type ResignedEmployeeItem,
  type ResignedEmployeeQuery,
} from '@tenure/domain/onboarding';
import { queryRows, type Tx } from '../../platform/db.ts';
import { textMatch } from '../employees/index.ts';
import { toCsv, toXlsx } from '../../platform/export-files.ts';

const SORT_COLUMNS: Record<ResignedEmployeeFilters['sort'], SQL> = {
  employeeName: sql`lower(employees.display_name)`,
  employeeNumber: sql`employees.employee_number`,
  departmentName: sql`lower(d.name)`,
  designation: sql`lower(employees.designation)`,
  dateOfJoining: sql`employees.date_of_joining`,
  status: sql`employees.status`,
};

async function resignedRows(tx: Tx, f: ResignedEmployeeFilters, page: { limit: number; offset: number }) {
  const statuses = f.status ? [f.status] : [...RESIGNED_STATUSES];
  const order = f.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const where = sql`employees.status = any(${`{${statuses.map((s) => `"${s}"`).join(',')}}`}::text[]) and ${textMatch(f.search) ?? sql`true`}`;
  const rows = await queryRows<ResignedEmployeeItem & { total: number }>(
    tx,
    sql`select employees.employee_number as "employeeNumber", employees.display_name as "employeeName", employees.email, employees.designation,
               d.name as "departmentName", le.name as "legalEntityName", m.display_name as "reportingManagerName",
               employees.date_of_joining::text as "dateOfJoining", employees.status, count(*) over ()::int as total
          from employees
          join legal_entities le on le.id = employees.legal_entity_id
          left join departments d on d.id = employees.department_id
          left join employees m on m.id = employees.manager_id
         where ${where}
         order by ${SORT_COLUMNS[f.sort]} ${order}, employees.employee_number
         limit ${page.limit} offset ${page.offset}`,
  );
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}

/** SPEC §2 /resigned-employee-list: who resigned (serving notice or gone), paged, searched, sorted. */
export async function listResignedEmployees(tx: Tx, query: ResignedEmployeeQuery) {
  const { items, total } = await resignedRows(tx, query, { limit: query.size, offset: (query.page - 1) * query.size });
  return { items, total, page: query.page, size: query.size };
}

/** The same list with the same filters and order, as CSV or Excel. */
export async function exportResignedEmployees(tx: Tx, filters: ResignedEmployeeFilters, format: 'csv' | 'xlsx') {
  const { items } = await resignedRows(tx, filters, { limit: RESIGNED_EXPORT_LIMIT, offset: 0 });
  const stamp = new Date().toISOString().slice(0, 10);
  return format === 'csv'
    ? { fileName: `resigned-employees-${stamp}.csv`, mimeType: 'text/csv; charset=utf-8', bytes: toCsv(RESIGNED_EXPORT_COLUMNS, items) }
    : {
        fileName: `resigned-employees-${stamp}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await toXlsx('Resigned employees', RESIGNED_EXPORT_COLUMNS, items),
      };
}
