import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { historyPageView, historyQuery } from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { weekHistory } from './service.ts';
import { paths } from '../paths.ts';

/** The employee's timesheet history (SPEC §2 /timesheets/history, /timesheet-history; page 20, date-range filter). */
export function historyRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths('/timesheets/employee', '/timesheet-submission/history')) {
    app.get(url, {
      config: { access: { requires: section('TIMESHEET', 'TimesheetHistory'), scope: 'self' }, flag: 'timesheet' },
      schema: { tags: ['timesheets'], querystring: historyQuery, response: { 200: historyPageView } },
      handler: (request) => request.inTenant((tx) => weekHistory(tx, viewerOf(request), request.query)),
    });
  }
}
