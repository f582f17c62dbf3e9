import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  criteriaSearchQuery,
  directoryPage,
  directoryQuery,
  employeeExportQuery,
  employeeListPage,
  employeeListQuery,
  employeeSearchQuery,
  employeeSearchResult,
} from '@tenure/domain/employees';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { documentRoutes } from './document-routes.ts';
import { directory, exportEmployees, listEmployees } from './list-service.ts';
import { lifecycleRoutes } from './lifecycle-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { quickLinkRoutes } from './quick-links-routes.ts';
import { criteriaSearch, searchEmployees } from './queries.ts';
import { teamRoutes } from './team-routes.ts';

const hrList = { requires: section('EMPLOYEE', 'HrEmployeeList'), scope: 'all' } as const;
const globalSearch = { requires: feature('EMPLOYEE', 'EmployeeGlobalSearch'), scope: 'all' } as const;

/** SPEC §7 Employee: list, export, directory and search here; profile, documents, team, calendar and quick links in their own files. */
export function employeeRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/', {
    config: { access: hrList },
    schema: { tags: ['employees'], querystring: employeeListQuery, response: { 200: employeeListPage } },
    handler: (request) => request.inTenant((tx) => listEmployees(tx, request.query)),
  });

  app.get('/export', {
    config: { access: hrList },
    schema: { tags: ['employees'], querystring: employeeExportQuery },
    handler: async (request, reply) => {
      const { format, ...filters } = request.query;
      const file = await request.inReadTenant((tx) => exportEmployees(tx, filters, format));
      return reply
        .type(file.mimeType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  });

  app.get('/directory', {
    config: {
      access: { requires: section('ORGANIZATION', 'EmployeeDirectory'), scope: 'all' },
      flag: 'employeeDirectory',
    },
    schema: { tags: ['employees'], querystring: directoryQuery, response: { 200: directoryPage } },
    handler: (request) => request.inReadTenant((tx) => directory(tx, request.query)),
  });

  app.get('/search', {
    config: { access: globalSearch, flag: 'employeeDirectory' },
    schema: { tags: ['employees'], querystring: employeeSearchQuery, response: { 200: z.array(employeeSearchResult) } },
    handler: (request) => request.inReadTenant(async (tx) => searchEmployees(tx, request.query.query)),
  });

  app.get('/criteria-search', {
    config: { access: globalSearch },
    schema: { tags: ['employees'], querystring: criteriaSearchQuery, response: { 200: z.array(employeeSearchResult) } },
    handler: (request) => request.inReadTenant(async (tx) => criteriaSearch(tx, request.query)),
  });

  profileRoutes(fastify, deps);
  documentRoutes(fastify, deps);
  teamRoutes(fastify, deps);
  calendarRoutes(fastify, deps);
  quickLinkRoutes(fastify, deps);
  lifecycleRoutes(fastify, deps);
}
