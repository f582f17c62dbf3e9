import { feature, hasAccess, section } from '@tenure/domain/access';
import type { ApprovalActor } from '@tenure/domain/approvals';
import type { GoalApprovalStatus, GoalLevel } from '@tenure/domain/performance';
import type { Viewer } from '../../platform/viewer.ts';

/** HR of goals: strategic objectives, masters, periods, and any goal's decisions. */
export const isGoalsHr = (v: Viewer) => hasAccess(v.permissions, section('PERFORMANCE_MANAGEMENT', 'GoalsSettings'));
export const hasTeamGoals = (v: Viewer) => hasAccess(v.permissions, feature('PERFORMANCE_MANAGEMENT', 'TeamGoals'));
export const isLibraryKeeper = (v: Viewer) => hasAccess(v.permissions, section('PERFORMANCE_MANAGEMENT', 'GoalLibrary'));

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
  else if (v.employeeId !== null && (g.approverId === v.employeeId || (hasTeamGoals(v) && g.callerIsAbove))) actors.push('approver');
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
  const canDelete = g.level === 'individual' ? hr || (owner && (g.status === 'draft' || g.status === 'rejected')) || (manager && g.status !== 'pending') : canEdit;
  return { actors, canEdit, canUpdateProgress, canDelete };
}
