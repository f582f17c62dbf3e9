import {
  MFA_MESSAGES,
  type MfaDisableRequest,
  type MfaEnrolment,
  type MfaLoginRequest,
  type MfaLoginResponse,
  type MfaPolicyView,
  type MfaStatus,
  type RecoveryCodesView,
} from '@tenure/domain/auth';
import { recordAudit } from '../../../platform/audit.ts';
import type { TenantRef } from '../../../platform/context.ts';
import { withTenant, type Tx } from '../../../platform/db.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import type { SecretBox } from '../../../platform/sealed-secrets.ts';
import { sha256, verifyPassword } from '../../../platform/secrets.ts';
import { endUserSessions } from '../../../platform/sessions.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { claimAttempt, tooManyAttempts } from '../attempts.ts';
import { clearLoginFailures } from '../queries.ts';
import { startSession, type ClientInfo } from '../service.ts';
import { acceptCode, issueRecoveryCodes, newEnrolment, redeemRecoveryCode, requiredByPolicy } from './factors.ts';
import * as q from './queries.ts';

/**
 * Multi-factor authentication (issue 36): a user's own enrolment, the second step of a password
 * login, and the tenant's policy. Every check of a code or password that proves who someone is
 * (login, turning MFA off, new recovery codes) is a login attempt of the account (attempts.ts): its
 * failures count towards the same lockout as wrong passwords, and they are committed before the
 * refusal is sent, so a burst of wrong codes cannot get more guesses than the limit.
 */

const codeInvalid = () => badRequest(MFA_MESSAGES.codeInvalid, { code: MFA_MESSAGES.codeInvalid }, 'MFA_CODE_INVALID');
const recoveryCodeInvalid = () =>
  badRequest(MFA_MESSAGES.recoveryCodeInvalid, { recoveryCode: MFA_MESSAGES.recoveryCodeInvalid }, 'MFA_CODE_INVALID');
const passwordInvalid = () =>
  badRequest(MFA_MESSAGES.passwordInvalid, { password: MFA_MESSAGES.passwordInvalid }, 'MFA_CODE_INVALID');
const challengeExpired = () => new AppError(401, 'MFA_CHALLENGE_EXPIRED', MFA_MESSAGES.challengeExpired);
const notEnrolled = () => conflict(MFA_MESSAGES.notEnrolled, undefined, 'MFA_NOT_ENROLLED');
const alreadyEnrolled = () => conflict(MFA_MESSAGES.alreadyEnrolled, undefined, 'MFA_ALREADY_ENROLLED');

/** The outcome of a checked attempt: refusals are returned (the transaction commits the failure), then thrown. */
type Checked<T> = { ok: true; value: T } | { ok: false; error: AppError };
const refused = (error: AppError): Checked<never> => ({ ok: false, error });

async function afterCommit<T>(outcome: Promise<Checked<T>>): Promise<T> {
  const result = await outcome;
  if (!result.ok) throw result.error;
  return result.value;
}

export async function readStatus(tx: Tx, v: Viewer): Promise<MfaStatus> {
  const [enrolment, policy] = await Promise.all([q.findEnrolment(tx, v.userId), q.readPolicy(tx)]);
  const confirmedAt = enrolment?.confirmedAt ?? null;
  return {
    enrolled: confirmedAt !== null,
    enrolledAt: confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: confirmedAt ? await q.countUnusedRecoveryCodes(tx, v.userId) : 0,
    required: await requiredByPolicy(tx, v.userId, policy),
  };
}

/** A new secret for the signed-in user's app, shown once; turned on by confirmEnrolment. */
export async function startEnrolment(tx: Tx, v: Viewer, secrets: SecretBox, tenant: TenantRef): Promise<MfaEnrolment> {
  if ((await q.readPolicy(tx)) === 'off') throw forbidden(MFA_MESSAGES.policyOff);
  const user = await q.findUser(tx, v.userId);
  const enrolment = user ? await newEnrolment(tx, secrets, tenant, user) : null;
  if (!enrolment) throw alreadyEnrolled();
  return enrolment;
}

/**
 * Turns MFA on with the first code of the new secret; answers the recovery codes (shown once). A
 * wrong code here is not a login attempt: the caller is signed in, and the secret is new to them.
 */
export async function confirmEnrolment(
  tx: Tx,
  v: Viewer,
  secrets: SecretBox,
  input: { code: string },
): Promise<RecoveryCodesView> {
  const enrolment = await q.findEnrolment(tx, v.userId);
  if (!enrolment) throw conflict(MFA_MESSAGES.enrolmentNotStarted, undefined, 'MFA_ENROLMENT_NOT_STARTED');
  if (enrolment.confirmedAt) throw alreadyEnrolled();
  if (!(await acceptCode(tx, secrets, v.userId, input.code, true))) throw codeInvalid();
  return { recoveryCodes: await recordEnrolment(tx, v.tenantCode, v.userId, v.requestId) };
}

async function recordEnrolment(tx: Tx, tenantCode: string, userId: string, requestId: string) {
  const recoveryCodes = await issueRecoveryCodes(tx, tenantCode, userId);
  await recordAudit(tx, {
    tenantCode,
    actorUserId: userId,
    action: 'auth.mfa.enrol',
    entity: 'user',
    entityId: userId,
    requestId,
  });
  return recoveryCodes;
}

/**
 * Runs a proof of the signed-in user's identity as a login attempt of their account: `prove`
 * answers null when right, else the refusal; `then` runs only after a right proof.
 */
function provenBy<T>(
  deps: ModuleDeps,
  v: Viewer,
  client: ClientInfo,
  prove: (tx: Tx, user: { id: string; passwordHash: string }) => Promise<AppError | null>,
  then: (tx: Tx) => Promise<T>,
): Promise<T> {
  return afterCommit(
    withTenant(deps.db, { tenantCode: v.tenantCode, userId: v.userId }, async (tx): Promise<Checked<T>> => {
      const user = await q.findUser(tx, v.userId);
      if (!(await q.findEnrolment(tx, v.userId))?.confirmedAt || !user) return refused(notEnrolled());
      if (!(await claimAttempt(deps, tx, v.tenantCode, user.username, client.ip))) return refused(tooManyAttempts());
      const refusal = await prove(tx, user);
      if (refusal) return refused(refusal);
      await clearLoginFailures(tx, user.username);
      return { ok: true, value: await then(tx) };
    }),
  );
}

/** Turns MFA off (the secret and the recovery codes are deleted), proven by a current code or the password. */
export async function disableMfa(
  deps: ModuleDeps,
  secrets: SecretBox,
  v: Viewer,
  input: MfaDisableRequest,
  client: ClientInfo,
): Promise<void> {
  const required = await withTenant(deps.db, { tenantCode: v.tenantCode, userId: v.userId }, async (tx) =>
    requiredByPolicy(tx, v.userId, await q.readPolicy(tx)),
  );
  if (required) throw forbidden(MFA_MESSAGES.requiredByPolicy, 'MFA_REQUIRED_BY_POLICY');
  await provenBy(
    deps,
    v,
    client,
    async (tx, user) =>
      'code' in input
        ? (await acceptCode(tx, secrets, v.userId, input.code, false))
          ? null
          : codeInvalid()
        : (await verifyPassword(user.passwordHash, input.password))
          ? null
          : passwordInvalid(),
    async (tx) => {
      await q.deleteEnrolment(tx, v.userId);
      await recordAudit(tx, { ...auditActor(v), action: 'auth.mfa.disable', entity: 'user', entityId: v.userId });
    },
  );
}

/** New recovery codes for the signed-in user, proven by a current code; the earlier ones stop working. */
export function regenerateRecoveryCodes(
  deps: ModuleDeps,
  secrets: SecretBox,
  v: Viewer,
  input: { code: string },
  client: ClientInfo,
): Promise<RecoveryCodesView> {
  return provenBy(
    deps,
    v,
    client,
    async (tx) => ((await acceptCode(tx, secrets, v.userId, input.code, false)) ? null : codeInvalid()),
    async (tx) => {
      const recoveryCodes = await issueRecoveryCodes(tx, v.tenantCode, v.userId);
      await recordAudit(tx, {
        ...auditActor(v),
        action: 'auth.mfa.recovery-codes',
        entity: 'user',
        entityId: v.userId,
      });
      return { recoveryCodes };
    },
  );
}

/**
 * The second step of a login: the challenge the password step answered, with a current code or a
 * recovery code (for an enrolment challenge: the first code of the new secret, which turns MFA on
 * and answers the recovery codes too). The challenge is used once: deleted by the step that
 * succeeds; wrong codes leave it to its expiry and count as failed logins of the account.
 */
export async function completeMfaLogin(
  deps: ModuleDeps,
  secrets: SecretBox,
  tenant: TenantRef,
  body: MfaLoginRequest,
  client: ClientInfo,
): Promise<MfaLoginResponse> {
  const tokenHash = sha256(body.challenge);
  return afterCommit(
    withTenant(deps.db, { tenantCode: tenant.code }, async (tx): Promise<Checked<MfaLoginResponse>> => {
      const challenge = await q.findChallenge(tx, tokenHash);
      if (!challenge) return refused(challengeExpired());
      const { userId, username, purpose } = challenge;
      if (!(await claimAttempt(deps, tx, tenant.code, username, client.ip))) return refused(tooManyAttempts());
      if ('code' in body) {
        if (!(await acceptCode(tx, secrets, userId, body.code, purpose === 'enrol'))) return refused(codeInvalid());
      } else if (purpose === 'enrol' || !(await redeemRecoveryCode(tx, userId, body.recoveryCode))) {
        return refused(recoveryCodeInvalid());
      }
      // The attempts on an account are serialised (claimAttempt's lock): a second use of the challenge finds it gone.
      if (!(await q.consumeChallenge(tx, tokenHash))) throw challengeExpired();
      await clearLoginFailures(tx, username);
      const recoveryCodes =
        purpose === 'enrol' ? await recordEnrolment(tx, tenant.code, userId, client.requestId) : undefined;
      const session = await startSession(deps, tx, tenant, userId, client, 'auth.login.mfa');
      return { ok: true, value: recoveryCodes ? { ...session, recoveryCodes } : session };
    }),
  );
}

/** The secret to set up when the policy requires MFA of a user who has none: only with an enrolment challenge. */
export async function enrolAtLogin(
  deps: ModuleDeps,
  secrets: SecretBox,
  tenant: TenantRef,
  body: { challenge: string },
): Promise<MfaEnrolment> {
  return withTenant(deps.db, { tenantCode: tenant.code }, async (tx) => {
    const challenge = await q.findChallenge(tx, sha256(body.challenge));
    if (!challenge || challenge.purpose !== 'enrol') throw challengeExpired();
    const enrolment = await newEnrolment(tx, secrets, tenant, { id: challenge.userId, username: challenge.username });
    if (!enrolment) throw challengeExpired();
    return enrolment;
  });
}

export const readPolicy = async (tx: Tx): Promise<MfaPolicyView> => ({ policy: await q.readPolicy(tx) });

export async function savePolicy(tx: Tx, v: Viewer, input: MfaPolicyView): Promise<MfaPolicyView> {
  const before = await readPolicy(tx);
  await q.savePolicy(tx, v.tenantCode, input.policy, v.userId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'auth.mfa.policy',
    entity: 'mfa_settings',
    entityId: v.tenantCode,
    before,
    after: input,
  });
  return input;
}

/** An admin's reset of a user who lost their phone and codes: MFA off; they enrol again (at login, if required). */
export async function resetUserMfa(
  tx: Tx,
  v: Viewer,
  { userId, keepSessionId }: { userId: string; keepSessionId: string | null },
): Promise<void> {
  if (!(await q.findUser(tx, userId))) throw notFound();
  if (!(await q.deleteEnrolment(tx, userId))) throw notEnrolled();
  // A lost phone may be in someone else's hands: its sessions end with the key (an admin resetting
  // their own keeps the session they are using).
  const endedSessions = await endUserSessions(tx, userId, keepSessionId ?? undefined);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'auth.mfa.reset',
    entity: 'user',
    entityId: userId,
    after: { endedSessions },
  });
}
