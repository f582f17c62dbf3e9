import { LIFECYCLE_MESSAGES, type InactiveEmployeeQuery, type LifecycleChangeView } from '@tenure/domain/onboarding';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notify } from '../../platform/notifications.ts';
import { disableEmployeeAccounts, lockSuperAdmins } from '../users/index.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import {
  accountsOf,
  enableAccounts,
  inactiveEmployeeRows,
  lockedEmployee,
  markActive,
  markInactive,
  tenantNameOf,
} from './lifecycle-queries.ts';

/** Inactive employees (SPEC §2 "Search Inactive Employee"): by name, number or email, latest joiners first. */
export async function searchInactiveEmployees(tx: Tx, query: InactiveEmployeeQuery) {
  const rows = await inactiveEmployeeRows(tx, query);
  return {
    items: rows.map(({ total: _total, ...item }) => item),
    total: rows[0]?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}

/** The employee row, locked until the transaction ends: two HR users acting at once are serialised. */
async function lockEmployee(tx: Tx, employeeNumber: string) {
  const row = await lockedEmployee(tx, employeeNumber);
  if (!row) throw notFound(LIFECYCLE_MESSAGES.employeeNotFound, 'EMPLOYEE_NOT_FOUND');
  return row;
}

/**
 * Takes an inactive employee back: active again from the new joining date, their user account
 * switched back on (same username and password), audited, and the employee told. One transaction.
 */
export async function reactivateEmployee(
  tx: Tx,
  mailer: Mailer,
  v: Viewer,
  employeeNumber: string,
  dateOfJoining: string,
) {
  const employee = await lockEmployee(tx, employeeNumber);
  if (employee.status !== 'Inactive') throw conflict(LIFECYCLE_MESSAGES.notInactive, undefined, 'NOT_INACTIVE');
  if (dateOfJoining <= employee.date_of_joining)
    throw badRequest(LIFECYCLE_MESSAGES.joiningBeforeLeaving, {
      dateOfJoining: LIFECYCLE_MESSAGES.joiningBeforeLeaving,
    });
  await markActive(tx, employee.id, dateOfJoining);
  const accounts = await accountsOf(tx, employee.id);
  await enableAccounts(tx, employee.id);
  const after: LifecycleChangeView = {
    employeeNumber: employee.employee_number,
    status: 'Active',
    dateOfJoining,
    accountActive: accounts.length > 0,
    sessionsEnded: 0,
  };
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'employee.reactivate',
    entity: 'employee',
    entityId: employee.id,
    before: {
      status: employee.status,
      dateOfJoining: employee.date_of_joining,
      accountActive: accounts.some((a) => a.is_active),
    },
    after,
  });
  const mailIds: string[] = [];
  const account = accounts[0];
  if (account) {
    const tenantName = await tenantNameOf(tx, v.tenantCode);
    mailIds.push(
      ...(await notify(tx, mailer, {
        tenantCode: v.tenantCode,
        to: { userId: account.id, email: account.email, language: account.language },
        says: (texts) => texts.reactivated({ company: tenantName ?? v.tenantCode, joiningDate: dateOfJoining }),
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
  await markInactive(tx, employee.id);
  const { wasActive, sessionsEnded } = await disableEmployeeAccounts(tx, employee.id);
  const after: LifecycleChangeView = {
    employeeNumber: employee.employee_number,
    status: 'Inactive',
    dateOfJoining: employee.date_of_joining,
    accountActive: false,
    sessionsEnded,
  };
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
