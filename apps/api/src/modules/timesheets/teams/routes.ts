import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@tenure/domain/paging';
import {
  allocatedHoursQuery,
  allocatedHoursView,
  allocationInput,
  allocationUpdate,
  allocationView,
  endAllocationInput,
  myProjectsQuery,
  myProjectView,
  teamQuery,
} from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { paths, projectIdParam } from '../paths.ts';
import { ACCESS } from '../policy.ts';
import {
  addAllocation,
  allocationsOfEmployee,
  deleteAllocation,
  endAllocation,
  myProjects,
  projectTeam,
  updateAllocation,
  type TeamFlags,
} from './service.ts';

const tags = ['timesheet project teams'];
const flag = 'timesheet' as const;
const teamFlags = (request: FastifyRequest): TeamFlags => ({
  impact: request.flags?.impactOfMultipleAllocations === true,
  estimates: request.flags?.estimatedHours === true,
});

/**
 * Project teams and allocations (SPEC §7): v2 /project-teams and /allocations, legacy /project-team;
 * the employee's own projects (/my-projects, /allocated-projects).
 */
export function teamRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths('/project-teams/:projectId', '/project-team/:projectId')) {
    app.get(url, {
      config: { access: ACCESS.projects, flag },
      schema: { tags, params: projectIdParam, querystring: teamQuery, response: { 200: pageOf(allocationView) } },
      handler: (request) =>
        request.inTenant((tx) =>
          projectTeam(tx, viewerOf(request), request.params.projectId, { ...request.query, flags: teamFlags(request) }),
        ),
    });
    app.post(url, {
      config: { access: ACCESS.manageTeam, flag },
      schema: { tags, params: projectIdParam, body: allocationInput, response: { 201: allocationView } },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await request.inTenant((tx) =>
              addAllocation(tx, viewerOf(request), request.params.projectId, request.body, teamFlags(request)),
            ),
          ),
    });
  }
  for (const url of paths('/allocations/:id', '/project-team/allocation/:id')) {
    app.put(url, {
      config: { access: ACCESS.manageTeam, flag },
      schema: { tags, params: idParam, body: allocationUpdate, response: { 200: allocationView } },
      handler: (request) =>
        request.inTenant((tx) =>
          updateAllocation(tx, viewerOf(request), request.params.id, request.body, teamFlags(request)),
        ),
    });
    app.delete(url, {
      config: { access: ACCESS.manageTeam, flag: 'physicalDeleteResource' },
      schema: { tags, params: idParam },
      handler: async (request, reply) => {
        await request.inTenant((tx) => deleteAllocation(tx, viewerOf(request), request.params.id));
        return reply.code(204).send();
      },
    });
  }
  for (const url of paths('/allocations/:id/end', '/project-team/allocation/:id/end')) {
    app.post(url, {
      config: { access: ACCESS.manageTeam, flag },
      schema: { tags, params: idParam, body: endAllocationInput, response: { 200: allocationView } },
      handler: (request) =>
        request.inTenant((tx) =>
          endAllocation(tx, viewerOf(request), request.params.id, request.body.endDate, teamFlags(request)),
        ),
    });
  }
  for (const url of paths('/allocations/allocated-hours', '/project-team/allocated-hours')) {
    app.get(url, {
      // Own allocations for anyone; someone else's for those who staff projects (ManageProjectTeam).
      config: { access: { authenticated: true }, flag },
      schema: { tags, querystring: allocatedHoursQuery, response: { 200: allocatedHoursView } },
      handler: (request) => request.inTenant((tx) => allocationsOfEmployee(tx, viewerOf(request), request.query)),
    });
  }
  for (const url of paths('/allocations/my-projects', '/project-team/my-projects')) {
    app.get(url, {
      config: { access: ACCESS.myProjects, flag },
      schema: { tags, querystring: myProjectsQuery, response: { 200: z.array(myProjectView) } },
      handler: (request) => request.inTenant((tx) => myProjects(tx, viewerOf(request), request.query.includePast)),
    });
  }
}
