import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type BiDashboardInput,
  type BiDashboardView,
  type BiEmbedView,
  biDashboardInput,
  SUPERSET_GUEST_TOKEN_SECONDS,
  REPORT_BI_MESSAGES,
} from '@tenure/domain/report-bi';
import { reportBiDashboards } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/sealed-secrets.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { metabaseEmbed, supersetGuestToken } from './bi-tokens.ts';
import { REPORTS } from './catalogue.ts';
import { openableReport } from './policy.ts';

/*
 * Bring your own BI: the tenant's dashboards per report (settings, admins only) and the embed each
 * view mints. The secret is sealed at rest and never answered; every change is audited without it.
 */

type Row = typeof reportBiDashboards.$inferSelect;

const viewOf = (row: Row): BiDashboardView => ({
  reportKey: row.reportKey,
  provider: row.provider,
  placement: row.placement,
  siteUrl: row.siteUrl,
  dashboardId: row.dashboardId,
  username: row.username,
  hasSecret: Boolean(row.secretSealed),
  updatedAt: row.updatedAt.toISOString(),
});

const rowOf = async (tx: Tx, reportKey: string): Promise<Row | undefined> =>
  (await tx.select().from(reportBiDashboards).where(eq(reportBiDashboards.reportKey, reportKey)))[0];

export const listBiDashboards = async (tx: Tx): Promise<BiDashboardView[]> =>
  (await tx.select().from(reportBiDashboards).orderBy(reportBiDashboards.reportKey)).map(viewOf);

/** The origins of the tenant's BI services: what its pages may frame (the CSP's frame-src). */
export const biOrigins = async (tx: Tx): Promise<string[]> =>
  (await tx.selectDistinct({ siteUrl: reportBiDashboards.siteUrl }).from(reportBiDashboards)).map(
    (r) => new URL(r.siteUrl).origin,
  );

/** Saves a report's dashboard; the secret is sealed, kept when not sent, and required the first time. */
export async function saveBiDashboard(
  tx: Tx,
  v: Viewer,
  box: SecretBox,
  reportKey: string,
  input: z.output<typeof biDashboardInput> & Pick<BiDashboardInput, 'secret'>,
): Promise<BiDashboardView> {
  if (!REPORTS.has(reportKey)) throw notFound();
  const before = await rowOf(tx, reportKey);
  const secretSealed = input.secret ? box.seal(input.secret) : before?.secretSealed;
  if (!secretSealed) throw badRequest(REPORT_BI_MESSAGES.secretRequired, { secret: REPORT_BI_MESSAGES.secretRequired });
  const values = {
    provider: input.provider,
    placement: input.placement,
    siteUrl: input.siteUrl,
    dashboardId: input.dashboardId,
    username: input.provider === 'superset' ? input.username : null,
    secretSealed,
    updatedBy: v.userId,
    updatedAt: new Date(),
  };
  const [saved] = await tx
    .insert(reportBiDashboards)
    .values({ tenantId: v.tenantCode, reportKey, ...values })
    .onConflictDoUpdate({ target: [reportBiDashboards.tenantId, reportBiDashboards.reportKey], set: values })
    .returning();
  const after = viewOf(saved!);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'report.bi.save',
    entity: 'report_bi_dashboards',
    entityId: reportKey,
    before: before ? viewOf(before) : null,
    after: { ...after, secretChanged: Boolean(input.secret) },
  });
  return after;
}

export async function deleteBiDashboard(tx: Tx, v: Viewer, reportKey: string): Promise<void> {
  const [removed] = await tx.delete(reportBiDashboards).where(eq(reportBiDashboards.reportKey, reportKey)).returning();
  if (!removed) throw notFound();
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'report.bi.delete',
    entity: 'report_bi_dashboards',
    entityId: reportKey,
    before: viewOf(removed),
    after: null,
  });
}

/**
 * The dashboard of a report for this view: who may open the report may see its dashboard; the
 * tenant and the legal entity the viewer works in are locked into the token (Metabase's params,
 * Superset's RLS clause). A report without a dashboard is a 404.
 */
export async function mintBiEmbed(
  tx: Tx,
  v: Viewer,
  box: SecretBox,
  reportKey: string,
  entityCode: string,
  now = new Date(),
): Promise<BiEmbedView> {
  openableReport(v, reportKey);
  const row = await rowOf(tx, reportKey);
  if (!row) throw notFound();
  const secret = box.open(row.secretSealed);
  if (row.provider === 'metabase') {
    const embed = metabaseEmbed({ ...row, secret }, { tenant: v.tenantCode, entity: entityCode }, now);
    return {
      provider: 'metabase',
      placement: row.placement,
      url: embed.url,
      guestToken: null,
      expiresAt: embed.expiresAt.toISOString(),
    };
  }
  const guestToken = await supersetGuestToken(
    { siteUrl: row.siteUrl, dashboardId: row.dashboardId, username: row.username ?? '', password: secret },
    v,
  );
  return {
    provider: 'superset',
    placement: row.placement,
    url: `${row.siteUrl}/embedded/${row.dashboardId}`,
    guestToken,
    expiresAt: new Date(now.getTime() + SUPERSET_GUEST_TOKEN_SECONDS * 1000).toISOString(),
  };
}
