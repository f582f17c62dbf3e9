import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, tenantId, tenantIsolation, tenantReference } from './columns.ts';
import { clients } from './timesheets-projects.ts';

/**
 * A client's key to the external-approval service (SPEC §6 external approver, §7 x-api-key):
 * scoped to that client's projects, shown once and kept as a SHA-256 hash, found by its public
 * prefix. `signingSecret` signs the short tokens and approval links the key gives out, so a
 * revoked or expired key takes its tokens and links with it.
 */
export const clientApiKeys = pgTable(
  'client_api_keys',
  {
    id: id(),
    tenantId: tenantId(),
    clientId: uuid('client_id').notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    signingSecret: text('signing_secret').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'client_api_keys_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('client_api_keys_client_id_fk', t, t.clientId, clients).onDelete('cascade'),
    tenantReference('client_api_keys_created_by_fk', t, t.createdBy, users),
    uniqueIndex('client_api_keys_prefix').on(t.tenantId, t.prefix),
    index('client_api_keys_client').on(t.tenantId, t.clientId),
    tenantIsolation('client_api_keys'),
  ],
);

/**
 * A timesheet file someone loaded (the import history of /timesheet-bulk-upload): a refused load
 * keeps its errors; a started one its job, whose status and result the history reads.
 */
export const timesheetImports = pgTable(
  'timesheet_imports',
  {
    id: id(),
    tenantId: tenantId(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key'),
    rows: integer('rows').notNull(),
    /** 'refused' (the load found errors) or 'started' (a job loads it). */
    outcome: text('outcome').notNull(),
    executionNumber: integer('execution_number'),
    errors: jsonb('errors').notNull().default([]),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'timesheet_imports_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('timesheet_imports_uploaded_by_fk', t, t.uploadedBy, users),
    index('timesheet_imports_created').on(t.tenantId, t.createdAt),
    tenantIsolation('timesheet_imports'),
  ],
);
