import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { utilisationTargetInput, utilisationTargetView } from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { paths } from '../paths.ts';
import { saveUtilisationTarget, utilisationTargetView as readTarget } from './target.ts';

const tags = ['timesheets'];
const BASE = '/utilisation-target';

/**
 * The tenant's utilisation target: read by whoever may open the KPI report, set by those who set
 * timesheets up (HR directors and the super admin: ADMINISTRATION TimesheetSetup).
 */
export function utilisationTargetRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths(BASE)) {
    app.get(url, {
      config: {
        access: { requires: section('REPORTS', 'TrTimesheetUtilizationKpiReport'), scope: 'all' },
        flag: 'timesheet',
      },
      schema: { tags, response: { 200: utilisationTargetView } },
      handler: (request) => request.inTenant((tx) => readTarget(tx)),
    });
    app.put(url, {
      config: { access: { requires: section('ADMINISTRATION', 'TimesheetSetup'), scope: 'all' }, flag: 'timesheet' },
      schema: { tags, body: utilisationTargetInput, response: { 200: utilisationTargetView } },
      handler: (request) => request.inTenant((tx) => saveUtilisationTarget(tx, viewerOf(request), request.body)),
    });
  }
}
