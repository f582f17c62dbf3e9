import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feature } from '@tenure/domain/access';
import {
  identityProviderInput,
  identityProviderView,
  sessionInfo,
  ssoCompleteRequest,
  ssoSettings,
  ssoSetup,
  ssoStartRequest,
  ssoStartResponse,
} from '@tenure/domain/auth';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { requestTenantOrigin } from '../../../platform/set-password-links.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import type { ClientInfo } from '../service.ts';
import * as sso from './service.ts';

const tags = ['auth'];
/** The sign-in setup sits with user management: who may make accounts decides how people sign in. */
const manage = { requires: feature('ADMINISTRATION', 'ManageUsers'), scope: 'all' } as const;

/**
 * Single sign-on through the tenant's OpenID Connect providers: the setup (providers and rules)
 * and the two public calls of a sign-in, start and complete. The public calls fall under the
 * per-address limits of calls without a session (platform/request-limits).
 */
export function ssoRoutes(
  fastify: FastifyInstance,
  deps: ModuleDeps,
  services: sso.SsoServices,
  client: (request: FastifyRequest) => ClientInfo,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const origin = (request: FastifyRequest) => requestTenantOrigin(deps.db, deps.config, request);

  app.get('/sso/setup', {
    config: { access: manage },
    schema: { tags, response: { 200: ssoSetup } },
    handler: async (request) => {
      const at = await origin(request);
      return request.inTenant((tx) => sso.readSetup(tx, at));
    },
  });

  app.put('/sso/settings', {
    config: { access: manage },
    schema: { tags, body: ssoSettings, response: { 200: ssoSettings } },
    handler: (request) => request.inTenant((tx) => sso.saveSettings(tx, viewerOf(request), request.body)),
  });

  app.post('/sso/providers', {
    config: { access: manage },
    schema: { tags, body: identityProviderInput, response: { 200: identityProviderView } },
    handler: async (request) => {
      const at = await origin(request);
      return request.inTenant((tx) => sso.createProvider(tx, viewerOf(request), services, request.body, at));
    },
  });

  app.put('/sso/providers/:id', {
    config: { access: manage },
    schema: { tags, params: idParam, body: identityProviderInput, response: { 200: identityProviderView } },
    handler: async (request) => {
      const at = await origin(request);
      return request.inTenant((tx) =>
        sso.updateProvider(tx, viewerOf(request), services, request.params.id, request.body, at),
      );
    },
  });

  app.delete('/sso/providers/:id', {
    config: { access: manage },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      const at = await origin(request);
      await request.inTenant((tx) => sso.deleteProvider(tx, viewerOf(request), request.params.id, at));
      return reply.code(204).send();
    },
  });

  app.post('/sso/start', {
    config: { access: { public: true } },
    schema: { tags, body: ssoStartRequest, response: { 200: ssoStartResponse } },
    handler: async (request) => sso.startSignIn(deps, request.tenant!, services, request.body, await origin(request)),
  });

  app.post('/sso/complete', {
    config: { access: { public: true } },
    schema: { tags, body: ssoCompleteRequest, response: { 200: sessionInfo } },
    handler: (request) => sso.completeSignIn(deps, request.tenant!, services, request.body, client(request)),
  });
}
