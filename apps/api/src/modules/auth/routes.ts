import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordRequest,
  handoverResponse,
  languageRequest,
  loginRequest,
  loginResponse,
  logoutResponse,
  messageResponse,
  otpLoginRequest,
  resetPasswordRequest,
  sessionInfo,
  setPasswordLinkView,
  setPasswordRequest,
  setPasswordToken,
  tokenResponse,
} from '@tenure/domain/auth';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { deliverSession, forgetSessionCookies, presentedSession } from '../../platform/session-transport.ts';
import { createSecretBox } from '../../platform/sealed-secrets.ts';
import { requestTenantOrigin } from '../../platform/set-password-links.ts';
import * as auth from './service.ts';
import { OidcClients } from './sso/oidc.ts';
import { mfaRoutes } from './mfa/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { directoryRoutes } from './directory/routes.ts';
import { ssoRoutes } from './sso/routes.ts';
import { providerEndSessionUrl, type SsoServices } from './sso/service.ts';

const client = (request: FastifyRequest): auth.ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  requestId: request.id,
});

/** SPEC §7 "Auth": login, logout, token, password reset by OTP, session validation. */
export function authRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const services: SsoServices = {
    clients: new OidcClients({ allowHttp: deps.config.OIDC_ALLOW_HTTP, fetch: deps.identityProviderFetch }),
    secrets: createSecretBox(deps.config),
    allowHttp: deps.config.OIDC_ALLOW_HTTP,
  };
  ssoRoutes(fastify, deps, services, client);
  directoryRoutes(fastify);
  sessionRoutes(fastify);
  mfaRoutes(fastify, deps, services.secrets, client);

  app.post('/user/v3/login', {
    config: { access: { public: true } },
    schema: { tags: ['auth'], body: loginRequest, response: { 200: loginResponse } },
    handler: async (request, reply) =>
      deliverSession(request, reply, await auth.login(deps, request.tenant!, request.body, client(request))),
  });

  // SPEC §4: a session from an identity provider ends there too — the answer says where the browser goes.
  app.post('/logout', {
    config: { access: { authenticated: true } },
    schema: { tags: ['auth'], response: { 200: logoutResponse, 204: z.null() } },
    handler: async (request, reply) => {
      const { userId, sessionId } = request.auth!;
      const ended = await request.inTenant((tx) =>
        auth.logout(tx, request.tenant!.code, userId, sessionId, request.id),
      );
      forgetSessionCookies(request, reply);
      const endSessionUrl = ended?.providerId
        ? await providerEndSessionUrl(
            deps,
            request.tenant!,
            services,
            ended,
            await requestTenantOrigin(deps.db, deps.config, request),
          )
        : null;
      return endSessionUrl ? { endSessionUrl } : reply.code(204).send(null);
    },
  });

  app.post('/token', {
    config: { access: { authenticated: true } },
    schema: { tags: ['auth'], response: { 200: tokenResponse } },
    handler: async (request, reply) =>
      deliverSession(
        request,
        reply,
        await request.inTenant((tx) =>
          auth.issueToken(deps, tx, request.tenant!, request.auth!, client(request), 'rotate'),
        ),
      ),
  });

  // SPEC §6: the onboarding page hands the tenant's external site a token of its own — a session
  // beside the browser's, listed with the user's sessions and ended like them — since the browser's
  // token is in a cookie page script cannot read.
  app.post('/token/handover', {
    config: { access: { authenticated: true } },
    schema: { tags: ['auth'], response: { 200: handoverResponse } },
    handler: (request) =>
      request.inTenant((tx) => auth.issueToken(deps, tx, request.tenant!, request.auth!, client(request), 'handover')),
  });

  app.get('/validate-login', {
    config: { access: { authenticated: true } },
    schema: { tags: ['auth'], response: { 200: sessionInfo } },
    handler: async (request, reply) =>
      deliverSession(
        request,
        reply,
        await request.inTenant((tx) =>
          auth.describeCurrentSession(tx, request.auth!, presentedSession(request)!.token),
        ),
      ),
  });

  // Issue 38: the language a user chose stays with their account.
  app.put('/language', {
    config: { access: { authenticated: true } },
    schema: { tags: ['auth'], body: languageRequest, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await request.inTenant((tx) => auth.setLanguage(tx, request.auth!.userId, request.body.language));
      return reply.code(204).send(null);
    },
  });

  app.post('/forgot-password', {
    config: { access: { public: true } },
    schema: { tags: ['auth'], body: forgotPasswordRequest, response: { 200: messageResponse } },
    handler: (request) => auth.forgotPassword(deps, request.tenant!, request.body.username, request.id),
  });

  app.post('/validate-otp', {
    config: { access: { public: true } },
    schema: { tags: ['auth'], body: resetPasswordRequest, response: { 200: messageResponse } },
    handler: (request) => auth.resetPassword(deps, request.tenant!, request.body, client(request)),
  });

  app.post('/validate-otp/login', {
    config: { access: { public: true } },
    schema: { tags: ['auth'], body: otpLoginRequest, response: { 200: loginResponse } },
    handler: async (request, reply) =>
      deliverSession(request, reply, await auth.otpLogin(deps, request.tenant!, request.body, client(request))),
  });

  // One-time links mailed to invited users and to users whose reset an admin forced.
  app.get('/set-password/:token', {
    config: { access: { public: true } },
    schema: { tags: ['auth'], params: z.object({ token: setPasswordToken }), response: { 200: setPasswordLinkView } },
    handler: (request) =>
      request.inTenant((tx) => auth.describeSetPasswordLink(tx, request.tenant!, request.params.token)),
  });

  app.post('/set-password', {
    config: { access: { public: true } },
    schema: { tags: ['auth'], body: setPasswordRequest, response: { 200: messageResponse } },
    handler: (request) => auth.setPasswordByLink(deps, request.tenant!, request.body, client(request)),
  });
}
