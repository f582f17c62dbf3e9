import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MINUTES,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  type LoggedInUser,
  type SessionInfo,
} from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';
import type { ModuleDeps } from '../../app.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { TenantRef } from '../../platform/context.ts';
import { withTenant, type Tx } from '../../platform/db.ts';
import { AppError, badRequest, unauthorized } from '../../platform/errors.ts';
import { hashPassword, newOtp, newSessionToken, sameHash, sha256, verifyPassword } from '../../platform/secrets.ts';
import { listUserEntities } from '../../platform/sessions.ts';
import * as q from './queries.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  requestId: string;
}

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
const tooManyAttempts = () => new AppError(429, 'TOO_MANY_ATTEMPTS', MESSAGES.tooManyLoginAttempts);

/**
 * Password login. Failures are counted per username and per IP; from the limit on, even a right
 * password is refused until the window passes. Every failure answers the same words.
 */
export async function login(
  deps: ModuleDeps,
  tenant: TenantRef,
  credentials: { username: string; password: string },
  client: ClientInfo,
): Promise<SessionInfo> {
  const { db } = deps;
  const { user, failures } = await withTenant(db, { tenantCode: tenant.code }, async (tx) => ({
    user: await q.findLoginUser(tx, credentials.username),
    failures: await q.countRecentFailures(tx, credentials.username, client.ip, LOGIN_FAILURE_WINDOW_MINUTES),
  }));
  if (failures.byUser >= LOGIN_FAILURE_LIMIT || failures.byIp >= LOGIN_FAILURE_LIMIT) throw tooManyAttempts();

  const valid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !valid) {
    await withTenant(db, { tenantCode: tenant.code }, (tx) =>
      q.recordLoginFailure(tx, tenant.code, credentials.username, client.ip),
    );
    throw invalidCredentials();
  }
  return withTenant(db, { tenantCode: tenant.code, userId: user.id }, async (tx) => {
    await q.clearLoginFailures(tx, credentials.username);
    await q.clearLoginFailures(tx, user.username);
    return startSession(deps, tx, tenant, user.id, client, 'auth.login');
  });
}

async function startSession(
  deps: ModuleDeps,
  tx: Tx,
  tenant: TenantRef,
  userId: string,
  client: ClientInfo,
  action: string,
): Promise<SessionInfo> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + deps.config.SESSION_TTL_MINUTES * 60_000);
  const sessionId = await q.insertSession(tx, {
    tenantCode: tenant.code,
    userId,
    tokenHash: sha256(token),
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await recordAudit(tx, {
    tenantCode: tenant.code,
    actorUserId: userId,
    action,
    entity: 'session',
    entityId: sessionId,
    after: { ip: client.ip, expiresAt },
    requestId: client.requestId,
  });
  return describeSession(tx, userId, token, expiresAt);
}

export async function describeSession(tx: Tx, userId: string, token: string, expiresAt: Date): Promise<SessionInfo> {
  const row = await q.loadLoggedInUser(tx, userId);
  if (!row) throw unauthorized();
  const entities = await listUserEntities(tx, userId);
  const firstName = row.firstName ?? row.userName;
  const lastName = row.lastName ?? '';
  const user: LoggedInUser = {
    userId: row.userId,
    userName: row.userName,
    firstName,
    middleName: row.middleName ?? null,
    lastName,
    name: [firstName, row.middleName, lastName].filter(Boolean).join(' '),
    employeeNumber: row.employeeNumber ?? null,
    employmentType: row.employmentType ?? null,
    designation: row.designation ?? null,
    departmentName: row.departmentName ?? null,
    isEmployee: row.employeeId !== null,
    isReportingManager: row.isReportingManager ?? false,
    status: row.status ?? 'Active',
    profileImage: row.profileImage ?? null,
    legalEntity: row.legalEntityCode ? { legalEntityCode: row.legalEntityCode, legalEntityName: row.legalEntityName! } : null,
  };
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    user,
    entities: entities.map((e) => ({
      userEntityMappingId: e.userEntityMappingId,
      legalEntityCode: e.legalEntityCode,
      legalEntityName: e.legalEntityName,
    })),
  };
}

export async function logout(tx: Tx, tenantCode: string, userId: string, sessionId: string, requestId: string) {
  await q.revokeSession(tx, sessionId);
  await recordAudit(tx, { tenantCode, actorUserId: userId, action: 'auth.logout', entity: 'session', entityId: sessionId, requestId });
}

/** Token creation: a fresh token for the same user; the presented one stops working. */
export async function rotateToken(deps: ModuleDeps, tx: Tx, tenant: TenantRef, userId: string, sessionId: string, client: ClientInfo) {
  await q.revokeSession(tx, sessionId);
  const session = await startSession(deps, tx, tenant, userId, client, 'auth.token');
  return { token: session.token, expiresAt: session.expiresAt };
}

const otpHash = (userId: string, otp: string) => sha256(`${userId}:${otp}`);

/** Always answers the same, whether or not the account exists. */
export async function forgotPassword(deps: ModuleDeps, tenant: TenantRef, username: string, requestId: string) {
  const mailId = await withTenant(deps.db, { tenantCode: tenant.code }, async (tx) => {
    const user = await q.findLoginUser(tx, username);
    if (!user) return null;
    const otp = newOtp();
    await q.replaceOtp(tx, tenant.code, user.id, otpHash(user.id, otp), new Date(Date.now() + OTP_TTL_MINUTES * 60_000));
    await recordAudit(tx, { tenantCode: tenant.code, actorUserId: null, action: 'auth.otp.issue', entity: 'user', entityId: user.id, requestId });
    return deps.mailer.enqueue(tx, {
      tenantCode: tenant.code,
      to: user.email,
      subject: `${tenant.name}: your one-time password`,
      body: `Your one-time password is ${otp}. It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
    });
  });
  if (mailId) await deps.mailer.deliver(tenant.code, mailId);
  return { message: MESSAGES.otpSent };
}

/**
 * Checks an OTP; a wrong guess is counted (and committed) before the error is raised, and the
 * OTP dies after OTP_MAX_ATTEMPTS guesses.
 */
async function redeemOtp(deps: ModuleDeps, tenant: TenantRef, username: string, otp: string, then: (tx: Tx, userId: string) => Promise<unknown>) {
  const outcome = await withTenant(deps.db, { tenantCode: tenant.code }, async (tx) => {
    const user = await q.findLoginUser(tx, username);
    const live = user ? await q.findLiveOtp(tx, user.id) : null;
    if (!user || !live || live.attempts >= OTP_MAX_ATTEMPTS) return { ok: false as const };
    if (!sameHash(live.otpHash, otpHash(user.id, otp))) {
      await q.countOtpAttempt(tx, live.id);
      return { ok: false as const };
    }
    await q.consumeOtp(tx, live.id);
    return { ok: true as const, result: await then(tx, user.id) };
  });
  if (!outcome.ok) throw badRequest(MESSAGES.invalidOtp, { otp: MESSAGES.invalidOtp }, 'INVALID_OTP');
  return outcome.result;
}

export async function resetPassword(
  deps: ModuleDeps,
  tenant: TenantRef,
  body: { username: string; otp: string; newPassword: string },
  requestId: string,
) {
  const passwordHash = await hashPassword(body.newPassword);
  await redeemOtp(deps, tenant, body.username, body.otp, async (tx, userId) => {
    await q.setPassword(tx, userId, passwordHash);
    await q.revokeAllSessions(tx, userId);
    await recordAudit(tx, { tenantCode: tenant.code, actorUserId: userId, action: 'auth.password.reset', entity: 'user', entityId: userId, requestId });
  });
  return { message: MESSAGES.passwordReset };
}

export async function otpLogin(deps: ModuleDeps, tenant: TenantRef, body: { username: string; otp: string }, client: ClientInfo) {
  return (await redeemOtp(deps, tenant, body.username, body.otp, (tx, userId) =>
    startSession(deps, tx, tenant, userId, client, 'auth.login.otp'),
  )) as SessionInfo;
}
