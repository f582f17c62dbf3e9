import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REPORT_ACTIONS_PER_MINUTE,
  REPORT_MESSAGES,
  reportActionResult,
  reportDefinitionView,
  reportExportQuery,
  reportFilters,
  reportMenu as reportMenuView,
  reportRowsQuery,
  reportRowsView,
  reportSummaryView,
} from '@tenure/domain/reports';
import { utilisationPersonDaysView } from '@tenure/domain/timesheets';
import { z } from 'zod';
import { minuteAllowance } from '../../platform/call-allowance.ts';
import { presetOf } from '../../platform/flags.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { biRoutes } from './bi-routes.ts';
import { prepareReportExport, writeReportExport } from './exports-service.ts';
import {
  reportAction,
  reportDefinition,
  reportMenu,
  reportPersonDays,
  reportRows,
  reportSummary,
} from './reports-service.ts';
import { keyParam, REPORTS_MENU } from './route-config.ts';
import { reportViewRoutes } from './views-routes.ts';

const tags = ['reports'];

/** The native reports (issue 34) under /api/reports: the menu, a report's definition, its rows, exports and its page's action. */
export function reportRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  reportViewRoutes(fastify, deps);
  biRoutes(fastify, deps);

  app.get('/', {
    config: REPORTS_MENU,
    schema: { tags, response: { 200: reportMenuView } },
    handler: (request) => reportMenu(viewerOf(request)),
  });

  app.get('/:key', {
    config: REPORTS_MENU,
    schema: { tags, params: keyParam, response: { 200: reportDefinitionView } },
    handler: (request) =>
      request.inTenant((tx) => reportDefinition(tx, viewerOf(request), request.params.key, presetOf(request.tenant!))),
  });

  app.get('/:key/rows', {
    config: REPORTS_MENU,
    schema: { tags, params: keyParam, querystring: reportRowsQuery, response: { 200: reportRowsView } },
    handler: (request) =>
      request.inReadTenant((tx) =>
        reportRows(tx, viewerOf(request), request.params.key, request.query, request.auth!.entity.id),
      ),
  });

  app.get('/:key/summary', {
    config: REPORTS_MENU,
    schema: { tags, params: keyParam, querystring: reportRowsQuery, response: { 200: reportSummaryView } },
    handler: (request) =>
      request.inReadTenant((tx) =>
        reportSummary(tx, viewerOf(request), request.params.key, request.query, request.auth!.entity.id),
      ),
  });

  app.get('/:key/people/:employeeId/days', {
    config: REPORTS_MENU,
    schema: {
      tags,
      params: keyParam.extend({ employeeId: z.uuid() }),
      querystring: reportFilters.loose(),
      response: { 200: utilisationPersonDaysView },
    },
    handler: (request) =>
      request.inReadTenant((tx) =>
        reportPersonDays(
          tx,
          viewerOf(request),
          request.params.key,
          request.params.employeeId,
          request.query,
          request.auth!.entity.id,
        ),
      ),
  });

  // A button acting on many people: a few presses a minute per user, over every API process.
  const actions = minuteAllowance(fastify, deps.database, {
    name: 'report-action',
    max: REPORT_ACTIONS_PER_MINUTE,
    message: REPORT_MESSAGES.actionRateLimited,
  });
  app.post('/:key/action', {
    config: REPORTS_MENU,
    schema: { tags, params: keyParam, querystring: reportRowsQuery, response: { 200: reportActionResult } },
    handler: (request) => {
      actions.take(`${request.tenant!.code}:${request.auth!.userId}`);
      return request.inTenant((tx) =>
        reportAction(tx, viewerOf(request), request.params.key, request.query, request.auth!.entity.id),
      );
    },
  });

  app.get('/:key/export', {
    config: REPORTS_MENU,
    schema: { tags, params: keyParam, querystring: reportExportQuery },
    handler: async (request, reply) => {
      const v = viewerOf(request);
      const job = await request.inReadTenant((tx) =>
        prepareReportExport(tx, v, request.params.key, request.query, request.auth!.entity.id),
      );
      // The rows are read and written in a transaction of their own while the file streams out, batch by batch:
      // repeatable read, so that a row written meanwhile cannot shift a batch (a row twice, or one missing).
      const file = new PassThrough();
      request
        .inReadTenant((tx) => writeReportExport(tx, v, job, file), { isolation: 'repeatable read' })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'report export failed');
          file.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      return reply
        .type(job.mimeType)
        .header('content-disposition', `attachment; filename="${job.fileName}"`)
        .send(file);
    },
  });
}
