import { inArray, sql } from 'drizzle-orm';
import { keysNotHeld, mergePermissionMaps, type PermissionMap } from '@tenure/domain/access';
import { USER_MESSAGES, keysNotHeldMessage } from '@tenure/domain/users';
import { roles } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import { endUserSessions } from '../../platform/sessions.ts';

/**
 * Rules every change of accounts and role assignments obeys, shared by the access module (one
 * grant or revoke) and the users module (account actions, bulk changes).
 */

/**
 * Serialises, until the transaction ends, every change that could shrink the tenant's set of
 * active super admins (deactivating, removing the role or the entity access). Two admins removing
 * the last two super admins at once: the second waits, then sees the first's commit and is refused.
 */
export async function lockSuperAdmins(tx: Tx, tenantCode: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`super-admins:${tenantCode}`}, 0))`);
}

/** Active users holding the active SUPER_ADMIN role in any of their entities. */
export async function countActiveSuperAdmins(tx: Tx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(distinct u.id)::int as n
        from users u
        join user_entities ue on ue.user_id = u.id
        join user_entity_roles uer on uer.user_entity_id = ue.id
        join roles r on r.id = uer.role_id
        where u.is_active and r.is_active and r.code = 'SUPER_ADMIN'`,
  );
  return row?.n ?? 0;
}

/** Called after the change, under lockSuperAdmins: a change leaving no active super admin is refused (and rolled back). */
export async function assertSuperAdminRemains(tx: Tx): Promise<void> {
  if ((await countActiveSuperAdmins(tx)) === 0) throw conflict(USER_MESSAGES.lastSuperAdmin, undefined, 'LAST_SUPER_ADMIN');
}

/**
 * Nobody hands out a role carrying keys they do not hold themselves (in the entity they work in),
 * not even to themselves: 403 naming the keys.
 */
export async function assertCanGrantRoles(tx: Tx, held: PermissionMap, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const granted = await tx.select({ permissions: roles.permissions }).from(roles).where(inArray(roles.id, [...roleIds]));
  const missing = keysNotHeld(held, mergePermissionMaps(granted.map((r) => r.permissions)));
  if (missing.length > 0) throw forbidden(keysNotHeldMessage(missing), 'KEYS_NOT_HELD');
}

/**
 * Turns off an employee's user accounts and ends every session at once (their next request is a
 * 401), never the last active super admin; the caller has taken lockSuperAdmins first. Shared by
 * HR's deactivation and the leavers' job of offboarding. Returns whether an account was active.
 */
export async function disableEmployeeAccounts(tx: Tx, employeeId: string): Promise<{ wasActive: boolean; sessionsEnded: number }> {
  const accounts = await queryRows<{ id: string; is_active: boolean }>(tx, sql`select id, is_active from users where employee_id = ${employeeId} order by created_at for update`);
  await tx.execute(sql`update users set is_active = false, updated_at = now() where employee_id = ${employeeId}`);
  let sessionsEnded = 0;
  for (const account of accounts) sessionsEnded += await endUserSessions(tx, account.id);
  await assertSuperAdminRemains(tx);
  return { wasActive: accounts.some((a) => a.is_active), sessionsEnded };
}
