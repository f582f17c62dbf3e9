import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feature } from '@tenure/domain/access';
import {
  directorySetup,
  groupRoleMappingInput,
  groupRoleMappingView,
  scimTokenInput,
  scimTokenIssued,
} from '@tenure/domain/auth';
import { idParam } from '../../../platform/route-schemas.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import * as directory from './service.ts';

const tags = ['auth'];
/** With the sign-in setup: who may make accounts decides which groups give which roles. */
const manage = { requires: feature('ADMINISTRATION', 'ManageUsers'), scope: 'all' } as const;

/** The directory setup (issue 36): group → role mappings and the SCIM token. */
export function directoryRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/directory/setup', {
    config: { access: manage },
    schema: { tags, response: { 200: directorySetup } },
    handler: (request) => request.inTenant((tx) => directory.readDirectorySetup(tx, viewerOf(request))),
  });

  app.post('/directory/group-mappings', {
    config: { access: manage },
    schema: { tags, body: groupRoleMappingInput, response: { 201: groupRoleMappingView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => directory.createMapping(tx, viewerOf(request), request.body))),
  });

  app.delete('/directory/group-mappings/:id', {
    config: { access: manage },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => directory.deleteMapping(tx, viewerOf(request), request.params));
      return reply.code(204).send();
    },
  });

  app.post('/directory/scim-token', {
    config: { access: manage },
    schema: { tags, body: scimTokenInput, response: { 201: scimTokenIssued } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => directory.issueScimToken(tx, viewerOf(request), request.body))),
  });

  app.delete('/directory/scim-token', {
    config: { access: manage },
    schema: { tags },
    handler: async (request, reply) => {
      await request.inTenant((tx) => directory.revokeScimToken(tx, viewerOf(request)));
      return reply.code(204).send();
    },
  });
}
