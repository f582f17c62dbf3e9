import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import {
  periodCloseInput,
  periodCloseView,
  projectPeopleQuery,
  projectPerson,
  revenueDetailsView,
  revenueQuery,
} from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { paths } from '../paths.ts';
import { projectPeople } from '../projects/service.ts';
import { closePeriod, exportRevenue, revenueDetails, revenueProjects } from './service.ts';

const tags = ['timesheets'];
/** Revenue views (SPEC §6): the section opens them; the rows are filtered by global and entity access in the service. */
export const REVENUE_ACCESS = {
  access: { requires: section('WORK_TIMESHEET', 'RevenueDetails'), scope: 'entity' },
  flag: 'revenue',
} as const;
const BASE = '/revenue-details';

/** `/timesheet-revenue-details` (SPEC §7 revenue details and update): revenue, its export, the projects to pick, period close. */
export function revenueRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths(BASE)) {
    app.get(url, {
      config: REVENUE_ACCESS,
      schema: { tags, querystring: revenueQuery, response: { 200: revenueDetailsView } },
      handler: (request) => request.inTenant((tx) => revenueDetails(tx, viewerOf(request), request.query)),
    });
  }
  for (const url of paths(`${BASE}/export`)) {
    app.get(url, {
      config: REVENUE_ACCESS,
      schema: {
        tags,
        querystring: z.intersection(revenueQuery, z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') })),
      },
      handler: async (request, reply) => {
        const { format, ...q } = request.query;
        const file = await request.inTenant((tx) => exportRevenue(tx, viewerOf(request), q, format));
        return reply
          .type(file.mimeType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.bytes);
      },
    });
  }
  for (const url of paths(`${BASE}/projects`)) {
    app.get(url, {
      config: REVENUE_ACCESS,
      schema: {
        tags,
        response: {
          200: z.array(
            z.object({
              projectId: z.string(),
              projectName: z.string(),
              clientName: z.string(),
              currency: z.string(),
              budgetHours: z.number().nullable(),
            }),
          ),
        },
      },
      handler: (request) => request.inTenant((tx) => revenueProjects(tx)),
    });
  }
  // The people a person's rate may be for.
  for (const url of paths(`${BASE}/people`)) {
    app.get(url, {
      config: REVENUE_ACCESS,
      schema: { tags, querystring: projectPeopleQuery, response: { 200: z.array(projectPerson) } },
      handler: (request) => request.inTenant((tx) => projectPeople(tx, request.query.searchQuery)),
    });
  }
  for (const url of paths(`${BASE}/periods`)) {
    app.post(url, {
      config: REVENUE_ACCESS,
      schema: { tags, body: periodCloseInput, response: { 200: periodCloseView } },
      handler: (request) => request.inTenant((tx) => closePeriod(tx, viewerOf(request), request.body)),
    });
  }
}
