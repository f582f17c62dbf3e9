import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SET_PASSWORD_LINK_TTL_HOURS, type SetPasswordPurpose } from '@tenure/domain/auth';
import { setPasswordLinks, users } from '../db/schema/index.ts';
import type { Config } from './config.ts';
import type { Tx } from './db.ts';
import type { Mailer } from './mail.ts';
import { newSessionToken, sha256 } from './secrets.ts';

/** Where users of a tenant open the app: its first host, with the public scheme and port. */
export function tenantOrigin(host: string, config: Pick<Config, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'PORT'>): string {
  const port = config.PUBLIC_PORT ?? config.PORT;
  const defaultPort = config.PUBLIC_SCHEME === 'https' ? 443 : 80;
  return `${config.PUBLIC_SCHEME}://${host}${port === defaultPort ? '' : `:${port}`}`;
}

export interface SetPasswordLinkRequest {
  tenant: { code: string; name: string };
  user: { id: string; username: string; email: string };
  purpose: SetPasswordPurpose;
  /** The tenant's origin (tenantOrigin), so the link opens on the tenant's own host. */
  origin: string;
  /** The admin or operator who caused the mail; null for the command line. */
  actorUserId: string | null;
}

/**
 * Mails a one-time link to choose a password (a new user's invitation, or a reset an admin forced),
 * inside the caller's transaction: the link and the mail exist only if the caller commits. Older
 * unused links of the user stop working. Returns the outbox id to deliver after commit.
 */
export async function mailSetPasswordLink(tx: Tx, mailer: Mailer, request: SetPasswordLinkRequest): Promise<string> {
  const { tenant, user, purpose } = request;
  await tx
    .update(setPasswordLinks)
    .set({ consumedAt: new Date() })
    .where(and(eq(setPasswordLinks.userId, user.id), isNull(setPasswordLinks.consumedAt)));
  const token = newSessionToken();
  const hours = SET_PASSWORD_LINK_TTL_HOURS[purpose];
  await tx.insert(setPasswordLinks).values({
    tenantId: tenant.code,
    userId: user.id,
    tokenHash: sha256(token),
    purpose,
    expiresAt: new Date(Date.now() + hours * 3_600_000),
    createdBy: request.actorUserId,
  });
  const link = `${request.origin}/set-password?token=${token}`;
  const body =
    purpose === 'invite'
      ? `You have been invited to ${tenant.name} on Tenure. Your username is ${user.username}.\n\nChoose your password here (the link works once, for ${hours} hours):\n${link}`
      : `An administrator of ${tenant.name} asked you to choose a new password for ${user.username}.\n\nChoose it here (the link works once, for ${hours} hours):\n${link}\n\nUntil then your old password no longer works.`;
  return mailer.enqueue(tx, {
    tenantCode: tenant.code,
    to: user.email,
    subject: purpose === 'invite' ? `${tenant.name}: you are invited to Tenure` : `${tenant.name}: choose a new password`,
    body,
  });
}

/** The live (unused, unexpired) link of a token, with its user; null when there is none. */
export async function findLiveSetPasswordLink(tx: Tx, token: string) {
  const [row] = await tx
    .select({ id: setPasswordLinks.id, userId: users.id, username: users.username, purpose: setPasswordLinks.purpose, isActive: users.isActive })
    .from(setPasswordLinks)
    .innerJoin(users, eq(users.id, setPasswordLinks.userId))
    .where(and(eq(setPasswordLinks.tokenHash, sha256(token)), isNull(setPasswordLinks.consumedAt), gt(setPasswordLinks.expiresAt, sql`now()`)));
  return row && row.isActive ? row : null;
}

/**
 * Uses a link up: exactly one of several requests presenting the same token wins (conditional
 * update). Returns the user whose password may now be set, or null.
 */
export async function consumeSetPasswordLink(tx: Tx, token: string): Promise<{ userId: string; username: string } | null> {
  const live = await findLiveSetPasswordLink(tx, token);
  if (!live) return null;
  const [won] = await tx
    .update(setPasswordLinks)
    .set({ consumedAt: new Date() })
    .where(and(eq(setPasswordLinks.id, live.id), isNull(setPasswordLinks.consumedAt)))
    .returning({ id: setPasswordLinks.id });
  return won ? { userId: live.userId, username: live.username } : null;
}
