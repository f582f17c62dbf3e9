import type { ExternalSiteView, OnboardingDashboardView } from '@tenure/domain/onboarding';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { dashboardFigures, externalSiteUrl, saveExternalSiteUrl } from './dashboard-queries.ts';
import { countDrafts } from './draft-service.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';

/**
 * The onboarding dashboard: joiners of this month and next (by joining date, everyone not
 * inactive), their checklist progress, joiners per month for the chart, saved drafts and the
 * invitations whose set-password link is not used yet.
 */
export async function onboardingDashboard(tx: Tx): Promise<OnboardingDashboardView> {
  const { joiners, months, invitations, counts } = await dashboardFigures(tx);
  const iso = (value: string | Date) => new Date(value).toISOString();
  return {
    joinersThisMonth: joiners.filter((j) => j.month === 'this').length,
    joinersNextMonth: joiners.filter((j) => j.month === 'next').length,
    drafts: await countDrafts(tx),
    pendingInvitations: counts[0]?.pending ?? 0,
    joinersByMonth: months,
    joiners: joiners.map(({ month: _month, ...j }) => j),
    invitations: invitations.map((i) => ({ ...i, sentAt: iso(i.sentAt), expiresAt: iso(i.expiresAt) })),
  };
}

export async function externalSite(tx: Tx): Promise<ExternalSiteView> {
  return { url: await externalSiteUrl(tx) };
}

/** Sets (or clears, with null) the tenant's external onboarding site. */
export async function setExternalSite(tx: Tx, v: Viewer, url: string | null): Promise<ExternalSiteView> {
  const before = await externalSite(tx);
  await saveExternalSiteUrl(tx, v.tenantCode, url);
  const after = { url };
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'onboardingSettings.update',
    entity: 'onboardingSettings',
    entityId: null,
    before,
    after,
  });
  return after;
}
