import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildingInput, buildingListQuery, buildingView } from '@tenure/domain/org';
import { masterWriteRoutes } from '../crud-routes.ts';
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
      request.inTenant((tx) =>
        buildings.listBuildings(tx, {
          locationId: request.query.locationId,
          activeOnly: request.query.active === true,
        }),
      ),
  });
  masterWriteRoutes(app, {
    path: '/building',
    tags,
    input: buildingInput,
    view: buildingView,
    create: buildings.createBuilding,
    update: buildings.updateBuilding,
    remove: buildings.deleteBuilding,
  });
}
