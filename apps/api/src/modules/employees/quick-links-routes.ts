import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature } from '@tenure/domain/access';
import {
  quickLinkAdminView,
  quickLinkInput,
  quickLinkOrderInput,
  quickLinkParam,
  quickLinkUpdateInput,
  quickLinkView,
} from '@tenure/domain/employees';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { activeQuickLinks, allQuickLinks } from './quick-links-queries.ts';
import * as quickLinks from './quick-links-service.ts';

/** Quick links are company information: whoever edits it (HR Director, Super Admin) manages them. */
const manageQuickLinks = { requires: feature('ORGANIZATION', 'EditCompanyInformation'), scope: 'all' } as const;

/** The links of the home page: everyone reads the active ones; company-information admins manage them. */
export function quickLinkRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['employees'];

  app.get('/quick-links', {
    config: { access: { authenticated: true } },
    schema: { tags, response: { 200: z.array(quickLinkView) } },
    handler: (request) => request.inTenant((tx) => activeQuickLinks(tx)),
  });

  app.get('/quick-links/manage', {
    config: { access: manageQuickLinks },
    schema: {
      tags,
      description: 'Every quick link, inactive ones too, in display order.',
      response: { 200: z.array(quickLinkAdminView) },
    },
    handler: (request) => request.inTenant((tx) => allQuickLinks(tx)),
  });

  app.post('/quick-links', {
    config: { access: manageQuickLinks },
    schema: { tags, body: quickLinkInput, response: { 201: quickLinkAdminView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => quickLinks.createQuickLink(tx, viewerOf(request), request.body))),
  });

  app.put('/quick-links/order', {
    config: { access: manageQuickLinks },
    schema: {
      tags,
      description: 'The ids of all quick links, first to last.',
      body: quickLinkOrderInput,
      response: { 200: z.array(quickLinkAdminView) },
    },
    handler: (request) =>
      request.inTenant((tx) => quickLinks.reorderQuickLinks(tx, viewerOf(request), request.body.ids)),
  });

  app.put('/quick-links/:id', {
    config: { access: manageQuickLinks },
    schema: { tags, params: quickLinkParam, body: quickLinkUpdateInput, response: { 200: quickLinkAdminView } },
    handler: (request) =>
      request.inTenant((tx) => quickLinks.updateQuickLink(tx, viewerOf(request), request.params.id, request.body)),
  });

  app.delete('/quick-links/:id', {
    config: { access: manageQuickLinks },
    schema: { tags, params: quickLinkParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => quickLinks.deleteQuickLink(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });
}
