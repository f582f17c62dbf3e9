import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, sql } from 'drizzle-orm';
import { section } from '@tenure/domain/access';
import { setupStatusResponse } from '@tenure/domain/admin';
import { MESSAGES } from '@tenure/domain/messages';
import { pageQuery } from '@tenure/domain/paging';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { setupStatus } from './service.ts';

/** Health check and platform administration. */
export function adminRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/health', {
    config: { access: { public: true, tenant: 'none' }, plainPayload: true },
    schema: { tags: ['admin'] },
    handler: async () => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'DATABASE_UNAVAILABLE', MESSAGES.databaseUnavailable);
      }
      return { status: 'ok', database: deps.database.kind };
    },
  });

  app.get('/admin/mail-outbox', {
    config: { access: { requires: section('ADMINISTRATION', 'ViewMailOutbox'), scope: 'entity' } },
    schema: { tags: ['admin'], querystring: pageQuery },
    handler: (request) =>
      request.inTenant(async (tx) => {
        const { page, size } = request.query;
        const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
        const items = await tx
          .select({
            id: mailOutbox.id,
            recipient: mailOutbox.recipient,
            subject: mailOutbox.subject,
            body: mailOutbox.body,
            sentAt: mailOutbox.sentAt,
            createdAt: mailOutbox.createdAt,
          })
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.createdAt))
          .limit(size)
          .offset((page - 1) * size);
        return { items, total: total?.n ?? 0, page, size };
      }),
  });

  app.get('/admin/setup-status', {
    config: { access: { requires: section('ADMINISTRATION', 'SetupChecklist'), scope: 'all' } },
    schema: { tags: ['admin'], response: { 200: setupStatusResponse } },
    handler: (request) => request.inTenant((tx) => setupStatus(tx, request.tenant!.code)),
  });
}
