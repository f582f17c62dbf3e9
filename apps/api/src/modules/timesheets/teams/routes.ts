import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasAccess } from '@tenure/domain/access';
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
import { forbidden } from '../../../platform/errors.ts';
import { requireEmployee, viewerOf } from '../../../platform/viewer.ts';
import { paths } from '../paths.ts';
import { ACCESS, requireReadableProject } from '../policy.ts';
import { employeeProjects } from '../projects/queries.ts';
import { addAllocation, allocationsOfEmployee, deleteAllocation, endAllocation, projectTeam, updateAllocation, type TeamFlags } from './service.ts';

const tags = ['timesheet project teams'];
const flag = 'timesheet' as const;
const idParam = z.object({ id: z.uuid() });
const projectIdParam = z.object({ projectId: z.uuid() });
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
        request.inTenant(async (tx) => {
          await requireReadableProject(tx, viewerOf(request), request.params.projectId);
          return projectTeam(tx, request.params.projectId, { ...request.query, flags: teamFlags(request) });
        }),
    });
    app.post(url, {
      config: { access: ACCESS.manageTeam, flag },
      schema: { tags, params: projectIdParam, body: allocationInput, response: { 201: allocationView } },
      handler: async (request, reply) =>
        reply.code(201).send(await request.inTenant((tx) => addAllocation(tx, viewerOf(request), request.params.projectId, request.body, teamFlags(request)))),
    });
  }
  for (const url of paths('/allocations/:id', '/project-team/allocation/:id')) {
    app.put(url, {
      config: { access: ACCESS.manageTeam, flag },
      schema: { tags, params: idParam, body: allocationUpdate, response: { 200: allocationView } },
      handler: (request) => request.inTenant((tx) => updateAllocation(tx, viewerOf(request), request.params.id, request.body, teamFlags(request))),
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
      handler: (request) => request.inTenant((tx) => endAllocation(tx, viewerOf(request), request.params.id, request.body.endDate, teamFlags(request))),
    });
  }
  for (const url of paths('/allocations/allocated-hours', '/project-team/allocated-hours')) {
    app.get(url, {
      // Own allocations for anyone; someone else's for those who staff projects (ManageProjectTeam).
      config: { access: { authenticated: true }, flag },
      schema: { tags, querystring: allocatedHoursQuery, response: { 200: allocatedHoursView } },
      handler: (request) => {
        const v = viewerOf(request);
        const employeeId = request.query.employeeId ?? requireEmployee(v);
        if (employeeId !== v.employeeId && !hasAccess(v.permissions, ACCESS.manageTeam.requires)) throw forbidden();
        return request.inTenant((tx) => allocationsOfEmployee(tx, employeeId, request.query));
      },
    });
  }
  for (const url of paths('/allocations/my-projects', '/project-team/my-projects')) {
    app.get(url, {
      config: { access: ACCESS.myProjects, flag },
      schema: { tags, querystring: myProjectsQuery, response: { 200: z.array(myProjectView) } },
      handler: (request) => {
        const employeeId = requireEmployee(viewerOf(request));
        return request.inTenant((tx) => employeeProjects(tx, employeeId, request.query.includePast));
      },
    });
  }
}
