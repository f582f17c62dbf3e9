import type { FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import type { Tx } from '../../platform/db.ts';
import { tenantDateFormat } from '../../platform/notifications.ts';
import { requestTenantOrigin } from '../../platform/set-password-links.ts';
import type { OnboardingContext } from './onboard-employees.ts';

/** What onboardEmployees needs of a request: who asks, the tenant's flags, mail and date format. */
export async function onboardingContextOf(request: FastifyRequest, deps: ModuleDeps): Promise<Omit<OnboardingContext, 'dateFormat'>> {
  const flags = await deps.flags.forRequest(request);
  return {
    tenant: { code: request.tenant!.code, name: request.tenant!.name },
    actorUserId: request.auth!.userId,
    permissions: request.auth!.permissions,
    requestId: request.id,
    flags: {
      autoEmployeeNumberGeneration: flags.autoEmployeeNumberGeneration,
      gradeAndLevelInOnboarding: flags.gradeAndLevelInOnboarding,
      ageRestrictionPopups: flags.ageRestrictionPopups,
    },
    mailer: deps.mailer,
    origin: await requestTenantOrigin(deps.db, deps.config, request),
    today: new Date().toISOString().slice(0, 10),
  };
}

/** The context completed inside the transaction (the tenant's date format is a tenant row). */
export async function withDateFormat(tx: Tx, ctx: Omit<OnboardingContext, 'dateFormat'>): Promise<OnboardingContext> {
  return { ...ctx, dateFormat: await tenantDateFormat(tx, ctx.tenant.code) };
}
