import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE,
  effectivePermissionsView,
  feature,
  legalEntityView,
  roleInput,
  roleView,
  userEntityRoleView,
  userEntityRolesInput,
} from '@tenure/domain/access';
import { userEntity } from '@tenure/domain/auth';
import type { ModuleDeps } from '../../app.ts';
import { listUserEntities } from '../../platform/sessions.ts';
import * as q from './queries.ts';
import * as access from './service.ts';

const manageRoles = { requires: feature('ADMINISTRATION', 'ManageRoles'), scope: 'all' } as const;
const manageUserRoles = { requires: feature('ADMINISTRATION', 'ManageUserEntityRoles'), scope: 'all' } as const;
const idParam = z.object({ id: z.uuid() });

/** SPEC §7 Auth: roles, entities, user-entity roles and the effective permission map. */
export function accessRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/role/module-features-section', {
    config: { access: manageRoles },
    schema: { tags: ['access'] },
    handler: async () => CATALOGUE,
  });

  app.get('/roles', {
    config: { access: manageRoles },
    schema: { tags: ['access'], response: { 200: z.array(roleView) } },
    handler: (request) => request.inTenant(q.listRoles),
  });

  app.post('/roles', {
    config: { access: manageRoles },
    schema: { tags: ['access'], body: roleInput, response: { 201: roleView } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => access.createRole(tx, request, request.body))),
  });

  app.put('/roles/:id', {
    config: { access: manageRoles },
    schema: { tags: ['access'], params: idParam, body: roleInput, response: { 200: roleView } },
    handler: (request) => request.inTenant((tx) => access.updateRole(tx, request, request.params.id, request.body)),
  });

  app.put('/disable-role/:id', {
    config: { access: manageRoles },
    schema: { tags: ['access'], params: idParam, response: { 200: roleView } },
    handler: (request) => request.inTenant((tx) => access.disableRole(tx, request, request.params.id)),
  });

  // Every user may list the tenant's legal entities (filters, forms); assigning them is guarded below.
  app.get('/entities', {
    config: { access: { authenticated: true } },
    schema: { tags: ['access'], response: { 200: z.array(legalEntityView) } },
    handler: (request) => request.inTenant(q.listLegalEntities),
  });

  app.get('/user-entity-roles', {
    config: { access: manageUserRoles },
    schema: { tags: ['access'], querystring: z.object({ userId: z.uuid().optional() }), response: { 200: z.array(userEntityRoleView) } },
    handler: (request) => request.inTenant((tx) => access.listUserEntityRoles(tx, request.query.userId)),
  });

  app.post('/user-entity-roles', {
    config: { access: manageUserRoles },
    schema: { tags: ['access'], body: userEntityRolesInput, response: { 200: z.array(userEntityRoleView) } },
    handler: (request) => request.inTenant((tx) => access.grantUserEntityRoles(tx, request, request.body)),
  });

  app.delete('/user-entity-roles/:id', {
    config: { access: manageUserRoles },
    schema: { tags: ['access'], params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => access.revokeUserEntityRole(tx, request, request.params.id));
      return reply.code(204).send();
    },
  });

  app.get('/user-entities', {
    config: { access: { authenticated: true } },
    schema: { tags: ['access'], response: { 200: z.array(userEntity) } },
    handler: (request) =>
      request.inTenant(async (tx) =>
        (await listUserEntities(tx, request.auth!.userId)).map(({ userEntityMappingId, legalEntityCode, legalEntityName }) => ({
          userEntityMappingId,
          legalEntityCode,
          legalEntityName,
        })),
      ),
  });

  app.get('/user-entity-permissions', {
    config: { access: { authenticated: true } },
    schema: {
      tags: ['access'],
      querystring: z.object({ userEntityMappingId: z.uuid().optional() }),
      response: { 200: effectivePermissionsView },
    },
    handler: (request) =>
      request.inTenant((tx) =>
        access.permissionsOfMapping(tx, request.auth!, request.query.userEntityMappingId ?? request.auth!.entity.userEntityMappingId),
      ),
  });
}
