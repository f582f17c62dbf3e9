import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { historyPageView, historyQuery, weekHistoryView } from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { paths } from '../paths.ts';
import { WEEKS_OF_OTHERS } from '../policy.ts';
import { weekHistory, weekHistoryLog } from './service.ts';

/**
 * The employee's timesheet history (SPEC §2 /timesheets/history, /timesheet-history; page 20,
 * date-range filter), and the history log of one week (flag timesheetHistoryLog).
 */
export function historyRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths('/timesheets/employee', '/timesheet-submission/history')) {
    app.get(url, {
      config: { access: { requires: section('TIMESHEET', 'TimesheetHistory'), scope: 'self' }, flag: 'timesheet' },
      schema: { tags: ['timesheets'], querystring: historyQuery, response: { 200: historyPageView } },
      handler: (request) => request.inTenant((tx) => weekHistory(tx, viewerOf(request), request.query)),
    });
  }
  app.get('/timesheet/v2/timesheets/:id/history-log', {
    config: {
      access: { requires: section('TIMESHEET', 'Timesheets'), scope: 'self', widerFor: WEEKS_OF_OTHERS },
      flag: 'timesheetHistoryLog',
    },
    schema: { tags: ['timesheets'], params: idParam, response: { 200: weekHistoryView } },
    handler: (request) => request.inTenant((tx) => weekHistoryLog(tx, viewerOf(request), request.params.id)),
  });
}
