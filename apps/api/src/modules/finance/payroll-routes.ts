import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import {
  PAYROLL_COUNTRIES,
  payrollYear,
  rateSetInput,
  rateSetSummary,
  rateSetView,
  simulationEmployeeOption,
  simulationEntityOption,
  simulationInput,
  simulationListQuery,
  simulationPage,
  simulationView,
} from '@tenure/domain/finance/payroll';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { PAYROLL_EXPORT_FORMATS, exportSimulation } from './payroll-export.ts';
import { listRateSets, loadRateSet, saveRateSet } from './payroll-rate-service.ts';
import { createSimulation, deleteSimulation, listSimulations, loadSimulation, simulationEmployees, simulationEntities, updateSimulation } from './payroll-service.ts';

const idParam = z.object({ id: z.uuid() });
const rateSetParams = z.object({ country: z.enum(PAYROLL_COUNTRIES), year: payrollYear });
const tags = ['payroll-simulation'];
/** Every route: HR with the PayrollSimulation key, while the tenant has the flag on. */
const config = { access: { requires: section('ADMINISTRATION', 'PayrollSimulation'), scope: 'all' }, flag: 'payrollSimulation' } as const;

/** Payroll simulation (issue 21): statutory rate sets per country and year, and saved simulations. */
export function payrollRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/rate-sets', {
    config,
    schema: { tags, response: { 200: z.array(rateSetSummary) } },
    handler: (request) => request.inTenant((tx) => listRateSets(tx)),
  });
  app.get('/rate-sets/:country/:year', {
    config,
    schema: { tags, params: rateSetParams, response: { 200: rateSetView } },
    handler: (request) => request.inTenant((tx) => loadRateSet(tx, request.params.country, request.params.year)),
  });
  app.put('/rate-sets/:country/:year', {
    config,
    schema: { tags, params: rateSetParams, body: rateSetInput, response: { 200: rateSetView } },
    handler: (request) => request.inTenant((tx) => saveRateSet(tx, viewerOf(request), request.params.country, request.params.year, request.body)),
  });

  app.get('/entities', {
    config,
    schema: { tags, response: { 200: z.array(simulationEntityOption) } },
    handler: (request) => request.inTenant((tx) => simulationEntities(tx)),
  });
  app.get('/employees', {
    config,
    schema: { tags, querystring: z.object({ entityId: z.uuid() }), response: { 200: z.array(simulationEmployeeOption) } },
    handler: (request) => request.inTenant((tx) => simulationEmployees(tx, request.query.entityId)),
  });

  app.get('/simulations', {
    config,
    schema: { tags, querystring: simulationListQuery, response: { 200: simulationPage } },
    handler: (request) => request.inTenant((tx) => listSimulations(tx, request.query)),
  });
  app.get('/simulations/:id', {
    config,
    schema: { tags, params: idParam, response: { 200: simulationView } },
    handler: (request) => request.inTenant((tx) => loadSimulation(tx, request.params.id)),
  });
  app.post('/simulations', {
    config,
    schema: { tags, body: simulationInput, response: { 201: simulationView } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => createSimulation(tx, viewerOf(request), request.body))),
  });
  app.put('/simulations/:id', {
    config,
    schema: { tags, params: idParam, body: simulationInput, response: { 200: simulationView } },
    handler: (request) => request.inTenant((tx) => updateSimulation(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/simulations/:id', {
    config,
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteSimulation(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });
  app.get('/simulations/:id/export', {
    config,
    schema: { tags, params: idParam, querystring: z.object({ format: z.enum(PAYROLL_EXPORT_FORMATS) }) },
    handler: async (request, reply) => {
      const simulation = await request.inTenant((tx) => loadSimulation(tx, request.params.id));
      const file = await exportSimulation(simulation, request.query.format);
      return reply.type(file.mimeType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.bytes);
    },
  });
}
