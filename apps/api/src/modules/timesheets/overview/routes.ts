import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { overviewQuery, overviewView } from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { timesheetOverview } from './service.ts';

/** The timesheet overview (SPEC §2 /timesheet-overview; RM and PM types, §6). */
export function overviewRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/timesheet/v2/overview', {
    config: {
      access: { requires: section('WORK_TIMESHEET', 'TeamTimesheets'), scope: 'project-team' },
      flag: 'timesheet',
    },
    schema: { tags: ['timesheets'], querystring: overviewQuery, response: { 200: overviewView } },
    handler: (request) => request.inTenant((tx) => timesheetOverview(tx, viewerOf(request), request.query)),
  });
}
