import { USER_MESSAGES } from '@tenure/domain/users';
import type { Tx } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { endUserSessions } from '../../platform/sessions.ts';
import * as q from './queries.ts';

/**
 * Rules every change of accounts and role assignments obeys, shared by the access module (one
 * grant or revoke) and the users module (account actions, bulk changes).
 */

/**
 * Serialises, until the transaction ends, every change that could shrink the tenant's set of
 * active super admins (deactivating, removing the role or the entity access). Two admins removing
 * the last two super admins at once: the second waits, then sees the first's commit and is refused.
 */
export const lockSuperAdmins = (tx: Tx, tenantCode: string): Promise<void> => q.lockSuperAdminSet(tx, tenantCode);

/** Called after the change, under lockSuperAdmins: a change leaving no active super admin is refused (and rolled back). */
export async function assertSuperAdminRemains(tx: Tx): Promise<void> {
  if ((await q.countActiveSuperAdmins(tx)) === 0)
    throw conflict(USER_MESSAGES.lastSuperAdmin, undefined, 'LAST_SUPER_ADMIN');
}

/**
 * Turns off an employee's user accounts and ends every session at once (their next request is a
 * 401), never the last active super admin; the caller has taken lockSuperAdmins first. Shared by
 * HR's deactivation and the leavers' job of offboarding. Returns whether an account was active.
 */
export async function disableEmployeeAccounts(
  tx: Tx,
  employeeId: string,
): Promise<{ wasActive: boolean; sessionsEnded: number }> {
  const accounts = await q.deactivateAccountsOf(tx, employeeId);
  let sessionsEnded = 0;
  for (const account of accounts) sessionsEnded += await endUserSessions(tx, account.id);
  await assertSuperAdminRemains(tx);
  return { wasActive: accounts.some((a) => a.is_active), sessionsEnded };
}

/**
 * Turns an account off or on at a directory's word (SCIM): off ends every session at once and never
 * leaves the tenant without an active super admin. The caller audits. Null for an id of no user here.
 */
export async function setAccountActive(
  tx: Tx,
  tenantCode: string,
  userId: string,
  active: boolean,
): Promise<{ changed: boolean; sessionsEnded: number } | null> {
  // The super admin lock before the row, as everywhere.
  if (!active) await lockSuperAdmins(tx, tenantCode);
  const user = await q.lockUser(tx, userId);
  if (!user) return null;
  if (user.isActive === active) return { changed: false, sessionsEnded: 0 };
  await q.setUserActive(tx, userId, active);
  const sessionsEnded = active ? 0 : await endUserSessions(tx, userId);
  if (!active) await assertSuperAdminRemains(tx);
  return { changed: true, sessionsEnded };
}
