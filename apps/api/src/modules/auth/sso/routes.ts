import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature } from '@tenure/domain/access';
import {
  identityProviderInput,
  identityProviderView,
  samlAcsRequest,
  sessionInfo,
  ssoCompleteRequest,
  ssoSettings,
  ssoSetup,
  ssoStartRequest,
  ssoStartResponse,
} from '@tenure/domain/auth';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { deliverSession } from '../../../platform/session-transport.ts';
import { requestTenantOrigin } from '../../../platform/set-password-links.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import type { ClientInfo } from '../service.ts';
import * as sso from './service.ts';

const tags = ['auth'];
/** The sign-in setup sits with user management: who may make accounts decides how people sign in. */
const manage = { requires: feature('ADMINISTRATION', 'ManageUsers'), scope: 'all' } as const;

/** The largest SAML response the Assertion Consumer Service reads (base64, in a form post). */
const SAML_FORM_BYTES = 512 * 1024;

/**
 * Single sign-on through the tenant's OpenID Connect and SAML providers: the setup (providers and
 * rules) and the public calls of a sign-in, start and complete, with SAML's two more: the SP
 * metadata an IdP reads and the Assertion Consumer Service it posts to. The public calls fall under
 * the per-address limits of calls without a session (platform/request-limits).
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
    handler: async (request, reply) =>
      deliverSession(
        request,
        reply,
        await sso.completeSignIn(deps, request.tenant!, services, request.body, client(request)),
      ),
  });

  app.get('/sso/saml/:id/metadata', {
    config: { access: { public: true } },
    schema: { tags, params: idParam, response: { 200: z.string() } },
    handler: async (request, reply) => {
      const xml = await sso.samlServiceProviderMetadata(
        deps,
        request.tenant!,
        request.params.id,
        await origin(request),
      );
      return reply
        .type('application/samlmetadata+xml')
        .header('content-disposition', 'attachment; filename="tenure-sp-metadata.xml"')
        .send(xml);
    },
  });

  // The IdP's page posts the response here (HTTP-POST binding): a form, read only on this route.
  void fastify.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: SAML_FORM_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/sso/saml/:id/acs', {
      config: { access: { public: true } },
      schema: { tags, params: idParam, body: samlAcsRequest },
      handler: async (request, reply) => {
        const location = await sso.receiveSamlResponse(
          deps,
          request.tenant!,
          request.params.id,
          request.body,
          await origin(request),
          client(request),
        );
        return reply.redirect(location, 303);
      },
    });
  });
}
