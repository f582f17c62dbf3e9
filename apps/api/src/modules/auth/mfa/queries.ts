import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { MfaPolicy } from '@tenure/domain/auth';
import { mfaChallenges, mfaEnrolments, mfaRecoveryCodes, mfaSettings, users } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';

export type EnrolmentRow = typeof mfaEnrolments.$inferSelect;

export const findEnrolment = (tx: Tx, userId: string): Promise<EnrolmentRow | undefined> =>
  tx
    .select()
    .from(mfaEnrolments)
    .where(eq(mfaEnrolments.userId, userId))
    .then((rows) => rows[0]);

/** A new, unconfirmed secret; replaces an earlier unconfirmed one. False: a confirmed enrolment stands. */
export const startEnrolment = (tx: Tx, tenantCode: string, userId: string, secretSealed: string) =>
  tx
    .insert(mfaEnrolments)
    .values({ tenantId: tenantCode, userId, secretSealed })
    .onConflictDoUpdate({
      target: [mfaEnrolments.tenantId, mfaEnrolments.userId],
      set: { secretSealed, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(mfaEnrolments.confirmedAt),
    })
    .returning({ userId: mfaEnrolments.userId })
    .then((rows) => rows.length > 0);

/**
 * Takes a code's time step: a single conditional update, so of two requests with the same code
 * (or an older one) only one succeeds. `confirming`: only an unconfirmed enrolment, which it confirms.
 */
export const takeStep = (tx: Tx, userId: string, step: number, confirming: boolean) =>
  tx
    .update(mfaEnrolments)
    .set(confirming ? { lastUsedStep: step, confirmedAt: new Date() } : { lastUsedStep: step })
    .where(
      and(
        eq(mfaEnrolments.userId, userId),
        confirming ? isNull(mfaEnrolments.confirmedAt) : isNotNull(mfaEnrolments.confirmedAt),
        or(isNull(mfaEnrolments.lastUsedStep), lt(mfaEnrolments.lastUsedStep, step)),
      ),
    )
    .returning({ userId: mfaEnrolments.userId })
    .then((rows) => rows.length > 0);

/** Removes the enrolment and its recovery codes; false when there was none. */
export async function deleteEnrolment(tx: Tx, userId: string): Promise<boolean> {
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  const removed = await tx
    .delete(mfaEnrolments)
    .where(eq(mfaEnrolments.userId, userId))
    .returning({ userId: mfaEnrolments.userId });
  return removed.length > 0;
}

export async function replaceRecoveryCodes(tx: Tx, tenantCode: string, userId: string, codeHashes: string[]) {
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await tx.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ tenantId: tenantCode, userId, codeHash })));
}

/** Uses a recovery code: one conditional update, so a code serves one request only. */
export const useRecoveryCode = (tx: Tx, userId: string, codeHash: string) =>
  tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id })
    .then((rows) => rows.length > 0);

export const countUnusedRecoveryCodes = (tx: Tx, userId: string) =>
  tx
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)))
    .then((rows) => rows[0]?.n ?? 0);

export async function insertChallenge(tx: Tx, values: typeof mfaChallenges.$inferInsert) {
  // Challenges never answered are forgotten as new ones are made.
  await tx.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, sql`now()`));
  await tx.insert(mfaChallenges).values(values);
}

/** The live challenge of a token, with its user's login name (whose failures its wrong codes count to). */
export const findChallenge = (tx: Tx, tokenHash: string) =>
  tx
    .select({ userId: mfaChallenges.userId, purpose: mfaChallenges.purpose, username: users.username })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(
      and(eq(mfaChallenges.tokenHash, tokenHash), gt(mfaChallenges.expiresAt, sql`now()`), eq(users.isActive, true)),
    )
    .then((rows) => rows[0]);

/** Redeems a challenge: deleted by the one request that gets to it. */
export const consumeChallenge = (tx: Tx, tokenHash: string) =>
  tx
    .delete(mfaChallenges)
    .where(and(eq(mfaChallenges.tokenHash, tokenHash), gt(mfaChallenges.expiresAt, sql`now()`)))
    .returning({ userId: mfaChallenges.userId })
    .then((rows) => rows.length > 0);

export const readPolicy = (tx: Tx): Promise<MfaPolicy> =>
  tx
    .select({ policy: mfaSettings.policy })
    .from(mfaSettings)
    .then((rows) => rows[0]?.policy ?? 'optional');

export const savePolicy = (tx: Tx, tenantCode: string, policy: MfaPolicy, updatedBy: string) =>
  tx
    .insert(mfaSettings)
    .values({ tenantId: tenantCode, policy, updatedBy })
    .onConflictDoUpdate({ target: mfaSettings.tenantId, set: { policy, updatedBy, updatedAt: new Date() } });

export const findUser = (tx: Tx, userId: string) =>
  tx
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0]);
