import { and, desc, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_DATE_FORMAT, type DateFormat } from '@tenure/domain/dates';
import { NOTIFICATION_LIST_LIMIT } from '@tenure/domain/notifications';
import { noticeInEveryLanguage, noticeTexts, type NoticeText, type NoticeTexts } from '@tenure/domain/notices';
import { notifications, tenants, users } from '../db/schema/index.ts';
import { jsonParam, writeAtCommit, type Tx } from './db.ts';
import type { Mailer } from './mail.ts';

/** A user to tell something: in the app and by mail (every user has an address), in their language. */
export interface Recipient {
  userId: string;
  email: string;
  /** The language kept on their account (`users.language`); null: English. */
  language: string | null;
}

export interface Notice {
  tenantCode: string;
  to: Recipient;
  /** What to tell them, written by the texts of their language (@tenure/domain/notices). */
  says: (texts: NoticeTexts) => NoticeText;
  link?: string;
}

/**
 * The user account of an employee as a recipient of notices (null: the employee has none), as a
 * column of a query that reads the employee anyway, so it costs no round trip of its own.
 */
export const recipientOfEmployee = (employeeId: SQLWrapper) =>
  sql<Recipient | null>`(select json_build_object('userId', u.id, 'email', u.email, 'language', u.language) from ${users} u
                          where u.employee_id = ${employeeId} order by u.created_at limit 1)`;

/** The tenant's date display format: notices and mails show dates as its pages do. */
export async function tenantDateFormat(tx: Tx, tenantCode: string): Promise<DateFormat> {
  const [row] = await tx.select({ dateFormat: tenants.dateFormat }).from(tenants).where(eq(tenants.code, tenantCode));
  return row?.dateFormat ?? DEFAULT_DATE_FORMAT;
}

/**
 * Tells a user something in the app (the header bell) and by email through the mail outbox, in
 * the caller's transaction (both written with its commit; plain SQL, like the audit entry), in the
 * recipient's language. Returns the outbox ids to hand to SMTP after commit.
 */
export function notify(tx: Tx, mailer: Mailer, notice: Notice): Promise<string[]> {
  return notifyMany(tx, mailer, [notice]);
}

/** Many notices in two statements (the app's and the outbox's), each in its recipient's language; returns the outbox ids. */
export async function notifyMany(tx: Tx, mailer: Mailer, notices: readonly Notice[]): Promise<string[]> {
  if (notices.length === 0) return [];
  const formats = new Map<string, DateFormat>();
  for (const code of new Set(notices.map((n) => n.tenantCode))) formats.set(code, await tenantDateFormat(tx, code));
  const written = notices.map((n) => ({ n, text: n.says(noticeTexts(n.to.language, formats.get(n.tenantCode)!)) }));
  const rows = written.map(({ n, text }) => ({
    tenant_id: n.tenantCode,
    user_id: n.to.userId,
    title: text.title,
    body: text.body,
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
    written.map(({ n, text }) => ({ tenantCode: n.tenantCode, to: n.to.email, subject: text.title, body: text.body })),
  );
}

/**
 * A notice for a statement that notifies many users at once: its title and body in every language
 * as a JSON value, and the SQL that picks a user's (`u` is the users table's alias in that statement).
 */
export function noticeForEveryone(dateFormat: DateFormat, says: (texts: NoticeTexts) => NoticeText) {
  const texts = jsonParam(noticeInEveryLanguage(dateFormat, says));
  const pick = (field: 'title' | 'body') => sql`(${texts}::jsonb -> coalesce(u.language, 'en') ->> ${field})`;
  return { title: pick('title'), body: pick('body') };
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
