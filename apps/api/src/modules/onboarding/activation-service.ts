import { sql } from 'drizzle-orm';
import { formatDate } from '@tenure/domain/dates';
import { LIFECYCLE_MESSAGES, type InactiveEmployeeItem, type InactiveEmployeeQuery, type LifecycleChangeView } from '@tenure/domain/onboarding';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { textMatch } from '../employees/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notify, tenantDateFormat } from '../../platform/notifications.ts';
import { disableEmployeeAccounts, lockSuperAdmins } from '../users/index.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';

/** Inactive employees (SPEC §2 "Search Inactive Employee"): by name, number or email, latest joiners first. */
export async function searchInactiveEmployees(tx: Tx, query: InactiveEmployeeQuery) {
  const match = textMatch(query.search) ?? sql`true`;
  const rows = await queryRows<InactiveEmployeeItem & { total: number }>(
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
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0, page: query.page, size: query.size };
}

interface LockedEmployee {
  id: string;
  employee_number: string;
  display_name: string;
  status: string;
  date_of_joining: string;
}

/** The employee row, locked until the transaction ends: two HR users acting at once are serialised. */
async function lockEmployee(tx: Tx, employeeNumber: string): Promise<LockedEmployee> {
  const [row] = await queryRows<LockedEmployee>(
    tx,
    sql`select id, employee_number, display_name, status, date_of_joining::text from employees
         where lower(employee_number) = ${employeeNumber.toLowerCase()} for update`,
  );
  if (!row) throw notFound(LIFECYCLE_MESSAGES.employeeNotFound, 'EMPLOYEE_NOT_FOUND');
  return row;
}

const accountsOf = (tx: Tx, employeeId: string) =>
  queryRows<{ id: string; email: string; is_active: boolean }>(tx, sql`select id, email, is_active from users where employee_id = ${employeeId} order by created_at for update`);

/**
 * Takes an inactive employee back: active again from the new joining date, their user account
 * switched back on (same username and password), audited, and the employee told. One transaction.
 */
export async function reactivateEmployee(tx: Tx, mailer: Mailer, v: Viewer, employeeNumber: string, dateOfJoining: string) {
  const employee = await lockEmployee(tx, employeeNumber);
  if (employee.status !== 'Inactive') throw conflict(LIFECYCLE_MESSAGES.notInactive, undefined, 'NOT_INACTIVE');
  if (dateOfJoining <= employee.date_of_joining) throw badRequest(LIFECYCLE_MESSAGES.joiningBeforeLeaving, { dateOfJoining: LIFECYCLE_MESSAGES.joiningBeforeLeaving });
  await tx.execute(sql`update employees set status = 'Active', date_of_joining = ${dateOfJoining}::date, updated_at = now() where id = ${employee.id}`);
  const accounts = await accountsOf(tx, employee.id);
  await tx.execute(sql`update users set is_active = true, updated_at = now() where employee_id = ${employee.id}`);
  const after: LifecycleChangeView = { employeeNumber: employee.employee_number, status: 'Active', dateOfJoining, accountActive: accounts.length > 0, sessionsEnded: 0 };
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.reactivate',
    entity: 'employee',
    entityId: employee.id,
    before: { status: employee.status, dateOfJoining: employee.date_of_joining, accountActive: accounts.some((a) => a.is_active) },
    after,
  });
  const mailIds: string[] = [];
  const account = accounts[0];
  if (account) {
    const [tenant] = await queryRows<{ name: string }>(tx, sql`select name from tenants where code = ${v.tenantCode}`);
    const shown = formatDate(dateOfJoining, await tenantDateFormat(tx, v.tenantCode));
    mailIds.push(
      ...(await notify(tx, mailer, {
        tenantCode: v.tenantCode,
        to: { userId: account.id, email: account.email },
        title: LIFECYCLE_MESSAGES.reactivatedTitle,
        body: LIFECYCLE_MESSAGES.reactivatedBody(tenant?.name ?? v.tenantCode, shown),
        link: '/home',
      })),
    );
  }
  return { view: after, mail: mailIds };
}

/**
 * Deactivates an employee: status Inactive, their user account off and every session ended at
 * once (their next request is a 401). Never oneself, never the last active super admin.
 */
export async function deactivateEmployee(tx: Tx, v: Viewer, employeeNumber: string): Promise<LifecycleChangeView> {
  // The super admin lock first, then the rows: the order every account change takes.
  await lockSuperAdmins(tx, v.tenantCode);
  const employee = await lockEmployee(tx, employeeNumber);
  if (employee.id === v.employeeId) throw badRequest(LIFECYCLE_MESSAGES.selfDeactivate, undefined, 'SELF_DEACTIVATE');
  if (employee.status === 'Inactive') throw conflict(LIFECYCLE_MESSAGES.alreadyInactive, undefined, 'ALREADY_INACTIVE');
  await tx.execute(sql`update employees set status = 'Inactive', updated_at = now() where id = ${employee.id}`);
  const { wasActive, sessionsEnded } = await disableEmployeeAccounts(tx, employee.id);
  const after: LifecycleChangeView = { employeeNumber: employee.employee_number, status: 'Inactive', dateOfJoining: employee.date_of_joining, accountActive: false, sessionsEnded };
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.deactivate',
    entity: 'employee',
    entityId: employee.id,
    before: { status: employee.status, accountActive: wasActive },
    after,
  });
  return after;
}
