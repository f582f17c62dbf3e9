import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature } from '@tenure/domain/access';
import { providerConfig, tenantInfo } from '@tenure/domain/auth';
import { flagOverrideRequest, flagsResponse } from '@tenure/domain/flags';
import type { ModuleDeps } from '../../app.ts';
import { presetOf } from '../../platform/flags.ts';
import * as tenants from './service.ts';

/** Tenant lookup (plain, before login), SSO provider settings and feature flags. */
export function tenantRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/auth/tenant-code', {
    config: { access: { public: true, tenant: 'none' }, plainPayload: true },
    schema: { tags: ['tenants'], querystring: z.object({ hostUrl: z.string().min(1) }), response: { 200: tenantInfo } },
    handler: async (request) => {
      const tenant = await deps.tenants.byOrigin(request.query.hostUrl);
      return tenants.describeTenant(deps, tenant);
    },
  });

  app.get('/auth/tenant-provider', {
    config: { access: { public: true }, plainPayload: true },
    schema: { tags: ['tenants'], response: { 200: providerConfig } },
    handler: (request) => tenants.providerConfigOf(deps, request.tenant!),
  });

  app.get('/flags', {
    config: { access: { public: true }, plainPayload: true },
    schema: { tags: ['tenants'], response: { 200: flagsResponse } },
    handler: async (request) => ({ preset: presetOf(request.tenant!), flags: await deps.flags.forTenant(request.tenant!) }),
  });

  app.put('/flags', {
    config: { access: { requires: feature('ADMINISTRATION', 'ManageFeatureFlags'), scope: 'all' } },
    schema: { tags: ['tenants'], body: flagOverrideRequest, response: { 200: flagsResponse } },
    handler: async (request) => {
      await request.inTenant((tx) => tenants.overrideFlag(tx, request, request.body));
      deps.flags.forget(request.tenant!.code);
      return { preset: presetOf(request.tenant!), flags: await deps.flags.forTenant(request.tenant!) };
    },
  });
}
