import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approverFlagsView,
  celebrationView,
  dateWindowQuery,
  employeeEventDetailsView,
  employeeNumberParam,
  eventDetailsQuery,
} from '@tenure/domain/employees';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import * as calendar from './calendar-service.ts';
import { approverFlags } from './approver-flags-service.ts';
import { viewerOf } from '../../platform/viewer.ts';

/** Celebrations, event details and approver flags (SPEC §7 Employee; ESOP info is the finance module's, the caller's holiday calendar the policies module's). */
export function calendarRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const anyone = { authenticated: true } as const;

  app.get('/celebrations', {
    config: { access: anyone },
    schema: { tags: ['employees'], querystring: dateWindowQuery, response: { 200: z.array(celebrationView) } },
    handler: (request) => request.inTenant((tx) => calendar.celebrations(tx, viewerOf(request), request.query)),
  });

  app.get('/employee-event-details', {
    config: { access: anyone },
    schema: { tags: ['employees'], querystring: eventDetailsQuery, response: { 200: employeeEventDetailsView } },
    handler: (request) => request.inTenant((tx) => calendar.eventDetails(tx, viewerOf(request), request.query.date)),
  });

  app.get('/approver-flags/:employeeNumber', {
    config: { access: anyone },
    schema: { tags: ['employees'], params: employeeNumberParam, response: { 200: approverFlagsView } },
    handler: (request) => request.inTenant((tx) => approverFlags(tx, viewerOf(request), request.params.employeeNumber)),
  });
}
