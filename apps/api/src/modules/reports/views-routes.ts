import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reportRecipientList,
  reportScheduleInput,
  reportScheduleItem,
  reportScheduleList,
  reportViewInput,
  reportViewItem,
  reportViewList,
  reportViewUpdate,
} from '@tenure/domain/reports';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { keyParam, REPORTS_MENU } from './route-config.ts';
import { defineReportJobs } from './schedules-jobs.ts';
import { createSchedule, deleteSchedule, listRecipients, listSchedules } from './schedules-service.ts';
import { createView, deleteView, listViews, openableView, updateView } from './views-service.ts';

const tags = ['reports'];
const viewParam = z.object({ id: z.uuid() });
const scheduleParam = viewParam.extend({ scheduleId: z.uuid() });

/** Saved views of a report and their scheduled mail (docs/decisions/reports.md), under /api/reports. */
export function reportViewRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  defineReportJobs(deps.jobs, deps, fastify.log);

  app.get('/:key/views', {
    config: REPORTS_MENU,
    schema: { tags, params: keyParam, response: { 200: reportViewList } },
    handler: (request) => request.inTenant((tx) => listViews(tx, viewerOf(request), request.params.key)),
  });

  app.post('/:key/views', {
    config: REPORTS_MENU,
    schema: { tags, params: keyParam, body: reportViewInput, response: { 201: reportViewItem } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => createView(tx, viewerOf(request), request.params.key, request.body))),
  });

  app.get('/:key/recipients', {
    config: REPORTS_MENU,
    schema: { tags, params: keyParam, response: { 200: reportRecipientList } },
    handler: (request) =>
      request.inTenant((tx) => listRecipients(tx, viewerOf(request), request.params.key, request.auth!.entity.id)),
  });

  app.get('/views/:id', {
    config: REPORTS_MENU,
    schema: { tags, params: viewParam, response: { 200: reportViewItem } },
    handler: async (request) =>
      (await request.inTenant((tx) => openableView(tx, viewerOf(request), request.params.id, false))).view,
  });

  app.put('/views/:id', {
    config: REPORTS_MENU,
    schema: { tags, params: viewParam, body: reportViewUpdate, response: { 200: reportViewItem } },
    handler: (request) => request.inTenant((tx) => updateView(tx, viewerOf(request), request.params.id, request.body)),
  });

  app.delete('/views/:id', {
    config: REPORTS_MENU,
    schema: { tags, params: viewParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteView(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.get('/views/:id/schedules', {
    config: REPORTS_MENU,
    schema: { tags, params: viewParam, response: { 200: reportScheduleList } },
    handler: (request) => request.inTenant((tx) => listSchedules(tx, viewerOf(request), request.params.id)),
  });

  app.post('/views/:id/schedules', {
    config: REPORTS_MENU,
    schema: { tags, params: viewParam, body: reportScheduleInput, response: { 201: reportScheduleItem } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await request.inTenant((tx) =>
            createSchedule(tx, viewerOf(request), request.params.id, request.body, request.auth!.entity.id),
          ),
        ),
  });

  app.delete('/views/:id/schedules/:scheduleId', {
    config: REPORTS_MENU,
    schema: { tags, params: scheduleParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) =>
        deleteSchedule(tx, viewerOf(request), request.params.id, request.params.scheduleId),
      );
      return reply.code(204).send();
    },
  });
}
