import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReportScheduleFrequency, ReportViewState } from '@tenure/domain/reports';
import { createdAt, id, tenantId, tenantIsolation, tenantReference, updatedAt } from './columns.ts';
import { users } from './auth.ts';
import { legalEntities } from './org.ts';

/** A user's saved view of a report (filters, columns, sort), optionally shared with the tenant; names unique per user and report. */
export const reportViews = pgTable(
  'report_views',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    reportKey: text('report_key').notNull(),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    state: jsonb('state').$type<ReportViewState>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'report_views_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('report_views_user_id_fk', t, t.userId, users).onDelete('cascade'),
    uniqueIndex('report_views_name').on(t.tenantId, t.userId, t.reportKey, sql`lower(${t.name})`),
    index('report_views_shared')
      .on(t.tenantId, t.reportKey)
      .where(sql`${t.shared}`),
    tenantIsolation('report_views'),
  ],
);

/** Mail of a saved view by schedule, run in the legal entity its owner worked in when they made it. */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: id(),
    tenantId: tenantId(),
    viewId: uuid('view_id').notNull(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    frequency: text('frequency').$type<ReportScheduleFrequency>().notNull(),
    /** A monthly schedule's day of the month (1–28); null for daily and weekly ones. */
    dayOfMonth: smallint('day_of_month'),
    format: text('format').$type<'csv' | 'xlsx'>().notNull(),
    onlyWhenRows: boolean('only_when_rows').notNull(),
    recipientUserIds: uuid('recipient_user_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'report_schedules_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('report_schedules_view_id_fk', t, t.viewId, reportViews).onDelete('cascade'),
    tenantReference('report_schedules_legal_entity_id_fk', t, t.legalEntityId, legalEntities),
    index('report_schedules_view').on(t.tenantId, t.viewId),
    tenantIsolation('report_schedules'),
  ],
);

/**
 * One row per schedule, period and recipient, written with the mail (or the decision not to send):
 * a second run for the same period finds it and sends nothing.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: id(),
    tenantId: tenantId(),
    scheduleId: uuid('schedule_id').notNull(),
    period: text('period').notNull(),
    recipientUserId: uuid('recipient_user_id').notNull(),
    /** sent, empty (only when there are rows) or refused (the recipient may no longer open the report). */
    outcome: text('outcome').$type<'sent' | 'empty' | 'refused'>().notNull(),
    rows: integer('rows').notNull(),
    mailId: uuid('mail_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'report_deliveries_pkey', columns: [t.tenantId, t.id] }),
    tenantReference('report_deliveries_schedule_id_fk', t, t.scheduleId, reportSchedules).onDelete('cascade'),
    uniqueIndex('report_deliveries_once').on(t.tenantId, t.scheduleId, t.period, t.recipientUserId),
    tenantIsolation('report_deliveries'),
  ],
);
