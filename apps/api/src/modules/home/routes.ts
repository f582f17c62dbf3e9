import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { myActionsView } from '@tenure/domain/actions';
import { clockDayQuery, clockDayView, homeDashboardView } from '@tenure/domain/home';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import * as clock from './clock-service.ts';
import { homeDashboard } from './dashboard-service.ts';

/** SPEC §2 /home, /home/web-clockinout-details and /my-actions; the caller's own data only. */
export function homeRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboard = {
    access: { requires: section('DASHBOARD', 'Dashboard'), scope: 'self' },
    flag: 'dashboard',
  } as const;

  app.get('/dashboard', {
    config: dashboard,
    schema: { tags: ['home'], response: { 200: homeDashboardView } },
    handler: (request) => request.inTenant((tx) => homeDashboard(tx, viewerOf(request), deps.actions)),
  });

  // My Actions is every user's inbox (an empty one for most), so it needs a session only.
  app.get('/my-actions', {
    config: { access: { authenticated: true } },
    schema: { tags: ['home'], response: { 200: myActionsView } },
    handler: (request) => request.inTenant((tx) => deps.actions.waitingFor(tx, viewerOf(request))),
  });

  app.get('/clock', {
    config: dashboard,
    schema: { tags: ['home'], querystring: clockDayQuery, response: { 200: clockDayView } },
    handler: (request) => request.inTenant((tx) => clock.clockDay(tx, viewerOf(request), request.query.date)),
  });

  app.post('/clock/in', {
    config: dashboard,
    schema: { tags: ['home'], response: { 201: clockDayView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => clock.clockIn(tx, viewerOf(request)))),
  });

  app.post('/clock/out', {
    config: dashboard,
    schema: { tags: ['home'], response: { 200: clockDayView } },
    handler: (request) => request.inTenant((tx) => clock.clockOut(tx, viewerOf(request))),
  });
}
