import {
  OTP_ISSUE_LIMIT,
  OTP_ISSUE_WINDOW_MINUTES,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  PASSWORD_LOGIN,
  SSO_MESSAGES,
  languageCode,
  type LanguageRequest,
  type LoggedInUser,
  type LoginResponse,
  type MfaChallenge,
  type SetPasswordLinkView,
  type SetPasswordRequest,
  type SessionInfo,
} from '@tenure/domain/auth';
import { DEFAULT_DATE_FORMAT } from '@tenure/domain/dates';
import { MESSAGES } from '@tenure/domain/messages';
import { noticeTexts } from '@tenure/domain/notices';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { TenantRef } from '../../platform/context.ts';
import { withTenant, type Tx } from '../../platform/db.ts';
import { AppError, badRequest, unauthorized } from '../../platform/errors.ts';
import { hashPassword, newOtp, newSessionToken, sameHash, sha256, verifyPassword } from '../../platform/secrets.ts';
import { listUserEntities } from '../../platform/sessions.ts';
import { consumeSetPasswordLink, findLiveSetPasswordLink } from '../../platform/set-password-links.ts';
import { accountOf, claimAttempt, tooManyAttempts } from './attempts.ts';
import { issueChallenge, secondStepOf } from './mfa/factors.ts';
import * as q from './queries.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  requestId: string;
}

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);

/**
 * Password login. Failures are counted per account and per client address, each with its own
 * limit; from a limit on, even a right password is refused until the window passes. Every failure
 * answers the same words. A user with MFA (or whom the policy requires to have it) gets a challenge
 * instead of a session: mfa/service.ts `completeMfaLogin` finishes the login.
 */
export async function login(
  deps: ModuleDeps,
  tenant: TenantRef,
  credentials: { username: string; password: string },
  client: ClientInfo,
): Promise<LoginResponse> {
  const { db } = deps;
  const attempt = await withTenant(db, { tenantCode: tenant.code }, async (tx) => {
    const user = await q.findLoginUser(tx, credentials.username);
    const account = accountOf(user, credentials.username);
    return (await claimAttempt(deps, tx, tenant.code, account, client.ip)) ? { user, account } : null;
  });
  if (!attempt) throw tooManyAttempts();

  const { user, account } = attempt;
  const valid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
  if (!user || !valid) throw invalidCredentials();
  return withTenant(db, { tenantCode: tenant.code, userId: user.id }, async (tx) => {
    await assertPasswordLoginAllowed(tx, user.id);
    // The attempt stays counted until the second factor is right too.
    const challenge = await askSecondFactor(tx, tenant, user.id, client);
    if (challenge) return challenge;
    await q.clearLoginFailures(tx, account);
    return startSession(deps, tx, tenant, user.id, client, 'auth.login');
  });
}

/**
 * After a right password (or emailed OTP): the MFA challenge the login must answer before it gets a
 * session (a code, or an enrolment the tenant's policy requires), or null when none is asked.
 */
async function askSecondFactor(
  tx: Tx,
  tenant: TenantRef,
  userId: string,
  client: ClientInfo,
): Promise<MfaChallenge | null> {
  const step = await secondStepOf(tx, userId);
  if (step === 'none') return null;
  const challenge = await issueChallenge(tx, tenant.code, userId, step);
  await recordAudit(tx, {
    tenantCode: tenant.code,
    actorUserId: userId,
    action: 'auth.mfa.challenge',
    entity: 'user',
    entityId: userId,
    after: { ip: client.ip, step },
    requestId: client.requestId,
  });
  return challenge;
}

/**
 * A tenant that requires SSO takes password (and OTP) logins from its super admins only: the
 * break-glass way in when the identity provider is down or misconfigured. Checked once the
 * password is known to be right, so the answer tells nothing about an account to a guesser.
 */
async function assertPasswordLoginAllowed(tx: Tx, userId: string) {
  if ((await q.passwordLoginOff(tx)) && !(await q.isSuperAdmin(tx, userId)))
    throw new AppError(403, 'SSO_REQUIRED', SSO_MESSAGES.ssoRequired);
}

const BY_PASSWORD: q.SignedInVia = { loginType: PASSWORD_LOGIN, providerId: null };

/** Issues a session (password, OTP, token rotation and identity-provider sign-ins alike) and audits it. */
export async function startSession(
  deps: ModuleDeps,
  tx: Tx,
  tenant: TenantRef,
  userId: string,
  client: ClientInfo,
  action: string,
  via: q.SignedInVia = BY_PASSWORD,
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
    via,
  });
  await recordAudit(tx, {
    tenantCode: tenant.code,
    actorUserId: userId,
    action,
    entity: 'session',
    entityId: sessionId,
    after: { ip: client.ip, expiresAt, ...via },
    requestId: client.requestId,
  });
  return describeSession(tx, userId, token, expiresAt, via.loginType);
}

/** validate-login: the session behind the presented token, described as at login. */
export async function describeCurrentSession(
  tx: Tx,
  auth: { userId: string; sessionId: string; sessionExpiresAt: Date },
  token: string,
) {
  const via = await q.sessionVia(tx, auth.sessionId);
  if (!via) throw unauthorized();
  return describeSession(tx, auth.userId, token, auth.sessionExpiresAt, via.loginType);
}

async function describeSession(
  tx: Tx,
  userId: string,
  token: string,
  expiresAt: Date,
  loginType: string,
): Promise<SessionInfo> {
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
    legalEntity: row.legalEntityCode
      ? { legalEntityCode: row.legalEntityCode, legalEntityName: row.legalEntityName! }
      : null,
    language: languageCode.safeParse(row.language).data ?? null,
  };
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    loginType,
    user,
    entities: entities.map((e) => ({
      userEntityMappingId: e.userEntityMappingId,
      legalEntityCode: e.legalEntityCode,
      legalEntityName: e.legalEntityName,
    })),
  };
}

/** Ends the session; how it was signed in (the identity provider, if any, so its session can end too). */
export async function logout(tx: Tx, tenantCode: string, userId: string, sessionId: string, requestId: string) {
  // Two logouts at once: both succeed, the one that ended the session records it.
  const ended = await q.revokeSession(tx, sessionId);
  if (!ended) return null;
  await recordAudit(tx, {
    tenantCode,
    actorUserId: userId,
    action: 'auth.logout',
    entity: 'session',
    entityId: sessionId,
    requestId,
  });
  return ended;
}

/**
 * A fresh token of the same sign-in (login type and provider). `rotate`: the presented token stops
 * working, exactly once — of several requests presenting it, only the one that revokes it gets a new
 * one. `handover`: a second session beside it, for the tenant's external onboarding site (SPEC §6).
 */
export async function issueToken(
  deps: ModuleDeps,
  tx: Tx,
  tenant: TenantRef,
  auth: { userId: string; sessionId: string },
  client: ClientInfo,
  kind: 'rotate' | 'handover',
) {
  const via = kind === 'rotate' ? await q.revokeSession(tx, auth.sessionId) : await q.sessionVia(tx, auth.sessionId);
  if (!via) throw unauthorized();
  const action = kind === 'rotate' ? 'auth.token' : 'auth.token.handover';
  const session = await startSession(deps, tx, tenant, auth.userId, client, action, via);
  return { token: session.token!, expiresAt: session.expiresAt };
}

const otpHash = (userId: string, otp: string) => sha256(`${userId}:${otp}`);

/**
 * Always answers the same, whether or not the account exists, and whether or not a mail goes out:
 * at most OTP_ISSUE_LIMIT OTPs are mailed to an account per OTP_ISSUE_WINDOW_MINUTES.
 */
export async function forgotPassword(deps: ModuleDeps, tenant: TenantRef, username: string, requestId: string) {
  const mailId = await withTenant(deps.db, { tenantCode: tenant.code }, async (tx) => {
    const user = await q.findLoginUser(tx, username);
    if (!user) return null;
    // Serialised per account, so calls at the same moment cannot all find the allowance unused.
    await q.lockAttempts(tx, tenant.code, accountOf(user, username));
    if ((await q.countRecentOtps(tx, user.id, OTP_ISSUE_WINDOW_MINUTES)) >= OTP_ISSUE_LIMIT) return null;
    const otp = newOtp();
    await q.replaceOtp(
      tx,
      tenant.code,
      user.id,
      otpHash(user.id, otp),
      new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    );
    await recordAudit(tx, {
      tenantCode: tenant.code,
      actorUserId: null,
      action: 'auth.otp.issue',
      entity: 'user',
      entityId: user.id,
      requestId,
    });
    const mail = noticeTexts(user.language, DEFAULT_DATE_FORMAT).otp({
      company: tenant.name,
      otp,
      minutes: OTP_TTL_MINUTES,
    });
    return deps.mailer.enqueue(tx, { tenantCode: tenant.code, to: user.email, ...mail });
  });
  if (mailId) await deps.mailer.deliver(tenant.code, mailId);
  return { message: MESSAGES.otpSent };
}

/**
 * Checks an OTP. A guess is a login attempt of the account (claimAttempt): wrong guesses use up the
 * same allowance as wrong passwords, across all the account's OTPs, and no OTP is checked while
 * that allowance is used up. A wrong guess is also counted on the OTP (committed before the error
 * is raised), which dies after OTP_MAX_ATTEMPTS guesses.
 */
async function redeemOtp(
  deps: ModuleDeps,
  tenant: TenantRef,
  client: { ip: string },
  username: string,
  otp: string,
  then: (tx: Tx, userId: string) => Promise<unknown>,
) {
  const outcome = await withTenant(deps.db, { tenantCode: tenant.code }, async (tx) => {
    const user = await q.findLoginUser(tx, username);
    const account = accountOf(user, username);
    if (!(await claimAttempt(deps, tx, tenant.code, account, client.ip))) return { ok: false as const, locked: true };
    const live = user ? await q.findLiveOtp(tx, user.id) : null;
    if (!user || !live || live.attempts >= OTP_MAX_ATTEMPTS) return { ok: false as const, locked: false };
    if (!sameHash(live.otpHash, otpHash(user.id, otp))) {
      await q.countOtpAttempt(tx, live.id);
      return { ok: false as const, locked: false };
    }
    await q.consumeOtp(tx, live.id);
    await q.clearLoginFailures(tx, account);
    return { ok: true as const, result: await then(tx, user.id) };
  });
  if (!outcome.ok) {
    if (outcome.locked) throw tooManyAttempts();
    throw badRequest(MESSAGES.invalidOtp, { otp: MESSAGES.invalidOtp }, 'INVALID_OTP');
  }
  return outcome.result;
}

export async function resetPassword(
  deps: ModuleDeps,
  tenant: TenantRef,
  body: { username: string; otp: string; newPassword: string },
  client: ClientInfo,
) {
  const passwordHash = await hashPassword(body.newPassword);
  await redeemOtp(deps, tenant, client, body.username, body.otp, async (tx, userId) => {
    await q.setPassword(tx, userId, passwordHash);
    await q.revokeAllSessions(tx, userId);
    await recordAudit(tx, {
      tenantCode: tenant.code,
      actorUserId: userId,
      action: 'auth.password.reset',
      entity: 'user',
      entityId: userId,
      requestId: client.requestId,
    });
  });
  return { message: MESSAGES.passwordReset };
}

export async function otpLogin(
  deps: ModuleDeps,
  tenant: TenantRef,
  body: { username: string; otp: string },
  client: ClientInfo,
) {
  return (await redeemOtp(deps, tenant, client, body.username, body.otp, async (tx, userId) => {
    await assertPasswordLoginAllowed(tx, userId);
    return (
      (await askSecondFactor(tx, tenant, userId, client)) ??
      startSession(deps, tx, tenant, userId, client, 'auth.login.otp')
    );
  })) as LoginResponse;
}

const linkInvalid = () => new AppError(410, 'LINK_INVALID', MESSAGES.setPasswordLinkInvalid);

/** What the set-password page greets with; a used, expired or unknown link answers 410. */
export async function describeSetPasswordLink(tx: Tx, tenant: TenantRef, token: string): Promise<SetPasswordLinkView> {
  const live = await findLiveSetPasswordLink(tx, token);
  if (!live) throw linkInvalid();
  return { username: live.username, purpose: live.purpose, tenantName: tenant.name };
}

/** Sets the password of a one-time link's user; the link dies, other sessions end, failed logins are forgotten. */
export async function setPasswordByLink(
  deps: ModuleDeps,
  tenant: TenantRef,
  body: SetPasswordRequest,
  client: ClientInfo,
) {
  const passwordHash = await hashPassword(body.newPassword);
  await withTenant(deps.db, { tenantCode: tenant.code }, async (tx) => {
    const won = await consumeSetPasswordLink(tx, body.token);
    if (!won) throw linkInvalid();
    await q.setPassword(tx, won.userId, passwordHash);
    await q.revokeAllSessions(tx, won.userId);
    await q.clearLoginFailures(tx, won.username);
    await recordAudit(tx, {
      tenantCode: tenant.code,
      actorUserId: won.userId,
      action: 'auth.password.set',
      entity: 'user',
      entityId: won.userId,
      requestId: client.requestId,
    });
  });
  return { message: MESSAGES.passwordSet };
}

/** Keeps the user's language on their account, so it follows them to every browser (issue 38). */
export async function setLanguage(tx: Tx, userId: string, language: LanguageRequest['language']): Promise<void> {
  await q.setUserLanguage(tx, userId, language);
}
