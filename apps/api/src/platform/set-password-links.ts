import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SET_PASSWORD_LINK_TTL_HOURS, type SetPasswordPurpose } from '@tenure/domain/auth';
import { DEFAULT_DATE_FORMAT } from '@tenure/domain/dates';
import { noticeTexts } from '@tenure/domain/notices';
import type { FastifyRequest } from 'fastify';
import { setPasswordLinks, tenants, users } from '../db/schema/index.ts';
import type { Config } from './config.ts';
import { jsonParam, type Db, type Tx } from './db.ts';
import type { Mailer } from './mail.ts';
import { newSessionToken, sha256 } from './secrets.ts';

/** Where users of a tenant open the app: its first host, with the public scheme and port. */
export function tenantOrigin(host: string, config: Pick<Config, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'PORT'>): string {
  const port = config.PUBLIC_PORT ?? config.PORT;
  const defaultPort = config.PUBLIC_SCHEME === 'https' ? 443 : 80;
  return `${config.PUBLIC_SCHEME}://${host}${port === defaultPort ? '' : `:${port}`}`;
}

/** The origin of a request's tenant: links in mails open on its first host, whatever host the admin used. */
export async function requestTenantOrigin(
  db: Db,
  config: Pick<Config, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'PORT'>,
  request: FastifyRequest,
): Promise<string> {
  const [tenant] = await db
    .select({ hosts: tenants.hosts })
    .from(tenants)
    .where(eq(tenants.code, request.tenant!.code));
  return tenantOrigin(tenant?.hosts[0] ?? request.hostname, config);
}

export interface SetPasswordLinkRequest {
  tenant: { code: string; name: string };
  /** `language`: the one kept on the account; a new account has none yet (English). */
  user: { id: string; username: string; email: string; language?: string | null };
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
  await tx.insert(setPasswordLinks).values({
    tenantId: tenant.code,
    userId: user.id,
    tokenHash: sha256(token),
    purpose,
    expiresAt: new Date(Date.now() + SET_PASSWORD_LINK_TTL_HOURS[purpose] * 3_600_000),
    createdBy: request.actorUserId,
  });
  return mailer.enqueue(tx, {
    tenantCode: tenant.code,
    to: user.email,
    ...linkMail(tenant.name, user, purpose, `${request.origin}/set-password?token=${token}`),
  });
}

/** The mail carrying a set-password link, in the user's language: an invitation or an admin's forced reset. */
function linkMail(tenantName: string, user: SetPasswordLinkRequest['user'], purpose: SetPasswordPurpose, link: string) {
  const texts = noticeTexts(user.language, DEFAULT_DATE_FORMAT);
  const facts = { company: tenantName, username: user.username, hours: SET_PASSWORD_LINK_TTL_HOURS[purpose], link };
  return purpose === 'invite' ? texts.invitation(facts) : texts.passwordReset(facts);
}

/**
 * Invitations for many new accounts at once (onboarding): their links and mails in two statements,
 * inside the caller's transaction. The accounts are new, so they have no older links to retire.
 * Returns the outbox ids to deliver after commit.
 */
export async function mailInvitations(
  tx: Tx,
  mailer: Mailer,
  request: Omit<SetPasswordLinkRequest, 'user' | 'purpose'> & { users: readonly SetPasswordLinkRequest['user'][] },
): Promise<string[]> {
  if (request.users.length === 0) return [];
  const expiresAt = new Date(Date.now() + SET_PASSWORD_LINK_TTL_HOURS.invite * 3_600_000).toISOString();
  const links = request.users.map((user) => ({ user, token: newSessionToken() }));
  await tx.execute(sql`
    insert into set_password_links (tenant_id, user_id, token_hash, purpose, expires_at, created_by)
    select ${request.tenant.code}, user_id, token_hash, 'invite', ${expiresAt}::timestamptz, ${request.actorUserId}::uuid
      from jsonb_to_recordset(${jsonParam(links.map((l) => ({ user_id: l.user.id, token_hash: sha256(l.token) })))}) as l(user_id uuid, token_hash text)`);
  return mailer.enqueueMany(
    tx,
    links.map(({ user, token }) => ({
      tenantCode: request.tenant.code,
      to: user.email,
      ...linkMail(request.tenant.name, user, 'invite', `${request.origin}/set-password?token=${token}`),
    })),
  );
}

/** The live (unused, unexpired) link of a token, with its user; null when there is none. */
export async function findLiveSetPasswordLink(tx: Tx, token: string) {
  const [row] = await tx
    .select({
      id: setPasswordLinks.id,
      userId: users.id,
      username: users.username,
      purpose: setPasswordLinks.purpose,
      isActive: users.isActive,
    })
    .from(setPasswordLinks)
    .innerJoin(users, eq(users.id, setPasswordLinks.userId))
    .where(
      and(
        eq(setPasswordLinks.tokenHash, sha256(token)),
        isNull(setPasswordLinks.consumedAt),
        gt(setPasswordLinks.expiresAt, sql`now()`),
      ),
    );
  return row && row.isActive ? row : null;
}

/**
 * Uses a link up: exactly one of several requests presenting the same token wins (conditional
 * update). Returns the user whose password may now be set, or null.
 */
export async function consumeSetPasswordLink(
  tx: Tx,
  token: string,
): Promise<{ userId: string; username: string } | null> {
  const live = await findLiveSetPasswordLink(tx, token);
  if (!live) return null;
  const [won] = await tx
    .update(setPasswordLinks)
    .set({ consumedAt: new Date() })
    .where(and(eq(setPasswordLinks.id, live.id), isNull(setPasswordLinks.consumedAt)))
    .returning({ id: setPasswordLinks.id });
  return won ? { userId: live.userId, username: live.username } : null;
}
