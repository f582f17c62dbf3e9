import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature } from '@tenure/domain/access';
import { tenantLogoView, tenantProfileInput, tenantProfileView } from '@tenure/domain/org';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { notFound } from '../../platform/errors.ts';
import { readUpload } from '../../platform/uploads.ts';
import { viewerOf } from '../../platform/viewer.ts';
import * as profile from './profile-service.ts';

const editCompanyInformation = { requires: feature('ORGANIZATION', 'EditCompanyInformation'), scope: 'all' } as const;

/** SPEC §7 tenant profile and logo (/edit-company-information), under /api/hrms/hris/tenant. */
export function tenantProfileRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tenants'];

  app.get('/profile', {
    config: { access: editCompanyInformation },
    schema: { tags, response: { 200: tenantProfileView } },
    handler: (request) => request.inTenant((tx) => profile.getProfile(tx, viewerOf(request))),
  });

  app.put('/profile', {
    config: { access: editCompanyInformation },
    schema: { tags, body: tenantProfileInput, response: { 200: tenantProfileView } },
    handler: async (request) => {
      const updated = await request.inTenant((tx) => profile.updateProfile(tx, viewerOf(request), request.body));
      // The tenant's name is cached by the directory (header, login page).
      deps.tenants.forget();
      return updated;
    },
  });

  app.post('/logo', {
    config: { access: editCompanyInformation },
    schema: { tags, consumes: ['multipart/form-data'], response: { 200: tenantLogoView } },
    handler: async (request) => {
      const upload = await readUpload(request, profile.LOGO_UPLOAD);
      return profile.replaceLogo(viewerOf(request), upload, {
        storage: deps.storage,
        inTenant: (work) => request.inTenant(work),
      });
    },
  });

  // Public: the login page shows the logo before anyone logs in.
  app.get('/logo/:tenantCode', {
    config: { access: { public: true, tenant: 'none' }, plainPayload: true },
    schema: { tags, params: z.object({ tenantCode: z.string().min(1).max(50) }) },
    handler: async (request, reply) => {
      const logo = await profile.readLogo(request.params, deps);
      if (!logo) throw notFound();
      return reply.header('cache-control', 'public, max-age=300').type(logo.type).send(Buffer.from(logo.bytes));
    },
  });
}
