import { sql, type SQL } from 'drizzle-orm';
import type { RoleCode } from '@tenure/domain/access';
import type { AccrualFrequency, FinancialYear } from '@tenure/domain/leave';
import type { OnboardingOptionsView, OnboardingRow } from '@tenure/domain/onboarding';
import { adminUsernameOf } from '@tenure/domain/tenants';
import { jsonParam, queryRows, readTogether, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import type { Recipient } from '../../platform/notifications.ts';
import { UNSET_PASSWORD_HASH } from '../../platform/secrets.ts';
import { applicablePairs } from '../leave/index.ts';

/**
 * HR of some legal entities as a query yielding recipients (userId, email, language): active users holding EMPLOYEE
 * HrEmployeeList in one of them through an active role, except `exceptUserId` (who acted).
 */
const hrOfEntities = (entityIds: readonly string[], exceptUserId: string | null) => sql`
  select distinct u.id as "userId", u.email, u.language
    from users u
    join user_entities ue on ue.user_id = u.id
    join user_entity_roles uer on uer.user_entity_id = ue.id
    join roles r on r.id = uer.role_id and r.is_active
   where u.is_active and u.id is distinct from ${exceptUserId}::uuid
     and ue.legal_entity_id::text in (select jsonb_array_elements_text(${jsonParam([...new Set(entityIds)])}))
     and coalesce((r.permissions -> 'EMPLOYEE' -> 'sectionAccess' ->> 'HrEmployeeList')::boolean, false)`;

/** HR of the entities (see hrOfEntities) as recipients of notices. */
export function hrRecipients(tx: Tx, entityIds: readonly string[], exceptUserId: string | null) {
  return queryRows<Recipient>(tx, hrOfEntities(entityIds, exceptUserId));
}

type Option = { id: string; name: string };
export type FormChoices = {
  legalEntities: OnboardingOptionsView['legalEntities'];
  departments: Option[];
  locations: OnboardingOptionsView['locations'];
  buildings: OnboardingOptionsView['buildings'];
  masters: { type: string; id: string; name: string }[];
  currencies: { id: string }[];
  plans: OnboardingOptionsView['plans'];
};

/** The form's choices in one round trip: the active ones of `entities` (ids) and the tenant's active masters and plans. */
export function formChoices(tx: Tx, entities: SQL): Promise<FormChoices> {
  return readTogether<FormChoices>(tx, {
    legalEntities: sql`select le.code, le.name, le.currency_id as "currencyId" from legal_entities le
                        where le.is_active and le.id in ${entities} order by le.code`,
    departments: sql`select id, name from departments where is_active order by lower(name)`,
    locations: sql`select id, name, country_code as "countryCode" from locations where is_active order by lower(name)`,
    buildings: sql`select b.id, b.name, b.location_id as "locationId",
                          coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'number', f.number) order by f.number)
                                      from building_floors f where f.building_id = b.id), '[]') as floors
                     from buildings b where b.is_active order by lower(b.name)`,
    masters: sql`select master_type as type, id, name from master_values
                  where is_active and master_type in ('Designation', 'JobTitle', 'Grade', 'Level', 'VendorType') order by order_id nulls last, lower(name)`,
    currencies: sql`select id from currencies order by id`,
    plans: sql`select t.key as "typeKey", t.name as "typeName",
                      coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name, 'isDefault', p.is_default) order by p.is_default desc, lower(p.name))
                                  from policy_plans p where p.policy_type_id = t.id and p.parent_plan_id is null), '[]') as plans
                 from policy_types t order by t.order_id, t.name`,
  });
}

/** An employee row as onboarding writes it (snake_case: the JSON parameter's keys are the columns). */
export interface NewEmployeeRow {
  id: string;
  employee_number: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  full_name: string | null;
  email: string;
  phone: string;
  designation: string;
  job_title: string | null;
  grade: string | null;
  level: string | null;
  employment_type: string;
  gender: string | null;
  date_of_birth: string | null;
  date_of_joining: string;
  legal_entity_id: string;
  department_id: string;
  location_id: string;
  building_id: string | null;
  floor_id: string | null;
  manager_id: string | null;
}

/**
 * One INSERT for the batch. Each joiner under a manager already employed is given their place in
 * the hierarchy as read here; the insert trigger (once per statement) checks every place under
 * the hierarchy lock and places the rest, such as reportees of managers in the same batch.
 */
export async function insertEmployeeRows(tx: Tx, rows: readonly NewEmployeeRow[]): Promise<void> {
  await tx.execute(sql`
    insert into employees (id, tenant_id, employee_number, first_name, middle_name, last_name, full_name, email, phone, designation, job_title,
                           grade, level, employment_type, gender, date_of_birth, date_of_joining, legal_entity_id, department_id, location_id,
                           building_id, floor_id, manager_id, hierarchy_path, hierarchy_depth)
    select r.id, current_setting('app.tenant_id'), r.employee_number, r.first_name, r.middle_name, r.last_name, r.full_name, r.email, r.phone,
           r.designation, r.job_title, r.grade, r.level, r.employment_type, r.gender, r.date_of_birth, r.date_of_joining, r.legal_entity_id,
           r.department_id, r.location_id, r.building_id, r.floor_id, r.manager_id,
           coalesce(m.hierarchy_path, '') || r.id::text || '/', coalesce(m.hierarchy_depth + 1, 0)
      from jsonb_to_recordset(${jsonParam(rows)}) as r(
             id uuid, employee_number text, first_name text, middle_name text, last_name text, full_name text, email text, phone text,
             designation text, job_title text, grade text, level text, employment_type text, gender text, date_of_birth date,
             date_of_joining date, legal_entity_id uuid, department_id uuid, location_id uuid, building_id uuid, floor_id uuid, manager_id uuid)
      left join employees m on m.id = r.manager_id and m.hierarchy_path <> ''`);
}

/** Profile sections, one statement. */
export async function insertProfileSections(
  tx: Tx,
  actorUserId: string,
  sections: readonly { employee_id: string; section: string; data: unknown }[],
): Promise<void> {
  await tx.execute(sql`
    insert into employee_profile_sections (tenant_id, employee_id, section, data, updated_by)
    select current_setting('app.tenant_id'), employee_id, section, data, ${actorUserId}::uuid
      from jsonb_to_recordset(${jsonParam(sections)}) as s(employee_id uuid, section text, data jsonb)`);
}

/** Chosen plans as assignments to the employees, one statement. */
export async function insertPlanAssignments(
  tx: Tx,
  actorUserId: string,
  plans: readonly { employee_id: string; plan_id: string }[],
): Promise<void> {
  await tx.execute(sql`
      insert into policy_assignments (tenant_id, policy_type_id, plan_id, target_kind, target_id, assigned_by)
      select current_setting('app.tenant_id'), p.policy_type_id, p.id, 'employee', a.employee_id, ${actorUserId}::uuid
        from jsonb_to_recordset(${jsonParam(plans)}) as a(employee_id uuid, plan_id uuid)
        join policy_plans p on p.id = a.plan_id`);
}

/** Consultant contracts, one statement. */
export async function insertConsultantContracts(
  tx: Tx,
  contracts: readonly ({ employee_id: string } & NonNullable<OnboardingRow['contract']>)[],
): Promise<void> {
  await tx.execute(sql`
      insert into consultant_contracts (tenant_id, employee_id, vendor_name, vendor_type_id, start_date, end_date, billing_rate, currency_id)
      select current_setting('app.tenant_id'), employee_id, "vendorName", "vendorTypeId", "startDate", "endDate", "billingRate", "currencyId"
        from jsonb_to_recordset(${jsonParam(contracts)})
          as c(employee_id uuid, "vendorName" text, "vendorTypeId" uuid, "startDate" date, "endDate" date, "billingRate" numeric, "currencyId" text)`);
}

/** An account, its entity mapping and its role (when any) per entry: three statements. */
export async function insertAccounts(
  tx: Tx,
  accounts: readonly {
    id: string;
    mapping_id: string;
    username: string;
    email: string;
    employee_id: string;
    legal_entity_id: string;
    role_id: string | null;
  }[],
): Promise<void> {
  const batch = sql`jsonb_to_recordset(${jsonParam(accounts)})
    as a(id uuid, mapping_id uuid, username text, email text, employee_id uuid, legal_entity_id uuid, role_id uuid)`;
  await tx.execute(sql`
    insert into users (id, tenant_id, username, email, password_hash, employee_id)
    select id, current_setting('app.tenant_id'), username, email, ${UNSET_PASSWORD_HASH}, employee_id from ${batch}`);
  await tx.execute(sql`
    insert into user_entities (id, tenant_id, user_id, legal_entity_id, is_default)
    select mapping_id, current_setting('app.tenant_id'), id, legal_entity_id, true from ${batch}`);
  await tx.execute(sql`
    insert into user_entity_roles (tenant_id, user_entity_id, role_id)
    select current_setting('app.tenant_id'), mapping_id, role_id from ${batch} where role_id is not null`);
}

/** Active leave types that accrue a quota (not comp-off). */
export function accruingLeaveTypes(tx: Tx) {
  return queryRows<{
    id: string;
    accrual_frequency: AccrualFrequency;
    financial_year: FinancialYear;
    annual_quota: string;
  }>(
    tx,
    sql`select id, accrual_frequency, financial_year, annual_quota from leave_types where is_active and not is_comp_off and annual_quota > 0`,
  );
}

/** A list of ids as one array parameter (`= any(…)` uses the primary key index). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export function locationTimeZones(tx: Tx, locationIds: readonly string[]) {
  return queryRows<{ id: string; time_zone: string }>(
    tx,
    sql`select id, time_zone from locations where id = any(${uuidArray(locationIds)})`,
  );
}

/** A joining credit of a leave type for the joiners of one date and location. */
export interface JoiningCredit {
  leave_type_id: string;
  joined: string;
  location_id: string;
  year_start: string;
  days: number;
  period_key: string;
  note: string;
}

/** The credits as accrual entries of the employees to whom their leave type applies on their joining day (once per period). */
export async function insertJoiningCredits(
  tx: Tx,
  actorUserId: string,
  employeeIds: readonly string[],
  credits: readonly JoiningCredit[],
): Promise<void> {
  const ids = uuidArray(employeeIds);
  await tx.execute(sql`
    insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, period_key, note, created_by)
    select current_setting('app.tenant_id'), a.employee_id, c.leave_type_id, c.year_start, 'accrual', c.days, c.period_key, c.note, ${actorUserId}::uuid
      from (${applicablePairs(sql`e.id = any(${ids})`, sql`true`, sql`e.date_of_joining`)}) a
      join employees j on j.id = a.employee_id
      join jsonb_to_recordset(${jsonParam(credits)}) as c(leave_type_id uuid, joined date, location_id uuid, year_start date, days numeric, period_key text, note text)
        on c.leave_type_id = a.leave_type_id and c.joined = j.date_of_joining and c.location_id = j.location_id
    on conflict (tenant_id, employee_id, leave_type_id, kind, period_key) where period_key is not null do nothing`);
}

/** The managers' active accounts (manager_id set) and HR of the entities except the actor (manager_id null), in one query. */
export function joinerRecipients(
  tx: Tx,
  managerIds: readonly string[],
  entityIds: readonly string[],
  actorUserId: string,
) {
  return queryRows<Recipient & { managerId: string | null }>(
    tx,
    sql`select u.employee_id as "managerId", u.id as "userId", u.email, u.language from users u where u.employee_id = any(${uuidArray(managerIds)}) and u.is_active
        union all
        select null, h."userId", h.email, h.language from (${hrOfEntities(entityIds, actorUserId)}) h`,
  );
}

/** What a batch's rows name, as found in the tenant. */
export type References = {
  entities: { id: string; code: string }[];
  departments: { id: string }[];
  locations: { id: string }[];
  buildings: { id: string; locationId: string }[];
  floors: { id: string; buildingId: string }[];
  masters: { id: string; type: string; name: string }[];
  currencies: { id: string }[];
  plans: { id: string; typeKey: string }[];
  people: { id: string; number: string; email: string; active: boolean }[];
  accounts: { username: string; email: string }[];
  roles: { id: string; code: RoleCode }[];
};

const lower = (s: string) => s.toLowerCase();

/** `value in (…)` against a list sent as one JSON parameter, whatever its length. */
const inList = (values: Iterable<string>) =>
  sql`(select jsonb_array_elements_text(${jsonParam([...new Set(values)])}))`;

/** Everything the rows name, read in one round trip. */
export function readReferences(tx: Tx, rows: readonly OnboardingRow[], entities: SQL): Promise<References> {
  const jobs = rows.map((r) => r.job);
  const ids = (pick: (r: OnboardingRow) => string | undefined) =>
    inList(rows.map(pick).filter((v): v is string => !!v));
  const numbers = [...jobs.map((j) => j.employeeNumber), ...jobs.map((j) => j.managerEmployeeNumber)].filter(
    (v): v is string => !!v,
  );
  const emails = [...jobs.map((j) => j.workEmail), ...jobs.map((j) => j.managerEmail)]
    .filter((v): v is string => !!v)
    .map(lower);
  const usernames = rows.map((r) => lower(r.account.username ?? adminUsernameOf(r.job.workEmail)));
  return readTogether<References>(tx, {
    // Only entities the person onboarding may onboard into (policy's onboardingEntities).
    entities: sql`select le.id, le.code from legal_entities le
                   where le.is_active and le.id in ${entities} and upper(le.code) in ${inList(jobs.map((j) => j.legalEntityCode.toUpperCase()))}`,
    departments: sql`select id from departments where is_active and id::text in ${ids((r) => r.job.departmentId)}`,
    locations: sql`select id from locations where is_active and id::text in ${ids((r) => r.job.locationId)}`,
    buildings: sql`select id, location_id as "locationId" from buildings where is_active and id::text in ${ids((r) => r.job.buildingId)}`,
    floors: sql`select id, building_id as "buildingId" from building_floors where id::text in ${ids((r) => r.job.floorId)}`,
    masters: sql`select id, master_type as type, name from master_values
                  where is_active and master_type in ('Designation', 'JobTitle', 'Grade', 'Level', 'VendorType')`,
    currencies: sql`select id from currencies where id in ${ids((r) => r.contract?.currencyId)}`,
    plans: sql`select p.id, t.key as "typeKey" from policy_plans p join policy_types t on t.id = p.policy_type_id
                where p.id::text in ${inList(rows.flatMap((r) => Object.values(r.policies)))}`,
    people: sql`select id, employee_number as number, lower(email) as email, ${employedOn()} as active from employees e
                 where employee_number in ${inList(numbers)} or lower(email) in ${inList(emails)}`,
    accounts: sql`select lower(username) as username, lower(email) as email from users
                   where lower(username) in ${inList([...usernames, ...emails])} or lower(email) in ${inList(emails)}`,
    roles: sql`select id, code from roles where is_active and code in ('EMPLOYEE', 'CONSULTANT')`,
  });
}
