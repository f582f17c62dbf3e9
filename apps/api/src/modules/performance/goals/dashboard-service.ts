import { sql } from 'drizzle-orm';
import { ratingDistribution, type GoalApprovalStatus, type PerformanceDashboardView, type RatingBand, type ReviewStatus } from '@tenure/domain/performance';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';
import { forbidden } from '../../../platform/errors.ts';
import { hierarchyRoot, inRootRange } from '../../employees/index.ts';
import { requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { hasTeamGoals } from '../policy.ts';
import { currentPeriod } from './settings-service.ts';

/** The current review cycle: the latest launched or released one (issue 20 item 6). */
async function currentReviewCycle(tx: Tx) {
  const [cycle] = await queryRows<{ id: string; name: string; ratingScale: RatingBand[] }>(
    tx,
    sql`select id, name, rating_scale as "ratingScale" from review_cycles where status in ('launched', 'released') order by start_date desc, created_at desc limit 1`,
  );
  return cycle ?? null;
}

/** The status of employee `e`'s review in the cycle (statuses only: ratings stay with the review's own rules). */
const reviewStatusIn = (cycleId: string | null) =>
  sql`(select r.status from reviews r where r.cycle_id = ${cycleId}::uuid and r.employee_id = e.id) as "reviewStatus"`;

/** Approved goals are the agreed ones: averages count them only. */
const averageOfApproved = sql`coalesce(round(avg(g.progress) filter (where g.status = 'approved'), 1), 0)::float8`;

/** RM view: each direct reportee's goals in the period (count, waiting, approved, average progress). */
export async function reporteeSummaries(tx: Tx, v: Viewer, periodId: string | null) {
  if (!hasTeamGoals(v)) throw forbidden();
  const me = requireEmployee(v);
  const cycle = await currentReviewCycle(tx);
  return queryRows<{ employeeNumber: string; displayName: string; designation: string | null; goals: number; pending: number; approved: number; avgProgress: number; reviewStatus: ReviewStatus | null }>(
    tx,
    sql`select e.employee_number as "employeeNumber", e.display_name as "displayName", e.designation, ${reviewStatusIn(cycle?.id ?? null)},
               count(g.id)::int as goals, (count(g.id) filter (where g.status = 'pending'))::int as pending,
               (count(g.id) filter (where g.status = 'approved'))::int as approved, ${averageOfApproved} as "avgProgress"
          from employees e left join goals g on g.owner_id = e.id and g.level = 'individual' and (${periodId}::uuid is null or g.period_id = ${periodId}::uuid)
         where e.manager_id = ${me} and ${employedOn()}
         group by e.id order by lower(e.display_name), e.employee_number`,
  );
}

/** /performance: the caller's goals in the current period, what waits for their decision, their team's progress. */
export async function performanceDashboard(tx: Tx, v: Viewer): Promise<PerformanceDashboardView> {
  const me = requireEmployee(v);
  const period = await currentPeriod(tx);
  const periodId = period?.id ?? null;
  const myGoals = await queryRows<{ id: string; title: string; avgGoalProgress: number; approvalStatus: GoalApprovalStatus }>(
    tx,
    sql`select g.id, g.title, g.progress::float8 as "avgGoalProgress", g.status as "approvalStatus" from goals g
         where g.owner_id = ${me} and g.period_id = ${periodId}::uuid order by g.created_at, g.id`,
  );
  const approved = myGoals.filter((g) => g.approvalStatus === 'approved');
  const myAvgProgress = approved.length ? Math.round((approved.reduce((s, g) => s + g.avgGoalProgress, 0) / approved.length) * 10) / 10 : 0;
  const cycle = await currentReviewCycle(tx);
  const [mine] = cycle ? await queryRows<{ status: ReviewStatus }>(tx, sql`select status from reviews where cycle_id = ${cycle.id} and employee_id = ${me}`) : [];
  const review = cycle ? { cycleName: cycle.name, myStatus: mine?.status ?? null, released: [] as { band: string; count: number }[] } : null;
  if (!hasTeamGoals(v)) return { period, myGoals, myAvgProgress, pendingApprovals: 0, team: [], teamAvgProgress: null, review };
  const [pending] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from goals where approver_id = ${me} and status = 'pending'`);
  const team = await queryRows<{ employeeNumber: string; displayName: string; avgProgress: number; goals: number; reviewStatus: ReviewStatus | null }>(
    tx,
    sql`with ${hierarchyRoot(me)}
        select e.employee_number as "employeeNumber", e.display_name as "displayName", ${averageOfApproved} as "avgProgress", count(g.id)::int as goals,
               ${reviewStatusIn(cycle?.id ?? null)}
          from root join employees e on ${inRootRange('e')} left join goals g on g.owner_id = e.id and g.period_id = ${periodId}::uuid and g.level = 'individual'
         where e.hierarchy_depth = root.depth + 1 and ${employedOn()}
         group by e.id order by lower(e.display_name), e.employee_number`,
  );
  const withGoals = team.filter((m) => m.goals > 0);
  const teamAvgProgress = withGoals.length ? Math.round((withGoals.reduce((s, m) => s + m.avgProgress, 0) / withGoals.length) * 10) / 10 : null;
  if (cycle && review) {
    // Released ratings only: before release nobody but HR and the reviewers sees a rating.
    const ratings = await queryRows<{ rating: number }>(
      tx,
      sql`select r.final_rating::float8 as rating from reviews r join employees e on e.id = r.employee_id
           where r.cycle_id = ${cycle.id} and e.manager_id = ${me} and r.status in ('released', 'acknowledged') and r.final_rating is not null`,
    );
    review.released = ratingDistribution(cycle.ratingScale, ratings.map((r) => r.rating)).map((d, i) => ({ band: cycle.ratingScale[i]!.label, count: d.count }));
  }
  return { period, myGoals, myAvgProgress, pendingApprovals: pending?.n ?? 0, team, teamAvgProgress, review };
}
