import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  employeeNumberParam,
  indirectReporteeView,
  managerChainView,
  myTeamPage,
  myTeamQuery,
  reporteeView,
  reportingManagerInput,
  reportingManagerView,
  teamQuery,
} from '@tenure/domain/employees';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import * as team from './team-service.ts';
import { viewerOf } from '../../platform/viewer.ts';

/** Reportees, indirect reportees, the manager chain, peers, my team and the reporting-manager update (SPEC §7 Employee). */
export function teamRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/reportees', {
    config: { access: { authenticated: true } },
    schema: { tags: ['employees'], querystring: teamQuery, response: { 200: z.array(reporteeView) } },
    handler: (request) =>
      request.inTenant((tx) => team.directReportees(tx, viewerOf(request), request.query.employeeNumber)),
  });

  app.get('/indirect-reportees', {
    config: { access: { authenticated: true } },
    schema: { tags: ['employees'], querystring: teamQuery, response: { 200: z.array(indirectReporteeView) } },
    handler: (request) =>
      request.inTenant((tx) => team.indirectReportees(tx, viewerOf(request), request.query.employeeNumber)),
  });

  app.get('/peers', {
    config: { access: { authenticated: true } },
    schema: { tags: ['employees'], response: { 200: z.array(reporteeView) } },
    handler: (request) => request.inTenant((tx) => team.peers(tx, viewerOf(request))),
  });

  app.get('/:employeeNumber/manager-chain', {
    config: { access: { authenticated: true } },
    schema: { tags: ['employees'], params: employeeNumberParam, response: { 200: managerChainView } },
    handler: (request) => request.inTenant((tx) => team.managerChain(tx, request.params.employeeNumber)),
  });

  app.get('/my-team', {
    config: { access: { requires: section('EMPLOYEE', 'MyTeam'), scope: 'indirect-reportees' } },
    schema: { tags: ['employees'], querystring: myTeamQuery, response: { 200: myTeamPage } },
    handler: (request) => request.inTenant((tx) => team.myTeam(tx, viewerOf(request), request.query)),
  });

  app.put('/:employeeNumber/reporting-manager', {
    config: { access: { requires: feature('EMPLOYEE', 'EmployeeProfileHrEdit'), scope: 'all' } },
    schema: {
      tags: ['employees'],
      params: employeeNumberParam,
      body: reportingManagerInput,
      response: { 200: reportingManagerView },
    },
    handler: (request) =>
      request.inTenant((tx) =>
        team.updateReportingManager(
          tx,
          viewerOf(request),
          request.params.employeeNumber,
          request.body.managerEmployeeNumber,
        ),
      ),
  });
}
