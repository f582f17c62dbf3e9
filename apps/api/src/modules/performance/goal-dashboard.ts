import { sql } from 'drizzle-orm';
import type { GoalApprovalStatus, PerformanceDashboardView } from '@tenure/domain/performance';
import { queryRows, type Tx } from '../../platform/db.ts';
import { forbidden } from '../../platform/errors.ts';
import { hierarchyRoot, inRootRange } from '../../platform/hierarchy.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { hasTeamGoals } from './goal-access.ts';
import { currentPeriod } from './goal-settings-service.ts';

/** Approved goals are the agreed ones: averages count them only. */
const averageOfApproved = sql`coalesce(round(avg(g.progress) filter (where g.status = 'approved'), 1), 0)::float8`;

/** RM view: each direct reportee's goals in the period (count, waiting, approved, average progress). */
export async function reporteeSummaries(tx: Tx, v: Viewer, periodId: string | null) {
  if (!hasTeamGoals(v)) throw forbidden();
  const me = requireEmployee(v);
  return queryRows<{ employeeNumber: string; displayName: string; designation: string | null; goals: number; pending: number; approved: number; avgProgress: number }>(
    tx,
    sql`select e.employee_number as "employeeNumber", e.display_name as "displayName", e.designation,
               count(g.id)::int as goals, (count(g.id) filter (where g.status = 'pending'))::int as pending,
               (count(g.id) filter (where g.status = 'approved'))::int as approved, ${averageOfApproved} as "avgProgress"
          from employees e left join goals g on g.owner_id = e.id and g.level = 'individual' and (${periodId}::uuid is null or g.period_id = ${periodId}::uuid)
         where e.manager_id = ${me} and e.status not in ('Inactive', 'Resigned')
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
  if (!hasTeamGoals(v)) return { period, myGoals, myAvgProgress, pendingApprovals: 0, team: [], teamAvgProgress: null };
  const [pending] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from goals where approver_id = ${me} and status = 'pending'`);
  const team = await queryRows<{ employeeNumber: string; displayName: string; avgProgress: number; goals: number }>(
    tx,
    sql`with ${hierarchyRoot(me)}
        select e.employee_number as "employeeNumber", e.display_name as "displayName", ${averageOfApproved} as "avgProgress", count(g.id)::int as goals
          from root join employees e on ${inRootRange('e')} left join goals g on g.owner_id = e.id and g.period_id = ${periodId}::uuid and g.level = 'individual'
         where e.hierarchy_depth = root.depth + 1 and e.status not in ('Inactive', 'Resigned')
         group by e.id order by lower(e.display_name), e.employee_number`,
  );
  const withGoals = team.filter((m) => m.goals > 0);
  const teamAvgProgress = withGoals.length ? Math.round((withGoals.reduce((s, m) => s + m.avgProgress, 0) / withGoals.length) * 10) / 10 : null;
  return { period, myGoals, myAvgProgress, pendingApprovals: pending?.n ?? 0, team, teamAvgProgress };
}
