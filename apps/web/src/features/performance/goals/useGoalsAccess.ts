import { feature, hasAccess, section } from '@tenure/domain/access';
import { useAccessContext } from '../../../lib/access/useAccessContext.ts';

/** What the goal pages offer the user: team features, HR settings, the library, and the flags that hide them. */
export function useGoalsAccess() {
  const access = useAccessContext();
  if (access.status !== 'ready') return { teamGoals: false, hr: false, library: false, approvals: false };
  const { permissions, flags } = access.ctx;
  return {
    teamGoals: hasAccess(permissions, feature('PERFORMANCE_MANAGEMENT', 'TeamGoals')),
    hr:
      hasAccess(permissions, section('PERFORMANCE_MANAGEMENT', 'GoalsSettings')) &&
      flags.performanceGoalsSettings === true,
    library: hasAccess(permissions, section('PERFORMANCE_MANAGEMENT', 'GoalLibrary')),
    approvals: flags.performanceTeamGoalsApproval === true,
  };
}
