import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { departmentInput, departmentView } from '@tenure/domain/org';
import { MASTER_DATA } from '../policy.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import * as q from './queries.ts';
import * as departments from './service.ts';
import { viewerOf } from '../../../platform/viewer.ts';

/** SPEC §7 departments with sub-departments (parentId). The list is read by every user (header, forms). */
export function departmentRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['org'];

  api.get('/department', {
    config: { access: { authenticated: true } },
    schema: {
      tags,
      querystring: z.object({ includeInactive: z.stringbool().default(false) }),
      response: { 200: z.array(departmentView) },
    },
    handler: (request) => request.inTenant((tx) => q.listDepartments(tx, request.query.includeInactive)),
  });
  api.post('/department', {
    config: { access: MASTER_DATA },
    schema: { tags, body: departmentInput, response: { 201: departmentView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => departments.createDepartment(tx, viewerOf(request), request.body))),
  });
  api.put('/department/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam, body: departmentInput, response: { 200: departmentView } },
    handler: (request) =>
      request.inTenant((tx) => departments.updateDepartment(tx, viewerOf(request), request.params.id, request.body)),
  });
  api.delete('/department/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => departments.deleteDepartment(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });
}
