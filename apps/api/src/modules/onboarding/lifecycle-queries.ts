import { sql, type SQL } from 'drizzle-orm';
import {
  RESIGNED_STATUSES,
  type InactiveEmployeeItem,
  type InactiveEmployeeQuery,
  type ResignedEmployeeFilters,
  type ResignedEmployeeItem,
} from '@tenure/domain/onboarding';
import { queryRows, type Tx } from '../../platform/db.ts';
import { textMatch } from '../employees/index.ts';

/** A page of inactive employees matching the search, by name. */
export function inactiveEmployeeRows(tx: Tx, query: InactiveEmployeeQuery) {
  const match = textMatch(query.search) ?? sql`true`;
  return queryRows<InactiveEmployeeItem & { total: number }>(
    tx,
    sql`select employees.employee_number as "employeeNumber", employees.display_name as "employeeName", employees.email, employees.designation,
               d.name as "departmentName", le.name as "legalEntityName", employees.date_of_joining::text as "dateOfJoining",
               exists (select 1 from users u where u.employee_id = employees.id) as "hasAccount",
               count(*) over ()::int as total
          from employees
          join legal_entities le on le.id = employees.legal_entity_id
          left join departments d on d.id = employees.department_id
         where employees.status = 'Inactive' and ${match}
         order by lower(employees.display_name), employees.employee_number
         limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
}

interface LockedEmployee {
  id: string;
  employee_number: string;
  display_name: string;
  status: string;
  date_of_joining: string;
}

/** The employee row, locked until the transaction ends. */
export async function lockedEmployee(tx: Tx, employeeNumber: string): Promise<LockedEmployee | null> {
  const [row] = await queryRows<LockedEmployee>(
    tx,
    sql`select id, employee_number, display_name, status, date_of_joining::text from employees
         where lower(employee_number) = ${employeeNumber.toLowerCase()} for update`,
  );
  return row ?? null;
}

/** The employee's accounts, locked, oldest first. */
export const accountsOf = (tx: Tx, employeeId: string) =>
  queryRows<{ id: string; email: string; language: string | null; is_active: boolean }>(
    tx,
    sql`select id, email, language, is_active from users where employee_id = ${employeeId} order by created_at for update`,
  );

export async function markActive(tx: Tx, employeeId: string, dateOfJoining: string): Promise<void> {
  await tx.execute(
    sql`update employees set status = 'Active', date_of_joining = ${dateOfJoining}::date, updated_at = now() where id = ${employeeId}`,
  );
}

export async function markInactive(tx: Tx, employeeId: string): Promise<void> {
  await tx.execute(sql`update employees set status = 'Inactive', updated_at = now() where id = ${employeeId}`);
}

/** The employee's accounts switched back on (same username and password). */
export async function enableAccounts(tx: Tx, employeeId: string): Promise<void> {
  await tx.execute(sql`update users set is_active = true, updated_at = now() where employee_id = ${employeeId}`);
}

export async function tenantNameOf(tx: Tx, tenantCode: string): Promise<string | null> {
  const [tenant] = await queryRows<{ name: string }>(tx, sql`select name from tenants where code = ${tenantCode}`);
  return tenant?.name ?? null;
}

const SORT_COLUMNS: Record<ResignedEmployeeFilters['sort'], SQL> = {
  employeeName: sql`lower(employees.display_name)`,
  employeeNumber: sql`employees.employee_number`,
  departmentName: sql`lower(d.name)`,
  designation: sql`lower(employees.designation)`,
  dateOfJoining: sql`employees.date_of_joining`,
  status: sql`employees.status`,
};

/** A page of the people who resigned (serving notice or gone), searched and sorted. */
export async function resignedRows(tx: Tx, f: ResignedEmployeeFilters, page: { limit: number; offset: number }) {
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
