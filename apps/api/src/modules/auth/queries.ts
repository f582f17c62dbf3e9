import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  departments,
  employees,
  legalEntities,
  loginFailures,
  passwordOtps,
  sessions,
  ssoSettings,
  users,
  type SamlSubject,
} from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { employedOn } from '../../platform/employment.ts';
import { utcToday } from '../../platform/clock.ts';

export function findLoginUser(tx: Tx, username: string) {
  const name = username.toLowerCase();
  return tx
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      email: users.email,
      username: users.username,
      language: users.language,
    })
    .from(users)
    .where(
      and(eq(users.isActive, true), or(sql`lower(${users.username}) = ${name}`, sql`lower(${users.email}) = ${name}`)),
    )
    .then((rows) => rows[0] ?? null);
}

/**
 * Serialises, until the transaction ends, the attempts on one account (and from one address): the
 * account's lock is always taken first, so two attempts never wait on each other crosswise.
 */
export async function lockAttempts(tx: Tx, tenantCode: string, account: string, ip?: string) {
  const key = (name: string) => sql`pg_advisory_xact_lock(hashtextextended(${name}, 0))`;
  const locks = [
    key(`login-account:${tenantCode}:${account.toLowerCase()}`),
    ...(ip === undefined ? [] : [key(`login-address:${tenantCode}:${ip}`)]),
  ];
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

export async function countRecentFailures(tx: Tx, account: string, ip: string, windowMinutes: number) {
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const [byUser] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, account.toLowerCase()), gt(loginFailures.createdAt, since)));
  const [byIp] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  return { byUser: byUser?.n ?? 0, byIp: byIp?.n ?? 0 };
}

export async function recordLoginFailure(tx: Tx, tenantCode: string, account: string, ip: string) {
  await tx.insert(loginFailures).values({ tenantId: tenantCode, username: account.toLowerCase(), ip });
}

export async function clearLoginFailures(tx: Tx, account: string) {
  await tx.delete(loginFailures).where(eq(loginFailures.username, account.toLowerCase()));
}

export async function insertSession(
  tx: Tx,
  values: {
    tenantCode: string;
    userId: string;
    tokenHash: string;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
    via: SignedInVia;
  },
) {
  const [row] = await tx
    .insert(sessions)
    .values({
      tenantId: values.tenantCode,
      userId: values.userId,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      ip: values.ip,
      userAgent: values.userAgent,
      loginType: values.via.loginType,
      identityProviderId: values.via.providerId,
      providerSession: values.via.providerSession ?? null,
    })
    .returning({ id: sessions.id });
  await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, values.userId));
  return row!.id;
}

/** How a session was signed in: SPEC §3 loginType, and the identity provider when not by password. */
export interface SignedInVia {
  loginType: string;
  providerId: string | null;
  /** SAML: whom the IdP signed in, for the LogoutRequest. */
  providerSession?: SamlSubject | null;
}

const via = {
  loginType: sessions.loginType,
  providerId: sessions.identityProviderId,
  providerSession: sessions.providerSession,
};

/**
 * Ends a live session and tells how it was signed in; null when it had already ended. Of two
 * requests ending the same session at once, the second waits for the first's row lock and then
 * finds the session revoked.
 */
export async function revokeSession(tx: Tx, sessionId: string): Promise<SignedInVia | null> {
  const [revoked] = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning(via);
  return revoked ?? null;
}

export const sessionVia = (tx: Tx, sessionId: string): Promise<SignedInVia | undefined> =>
  tx
    .select(via)
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .then((rows) => rows[0]);

/** Whether the user holds the active SUPER_ADMIN role in one of their entities (the break-glass of "require SSO"). */
export async function isSuperAdmin(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(
    tx,
    sql`select exists (select 1 from user_entities ue
                         join user_entity_roles uer on uer.user_entity_id = ue.id
                         join roles r on r.id = uer.role_id
                        where ue.user_id = ${userId} and r.is_active and r.code = 'SUPER_ADMIN') as yes`,
  );
  return row?.yes ?? false;
}

export const passwordLoginOff = (tx: Tx): Promise<boolean> =>
  tx
    .select({ requireSso: ssoSettings.requireSso })
    .from(ssoSettings)
    .then((rows) => rows[0]?.requireSso ?? false);

export async function revokeAllSessions(tx: Tx, userId: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The logged-in user of SPEC §3: the account joined with its employee record. */
export async function loadLoggedInUser(tx: Tx, userId: string) {
  const manager = sql<boolean>`exists (select 1 from ${employees} r where r.manager_id = ${employees.id} and ${employedOn(utcToday(), 'r')})`;
  const [row] = await tx
    .select({
      userId: users.id,
      userName: users.username,
      email: users.email,
      employeeId: employees.id,
      firstName: employees.firstName,
      middleName: employees.middleName,
      lastName: employees.lastName,
      employeeNumber: employees.employeeNumber,
      employmentType: employees.employmentType,
      designation: employees.designation,
      departmentName: departments.name,
      status: employees.status,
      profileImage: employees.profileImage,
      legalEntityCode: legalEntities.code,
      legalEntityName: legalEntities.name,
      isReportingManager: manager,
      language: users.language,
    })
    .from(users)
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(legalEntities, eq(legalEntities.id, employees.legalEntityId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function replaceOtp(tx: Tx, tenantCode: string, userId: string, otpHash: string, expiresAt: Date) {
  await tx
    .update(passwordOtps)
    .set({ consumedAt: new Date() })
    .where(and(eq(passwordOtps.userId, userId), isNull(passwordOtps.consumedAt)));
  await tx.insert(passwordOtps).values({ tenantId: tenantCode, userId, otpHash, expiresAt });
}

export async function countRecentOtps(tx: Tx, userId: string, windowMinutes: number) {
  const [issued] = await tx
    .select({ n: count() })
    .from(passwordOtps)
    .where(
      and(
        eq(passwordOtps.userId, userId),
        gt(passwordOtps.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return issued?.n ?? 0;
}

/** The live OTP of a user, locked so two guesses at once count twice. */
export function findLiveOtp(tx: Tx, userId: string) {
  return tx
    .select()
    .from(passwordOtps)
    .where(
      and(eq(passwordOtps.userId, userId), isNull(passwordOtps.consumedAt), gt(passwordOtps.expiresAt, sql`now()`)),
    )
    .orderBy(sql`${passwordOtps.createdAt} desc`)
    .limit(1)
    .for('update')
    .then((rows) => rows[0] ?? null);
}

export async function countOtpAttempt(tx: Tx, otpId: string) {
  await tx
    .update(passwordOtps)
    .set({ attempts: sql`${passwordOtps.attempts} + 1` })
    .where(eq(passwordOtps.id, otpId));
}

export async function consumeOtp(tx: Tx, otpId: string) {
  await tx.update(passwordOtps).set({ consumedAt: new Date() }).where(eq(passwordOtps.id, otpId));
}

export async function setPassword(tx: Tx, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The language the user reads Tenure in. */
export async function setUserLanguage(tx: Tx, userId: string, language: string) {
  await tx.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
