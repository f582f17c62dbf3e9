import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { BiPlacement, BiProvider } from '@tenure/domain/report-bi';
import { tenantId, tenantIsolation, updatedAt } from './columns.ts';

/**
 * A report shown through the tenant's own BI tool (issue 34, "Bring your own BI"): which Metabase or
 * Superset dashboard, and the secret that mints each view's token, sealed with platform/sealed-secrets.
 */
export const reportBiDashboards = pgTable(
  'report_bi_dashboards',
  {
    tenantId: tenantId(),
    /** The report's key (its route without the slash). */
    reportKey: text('report_key').notNull(),
    provider: text('provider').notNull().$type<BiProvider>(),
    placement: text('placement').notNull().$type<BiPlacement>(),
    siteUrl: text('site_url').notNull(),
    dashboardId: text('dashboard_id').notNull(),
    /** Superset's service account that asks for guest tokens. */
    username: text('username'),
    /** Metabase's embedding secret key or Superset's service account password, sealed. */
    secretSealed: text('secret_sealed').notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.reportKey] }), tenantIsolation('report_bi_dashboards')],
);
