import { and, desc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_DATE_FORMAT, type DateFormat } from '@tenure/domain/dates';
import { NOTIFICATION_LIST_LIMIT } from '@tenure/domain/notifications';
import { notifications, tenants, users } from '../db/schema/index.ts';
import { jsonParam, writeAtCommit, type Tx } from './db.ts';
import type { Mailer } from './mail.ts';

/** A user to tell something: in the app and by mail (every user has an address). */
export interface Recipient {
  userId: string;
  email: string;
}

export interface Notice {
  tenantCode: string;
  to: Recipient;
  title: string;
  body: string;
  link?: string;
}

/**
 * The user account of an employee as a recipient of notices (null: the employee has none), as a
 * column of a query that reads the employee anyway, so it costs no round trip of its own.
 */
export const recipientOfEmployee = (employeeId: SQLWrapper) =>
  sql<Recipient | null>`(select json_build_object('userId', u.id, 'email', u.email) from ${users} u
                          where u.employee_id = ${employeeId} order by u.created_at limit 1)`;

/** The tenant's date display format: notices and mails show dates as its pages do. */
export async function tenantDateFormat(tx: Tx, tenantCode: string): Promise<DateFormat> {
  const [row] = await tx.select({ dateFormat: tenants.dateFormat }).from(tenants).where(eq(tenants.code, tenantCode));
  return row?.dateFormat ?? DEFAULT_DATE_FORMAT;
}

/**
 * Tells a user something in the app (the header bell) and by email through the mail outbox, in
 * the caller's transaction (both written with its commit; plain SQL, like the audit entry).
 * Returns the outbox ids to hand to SMTP after commit.
 */
export async function notify(tx: Tx, mailer: Mailer, notice: Notice): Promise<string[]> {
  await writeAtCommit(
    tx,
    sql`insert into notifications (tenant_id, user_id, title, body, link)
        values (${notice.tenantCode}, ${notice.to.userId}, ${notice.title}, ${notice.body}, ${notice.link ?? null})`,
  );
  return [
    await mailer.enqueue(tx, {
      tenantCode: notice.tenantCode,
      to: notice.to.email,
      subject: notice.title,
      body: notice.body,
    }),
  ];
}

/** Many notices in two statements (the app's and the outbox's); returns the outbox ids. */
export async function notifyMany(tx: Tx, mailer: Mailer, notices: readonly Notice[]): Promise<string[]> {
  if (notices.length === 0) return [];
  const rows = notices.map((n) => ({
    tenant_id: n.tenantCode,
    user_id: n.to.userId,
    title: n.title,
    body: n.body,
    link: n.link ?? null,
  }));
  await writeAtCommit(
    tx,
    sql`insert into notifications (tenant_id, user_id, title, body, link)
        select tenant_id, user_id, title, body, link
          from jsonb_to_recordset(${jsonParam(rows)}) as n(tenant_id text, user_id uuid, title text, body text, link text)`,
  );
  return mailer.enqueueMany(
    tx,
    notices.map((n) => ({ tenantCode: n.tenantCode, to: n.to.email, subject: n.title, body: n.body })),
  );
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
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.readAt), id ? eq(notifications.id, id) : undefined),
    );
}

/**
 * After the transaction that queued them commits: hands the messages to SMTP without holding up
 * the response. A failure stays recorded on the outbox row (mailer.deliver), so it is only logged.
 */
export function deliverAfterCommit(
  mailer: Mailer,
  tenantCode: string,
  ids: readonly string[],
  log: { error(obj: object, msg: string): void },
): void {
  for (const id of ids)
    mailer.deliver(tenantCode, id).catch((err: unknown) => log.error({ err, id }, 'mail delivery failed'));
}
