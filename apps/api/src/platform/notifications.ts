import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_LIST_LIMIT } from '@tenure/domain/notifications';
import { notifications, users } from '../db/schema/index.ts';
import type { Tx } from './db.ts';
import type { Mailer } from './mail.ts';

export interface Notice {
  tenantCode: string;
  /** The user to tell (users.id). */
  userId: string;
  title: string;
  body: string;
  link?: string;
}

/**
 * Tells a user something in the app (the header bell) and by email through the mail outbox, in
 * the caller's transaction. Returns the outbox ids to hand to SMTP after commit.
 */
export async function notify(tx: Tx, mailer: Mailer, notice: Notice): Promise<string[]> {
  await tx.insert(notifications).values({
    tenantId: notice.tenantCode,
    userId: notice.userId,
    title: notice.title,
    body: notice.body,
    link: notice.link ?? null,
  });
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, notice.userId));
  if (!user?.email) return [];
  const id = await mailer.enqueue(tx, { tenantCode: notice.tenantCode, to: user.email, subject: notice.title, body: notice.body });
  return [id];
}

export async function listNotifications(tx: Tx, userId: string) {
  const items = await tx
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATION_LIST_LIMIT);
  const [unread] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    items: items.map((n) => ({
      id: n.id,
      title: n.title,
      body: n.body,
      link: n.link,
      readAt: n.readAt?.toISOString() ?? null,
      createdAt: n.createdAt.toISOString(),
    })),
    unread: unread?.n ?? 0,
  };
}

/** Marks one notification (or, without an id, all) of the user read. */
export async function markNotificationsRead(tx: Tx, userId: string, id?: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), id ? eq(notifications.id, id) : undefined));
}

/**
 * After the transaction that queued them commits: hands the messages to SMTP without holding up
 * the response. A failure stays recorded on the outbox row (mailer.deliver), so it is only logged.
 */
export function deliverAfterCommit(mailer: Mailer, tenantCode: string, ids: readonly string[], log: { error(obj: object, msg: string): void }): void {
  for (const id of ids) mailer.deliver(tenantCode, id).catch((err: unknown) => log.error({ err, id }, 'mail delivery failed'));
}
