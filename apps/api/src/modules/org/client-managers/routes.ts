import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientManagerInput, clientManagerView, masterValuesQuery } from '@tenure/domain/org';
import { MASTER_DATA, idParam } from '../access.ts';
import * as managers from './service.ts';

/** SPEC §3 client managers: read by every user (client dropdowns), changed by master-data admins. */
export function clientManagerRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['masters'];

  api.get('/client-manager', {
    config: { access: { authenticated: true } },
    schema: { tags, querystring: masterValuesQuery, response: { 200: z.array(clientManagerView) } },
    handler: (request) => request.inTenant((tx) => managers.listClientManagers(tx, request.query.active === true)),
  });
  api.post('/client-manager', {
    config: { access: MASTER_DATA },
    schema: { tags, body: clientManagerInput, response: { 201: clientManagerView } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => managers.createClientManager(tx, request, request.body))),
  });
  api.put('/client-manager/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam, body: clientManagerInput, response: { 200: clientManagerView } },
    handler: (request) => request.inTenant((tx) => managers.updateClientManager(tx, request, request.params.id, request.body)),
  });
  api.delete('/client-manager/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => managers.deleteClientManager(tx, request, request.params.id));
      return reply.code(204).send();
    },
  });
}
