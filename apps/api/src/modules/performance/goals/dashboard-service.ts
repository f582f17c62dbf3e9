import { ratingDistribution, type PerformanceDashboardView } from '@tenure/domain/performance';
import type { Tx } from '../../../platform/db.ts';
import { forbidden } from '../../../platform/errors.ts';
import { requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { hasTeamGoals } from '../policy.ts';
import {
  currentReviewCycle,
  ownGoalsIn,
  pendingGoalCount,
  releasedRatingsOfReportees,
  reporteeGoalSummaries,
  reviewStatusOf,
  teamGoalProgress,
} from './queries.ts';
import { currentPeriod } from './settings-service.ts';

/** RM view: each direct reportee's goals in the period (count, waiting, approved, average progress). */
export async function reporteeSummaries(tx: Tx, v: Viewer, periodId: string | null) {
  if (!hasTeamGoals(v)) throw forbidden();
  const me = requireEmployee(v);
  const cycle = await currentReviewCycle(tx);
  return reporteeGoalSummaries(tx, me, periodId, cycle?.id ?? null);
}

/** /performance: the caller's goals in the current period, what waits for their decision, their team's progress. */
export async function performanceDashboard(tx: Tx, v: Viewer): Promise<PerformanceDashboardView> {
  const me = requireEmployee(v);
  const period = await currentPeriod(tx, v);
  const periodId = period?.id ?? null;
  const myGoals = await ownGoalsIn(tx, me, periodId);
  const approved = myGoals.filter((g) => g.approvalStatus === 'approved');
  const myAvgProgress = approved.length
    ? Math.round((approved.reduce((s, g) => s + g.avgGoalProgress, 0) / approved.length) * 10) / 10
    : 0;
  const cycle = await currentReviewCycle(tx);
  const myStatus = cycle ? await reviewStatusOf(tx, cycle.id, me) : null;
  const review = cycle ? { cycleName: cycle.name, myStatus, released: [] as { band: string; count: number }[] } : null;
  if (!hasTeamGoals(v))
    return { period, myGoals, myAvgProgress, pendingApprovals: 0, team: [], teamAvgProgress: null, review };
  const pendingApprovals = await pendingGoalCount(tx, me);
  const team = await teamGoalProgress(tx, me, periodId, cycle?.id ?? null);
  const withGoals = team.filter((m) => m.goals > 0);
  const teamAvgProgress = withGoals.length
    ? Math.round((withGoals.reduce((s, m) => s + m.avgProgress, 0) / withGoals.length) * 10) / 10
    : null;
  if (cycle && review) {
    // Released ratings only: before release nobody but HR and the reviewers sees a rating.
    const ratings = await releasedRatingsOfReportees(tx, cycle.id, me);
    review.released = ratingDistribution(
      cycle.ratingScale,
      ratings.map((r) => r.rating),
    ).map((d, i) => ({ band: cycle.ratingScale[i]!.label, count: d.count }));
  }
  return { period, myGoals, myAvgProgress, pendingApprovals, team, teamAvgProgress, review };
}
