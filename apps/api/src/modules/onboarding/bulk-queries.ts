import { sql } from 'drizzle-orm';
import type { BulkUpdateField } from '@tenure/domain/onboarding';
import { queryRows, readTogether, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';

/** A person a bulk-update file names, with the values it may change. */
export type PersonRow = {
  id: string;
  employeeNumber: string;
  email: string;
  active: boolean;
  entityCode: string;
  managerId: string | null;
} & Record<BulkUpdateField, string | null>;

/** The people under these employee numbers or work emails, in one query. */
export function peopleNamed(tx: Tx, refs: readonly string[]) {
  return queryRows<PersonRow>(
    tx,
    sql`select e.id::text as id, e.employee_number as "employeeNumber", lower(e.email) as email, e.status = 'Active' as active,
               le.code as "entityCode", e.manager_id::text as "managerId", e.designation, e.job_title as "jobTitle", e.grade,
               e.employment_type as "employmentType", m.employee_number as manager, e.department_id::text as department,
               e.location_id::text as location, c.data ->> 'mobilePhone' as "mobilePhone", c.data ->> 'alternatePhone' as "alternatePhone",
               c.data ->> 'personalEmail' as "personalEmail"
          from employees e
          join legal_entities le on le.id = e.legal_entity_id
          left join employees m on m.id = e.manager_id
          left join employee_profile_sections c on c.employee_id = e.id and c.section = 'contact'
         where e.employee_number in (select unnest(${sql.param([...refs])}::text[])) or lower(e.email) in (select unnest(${sql.param(refs.map((r) => r.toLowerCase()))}::text[]))`,
  );
}

/** Every employee's id, manager id and number (the tenant's reporting lines). */
export function reportingLines(tx: Tx) {
  return queryRows<{ id: string; managerId: string | null; number: string }>(
    tx,
    sql`select id::text as id, manager_id::text as "managerId", employee_number as number from employees`,
  );
}

/** Sets one text column of the employees, each to its value. */
export async function setEmployeeColumn(
  tx: Tx,
  column: string,
  ids: readonly string[],
  values: readonly string[],
): Promise<void> {
  await tx.execute(sql`update employees e set ${sql.identifier(column)} = v.value, updated_at = now()
                         from unnest(${sql.param(ids)}::uuid[], ${sql.param(values)}::text[]) as v(id, value) where e.id = v.id`);
}

export async function setDepartments(tx: Tx, ids: readonly string[], departmentIds: readonly string[]): Promise<void> {
  await tx.execute(sql`update employees e set department_id = v.value, updated_at = now()
                         from unnest(${sql.param(ids)}::uuid[], ${sql.param(departmentIds)}::uuid[]) as v(id, value) where e.id = v.id`);
}

/** A building belongs to a location: a move to another location leaves the building (and floor). */
export async function setLocations(tx: Tx, ids: readonly string[], locationIds: readonly string[]): Promise<void> {
  await tx.execute(sql`update employees e set location_id = v.value, building_id = null, floor_id = null, updated_at = now()
                         from unnest(${sql.param(ids)}::uuid[], ${sql.param(locationIds)}::uuid[]) as v(id, value) where e.id = v.id`);
}

/** Merges the fields into each employee's contact section. */
export async function mergeContactSections(
  tx: Tx,
  actor: { tenantCode: string; userId: string | null },
  rows: readonly { employee_id: string; data: Record<string, string> }[],
): Promise<void> {
  await tx.execute(sql`insert into employee_profile_sections (tenant_id, employee_id, section, data, updated_by)
                       select ${actor.tenantCode}, x.employee_id, 'contact', x.data, ${actor.userId}::uuid
                         from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(employee_id uuid, data jsonb)
                       on conflict (tenant_id, employee_id, section) do update set data = employee_profile_sections.data || excluded.data,
                          updated_by = excluded.updated_by, updated_at = now()`);
}

export async function detachFromManagers(tx: Tx, ids: readonly string[]): Promise<void> {
  await tx.execute(
    sql`update employees set manager_id = null where id = any(${sql.param(ids)}::uuid[]) and manager_id is not null`,
  );
}

/** Places the employee under the manager with that number. */
export async function setManager(tx: Tx, employeeId: string, managerNumber: string): Promise<void> {
  await tx.execute(
    sql`update employees set manager_id = (select id from employees where employee_number = ${managerNumber}), updated_at = now() where id = ${employeeId}::uuid`,
  );
}

export type LookupRows = {
  entities: { code: string; name: string; currencyId: string | null }[];
  departments: { id: string; name: string }[];
  locations: { id: string; name: string }[];
  designations: { name: string }[];
  plans: { id: string; name: string; key: string }[];
  currencies: { id: string }[];
};

/** Everything the bulk file's lookup columns resolve against, in one round trip. */
export function lookupRows(tx: Tx) {
  return readTogether<LookupRows>(tx, {
    entities: sql`select code, name, currency_id as "currencyId" from legal_entities where is_active order by code`,
    departments: sql`select id, name from departments where is_active order by name`,
    locations: sql`select id, name from locations where is_active order by name`,
    designations: sql`select name from master_values where master_type = 'Designation' and is_active order by order_id nulls last, name`,
    plans: sql`select p.id, p.name, t.key from policy_plans p join policy_types t on t.id = p.policy_type_id
                where t.key in ('probation', 'noticePeriod') order by p.is_default desc, p.name`,
    currencies: sql`select id from currencies order by id`,
  });
}

/** The people already under these employee numbers or (lower-cased) work emails (IN a subquery: hashed, where = any(array) compares every row with every element). */
export function peopleByNumberOrEmail(tx: Tx, numbers: readonly string[], emails: readonly string[]) {
  return queryRows<{ employeeNumber: string; email: string }>(
    tx,
    sql`select employee_number as "employeeNumber", lower(email) as email from employees
         where employee_number in (select unnest(${sql.param([...numbers])}::text[])) or lower(email) in (select unnest(${sql.param([...emails])}::text[]))`,
  );
}

/** Employee numbers of the people working here today. */
export async function employedNumbers(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ n: string }>(
    tx,
    sql`select employee_number as n from employees e where ${employedOn()} order by employee_number`,
  );
  return rows.map((r) => r.n);
}
