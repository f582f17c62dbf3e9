import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailAttachments, mailOutbox } from '../db/schema/index.ts';
import { jsonParam, withTenant, writeAtCommit, type Db, type Tx } from './db.ts';

export interface MailMessage {
  tenantCode: string;
  to: string;
  subject: string;
  body: string;
  /** Files sent with the mail (a scheduled report), kept in the outbox beside it. */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mailer {
  /** Records the message in the outbox inside the caller's transaction (written with its commit); returns its id. */
  enqueue(tx: Tx, message: MailMessage): Promise<string>;
  /** The same for many messages in one statement (a bulk onboarding's invitations); returns their ids in order. */
  enqueueMany(tx: Tx, messages: readonly MailMessage[]): Promise<string[]>;
  /** After commit: hands the message to SMTP when configured; otherwise it stays in the outbox. */
  deliver(tenantCode: string, id: string): Promise<void>;
}

export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async enqueue(tx, message) {
      const id = randomUUID();
      await writeAtCommit(
        tx,
        sql`insert into mail_outbox (id, tenant_id, recipient, subject, body) values (${id}, ${message.tenantCode}, ${message.to}, ${message.subject}, ${message.body})`,
      );
      for (const file of message.attachments ?? [])
        await tx.insert(mailAttachments).values({ tenantId: message.tenantCode, mailId: id, ...file });
      return id;
    },
    async enqueueMany(tx, messages) {
      const rows = messages.map((m) => ({
        id: randomUUID(),
        tenant_id: m.tenantCode,
        recipient: m.to,
        subject: m.subject,
        body: m.body,
      }));
      if (rows.length > 0) {
        await writeAtCommit(
          tx,
          sql`insert into mail_outbox (id, tenant_id, recipient, subject, body)
              select id, tenant_id, recipient, subject, body
                from jsonb_to_recordset(${jsonParam(rows)}) as m(id uuid, tenant_id text, recipient text, subject text, body text)`,
        );
      }
      return rows.map((r) => r.id);
    },
    async deliver(tenantCode, id) {
      if (!transport) return;
      await withTenant(db, { tenantCode }, async (tx) => {
        const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        if (!row || row.sentAt) return;
        try {
          const files = await tx.select().from(mailAttachments).where(eq(mailAttachments.mailId, id));
          await transport.sendMail({
            from,
            to: row.recipient,
            subject: row.subject,
            text: row.body,
            attachments: files.map((f) => ({
              filename: f.fileName,
              contentType: f.contentType,
              content: Buffer.from(f.content),
            })),
          });
          await tx.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
        } catch (err) {
          await tx
            .update(mailOutbox)
            .set({ error: (err as Error).message })
            .where(eq(mailOutbox.id, id));
        }
      });
    },
  };
}
