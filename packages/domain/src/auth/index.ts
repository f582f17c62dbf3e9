/** The authentication API contract (SPEC.md §7 "Auth"), shared by the API and the web app. */
import { z } from 'zod';
import { dateFormat } from '../dates/format.ts';
import { LANGUAGE_CODES, MESSAGES } from '../messages.ts';
import { isValidUsername } from '../validation/patterns.ts';
import { mfaChallenge } from './mfa.ts';

export const PASSWORD_MIN_LENGTH = 7; // "should be more than 6 characters"
export const SESSION_TTL_MINUTES_DEFAULT = 8 * 60;
/** Failed logins (wrong passwords and wrong OTPs) of one account per window before it is locked. */
export const LOGIN_FAILURE_LIMIT = 5;
/**
 * Failed logins from one client address per window before every login from it is refused: far
 * above what an office, a campus or a carrier's shared address makes by honest typos, so that one
 * hostile user behind it cannot lock out the others (config LOGIN_FAILURES_PER_ADDRESS).
 */
export const LOGIN_ADDRESS_FAILURE_LIMIT_DEFAULT = 100;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** At most this many OTPs are mailed to one account per OTP_ISSUE_WINDOW_MINUTES; further calls mail nothing. */
export const OTP_ISSUE_LIMIT = 3;
export const OTP_ISSUE_WINDOW_MINUTES = 15;
/** How long a set-password link mailed to a new user (invite) or by an admin's forced reset stays valid. */
export const SET_PASSWORD_LINK_TTL_HOURS = { invite: 72, reset: 24 } as const;
export type SetPasswordPurpose = keyof typeof SET_PASSWORD_LINK_TTL_HOURS;

export const usernameField = z
  .string({ error: MESSAGES.usernameRequired })
  .trim()
  .min(1, MESSAGES.usernameRequired)
  .refine(isValidUsername, MESSAGES.invalidUsername);

export const passwordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort);

/** A new password must also have a letter, a digit and a special character. */
export const newPasswordField = passwordField.refine(
  (v) => /[A-Za-z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v),
  MESSAGES.passwordComplexity,
);

export const loginRequest = z.object({ username: usernameField, password: passwordField });
export type LoginRequest = z.infer<typeof loginRequest>;

export const legalEntityRef = z.object({ legalEntityCode: z.string(), legalEntityName: z.string() });
export type LegalEntityRef = z.infer<typeof legalEntityRef>;

export const userEntity = legalEntityRef.extend({ userEntityMappingId: z.string() });
export type UserEntity = z.infer<typeof userEntity>;

/** A language of the app (SPEC §9). */
export const languageCode = z.enum(LANGUAGE_CODES, { message: MESSAGES.unknownLanguage });

/** The language a user reads Tenure in, kept on their account (issue 38). */
export const languageRequest = z.object({ language: languageCode });
export type LanguageRequest = z.infer<typeof languageRequest>;

export const loggedInUser = z.object({
  userId: z.string(),
  userName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  name: z.string(),
  employeeNumber: z.string().nullable(),
  employmentType: z.string().nullable(),
  designation: z.string().nullable(),
  departmentName: z.string().nullable(),
  isEmployee: z.boolean(),
  isReportingManager: z.boolean(),
  status: z.string(),
  profileImage: z.string().nullable(),
  legalEntity: legalEntityRef.nullable(),
  /** The language chosen on the account; null until the user chooses one (the browser's choice stands). */
  language: languageCode.nullable(),
});
export type LoggedInUser = z.infer<typeof loggedInUser>;

export const sessionInfo = z.object({
  /** The bearer token; absent for the web app, whose session travels in an HttpOnly cookie (SESSION_COOKIES). */
  token: z.string().optional(),
  /** ISO timestamp after which the token is refused. */
  expiresAt: z.string(),
  user: loggedInUser,
  entities: z.array(userEntity),
  /** SPEC §3 session value: `password`, `azure_ad_identifier` or `oidc`. */
  loginType: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** A password (or emailed OTP) login: a session, or the second step it waits for (MFA). */
export const loginResponse = z.union([sessionInfo, mfaChallenge]);
export type LoginResponse = z.infer<typeof loginResponse>;
/** The second step's session; when it finished an enrolment, the recovery codes to keep (shown once). */
export const mfaLoginResponse = sessionInfo.extend({ recoveryCodes: z.array(z.string()).optional() });
export type MfaLoginResponse = z.infer<typeof mfaLoginResponse>;

export const tokenResponse = z.object({ token: z.string().optional(), expiresAt: z.string() });
/** A token for the tenant's external onboarding site (SPEC §6): a session of its own, beside the browser's. */
export const handoverResponse = z.object({ token: z.string(), expiresAt: z.string() });

export const tenantInfo = z.object({
  tenantCode: z.string(),
  tenantName: z.string(),
  logoUrl: z.string().nullable(),
  payloadEncryption: z.boolean(),
  /** How the tenant's pages show dates (SPEC §9). */
  dateFormat,
});
export type TenantInfo = z.infer<typeof tenantInfo>;

export * from './directory.ts';
export * from './mfa.ts';
export * from './sessions.ts';
export * from './sso.ts';

export const providerConfig = z.object({
  loginTypes: z.array(z.string()),
  providers: z.array(
    z.object({
      identifier: z.string(),
      values: z.array(z.object({ key: z.string(), value: z.string() })),
    }),
  ),
});
export type ProviderConfig = z.infer<typeof providerConfig>;

export const forgotPasswordRequest = z.object({ username: usernameField });
export const otpField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.invalidOtp);
export const resetPasswordRequest = z.object({
  username: usernameField,
  otp: otpField,
  newPassword: newPasswordField,
});
/** The token of a one-time set-password link (base64url of 32 random bytes). */
export const setPasswordToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, MESSAGES.setPasswordLinkInvalid);
export const setPasswordRequest = z.object({ token: setPasswordToken, newPassword: newPasswordField });
export type SetPasswordRequest = z.infer<typeof setPasswordRequest>;
/** What the set-password page shows before the user chooses a password. */
export const setPasswordLinkView = z.object({
  username: z.string(),
  purpose: z.enum(['invite', 'reset']),
  tenantName: z.string(),
});
export type SetPasswordLinkView = z.infer<typeof setPasswordLinkView>;

export const otpLoginRequest = z.object({ username: usernameField, otp: otpField });

export const messageResponse = z.object({ message: z.string() });

/** Error body of every failed call (ARCHITECTURE.md "Errors"). */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const HEADERS = {
  tenant: 'x-tenantid',
  entity: 'x-entityid',
  /** Identifies the registered payload-encryption key (SPEC §7 "public-key header"). */
  keyId: 'x-pubkey-id',
  /** `cookie`: the web app's calls, whose session travels in SESSION_COOKIES instead of the answer. */
  sessionTransport: 'x-tenure-session',
  /** The CSRF token (the readable cookie's value), on every call of a cookie session that changes something. */
  csrf: 'x-csrf-token',
} as const;

/** The web app's session cookies (`__Host-` prefixed over HTTPS): the HttpOnly session token and its readable CSRF token. */
export const SESSION_COOKIES = { session: 'tenure-session', csrf: 'tenure-csrf' } as const;
