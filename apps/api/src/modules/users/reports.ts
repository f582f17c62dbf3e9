import { sql } from 'drizzle-orm';
import type { ReportRow } from '@tenure/domain/reports';
import { pageClause, queryRows } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import { countedPage, type ReportDefinition } from '../../platform/reports.ts';
import { column, EMPLOYEE_SORTS, orderBySql, reportEmployeeFilters } from '../employees/index.ts';

const SORTS = {
  ...EMPLOYEE_SORTS,
  username: sql`lower(users.username)`,
  legalEntityName: sql`lower(legal_entities.name)`,
  roleName: sql`lower(roles.name)`,
  grantedAt: sql`user_entity_roles.created_at`,
};

/**
 * Each role a user holds in a legal entity of the report's scope (the entity of the grant, not the
 * employee's own), with a flag on leavers whose account still holds it: active account, employee no
 * longer employed on `to` (platform employedOn).
 */
export const employeeUserRoleReport: ReportDefinition = {
  route: '/employee-user-role-report',
  accessKey: 'TrEmployeeUserRoleReport',
  description: 'Roles each user holds per legal entity and since when; leavers who still hold access are flagged.',
  columns: [
    column('username', 'Username', 'text'),
    column('employeeNumber', 'Employee Number', 'text'),
    column('employeeName', 'Employee Name', 'text'),
    column('legalEntityName', 'Legal Entity', 'text'),
    column('roleName', 'Role', 'text'),
    column('grantedAt', 'Granted At', 'datetime'),
    column('userStatus', 'User Status', 'text', { sortable: false }),
    column('employeeStatus', 'Employee Status', 'text', { sortable: false }),
    column('leaverWithAccess', 'Leaver With Access', 'boolean', { sortable: false }),
  ],
  filters: [
    {
      key: 'leaversOnly',
      label: 'Leavers with access only',
      type: 'select',
      options: [
        { value: 'no', label: 'No' },
        { value: 'yes', label: 'Yes' },
      ],
      defaultValue: 'no',
    },
  ],
  defaultSort: 'employeeName',
  chart: null,
  async query(tx, _v, f, sort, page) {
    const filters = await reportEmployeeFilters(tx, f);
    const leaver = sql`(users.is_active and employees.id is not null and not (${employedOn(sql`${f.to}::date`, 'employees')}))`;
    const rows = await queryRows<ReportRow & { total: number }>(
      tx,
      sql`select users.username, employees.employee_number as "employeeNumber", employees.display_name as "employeeName",
                 legal_entities.name as "legalEntityName", roles.name as "roleName",
                 to_char(user_entity_roles.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "grantedAt",
                 case when users.is_active then 'Active' else 'Deactivated' end as "userStatus",
                 employees.status as "employeeStatus", ${leaver} as "leaverWithAccess", count(*) over ()::int as total
            from user_entity_roles
            join user_entities on user_entities.id = user_entity_roles.user_entity_id
            join users on users.id = user_entities.user_id
            join roles on roles.id = user_entity_roles.role_id
            join legal_entities on legal_entities.id = user_entities.legal_entity_id
            left join employees on employees.id = users.employee_id
            left join departments on departments.id = employees.department_id
            left join locations on locations.id = employees.location_id
           where user_entities.legal_entity_id in (${sql.join(
             f.entityIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
             ${filters ? sql`and ${filters}` : sql``}
             ${f.own.leaversOnly === 'yes' ? sql`and ${leaver}` : sql``}
           ${orderBySql(SORTS, sort.key, sort.order)}, lower(users.username), lower(legal_entities.name), lower(roles.name)
           ${pageClause(page.limit, page.offset)}`,
    );
    return countedPage(rows);
  },
};

/** The User Management reports this module owns. */
export const USER_REPORTS: readonly ReportDefinition[] = [employeeUserRoleReport];
