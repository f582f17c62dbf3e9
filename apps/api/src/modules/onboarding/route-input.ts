import type { FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { requestTenantOrigin } from '../../platform/set-password-links.ts';
import type { OnboardingFlags } from './onboarding-references.ts';

/** What onboarding takes from a request besides its body: the tenant's name and flags, and where invitation links open. */
export interface OnboardingRequestInput {
  tenantName: string;
  flags: OnboardingFlags;
  /** Where invitation links open (platform/set-password-links tenantOrigin). */
  origin: string;
}

/** Read by the routes (add-employee-routes, bulk-routes) and passed to the use-cases in their input: no use-case sees the request. */
export async function onboardingInputOf(request: FastifyRequest, deps: ModuleDeps): Promise<OnboardingRequestInput> {
  const flags = await deps.flags.forRequest(request);
  return {
    tenantName: request.tenant!.name,
    flags: {
      autoEmployeeNumberGeneration: flags.autoEmployeeNumberGeneration,
      gradeAndLevelInOnboarding: flags.gradeAndLevelInOnboarding,
      ageRestrictionPopups: flags.ageRestrictionPopups,
    },
    origin: await requestTenantOrigin(deps.db, deps.config, request),
  };
}
