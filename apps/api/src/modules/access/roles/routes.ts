import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, roleInput, roleView } from '@tenure/domain/access';
import { idParam } from '../../../platform/route-schemas.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import * as roles from './service.ts';

const manageRoles = { requires: feature('ADMINISTRATION', 'ManageRoles'), scope: 'all' } as const;
const tags = ['access'];

/** SPEC §7 Auth: roles, role/module-features-section (the catalogue) and disable-role/{id}. */
export function roleRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/role/module-features-section', {
    config: { access: manageRoles },
    schema: { tags },
    handler: async () => roles.catalogue(),
  });

  app.get('/roles', {
    config: { access: manageRoles },
    schema: { tags, response: { 200: z.array(roleView) } },
    handler: (request) => request.inTenant((tx) => roles.listRoles(tx, viewerOf(request))),
  });

  app.post('/roles', {
    config: { access: manageRoles },
    schema: { tags, body: roleInput, response: { 201: roleView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => roles.createRole(tx, viewerOf(request), request.body))),
  });

  app.put('/roles/:id', {
    config: { access: manageRoles },
    schema: { tags, params: idParam, body: roleInput, response: { 200: roleView } },
    handler: (request) =>
      request.inTenant((tx) => roles.updateRole(tx, viewerOf(request), { ...request.body, ...request.params })),
  });

  app.delete('/roles/:id', {
    config: { access: manageRoles },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => roles.deleteRole(tx, viewerOf(request), request.params));
      return reply.code(204).send();
    },
  });

  app.put('/disable-role/:id', {
    config: { access: manageRoles },
    schema: { tags, params: idParam, response: { 200: roleView } },
    handler: (request) =>
      request.inTenant((tx) => roles.setRoleActive(tx, viewerOf(request), { ...request.params, isActive: false })),
  });

  app.put('/enable-role/:id', {
    config: { access: manageRoles },
    schema: { tags, params: idParam, response: { 200: roleView } },
    handler: (request) =>
      request.inTenant((tx) => roles.setRoleActive(tx, viewerOf(request), { ...request.params, isActive: true })),
  });
}
