import { sql } from 'drizzle-orm';
import { bytea } from './bytea.ts';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
  (t) => [
    primaryKey({ name: 'audit_log_pkey', columns: [t.tenantId, t.id] }),
    index('audit_log_entity').on(t.tenantId, t.entity, t.entityId),
    // The audit log page (issue 36): newest first, by who, and by action family (the "what" filter and
    // its list of families, read by skipping through this index). The family index ends with the action
    // so that counting a family (and a longer beginning of the action) reads the index alone.
    index('audit_log_created').on(t.tenantId, t.createdAt, t.id),
    index('audit_log_actor').on(t.tenantId, t.actorUserId, t.createdAt),
    index('audit_log_family').on(t.tenantId, sql`split_part(${t.action}, '.', 1)`, t.createdAt, t.action),
    tenantIsolation('audit_log'),
  ],
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
  (t) => [
    primaryKey({ name: 'mail_outbox_pkey', columns: [t.tenantId, t.id] }),
    index('mail_outbox_created').on(t.tenantId, t.createdAt),
    tenantIsolation('mail_outbox'),
  ],
);

/** A file sent with an outbox mail (a scheduled report), kept with it. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: id(),
    tenantId: tenantId(),
    mailId: uuid('mail_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'mail_attachments_pkey', columns: [t.tenantId, t.id] }),
    index('mail_attachments_mail').on(t.tenantId, t.mailId),
    tenantIsolation('mail_attachments'),
  ],
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

/**
 * Calls of each API key per window, pooled by the API processes of a deployment so that they share
 * one allowance (platform/call-allowance.ts). Not tenant-scoped: written by the processes as the
 * owner, keyed by the key's id; windows older than the last two are removed as new ones come.
 */
export const apiCallCounts = pgTable(
  'api_call_counts',
  {
    caller: text('caller').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.windowStart] })],
);

/** Request envelopes (by MAC) already accepted with a key: a second use is a replay. Go with their key. */
export const payloadEnvelopesUsed = pgTable(
  'payload_envelopes_used',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => payloadKeys.id, { onDelete: 'cascade' }),
    mac: text('mac').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.mac] })],
);

/**
 * Decisions on requests of every approval flow (leave, comp-off, timesheets, goals, …): who moved
 * which request from which status to which, when and why.
 */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: id(),
    tenantId: tenantId(),
    requestType: text('request_type').notNull(),
    requestId: uuid('request_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    decidedBy: uuid('decided_by'),
    /** Set when a rule decided instead of a person (timesheet auto-approval): what the rule was. */
    decidedByRule: text('decided_by_rule'),
    reason: text('reason'),
    decidedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'approval_decisions_pkey', columns: [t.tenantId, t.id] }),
    index('approval_decisions_request').on(t.tenantId, t.requestType, t.requestId),
    tenantIsolation('approval_decisions'),
  ],
);

/** In-app notifications of a user (the header bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'notifications_pkey', columns: [t.tenantId, t.id] }),
    index('notifications_user').on(t.tenantId, t.userId, t.createdAt),
    tenantIsolation('notifications'),
  ],
);

/**
 * Persisted jobs (accruals, carry-forward, expiries, reminders) run by the pg-boss queue
 * (platform/jobs.ts); the client polls by execution number. A job's work commits in one
 * transaction with its success, so a crash leaves nothing half-applied and the retry applies it once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    tenantId: tenantId(),
    executionNumber: serial('execution_number').notNull(),
    kind: text('kind').notNull(),
    /** queued, running, succeeded, failed or cancelled (JOB_STATUSES). */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    params: jsonb('params').notNull().default({}),
    result: jsonb('result'),
    error: text('error'),
    /** Attempts started so far (a retry after a failure or a dead process adds one). */
    attempts: integer('attempts').notNull().default(0),
    /** Null for a job its schedule started. */
    createdBy: uuid('created_by'),
    /** A scheduled job's kind and period (`leave.accrual:2026-11`): one job per tenant and period. */
    scheduleKey: text('schedule_key'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * While it runs: when the process running its attempt last said it is alive (every
     * JOBS_HEARTBEAT_SECONDS). Long silent, that process is taken for dead and the job is retried.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** The queue delivery (pg-boss job) of its latest attempt, withdrawn when that attempt is retried for a dead process. */
    deliveryId: uuid('delivery_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'jobs_pkey', columns: [t.tenantId, t.id] }),
    uniqueIndex('jobs_execution_number').on(t.tenantId, t.executionNumber),
    uniqueIndex('jobs_schedule_key').on(t.tenantId, t.scheduleKey),
    index('jobs_history').on(t.tenantId, t.createdAt),
    // The running jobs, which every worker looks through for a silent heartbeat (across tenants).
    index('jobs_running')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'running'`),
    tenantIsolation('jobs'),
  ],
);
