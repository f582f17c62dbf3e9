import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobView } from '@tenure/domain/jobs';
import { notificationListView } from '@tenure/domain/notifications';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { executionNumberParam } from '../../platform/route-schemas.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { markRead, notifications, startedJob } from './service.ts';

/** The caller's own notifications (header bell) and the jobs they started. */
export function notificationRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const anyone = { authenticated: true } as const;

  app.get('/notifications', {
    config: { access: anyone },
    schema: { tags: ['notifications'], response: { 200: notificationListView } },
    handler: (request) => request.inTenant((tx) => notifications(tx, viewerOf(request))),
  });

  app.put('/notifications/read', {
    config: { access: anyone },
    schema: { tags: ['notifications'], body: z.object({ id: z.uuid().optional() }) },
    handler: async (request, reply) => {
      await request.inTenant((tx) => markRead(tx, viewerOf(request), request.body));
      return reply.code(204).send();
    },
  });

  app.get('/jobs/:executionNumber', {
    config: { access: anyone },
    schema: {
      tags: ['notifications'],
      params: executionNumberParam,
      response: { 200: jobView },
    },
    handler: (request) => request.inTenant((tx) => startedJob(tx, viewerOf(request), request.params, deps.jobs)),
  });
}
