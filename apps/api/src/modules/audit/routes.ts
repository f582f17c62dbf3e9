import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditActorOptions as auditActorOptionsView,
  auditEntryView,
  auditExportQuery,
  auditFamiliesView,
  auditLogPage,
  auditLogQuery,
} from '@tenure/domain/audit';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { idParam } from '../../platform/route-schemas.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { VIEW_AUDIT_LOG } from './policy.ts';
import {
  auditActionFamilies,
  auditActorOptions,
  auditEntryDetail,
  listAuditLog,
  prepareAuditExport,
  writeAuditExport,
} from './service.ts';

const tags = ['audit'];
const view = { requires: VIEW_AUDIT_LOG, scope: 'all' } as const;

/** The audit log of the tenant for admins (issue 36 item 7): entries, one entry's values, the filters' choices, exports. */
export function auditRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/', {
    config: { access: view },
    schema: { tags, querystring: auditLogQuery, response: { 200: auditLogPage } },
    handler: (request) => request.inTenant((tx) => listAuditLog(tx, viewerOf(request), request.query)),
  });

  app.get('/families', {
    config: { access: view },
    schema: { tags, response: { 200: auditFamiliesView } },
    handler: (request) => request.inTenant((tx) => auditActionFamilies(tx, viewerOf(request))),
  });

  app.get('/actors', {
    config: { access: view },
    schema: {
      tags,
      querystring: z.object({ search: z.string().trim().min(1).max(100) }),
      response: { 200: auditActorOptionsView },
    },
    handler: (request) => request.inTenant((tx) => auditActorOptions(tx, viewerOf(request), request.query)),
  });

  app.get('/export', {
    config: { access: view },
    schema: { tags, querystring: auditExportQuery },
    handler: async (request, reply) => {
      const v = viewerOf(request);
      const job = prepareAuditExport(v, request.query);
      // Read and written in a transaction of its own while the file streams out, batch by batch; repeatable read,
      // so that an entry written meanwhile cannot shift a batch.
      const file = new PassThrough();
      request
        .inTenant((tx) => writeAuditExport(tx, v, job, file), { isolation: 'repeatable read' })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'audit log export failed');
          file.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      return reply
        .type(job.mimeType)
        .header('content-disposition', `attachment; filename="${job.fileName}"`)
        .send(file);
    },
  });

  app.get('/:id', {
    config: { access: view },
    schema: { tags, params: idParam, response: { 200: auditEntryView } },
    handler: (request) => request.inTenant((tx) => auditEntryDetail(tx, viewerOf(request), request.params)),
  });
}
