import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { setupStatusResponse } from '@tenure/domain/admin';
import { pageQuery } from '@tenure/domain/paging';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { mailOutbox, readiness, setupStatus } from './service.ts';

/** Health check and platform administration. */
export function adminRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const probe = {
    config: { access: { public: true, tenant: 'none' }, plainPayload: true },
    schema: { tags: ['admin'] },
  } as const;
  // Load balancers and orchestrators: /health and /health/ready answer 200 only while this process
  // can serve (database reachable, its migrations applied); /health/live while it runs at all.
  app.get('/health', { ...probe, handler: () => readiness(deps.database, deps.reads) });
  app.get('/health/ready', { ...probe, handler: () => readiness(deps.database, deps.reads) });
  app.get('/health/live', { ...probe, handler: () => ({ status: 'ok' }) });

  app.get('/admin/mail-outbox', {
    // The tenant's outgoing mail: a mail has a recipient, not a legal entity.
    config: { access: { requires: section('ADMINISTRATION', 'ViewMailOutbox'), scope: 'all' } },
    schema: { tags: ['admin'], querystring: pageQuery },
    handler: (request) => request.inTenant((tx) => mailOutbox(tx, viewerOf(request), request.query)),
  });

  app.get('/admin/setup-status', {
    config: { access: { requires: section('ADMINISTRATION', 'SetupChecklist'), scope: 'all' } },
    schema: { tags: ['admin'], response: { 200: setupStatusResponse } },
    handler: (request) => request.inTenant((tx) => setupStatus(tx, viewerOf(request))),
  });
}
