import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { pendingPageView, pendingQuery } from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { paths } from '../paths.ts';
import { pendingTimesheets } from './service.ts';

/** Pending timesheets (SPEC §2 /pending-timesheets, flag pendingTimeSheets): the team's weeks not submitted between two dates. */
export function pendingRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths('/timesheets/pending', '/timesheet-submission/pending')) {
    app.get(url, {
      config: {
        access: { requires: section('WORK_TIMESHEET', 'PendingTimesheets'), scope: 'reportees' },
        flag: 'pendingTimeSheets',
      },
      schema: { tags: ['timesheets'], querystring: pendingQuery, response: { 200: pendingPageView } },
      handler: (request) => request.inTenant((tx) => pendingTimesheets(tx, viewerOf(request), request.query)),
    });
  }
}
