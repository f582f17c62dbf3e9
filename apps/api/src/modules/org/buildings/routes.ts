import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildingInput, buildingListQuery, buildingView } from '@tenure/domain/org';
import { MASTER_DATA, idParam } from '../access.ts';
import * as buildings from './service.ts';

/**
 * /building: the buildings of each location with their floors. Every user reads them (the
 * work-details picker, the directory); master-data admins change them.
 */
export function buildingRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['buildings'];

  api.get('/building', {
    config: { access: { authenticated: true } },
    schema: { tags, querystring: buildingListQuery, response: { 200: z.array(buildingView) } },
    handler: (request) =>
      request.inTenant((tx) => buildings.listBuildings(tx, { locationId: request.query.locationId, activeOnly: request.query.active === true })),
  });
  api.post('/building', {
    config: { access: MASTER_DATA },
    schema: { tags, body: buildingInput, response: { 201: buildingView } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => buildings.createBuilding(tx, request, request.body))),
  });
  api.put('/building/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam, body: buildingInput, response: { 200: buildingView } },
    handler: (request) => request.inTenant((tx) => buildings.updateBuilding(tx, request, request.params.id, request.body)),
  });
  api.delete('/building/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => buildings.deleteBuilding(tx, request, request.params.id));
      return reply.code(204).send();
    },
  });
}
