import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { idParam } from '../../platform/route-schemas.ts';
import { viewerOf } from '../../platform/viewer.ts';
import type { EntityViewer } from '../users/index.ts';
import { roleRoutes } from './roles/routes.ts';
import * as access from './service.ts';

const manageUserRoles = { requires: feature('ADMINISTRATION', 'ManageUserEntityRoles'), scope: 'all' } as const;
/** The caller and the legal entity they work in (nobody revokes their own role there). */
const entityViewerOf = (request: FastifyRequest): EntityViewer => ({
  ...viewerOf(request),
  entity: request.auth!.entity,
});

/** SPEC §7 Auth: roles, entities, user-entity roles and the effective permission map. */
export function accessRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  roleRoutes(fastify);

  // Every user may list the tenant's legal entities (filters, forms); assigning them is guarded below.
  app.get('/entities', {
    config: { access: { authenticated: true } },
    schema: { tags: ['access'], response: { 200: z.array(legalEntityView) } },
    handler: (request) => request.inTenant((tx) => access.listLegalEntities(tx, viewerOf(request))),
  });

  app.get('/user-entity-roles', {
    config: { access: manageUserRoles },
    schema: {
      tags: ['access'],
      querystring: z.object({ userId: z.uuid().optional() }),
      response: { 200: z.array(userEntityRoleView) },
    },
    handler: (request) => request.inTenant((tx) => access.listUserEntityRoles(tx, viewerOf(request), request.query)),
  });

  app.post('/user-entity-roles', {
    config: { access: manageUserRoles },
    schema: { tags: ['access'], body: userEntityRolesInput, response: { 200: z.array(userEntityRoleView) } },
    handler: (request) => request.inTenant((tx) => access.grantUserEntityRoles(tx, viewerOf(request), request.body)),
  });

  app.delete('/user-entity-roles/:id', {
    config: { access: manageUserRoles },
    schema: { tags: ['access'], params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => access.revokeUserEntityRole(tx, entityViewerOf(request), request.params));
      return reply.code(204).send();
    },
  });

  app.get('/user-entities', {
    config: { access: { authenticated: true } },
    schema: { tags: ['access'], response: { 200: z.array(userEntity) } },
    handler: (request) => request.inTenant((tx) => access.ownUserEntities(tx, viewerOf(request))),
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
        access.permissionsOfMapping(tx, viewerOf(request), {
          userEntityMappingId: request.query.userEntityMappingId ?? request.auth!.entity.userEntityMappingId,
        }),
      ),
  });
}
