import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  masterType,
  masterTypeSummary,
  masterValueInput,
  masterValueView,
  masterValuesQuery,
} from '@tenure/domain/org';
import { MASTER_DATA } from '../policy.ts';
import * as masters from './service.ts';
import { viewerOf } from '../../../platform/viewer.ts';

const typeParam = z.object({ masterType });
const valueParam = z.object({ masterType, id: z.uuid() });

/** SPEC §7 `/master`: the generic master tables of /master-data. Values feed dropdowns, so any user reads them. */
export function masterRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['masters'];

  api.get('/master', {
    config: { access: MASTER_DATA },
    schema: { tags, response: { 200: z.array(masterTypeSummary) } },
    handler: (request) => request.inTenant(masters.summariseMasters),
  });
  api.get('/master/:masterType', {
    config: { access: { authenticated: true } },
    schema: { tags, params: typeParam, querystring: masterValuesQuery, response: { 200: z.array(masterValueView) } },
    handler: (request) =>
      request.inTenant((tx) => masters.listValues(tx, request.params.masterType, request.query.active === true)),
  });
  api.post('/master/:masterType', {
    config: { access: MASTER_DATA },
    schema: { tags, params: typeParam, body: masterValueInput, response: { 201: masterValueView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await request.inTenant((tx) =>
            masters.createValue(tx, viewerOf(request), request.params.masterType, request.body),
          ),
        ),
  });
  api.put('/master/:masterType/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: valueParam, body: masterValueInput, response: { 200: masterValueView } },
    handler: (request) =>
      request.inTenant((tx) =>
        masters.updateValue(tx, viewerOf(request), request.params.masterType, request.params.id, request.body),
      ),
  });
  api.delete('/master/:masterType/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: valueParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) =>
        masters.deleteValue(tx, viewerOf(request), request.params.masterType, request.params.id),
      );
      return reply.code(204).send();
    },
  });
}
