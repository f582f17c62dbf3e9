import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingEntityInput, billingEntityView, masterValuesQuery } from '@tenure/domain/org';
import { MASTER_DATA, idParam } from '../access.ts';
import * as q from './queries.ts';
import * as billing from './service.ts';

/** SPEC §3 billing legal entities: read by every user (project and client dropdowns), changed by master-data admins. */
export function billingEntityRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['masters'];

  api.get('/billing-entity', {
    config: { access: { authenticated: true } },
    schema: { tags, querystring: masterValuesQuery, response: { 200: z.array(billingEntityView) } },
    handler: (request) => request.inTenant((tx) => q.listBillingEntities(tx, request.query.active === true)),
  });
  api.post('/billing-entity', {
    config: { access: MASTER_DATA },
    schema: { tags, body: billingEntityInput, response: { 201: billingEntityView } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => billing.createBillingEntity(tx, request, request.body))),
  });
  api.put('/billing-entity/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam, body: billingEntityInput, response: { 200: billingEntityView } },
    handler: (request) => request.inTenant((tx) => billing.updateBillingEntity(tx, request, request.params.id, request.body)),
  });
  api.delete('/billing-entity/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => billing.deleteBillingEntity(tx, request, request.params.id));
      return reply.code(204).send();
    },
  });
}
