import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';

/**
 * A tenant's ERP project sync (flag syncProjectsFromOracleERP): which connector, its address and
 * credentials (the password sealed with the server's secrets key), whether the daily schedule runs,
 * and the watermark: the latest lastUpdateDate already taken (SPEC §7 starts it at 2025-08-01 08:15:15).
 */
export const erpSyncSettings = pgTable(
  'erp_sync_settings',
  {
    tenantId: tenantId().primaryKey(),
    adapter: text('adapter').notNull(),
    url: text('url'),
    username: text('username'),
    sealedPassword: text('sealed_password'),
    scheduleEnabled: boolean('schedule_enabled').notNull().default(false),
    /** The lastUpdateDate (ERP local time, no zone) of the newest record taken so far. */
    watermark: timestamp('watermark', { mode: 'string' })
      .notNull()
      .default(sql`'2025-08-01 08:15:15'`),
    /** Scheduled runs act as the admin who last saved the settings. */
    updatedBy: uuid('updated_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantReference('erp_sync_settings_updated_by_fk', t, t.updatedBy, users),
    tenantIsolation('erp_sync_settings'),
  ],
);

/** One sync's report: what it read, created, updated, left unchanged and refused (with reasons). */
export const erpSyncRuns = pgTable(
  'erp_sync_runs',
  {
    id: id(),
    tenantId: tenantId(),
    executionNumber: integer('execution_number'),
    trigger: text('trigger').notNull(),
    adapter: text('adapter').notNull(),
    fileName: text('file_name'),
    startedBy: uuid('started_by'),
    watermarkBefore: timestamp('watermark_before', { mode: 'string' }).notNull(),
    watermarkAfter: timestamp('watermark_after', { mode: 'string' }).notNull(),
    received: integer('received').notNull(),
    created: jsonb('created').$type<string[]>().notNull(),
    updated: jsonb('updated').$type<string[]>().notNull(),
    unchanged: integer('unchanged').notNull(),
    skipped: integer('skipped').notNull(),
    refused: jsonb('refused').$type<{ projectNumber: string; reason: string }[]>().notNull(),
    finishedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'erp_sync_runs_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('erp_sync_runs_started_by_fk', t, t.startedBy, users),
    index('erp_sync_runs_latest').on(t.tenantId, t.finishedAt),
    tenantIsolation('erp_sync_runs'),
  ],
);
