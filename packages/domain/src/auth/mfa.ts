/**
 * Multi-factor authentication (issue 36): time-based one-time codes (RFC 6238) from an
 * authenticator app, single-use recovery codes, and the tenant's policy of who must use them.
 * Password (and emailed one-time password) logins ask for the second factor; a sign-in through an
 * identity provider carries the provider's own.
 */
import { z } from 'zod';
import { CATALOGUE } from '../access/catalogue.ts';
import type { PermissionMap } from '../access/permission-map.ts';

/** off: nobody is asked; optional: those who enrolled; admins: also every holder of an Administration key must; all: everyone must. */
export const MFA_POLICIES = ['off', 'optional', 'admins', 'all'] as const;
export type MfaPolicy = (typeof MFA_POLICIES)[number];

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the time steps next to the current one are accepted too (a clock off by up to 30 s). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a login may wait after the password was accepted. */
export const MFA_CHALLENGE_TTL_MINUTES = 5;

export const MFA_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeInvalid: 'This code is not right. Check the time on your phone and try again.',
  recoveryCodeRequired: 'Enter one of your recovery codes, such as abcde-12345.',
  recoveryCodeInvalid: 'This recovery code is not right or was already used.',
  challengeExpired: 'The sign-in took too long. Please sign in with your password again.',
  alreadyEnrolled: 'Two-factor authentication is already on for your account.',
  notEnrolled: 'Two-factor authentication is not on for your account.',
  enrolmentNotStarted: 'Start the set-up again: scan a new QR code.',
  requiredByPolicy: 'Your company requires two-factor authentication, so you cannot turn it off.',
  proofRequired: 'Enter a code from your authenticator app or your password.',
  passwordInvalid: 'This password is not right.',
  policyOff: 'Two-factor authentication is turned off for your company.',
  policySaved: 'Two-factor authentication policy saved.',
  reset: 'Two-factor authentication was reset for this user.',
} as const;

/** Whether a user whose roles grant this map must use a second factor under the "admins" policy. */
export function holdsAdministrationKey(map: PermissionMap): boolean {
  const granted = map.ADMINISTRATION;
  if (!granted) return false;
  return (
    CATALOGUE.ADMINISTRATION.sections.some((s) => granted.sectionAccess[s] === true) ||
    CATALOGUE.ADMINISTRATION.features.some((f) => granted.featureAccess[f] === true)
  );
}

/** Whether the policy makes a second factor compulsory for a user (enrolled or not). */
export const mfaRequiredFor = (policy: MfaPolicy, holdsAdminKey: boolean) =>
  policy === 'all' || (policy === 'admins' && holdsAdminKey);

export const totpCode = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), MFA_MESSAGES.codeRequired);

/** Ten characters in two groups, letters and digits (case and the dash are ignored). */
export const recoveryCode = z
  .string({ error: MFA_MESSAGES.recoveryCodeRequired })
  .trim()
  .transform((v) => v.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, MFA_MESSAGES.recoveryCodeRequired));

/** The second factor of a step: a current code, or one recovery code. */
const secondFactor = z.union([z.object({ code: totpCode }), z.object({ recoveryCode })]);

/** A login waiting for its second factor: `verify` asks for a code, `enrol` for setting one up first. */
export const mfaChallenge = z.object({
  mfa: z.enum(['verify', 'enrol']),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallenge>;

export const mfaChallengeToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, MFA_MESSAGES.challengeExpired);

export const mfaLoginRequest = z.intersection(z.object({ challenge: mfaChallengeToken }), secondFactor);
export type MfaLoginRequest = z.infer<typeof mfaLoginRequest>;
export const mfaEnrolAtLoginRequest = z.object({ challenge: mfaChallengeToken });

/** A secret to add to an authenticator app: shown once, by QR code or typed. */
export const mfaEnrolment = z.object({
  /** Base32, for typing into the app. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code: an SVG image as a data URL. */
  qrCode: z.string(),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolment>;

export const mfaConfirmRequest = z.object({ code: totpCode });
export const recoveryCodesView = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesView = z.infer<typeof recoveryCodesView>;

/** Disabling asks for a current code or the password: proof that the person at the keyboard owns the account. */
export const mfaDisableRequest = z.union([
  z.object({ code: totpCode }),
  z.object({ password: z.string().min(1, MFA_MESSAGES.proofRequired).max(200) }),
]);
export type MfaDisableRequest = z.infer<typeof mfaDisableRequest>;
export const mfaRegenerateRequest = z.object({ code: totpCode });

export const mfaStatus = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The tenant's policy makes it compulsory for this user: it cannot be turned off. */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatus>;

export const mfaPolicyView = z.object({ policy: z.enum(MFA_POLICIES) });
export type MfaPolicyView = z.infer<typeof mfaPolicyView>;
