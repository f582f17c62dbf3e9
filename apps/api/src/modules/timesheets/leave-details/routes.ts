import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { leaveDetailsQuery, leaveDetailsView } from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { paths } from '../paths.ts';
import { WEEKS_OF_OTHERS } from '../policy.ts';
import { leaveDetails } from './service.ts';

const own = { requires: section('TIMESHEET', 'Timesheets'), scope: 'self', widerFor: WEEKS_OF_OTHERS } as const;

/** The leave details of a period (SPEC §7 v2 "leave details"), v2 /leave-details and the legacy timesheet-submission one. */
export function leaveDetailsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths('/leave-details', '/timesheet-submission/leave-details')) {
    app.get(url, {
      config: { access: own, flag: 'timesheet' },
      schema: { tags: ['timesheets'], querystring: leaveDetailsQuery, response: { 200: leaveDetailsView } },
      handler: (request) => request.inTenant((tx) => leaveDetails(tx, viewerOf(request), request.query)),
    });
  }
}
