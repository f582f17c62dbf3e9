import { sql, type SQL } from 'drizzle-orm';
import { USER_STATUSES } from '@tenure/domain/users';
import type { ReportRow } from '@tenure/domain/reports';
import { pageClause, queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import {
  countedPage,
  type ReportDefinition,
  type ReportFilterValues,
  type ReportPageRequest,
  type ReportSort,
} from '../../platform/reports.ts';
import { column, EMPLOYEE_SORTS, orderBySql, reportEmployeeFilters } from '../employees/index.ts';
import { listedUsers } from './queries.ts';

/** Tenure opens sessions by password only (SSO hands over to the provider, which opens none here). */
const PASSWORD_LOGIN = 'Password';

const yesNo = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

const USER_COLUMNS = [
  column('username', 'Username', 'text'),
  column('employeeNumber', 'Employee Number', 'text'),
  column('employeeName', 'Employee Name', 'text'),
];

const utcTime = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A leaver with access: an active account whose employee is no longer employed on `to` (platform employedOn). */
const leaverSql = (f: ReportFilterValues) =>
  sql`(users.is_active and employees.id is not null and not (${employedOn(sql`${f.to}::date`, 'employees')}))`;

/**
 * One page of a query over `users` (with its employee, department and location, and the users
 * list's status as `listed.status`) limited to users mapped to an entity of the report's scope by
 * `mapped` and narrowed by the common employee filters.
 */
async function userRows(
  tx: Tx,
  f: ReportFilterValues,
  sort: ReportSort,
  page: ReportPageRequest,
  query: { columns: SQL; from: SQL; where: SQL; sorts: Readonly<Record<string, SQL>>; tieBreak: SQL },
) {
  const filters = await reportEmployeeFilters(tx, f);
  const sorts = { ...EMPLOYEE_SORTS, username: sql`lower(users.username)`, ...query.sorts };
  const rows = await queryRows<ReportRow & { total: number }>(
    tx,
    sql`select users.username, employees.employee_number as "employeeNumber", employees.display_name as "employeeName",
               ${query.columns}, listed.status as "userStatus", employees.status as "employeeStatus",
               ${leaverSql(f)} as "leaverWithAccess", count(*) over ()::int as total
          from ${query.from}
          join (${listedUsers({})}) listed on listed.id = users.id
          left join employees on employees.id = users.employee_id
          left join departments on departments.id = employees.department_id
          left join locations on locations.id = employees.location_id
         where ${query.where}
           ${filters ? sql`and ${filters}` : sql``}
           ${f.own.userStatus ? sql`and listed.status = ${f.own.userStatus}` : sql``}
           ${f.own.leaversOnly === 'yes' ? sql`and ${leaverSql(f)}` : sql``}
         ${orderBySql(sorts, sort.key, sort.order)}, lower(users.username), ${query.tieBreak}
         ${pageClause(page.limit, page.offset)}`,
  );
  return countedPage(rows);
}

const inScope = (f: ReportFilterValues, entityColumn: SQL) =>
  sql`${entityColumn} in (${sql.join(
    f.entityIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

const STATUS_COLUMNS = [
  column('userStatus', 'User Status', 'text', { sortable: false }),
  column('employeeStatus', 'Employee Status', 'text', { sortable: false }),
  column('leaverWithAccess', 'Leaver With Access', 'boolean', { sortable: false }),
];

const LEAVERS_FILTER = {
  key: 'leaversOnly',
  label: 'Leavers with access only',
  type: 'select' as const,
  options: yesNo,
  defaultValue: 'no',
};

/**
 * Each role a user holds in a legal entity of the report's scope (the entity of the grant, not the
 * employee's own), with a flag on leavers whose account still holds it.
 */
export const employeeUserRoleReport: ReportDefinition = {
  route: '/employee-user-role-report',
  accessKey: 'TrEmployeeUserRoleReport',
  description: 'Roles each user holds per legal entity and since when; leavers who still hold access are flagged.',
  columns: [
    ...USER_COLUMNS,
    column('legalEntityName', 'Legal Entity', 'text'),
    column('roleName', 'Role', 'text'),
    column('grantedAt', 'Granted At', 'datetime'),
    ...STATUS_COLUMNS,
  ],
  filters: [LEAVERS_FILTER],
  defaultSort: 'employeeName',
  chart: null,
  query: (tx, _v, f, sort, page) =>
    userRows(tx, f, sort, page, {
      columns: sql`legal_entities.name as "legalEntityName", roles.name as "roleName",
                   ${utcTime(sql`user_entity_roles.created_at`)} as "grantedAt"`,
      from: sql`user_entity_roles
                join user_entities on user_entities.id = user_entity_roles.user_entity_id
                join users on users.id = user_entities.user_id
                join roles on roles.id = user_entity_roles.role_id
                join legal_entities on legal_entities.id = user_entities.legal_entity_id`,
      where: inScope(f, sql`user_entities.legal_entity_id`),
      sorts: {
        legalEntityName: sql`lower(legal_entities.name)`,
        roleName: sql`lower(roles.name)`,
        grantedAt: sql`user_entity_roles.created_at`,
      },
      tieBreak: sql`lower(legal_entities.name), lower(roles.name)`,
    }),
};

/**
 * Each user mapped to a legal entity of the report's scope, once, with every entity they may work
 * in, their default one, the users list's status, their last login and how they sign in.
 */
export const employeeUserEntityReport: ReportDefinition = {
  route: '/employee-user-entity-report',
  accessKey: 'TrEmployeeUserEntityReport',
  description: 'Legal entities each user may work in, their default entity, account status and last login.',
  columns: [
    ...USER_COLUMNS,
    column('entities', 'Legal Entities', 'text', { sortable: false }),
    column('entityCount', 'Entities', 'number'),
    column('defaultEntity', 'Default Entity', 'text'),
    column('lastLoginAt', 'Last Login', 'datetime'),
    column('loginType', 'Login Type', 'text', { sortable: false }),
    ...STATUS_COLUMNS,
  ],
  filters: [
    {
      key: 'userStatus',
      label: 'User status',
      type: 'select',
      options: USER_STATUSES.map((s) => ({ value: s, label: s })),
    },
    LEAVERS_FILTER,
  ],
  defaultSort: 'employeeName',
  chart: null,
  query: (tx, _v, f, sort, page) =>
    userRows(tx, f, sort, page, {
      columns: sql`mapped.entities, mapped.entity_count as "entityCount", mapped.default_entity as "defaultEntity",
                   ${utcTime(sql`users.last_login_at`)} as "lastLoginAt",
                   case when users.last_login_at is null then null else ${PASSWORD_LOGIN}::text end as "loginType"`,
      from: sql`(select user_entities.user_id, string_agg(legal_entities.name, ', ' order by legal_entities.name) as entities,
                        count(*)::int as entity_count,
                        min(legal_entities.name) filter (where user_entities.is_default) as default_entity
                   from user_entities join legal_entities on legal_entities.id = user_entities.legal_entity_id
                  group by user_entities.user_id
                 having bool_or(${inScope(f, sql`user_entities.legal_entity_id`)})) mapped
                join users on users.id = mapped.user_id`,
      where: sql`true`,
      sorts: {
        entityCount: sql`mapped.entity_count`,
        defaultEntity: sql`lower(mapped.default_entity)`,
        lastLoginAt: sql`users.last_login_at`,
      },
      tieBreak: sql`users.id`,
    }),
};

/** The User Management reports this module owns. */
export const USER_REPORTS: readonly ReportDefinition[] = [employeeUserRoleReport, employeeUserEntityReport];
