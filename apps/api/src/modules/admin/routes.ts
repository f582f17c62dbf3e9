import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { setupStatusResponse } from '@tenure/domain/admin';
import { pageQuery } from '@tenure/domain/paging';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { health, mailOutbox, setupStatus } from './service.ts';

/** Health check and platform administration. */
export function adminRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/health', {
    config: { access: { public: true, tenant: 'none' }, plainPayload: true },
    schema: { tags: ['admin'] },
    handler: () => health({ db: deps.db, databaseKind: deps.database.kind }),
  });

  app.get('/admin/mail-outbox', {
    config: { access: { requires: section('ADMINISTRATION', 'ViewMailOutbox'), scope: 'entity' } },
    schema: { tags: ['admin'], querystring: pageQuery },
    handler: (request) => request.inTenant((tx) => mailOutbox(tx, viewerOf(request), request.query)),
  });

  app.get('/admin/setup-status', {
    config: { access: { requires: section('ADMINISTRATION', 'SetupChecklist'), scope: 'all' } },
    schema: { tags: ['admin'], response: { 200: setupStatusResponse } },
    handler: (request) => request.inTenant((tx) => setupStatus(tx, viewerOf(request))),
  });
}
