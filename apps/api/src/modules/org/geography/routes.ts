import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  byCountryQuery,
  byStateQuery,
  cityInput,
  cityView,
  countryView,
  currencyView,
  locationInput,
  locationView,
  stateInput,
  stateView,
} from '@tenure/domain/org';
import { MASTER_DATA } from '../policy.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import * as q from './queries.ts';
import * as geography from './service.ts';

/**
 * SPEC §7 geography: countries and currencies (global reference data, read-only), and the
 * tenant's states, cities and locations. Every logged-in user reads them (address forms); only
 * master-data admins change them.
 */
export function geographyRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['geography'];

  api.get('/country', {
    config: { access: { authenticated: true } },
    schema: { tags, response: { 200: z.array(countryView) } },
    handler: (request) => request.inTenant(q.listCountries),
  });

  api.get('/currency', {
    config: { access: { authenticated: true } },
    schema: { tags, querystring: byCountryQuery, response: { 200: z.array(currencyView) } },
    handler: (request) => request.inTenant((tx) => q.listCurrenciesOf(tx, request.query.countryId)),
  });
  // Not in SPEC §7: every currency, for a client's invoicing currency (README Decisions).
  api.get('/currency/all', {
    config: { access: { authenticated: true } },
    schema: { tags, response: { 200: z.array(currencyView) } },
    handler: (request) => request.inTenant(q.listAllCurrencies),
  });

  api.get('/state', {
    config: { access: { authenticated: true } },
    schema: { tags, querystring: byCountryQuery, response: { 200: z.array(stateView) } },
    handler: (request) => request.inTenant((tx) => q.listStates(tx, request.query.countryId)),
  });
  api.post('/state', {
    config: { access: MASTER_DATA },
    schema: { tags, body: stateInput, response: { 201: stateView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => geography.createState(tx, viewerOf(request), request.body))),
  });
  api.put('/state/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam, body: stateInput, response: { 200: stateView } },
    handler: (request) =>
      request.inTenant((tx) => geography.updateState(tx, viewerOf(request), request.params.id, request.body)),
  });
  api.delete('/state/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => geography.deleteState(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  api.get('/city', {
    config: { access: { authenticated: true } },
    schema: { tags, querystring: byStateQuery, response: { 200: z.array(cityView) } },
    handler: (request) => request.inTenant((tx) => q.listCities(tx, request.query.stateId)),
  });
  api.post('/city', {
    config: { access: MASTER_DATA },
    schema: { tags, body: cityInput, response: { 201: cityView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => geography.createCity(tx, viewerOf(request), request.body))),
  });
  api.put('/city/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam, body: cityInput, response: { 200: cityView } },
    handler: (request) =>
      request.inTenant((tx) => geography.updateCity(tx, viewerOf(request), request.params.id, request.body)),
  });
  api.delete('/city/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => geography.deleteCity(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  api.get('/location', {
    config: { access: { authenticated: true } },
    schema: { tags, response: { 200: z.array(locationView) } },
    handler: (request) => request.inTenant(q.listLocations),
  });
  api.post('/location', {
    config: { access: MASTER_DATA },
    schema: { tags, body: locationInput, response: { 201: locationView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => geography.createLocation(tx, viewerOf(request), request.body))),
  });
  api.put('/location/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam, body: locationInput, response: { 200: locationView } },
    handler: (request) =>
      request.inTenant((tx) => geography.updateLocation(tx, viewerOf(request), request.params.id, request.body)),
  });
  api.delete('/location/:id', {
    config: { access: MASTER_DATA },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => geography.deleteLocation(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });
}
