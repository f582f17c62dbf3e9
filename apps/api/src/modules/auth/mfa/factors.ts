import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  MFA_CHALLENGE_TTL_MINUTES,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  holdsAdministrationKey,
  mfaRequiredFor,
  type MfaChallenge,
  type MfaEnrolment,
  type MfaPolicy,
} from '@tenure/domain/auth';
import type { TenantRef } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db.ts';
import type { SecretBox } from '../../../platform/sealed-secrets.ts';
import { newSessionToken, sha256 } from '../../../platform/secrets.ts';
import { permissionsInAnyEntity } from '../../../platform/sessions.ts';
import * as q from './queries.ts';

/**
 * The second factors themselves: authenticator secrets and their codes, recovery codes, and the
 * challenges of logins waiting for one. Used by the password logins (service.ts) and by MFA's
 * own use-cases (mfa/service.ts).
 */

const TOTP_SETTINGS = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/**
 * A new secret for the user's authenticator app, stored sealed and unconfirmed (an earlier
 * unconfirmed one is replaced). Null: the user already has a confirmed enrolment.
 */
export async function newEnrolment(
  tx: Tx,
  secrets: SecretBox,
  tenant: TenantRef,
  user: { id: string; username: string },
): Promise<MfaEnrolment | null> {
  const secret = new Secret({ size: 20 });
  if (!(await q.startEnrolment(tx, tenant.code, user.id, secrets.seal(secret.base32)))) return null;
  const otpauthUri = new TOTP({ ...TOTP_SETTINGS, issuer: tenant.name, label: user.username, secret }).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret: secret.base32,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Accepts a code of the user's authenticator: right within TOTP_WINDOW steps of now, and of a
 * later time step than the last code accepted, so a code seen over a shoulder or replayed is
 * refused. `confirming`: the code confirms a new enrolment (else it must be a confirmed one).
 */
export async function acceptCode(
  tx: Tx,
  secrets: SecretBox,
  userId: string,
  code: string,
  confirming: boolean,
): Promise<boolean> {
  const enrolment = await q.findEnrolment(tx, userId);
  if (!enrolment || (enrolment.confirmedAt === null) !== confirming) return false;
  const secret = Secret.fromBase32(secrets.open(enrolment.secretSealed));
  const timestamp = Date.now();
  const delta = TOTP.validate({ ...TOTP_SETTINGS, token: code, secret, timestamp, window: TOTP_WINDOW });
  if (delta === null) return false;
  return q.takeStep(tx, userId, TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta, confirming);
}

// No 0/o, 1/l or i: a code copied from paper is read right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryHash = (userId: string, normalised: string) => sha256(`mfa-recovery:${userId}:${normalised}`);

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A new set of recovery codes; the earlier ones stop working. Only their hashes are kept. */
export async function issueRecoveryCodes(tx: Tx, tenantCode: string, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await q.replaceRecoveryCodes(
    tx,
    tenantCode,
    userId,
    codes.map((c) => recoveryHash(userId, c.replace('-', ''))),
  );
  return codes;
}

/** Uses one recovery code (normalised: lower case, no dash); false when unknown or already used. */
export const redeemRecoveryCode = (tx: Tx, userId: string, normalised: string) =>
  q.useRecoveryCode(tx, userId, recoveryHash(userId, normalised));

/** Whether the tenant's policy makes MFA compulsory for the user. */
export async function requiredByPolicy(tx: Tx, userId: string, policy: MfaPolicy): Promise<boolean> {
  const admin = policy === 'admins' && holdsAdministrationKey(await permissionsInAnyEntity(tx, userId));
  return mfaRequiredFor(policy, admin);
}

/**
 * What a password login must ask after the password: nothing (policy off, or not enrolled and not
 * required), a code (enrolled), or an enrolment first (required by the policy, not enrolled yet).
 */
export async function secondStepOf(tx: Tx, userId: string): Promise<'none' | MfaChallenge['mfa']> {
  const policy = await q.readPolicy(tx);
  if (policy === 'off') return 'none';
  if ((await q.findEnrolment(tx, userId))?.confirmedAt) return 'verify';
  return (await requiredByPolicy(tx, userId, policy)) ? 'enrol' : 'none';
}

/** A login waiting for its second step: a single-use token, valid for MFA_CHALLENGE_TTL_MINUTES. */
export async function issueChallenge(
  tx: Tx,
  tenantCode: string,
  userId: string,
  purpose: MfaChallenge['mfa'],
): Promise<MfaChallenge> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + MFA_CHALLENGE_TTL_MINUTES * 60_000);
  await q.insertChallenge(tx, { tokenHash: sha256(token), tenantId: tenantCode, userId, purpose, expiresAt });
  return { mfa: purpose, challenge: token, expiresAt: expiresAt.toISOString() };
}
