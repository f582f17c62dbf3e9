import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, pagedQuery } from '@tenure/domain/paging';
import { BILLING_ENTITIES_PAGE_SIZE, clientInput, clientListQuery, clientView } from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { billingEntityPage, createClient, deleteClient, listClients, readClient, updateClient } from './service.ts';
import { paths } from '../paths.ts';
import { ACCESS } from '../policy.ts';

const tags = ['timesheet clients'];
const flag = 'timesheet' as const;
const billingEntityQuery = pagedQuery([BILLING_ENTITIES_PAGE_SIZE], BILLING_ENTITIES_PAGE_SIZE).extend({
  searchQuery: z.string().trim().max(100).optional(),
});
const billingEntityItem = z.object({ id: z.string(), code: z.string(), name: z.string(), currencyId: z.string() });

/** Clients (/clients, /clients-details): v2 /clients, legacy /client-management. */
export function clientRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths('/clients', '/client-management/clients')) {
    app.get(url, {
      config: { access: ACCESS.clients, flag },
      schema: { tags, querystring: clientListQuery, response: { 200: pageOf(clientView) } },
      handler: (request) => request.inTenant((tx) => listClients(tx, request.query)),
    });
  }
  for (const url of paths('/clients/billing-entities', '/client-management/billing-entities')) {
    app.get(url, {
      config: { access: ACCESS.clients, flag },
      schema: { tags, querystring: billingEntityQuery, response: { 200: pageOf(billingEntityItem) } },
      handler: (request) =>
        request.inTenant((tx) =>
          billingEntityPage(tx, request.query.page, request.query.size, request.query.searchQuery),
        ),
    });
  }
  for (const url of paths('/clients/:id', '/client-management/client/:id')) {
    app.get(url, {
      config: { access: ACCESS.clients, flag },
      schema: { tags, params: idParam, response: { 200: clientView } },
      handler: (request) => request.inTenant((tx) => readClient(tx, request.params.id)),
    });
    app.put(url, {
      config: { access: ACCESS.editClient, flag },
      schema: { tags, params: idParam, body: clientInput, response: { 200: clientView } },
      handler: (request) =>
        request.inTenant((tx) => updateClient(tx, viewerOf(request), request.params.id, request.body)),
    });
    app.delete(url, {
      config: { access: ACCESS.editClient, flag },
      schema: { tags, params: idParam },
      handler: async (request, reply) => {
        await request.inTenant((tx) => deleteClient(tx, viewerOf(request), request.params.id));
        return reply.code(204).send();
      },
    });
  }
  for (const url of paths('/clients', '/client-management/client')) {
    app.post(url, {
      config: { access: ACCESS.editClient, flag },
      schema: { tags, body: clientInput, response: { 201: clientView } },
      handler: async (request, reply) =>
        reply.code(201).send(await request.inTenant((tx) => createClient(tx, viewerOf(request), request.body))),
    });
  }
}
