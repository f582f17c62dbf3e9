import { useEffect } from 'react';
import { isContractor } from '@tenure/domain/access';
import { useEntityPermissions } from './permissionsApi.ts';
import { useMyExitSurveys } from './exitSurveysApi.ts';
import { useTenantFlags } from '../tenant/api.ts';
import { useSessionStore } from '../session/store.ts';
import type { AccessContext } from './access.ts';

export type AccessState = { status: 'loading' } | { status: 'ready'; ctx: AccessContext };

/** The user's effective permissions in the selected entity, the tenant flags and the user facts, together. */
export function useAccessContext(): AccessState {
  const user = useSessionStore((s) => s.user);
  const permissions = useEntityPermissions();
  const flags = useTenantFlags();
  const exitSurveys = useMyExitSurveys(user?.status === 'Resigned' && flags.data?.flags.offboardingExitSurvey === true);
  useEffect(() => {
    // SPEC §8: an exit survey fetch failure is only logged; the menu entry just stays hidden.
    if (exitSurveys.error) console.error('Exit survey fetch failed', exitSurveys.error);
  }, [exitSurveys.error]);
  if (permissions.isPending || flags.isPending) return { status: 'loading' };
  const effective = permissions.data;
  return {
    status: 'ready',
    ctx: {
      // A failed permissions call leaves the user with nothing, which the sidebar reports.
      permissions: effective?.permissions ?? {},
      flags: flags.data?.flags ?? {},
      isEmployee: user?.isEmployee ?? false,
      isReportingManager: user?.isReportingManager ?? false,
      isContractor: isContractor(user?.employmentType),
      isDesignatedApprover: effective?.isDesignatedApprover ?? false,
      assignedAsProjectManager: effective?.assignedAsProjectManager ?? false,
      isEsopAllotted: effective?.isEsopAllotted ?? false,
      hasExitSurvey: (exitSurveys.data?.length ?? 0) > 0,
    },
  };
}
