import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import {
  autoApprovalAddInput,
  autoApprovalUserView,
  projectPeopleQuery,
  projectPerson,
} from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { addAutoApprovalUser, listAutoApprovalUsers, removeAutoApprovalUser } from './service.ts';
import { paths } from '../paths.ts';
import { projectPeople } from '../projects/service.ts';

const tags = ['timesheets'];
const ACCESS = {
  access: { requires: section('WORK_TIMESHEET', 'TimesheetAutoApproval'), scope: 'all' },
  flag: 'autoApproval',
} as const;
const BASE = '/timesheet-auto-approvals';

/** `/timesheet-auto-approval` (SPEC §7 timesheet-auto-approvals: list, add, remove) and the people to choose from. */
export function autoApprovalRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths(BASE)) {
    app.get(url, {
      config: ACCESS,
      schema: { tags, response: { 200: z.array(autoApprovalUserView) } },
      handler: (request) => request.inTenant((tx) => listAutoApprovalUsers(tx)),
    });
    app.post(url, {
      config: ACCESS,
      schema: { tags, body: autoApprovalAddInput, response: { 201: autoApprovalUserView } },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await request.inTenant((tx) => addAutoApprovalUser(tx, viewerOf(request), request.body.employeeId))),
    });
  }
  for (const url of paths(`${BASE}/people`)) {
    app.get(url, {
      config: ACCESS,
      schema: { tags, querystring: projectPeopleQuery, response: { 200: z.array(projectPerson) } },
      handler: (request) => request.inTenant((tx) => projectPeople(tx, request.query.searchQuery)),
    });
  }
  for (const url of paths(`${BASE}/:id`)) {
    app.delete(url, {
      config: ACCESS,
      schema: { tags, params: idParam },
      handler: async (request, reply) => {
        await request.inTenant((tx) => removeAutoApprovalUser(tx, viewerOf(request), request.params.id));
        return reply.code(204).send();
      },
    });
  }
}
