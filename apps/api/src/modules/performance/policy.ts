import { sql, type SQL } from 'drizzle-orm';
import { feature, hasAccess, section } from '@tenure/domain/access';
import type { ApprovalActor } from '@tenure/domain/approvals';
import type { GoalApprovalStatus, GoalLevel, GoalListQuery } from '@tenure/domain/performance';
import { forbidden, notFound } from '../../platform/errors.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { hierarchyRoot, inRootRange } from '../employees/index.ts';

/*
 * Who may see or act on what in the performance module (goals, skills, reviews). Refusal rule: a
 * record the viewer may not know exists is a 404 (notFound): someone else's review, goal or skill
 * entry outside their line; a record they may know but not act on is a 403 (forbidden).
 */

/** HR of goals: strategic objectives, masters, periods, and any goal's decisions. */
export const isGoalsHr = (v: Viewer) => hasAccess(v.permissions, section('PERFORMANCE_MANAGEMENT', 'GoalsSettings'));
export const hasTeamGoals = (v: Viewer) => hasAccess(v.permissions, feature('PERFORMANCE_MANAGEMENT', 'TeamGoals'));
export const isLibraryKeeper = (v: Viewer) =>
  hasAccess(v.permissions, section('PERFORMANCE_MANAGEMENT', 'GoalLibrary'));

/**
 * The goals `g` a list scope shows the caller, as a condition (with the CTEs it needs): all (goals HR),
 * their team's below them in the line (TeamGoals), company and team goals (everyone), or their own.
 */
export function goalListScope(v: Viewer, scope: GoalListQuery['scope']): { ctes: SQL[]; where: SQL } {
  if (scope === 'all') {
    if (!isGoalsHr(v)) throw forbidden();
    return { ctes: [], where: sql`true` };
  }
  if (scope === 'team') {
    if (!hasTeamGoals(v)) throw forbidden();
    return {
      ctes: [hierarchyRoot(requireEmployee(v))],
      where: sql`g.owner_id in (select e.id from root join employees e on ${inRootRange('e')} where e.hierarchy_depth > root.depth)`,
    };
  }
  if (scope === 'company') return { ctes: [], where: sql`g.level <> 'individual'` };
  return { ctes: [], where: sql`g.owner_id = ${requireEmployee(v)}` };
}

/** A goal as the rules see it, with where its owner stands relative to the caller. */
export interface GoalFacts {
  level: GoalLevel;
  status: GoalApprovalStatus;
  ownerId: string | null;
  approverId: string | null;
  /** The caller is above the owner in the reporting line. */
  callerIsAbove: boolean;
}

/** The roles the caller holds towards a goal: owner (requester), approver (the manager it went to, or one above with TeamGoals), HR. */
export function goalActors(v: Viewer, g: GoalFacts): ApprovalActor[] {
  const actors: ApprovalActor[] = [];
  if (v.employeeId !== null && g.ownerId === v.employeeId) actors.push('requester');
  else if (v.employeeId !== null && (g.approverId === v.employeeId || (hasTeamGoals(v) && g.callerIsAbove)))
    actors.push('approver');
  if (isGoalsHr(v) && g.ownerId !== v.employeeId) actors.push('hrAdmin');
  return actors;
}

/** Who may change what on a goal (the server's rule; the view's flags repeat it for the buttons). */
export function goalPermissions(v: Viewer, g: GoalFacts) {
  const actors = goalActors(v, g);
  const hr = isGoalsHr(v);
  const owner = actors.includes('requester');
  const manager = actors.includes('approver');
  // Company and team goals are set by HR and managers, not approved, so they stay editable by them.
  const canEdit =
    g.level === 'company' ? hr : g.level === 'team' ? hr || owner || manager : g.status === 'draft' && (owner || hr);
  const canUpdateProgress = g.status === 'approved' && (g.level === 'company' ? hr : owner || manager || hr);
  const canDelete =
    g.level === 'individual'
      ? hr || (owner && (g.status === 'draft' || g.status === 'rejected')) || (manager && g.status !== 'pending')
      : canEdit;
  return { actors, canEdit, canUpdateProgress, canDelete };
}

/** HR of skills: sees and decides every entry, cancels approved ones. */
export const isSkillHr = (v: Viewer) => hasAccess(v.permissions, section('PERFORMANCE_MANAGEMENT', 'SkillSetup'));
export const hasTeamSkills = (v: Viewer) => hasAccess(v.permissions, feature('PERFORMANCE_MANAGEMENT', 'TeamSkills'));

/** One's own skill set; skills HR and skill-matrix readers any; a manager with TeamSkills those below them in the line. */
export function assertCanReadSkillSet(v: Viewer, owner: { employeeId: string; belowViewer: boolean }): void {
  const readsAll = isSkillHr(v) || hasAccess(v.permissions, section('PERFORMANCE_MANAGEMENT', 'SkillMatrix'));
  if (owner.employeeId !== v.employeeId && !readsAll && !(hasTeamSkills(v) && owner.belowViewer)) throw forbidden();
}

/** HR of reviews: sets cycles up or calibrates. */
export const isReviewHr = (v: Viewer) =>
  hasAccess(v.permissions, section('PERFORMANCE_MANAGEMENT', 'PerformanceReviewSetup')) ||
  hasAccess(v.permissions, feature('PERFORMANCE_MANAGEMENT', 'ReviewCalibration'));

type Role = 'employee' | 'manager' | 'hr';

/** Who the caller is to a review: its employee, their manager, or review HR; to anyone else it does not exist (404). */
export function roleOf(v: Viewer, row: { employeeId: string; managerId: string | null }): Role {
  if (v.employeeId !== null && row.employeeId === v.employeeId) return 'employee';
  if (v.employeeId !== null && row.managerId === v.employeeId) return 'manager';
  if (isReviewHr(v)) return 'hr';
  throw notFound();
}
