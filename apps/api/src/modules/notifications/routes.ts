import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobView, type JobStatus } from '@tenure/domain/jobs';
import { notificationListView } from '@tenure/domain/notifications';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { forbidden } from '../../platform/errors.ts';
import { listNotifications, markNotificationsRead } from '../../platform/notifications.ts';

/** The caller's own notifications (header bell) and the jobs they started. */
export function notificationRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const anyone = { authenticated: true } as const;

  app.get('/notifications', {
    config: { access: anyone },
    schema: { tags: ['notifications'], response: { 200: notificationListView } },
    handler: (request) => request.inTenant((tx) => listNotifications(tx, request.auth!.userId)),
  });

  app.put('/notifications/read', {
    config: { access: anyone },
    schema: { tags: ['notifications'], body: z.object({ id: z.uuid().optional() }) },
    handler: async (request, reply) => {
      await request.inTenant((tx) => markNotificationsRead(tx, request.auth!.userId, request.body.id));
      return reply.code(204).send();
    },
  });

  app.get('/jobs/:executionNumber', {
    config: { access: anyone },
    schema: { tags: ['notifications'], params: z.object({ executionNumber: z.coerce.number().int().min(1) }), response: { 200: jobView } },
    handler: (request) =>
      request.inTenant(async (tx) => {
        const job = await deps.jobs.view(tx, request.params.executionNumber);
        // A job's figures are its starter's business.
        if (job.createdBy !== request.auth!.userId) throw forbidden();
        return {
          executionNumber: job.executionNumber,
          kind: job.kind,
          status: job.status as JobStatus,
          progress: job.progress,
          result: (job.result as Record<string, unknown> | null) ?? null,
          error: job.error,
          startedAt: job.startedAt?.toISOString() ?? null,
          finishedAt: job.finishedAt?.toISOString() ?? null,
        };
      }),
  });
}
