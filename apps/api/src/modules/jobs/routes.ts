import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import { jobHistoryPage, jobHistoryQuery, jobHistoryView, jobScheduleView } from '@tenure/domain/jobs';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { executionNumberParam } from '../../platform/route-schemas.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { cancelJob, jobDetail, jobHistory, jobSchedules } from './service.ts';

const tags = ['jobs'];
const view = { requires: section('ADMINISTRATION', 'ViewJobs'), scope: 'all' } as const;

/** The job history of the tenant (Setup › Job History): every job, its schedules, cancel a queued one. */
export function jobRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/', {
    config: { access: view },
    schema: { tags, querystring: jobHistoryQuery, response: { 200: jobHistoryPage } },
    handler: (request) => request.inTenant((tx) => jobHistory(tx, viewerOf(request), request.query, deps.jobs)),
  });
  app.get('/schedules', {
    config: { access: view },
    schema: { tags, response: { 200: z.array(jobScheduleView) } },
    handler: async () => jobSchedules(deps.jobs),
  });
  app.get('/:executionNumber', {
    config: { access: view },
    schema: { tags, params: executionNumberParam, response: { 200: jobHistoryView } },
    handler: (request) => request.inTenant((tx) => jobDetail(tx, viewerOf(request), request.params, deps.jobs)),
  });
  app.post('/:executionNumber/cancel', {
    config: { access: { requires: feature('ADMINISTRATION', 'ManageJobs'), scope: 'all' } },
    schema: { tags, params: executionNumberParam, response: { 200: jobHistoryView } },
    handler: (request) => request.inTenant((tx) => cancelJob(tx, viewerOf(request), request.params, deps.jobs)),
  });
}
