import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import {
  companyValueInput,
  companyValueView,
  frameworkInput,
  frameworkListQuery,
  frameworkView,
  kpiInput,
  kpiView,
  mappingInput,
  mappingListQuery,
  mappingView,
} from '@tenure/domain/performance';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import * as frameworks from './service.ts';

const tags = ['performance-frameworks'];
const hr = {
  access: { requires: section('PERFORMANCE_MANAGEMENT', 'PerformanceFrameworks'), scope: 'all' },
  flag: 'performanceSkillMatrix',
} as const;

/** SPEC §7 performance-frameworks: competency frameworks, company values, KPIs and their mappings (HR with PerformanceFrameworks). */
export function frameworkRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/', {
    config: hr,
    schema: { tags, querystring: frameworkListQuery, response: { 200: z.array(frameworkView) } },
    handler: (request) => request.inTenant((tx) => frameworks.listFrameworks(tx, request.query.searchQuery)),
  });
  app.post('/', {
    config: hr,
    schema: { tags, body: frameworkInput, response: { 201: frameworkView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => frameworks.createFramework(tx, viewerOf(request), request.body))),
  });
  app.put('/:id', {
    config: hr,
    schema: { tags, params: idParam, body: frameworkInput, response: { 200: frameworkView } },
    handler: (request) =>
      request.inTenant((tx) => frameworks.updateFramework(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/:id', {
    config: hr,
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => frameworks.deleteFramework(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.get('/values', {
    config: hr,
    schema: { tags, querystring: frameworkListQuery, response: { 200: z.array(companyValueView) } },
    handler: (request) => request.inTenant((tx) => frameworks.listValues(tx, request.query.searchQuery)),
  });
  app.post('/values', {
    config: hr,
    schema: { tags, body: companyValueInput, response: { 201: companyValueView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => frameworks.createValue(tx, viewerOf(request), request.body))),
  });
  app.put('/values/:id', {
    config: hr,
    schema: { tags, params: idParam, body: companyValueInput, response: { 200: companyValueView } },
    handler: (request) =>
      request.inTenant((tx) => frameworks.updateValue(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/values/:id', {
    config: hr,
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => frameworks.deleteValue(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.get('/kpis', {
    config: hr,
    schema: { tags, querystring: frameworkListQuery, response: { 200: z.array(kpiView) } },
    handler: (request) => request.inTenant((tx) => frameworks.listKpis(tx, request.query.searchQuery)),
  });
  app.post('/kpis', {
    config: hr,
    schema: { tags, body: kpiInput, response: { 201: kpiView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => frameworks.createKpi(tx, viewerOf(request), request.body))),
  });
  app.put('/kpis/:id', {
    config: hr,
    schema: { tags, params: idParam, body: kpiInput, response: { 200: kpiView } },
    handler: (request) =>
      request.inTenant((tx) => frameworks.updateKpi(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/kpis/:id', {
    config: hr,
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => frameworks.deleteKpi(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.get('/mappings', {
    config: hr,
    schema: { tags, querystring: mappingListQuery, response: { 200: z.array(mappingView) } },
    handler: (request) => request.inTenant((tx) => frameworks.listMappings(tx, request.query)),
  });
  app.post('/mappings', {
    config: hr,
    schema: { tags, body: mappingInput, response: { 201: mappingView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => frameworks.createMapping(tx, viewerOf(request), request.body))),
  });
  app.delete('/mappings/:id', {
    config: hr,
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => frameworks.deleteMapping(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });
}
