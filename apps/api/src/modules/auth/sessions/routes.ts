import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature } from '@tenure/domain/access';
import { endedSessions, sessionList } from '@tenure/domain/auth';
import { idParam } from '../../../platform/route-schemas.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import * as sessions from './service.ts';

const tags = ['auth'];
/** Anyone signed in, on their own sessions. */
const own = { authenticated: true } as const;
/** An admin on anyone's, with the account actions of user management (deactivate, reset, unlock). */
const manageUsers = { requires: feature('ADMINISTRATION', 'ManageUsers'), scope: 'all' } as const;
const sessionParam = z.object({ sessionId: z.uuid() });

/** Where a user is signed in, and signing out there: their own sessions, and an admin's view of anyone's. */
export function sessionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/sessions', {
    config: { access: own },
    schema: { tags, response: { 200: sessionList } },
    handler: (request) =>
      request.inTenant((tx) => sessions.sessionsOf(tx, request.auth!.userId, request.auth!.sessionId)),
  });

  app.delete('/sessions/:sessionId', {
    config: { access: own },
    schema: { tags, params: sessionParam, response: { 200: endedSessions } },
    handler: (request) =>
      request.inTenant((tx) =>
        sessions.endSessionOf(tx, viewerOf(request), {
          userId: request.auth!.userId,
          sessionId: request.params.sessionId,
          currentSessionId: request.auth!.sessionId,
        }),
      ),
  });

  app.post('/sessions/end-others', {
    config: { access: own },
    schema: { tags, response: { 200: endedSessions } },
    handler: (request) =>
      request.inTenant((tx) =>
        sessions.endSessionsOf(tx, viewerOf(request), request.auth!.userId, request.auth!.sessionId),
      ),
  });

  app.get('/users/:id/sessions', {
    config: { access: manageUsers },
    schema: { tags, params: idParam, response: { 200: sessionList } },
    handler: (request) => request.inTenant((tx) => sessions.sessionsOf(tx, request.params.id, null)),
  });

  app.delete('/users/:id/sessions/:sessionId', {
    config: { access: manageUsers },
    schema: { tags, params: idParam.extend(sessionParam.shape), response: { 200: endedSessions } },
    handler: (request) =>
      request.inTenant((tx) =>
        sessions.endSessionOf(tx, viewerOf(request), {
          userId: request.params.id,
          sessionId: request.params.sessionId,
          // An admin's own session of their own account ends by logging out, as for anyone.
          currentSessionId: request.params.id === request.auth!.userId ? request.auth!.sessionId : null,
        }),
      ),
  });

  app.post('/users/:id/sessions/end-all', {
    config: { access: manageUsers },
    schema: { tags, params: idParam, response: { 200: endedSessions } },
    handler: (request) =>
      request.inTenant((tx) =>
        sessions.endSessionsOf(
          tx,
          viewerOf(request),
          request.params.id,
          // Their own sessions but the one they are using.
          request.params.id === request.auth!.userId ? request.auth!.sessionId : null,
        ),
      ),
  });
}
