import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  effectivePermissionsView,
  feature,
  legalEntityView,
  userEntityRoleView,
  userEntityRolesInput,
} from '@tenure/domain/access';
import { userEntity } from '@tenure/domain/auth';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { listUserEntities } from '../../platform/sessions.ts';
import * as q from './queries.ts';
import { roleRoutes } from './roles/routes.ts';
import * as access from './service.ts';

const manageUserRoles = { requires: feature('ADMINISTRATION', 'ManageUserEntityRoles'), scope: 'all' } as const;
const idParam = z.object({ id: z.uuid() });

/** SPEC §7 Auth: roles, entities, user-entity roles and the effective permission map. */
export function accessRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  roleRoutes(fastify);

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
