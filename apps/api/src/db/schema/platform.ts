import { bytea } from './bytea.ts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation } from './columns.ts';

/** Every mutation leaves a row here (it feeds the Employee Master Audit report). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    tenantId: tenantId(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity').on(t.tenantId, t.entity, t.entityId), tenantIsolation('audit_log')],
);

/** Mail that SMTP is not configured to send (or failed to send) waits here; super admins read it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    tenantId: tenantId(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created').on(t.tenantId, t.createdAt), tenantIsolation('mail_outbox')],
);

/**
 * Session keys of payload encryption. Not tenant-scoped by RLS: a key is registered and looked
 * up before any session exists; it is only usable with the key material the browser holds.
 */
export const payloadKeys = pgTable('payload_keys', {
  id: text('id').primaryKey(),
  tenantCode: text('tenant_code'),
  keyMaterial: bytea('key_material').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
