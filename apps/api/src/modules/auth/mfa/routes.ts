import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature } from '@tenure/domain/access';
import {
  mfaConfirmRequest,
  mfaDisableRequest,
  mfaEnrolAtLoginRequest,
  mfaEnrolment,
  mfaLoginRequest,
  mfaLoginResponse,
  mfaPolicyView,
  mfaRegenerateRequest,
  mfaStatus,
  recoveryCodesView,
} from '@tenure/domain/auth';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { deliverSession } from '../../../platform/session-transport.ts';
import type { SecretBox } from '../../../platform/sealed-secrets.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import type { ClientInfo } from '../service.ts';
import * as mfa from './service.ts';

const tags = ['auth'];
/** Like the single sign-on setup: who may manage accounts decides how people sign in. */
const manage = { requires: feature('ADMINISTRATION', 'ManageUsers'), scope: 'all' } as const;
/** Any signed-in user, for their own account only. */
const own = { authenticated: true } as const;

/**
 * Multi-factor authentication: the signed-in user's own enrolment, the second step of a password
 * login (public, under the per-address limits of calls without a session), and the admin's policy
 * and reset.
 */
export function mfaRoutes(
  fastify: FastifyInstance,
  deps: ModuleDeps,
  secrets: SecretBox,
  client: (request: FastifyRequest) => ClientInfo,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/mfa', {
    config: { access: own },
    schema: { tags, response: { 200: mfaStatus } },
    handler: (request) => request.inTenant((tx) => mfa.readStatus(tx, viewerOf(request))),
  });

  app.post('/mfa/enrolment', {
    config: { access: own },
    schema: { tags, response: { 200: mfaEnrolment } },
    handler: (request) => request.inTenant((tx) => mfa.startEnrolment(tx, viewerOf(request), secrets, request.tenant!)),
  });

  app.post('/mfa/enrolment/confirm', {
    config: { access: own },
    schema: { tags, body: mfaConfirmRequest, response: { 200: recoveryCodesView } },
    handler: (request) => request.inTenant((tx) => mfa.confirmEnrolment(tx, viewerOf(request), secrets, request.body)),
  });

  app.post('/mfa/disable', {
    config: { access: own },
    schema: { tags, body: mfaDisableRequest },
    handler: async (request, reply) => {
      await mfa.disableMfa(deps, secrets, viewerOf(request), request.body, client(request));
      return reply.code(204).send();
    },
  });

  app.post('/mfa/recovery-codes', {
    config: { access: own },
    schema: { tags, body: mfaRegenerateRequest, response: { 200: recoveryCodesView } },
    handler: (request) => mfa.regenerateRecoveryCodes(deps, secrets, viewerOf(request), request.body, client(request)),
  });

  app.post('/mfa/login', {
    config: { access: { public: true } },
    schema: { tags, body: mfaLoginRequest, response: { 200: mfaLoginResponse } },
    handler: async (request, reply) =>
      deliverSession(
        request,
        reply,
        await mfa.completeMfaLogin(deps, secrets, request.tenant!, request.body, client(request)),
      ),
  });

  app.post('/mfa/login/enrolment', {
    config: { access: { public: true } },
    schema: { tags, body: mfaEnrolAtLoginRequest, response: { 200: mfaEnrolment } },
    handler: (request) => mfa.enrolAtLogin(deps, secrets, request.tenant!, request.body),
  });

  app.get('/mfa/policy', {
    config: { access: manage },
    schema: { tags, response: { 200: mfaPolicyView } },
    handler: (request) => request.inTenant((tx) => mfa.readPolicy(tx)),
  });

  app.put('/mfa/policy', {
    config: { access: manage },
    schema: { tags, body: mfaPolicyView, response: { 200: mfaPolicyView } },
    handler: (request) => request.inTenant((tx) => mfa.savePolicy(tx, viewerOf(request), request.body)),
  });

  app.delete('/mfa/users/:id', {
    config: { access: manage },
    schema: { tags, params: idParam, response: { 204: z.null() } },
    handler: async (request, reply) => {
      const userId = request.params.id;
      const keepSessionId = userId === request.auth!.userId ? request.auth!.sessionId : null;
      await request.inTenant((tx) => mfa.resetUserMfa(tx, viewerOf(request), { userId, keepSessionId }));
      return reply.code(204).send(null);
    },
  });
}
