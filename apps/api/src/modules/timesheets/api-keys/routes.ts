import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalLinkInput,
  approvalLinkView,
  clientApiKeyInput,
  clientApiKeyView,
  createdApiKeyView,
} from '@tenure/domain/timesheets';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { requestTenantOrigin } from '../../../platform/set-password-links.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { approvalLink, createApiKey, listApiKeys, revokeApiKey } from './service.ts';
import { V2 } from '../paths.ts';
import { ACCESS } from '../policy.ts';

const tags = ['timesheet clients'];
const flag = 'timesheet' as const;
const keyParam = z.object({ id: z.uuid(), keyId: z.uuid() });

/** A client's API keys for the external-approval service (the client's page): client editors issue, revoke and link them. */
export function apiKeyRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = `${V2}/clients/:id/api-keys`;
  app.get(base, {
    config: { access: ACCESS.editClient, flag },
    schema: { tags, params: idParam, response: { 200: z.array(clientApiKeyView) } },
    handler: (request) => request.inTenant((tx) => listApiKeys(tx, request.params.id)),
  });
  app.post(base, {
    config: { access: ACCESS.editClient, flag },
    schema: {
      tags,
      description: 'A new key; its secret is in this answer only.',
      params: idParam,
      body: clientApiKeyInput,
      response: { 201: createdApiKeyView },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => createApiKey(tx, viewerOf(request), request.params.id, request.body))),
  });
  app.post(`${base}/:keyId/revoke`, {
    config: { access: ACCESS.editClient, flag },
    schema: { tags, params: keyParam, response: { 200: clientApiKeyView } },
    handler: (request) =>
      request.inTenant((tx) => revokeApiKey(tx, viewerOf(request), request.params.id, request.params.keyId)),
  });
  app.post(`${base}/:keyId/approval-link`, {
    config: { access: ACCESS.editClient, flag },
    schema: {
      tags,
      description: 'A signed, expiring link to /external-approval for the client’s approver.',
      params: keyParam,
      body: approvalLinkInput,
      response: { 200: approvalLinkView },
    },
    handler: async (request) => {
      const origin = await requestTenantOrigin(deps.db, deps.config, request);
      return request.inTenant((tx) =>
        approvalLink(
          tx,
          viewerOf(request),
          request.params.id,
          request.params.keyId,
          request.body.days,
          request.auth!.entity.code,
          origin,
        ),
      );
    },
  });
}
