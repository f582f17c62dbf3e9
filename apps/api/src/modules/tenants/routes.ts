import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerConfig, tenantInfo } from '@tenure/domain/auth';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import * as tenants from './service.ts';

/** Tenant lookup (plain, before login) and SSO provider settings. */
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
    handler: (request) => request.inTenant((tx) => tenants.providerConfigOf(tx)),
  });
}
