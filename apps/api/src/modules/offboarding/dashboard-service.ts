import {
  EXIT_DASHBOARD_MONTHS,
  EXIT_DASHBOARD_STATUSES,
  EXIT_REASON_CATEGORIES,
  type OffboardingDashboardQuery,
  type OffboardingDashboardView,
} from '@tenure/domain/offboarding';
import type { Tx } from '../../platform/db.ts';
import { entitiesInScope } from '../../platform/entity-grants.ts';
import { forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { dashboardFigures, grantedEntities } from './dashboard-queries.ts';

/** The default range: the first day of the month eleven months back, to today. */
export function defaultRange(today: string) {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return { from: new Date(Date.UTC(year, month - EXIT_DASHBOARD_MONTHS, 1)).toISOString().slice(0, 10), to: today };
}

/** yyyy-MM of every month from `from` to `to`. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  while (d.toISOString().slice(0, 7) <= to.slice(0, 7) && months.length < 120) {
    months.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return months;
}

/**
 * SPEC §2 /offboarding-dashboard. Leavers of the legal entities of the route's entity scope (where
 * the viewer holds the dashboard; optionally one of them): resignations submitted in the range by status and by month,
 * leavers (released, last working day in the range) by month, reason and regretted mark, and, as
 * of today, who is serving notice and the open tasks per owner.
 */
export async function offboardingDashboard(
  tx: Tx,
  v: Viewer,
  q: OffboardingDashboardQuery,
  today: string,
): Promise<OffboardingDashboardView> {
  const granted = entitiesInScope(v.scope);
  const entities = await grantedEntities(tx, granted);
  if (q.legalEntityId && !entities.some((e) => e.id === q.legalEntityId)) throw forbidden();
  const range = defaultRange(today);
  const from = q.from ?? range.from;
  const to = q.to ?? range.to;
  const rows = await dashboardFigures(tx, { granted, legalEntityId: q.legalEntityId, from, to, today });
  const byMonth = monthsBetween(from, to).map((month) => ({
    month,
    resigned: rows.resigned.find((r) => r.month === month)?.count ?? 0,
    left: rows.left.find((r) => r.month === month)?.count ?? 0,
  }));
  const regretted = (mark: boolean | null) => rows.regretted.find((r) => r.regretted === mark)?.count ?? 0;
  return {
    from,
    to,
    entities,
    totals: {
      resigned: byMonth.reduce((sum, m) => sum + m.resigned, 0),
      left: byMonth.reduce((sum, m) => sum + m.left, 0),
      servingNotice: rows.notice.length,
      openTasks: rows.owners.reduce((sum, o) => sum + o.open, 0),
    },
    byStatus: EXIT_DASHBOARD_STATUSES.map((status) => ({
      status,
      count: rows.statuses.find((s) => s.status === status)?.count ?? 0,
    })),
    byMonth,
    servingNotice: rows.notice,
    openTasksByOwner: rows.owners,
    reasons: EXIT_REASON_CATEGORIES.map((category) => ({
      category,
      count: rows.reasons.find((r) => r.category === category)?.count ?? 0,
    })),
    regretted: { regretted: regretted(true), nonRegretted: regretted(false), unmarked: regretted(null) },
  };
}
