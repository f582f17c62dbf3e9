import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES } from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import * as q from './queries.ts';

export const tooManyAttempts = () => new AppError(429, 'TOO_MANY_ATTEMPTS', MESSAGES.tooManyLoginAttempts);

/**
 * Whose failures an attempt counts against: the account, however it was named (username or
 * email), else the name typed, so that unknown names are limited alike.
 */
export const accountOf = (user: { username: string } | null, typed: string) =>
  (user ? user.username : typed).toLowerCase();

/**
 * Claims one of the allowed failures of the account and of the address before a secret is checked
 * (a password, an emailed OTP, an authenticator code or a recovery code): the attempt is recorded
 * as a failure at once, under locks that serialise attempts on the account and from the address,
 * so however many arrive together at most LOGIN_FAILURE_LIMIT are evaluated per account and
 * LOGIN_FAILURES_PER_ADDRESS per address. The address's allowance is far higher: many people share
 * one address (an office's NAT), and their typos must not add up to a lockout of all of them. A
 * right answer then clears the account's failures, this one included.
 * False: an allowance is used up and the attempt must not be evaluated.
 */
export async function claimAttempt(
  { config }: Pick<ModuleDeps, 'config'>,
  tx: Tx,
  tenantCode: string,
  account: string,
  ip: string,
): Promise<boolean> {
  await q.lockAttempts(tx, tenantCode, account, ip);
  const failures = await q.countRecentFailures(tx, account, ip, LOGIN_FAILURE_WINDOW_MINUTES);
  if (failures.byUser >= LOGIN_FAILURE_LIMIT || failures.byIp >= config.LOGIN_FAILURES_PER_ADDRESS) return false;
  await q.recordLoginFailure(tx, tenantCode, account, ip);
  return true;
}
