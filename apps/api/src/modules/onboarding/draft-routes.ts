import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftInput, draftSummary, draftType, draftView } from '@tenure/domain/onboarding';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { onboardEmployeesAccess } from './add-employee-routes.ts';
import { createDraft, deleteDraft, getDraft, listDrafts, updateDraft } from './draft-service.ts';

const tags = ['onboarding'];
const typeParam = z.object({ type: draftType });
const draftParams = typeParam.extend({ id: z.uuid() });
const access = { access: onboardEmployeesAccess, flag: 'drafts' } as const;

/** SPEC §7 "drafts by type" (employee, consultant, jobOnboarding): save at any step, resume, list, delete. */
export function draftRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/drafts/:type', {
    config: access,
    schema: { tags, params: typeParam, response: { 200: z.array(draftSummary) } },
    handler: (request) => request.inTenant((tx) => listDrafts(tx, viewerOf(request), request.params.type)),
  });
  app.get('/drafts/:type/:id', {
    config: access,
    schema: { tags, params: draftParams, response: { 200: draftView } },
    handler: (request) =>
      request.inTenant((tx) => getDraft(tx, viewerOf(request), request.params.type, request.params.id)),
  });
  app.post('/drafts/:type', {
    config: access,
    schema: { tags, params: typeParam, body: draftInput, response: { 201: draftView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => createDraft(tx, viewerOf(request), request.params.type, request.body))),
  });
  app.put('/drafts/:type/:id', {
    config: access,
    schema: { tags, params: draftParams, body: draftInput, response: { 200: draftView } },
    handler: (request) =>
      request.inTenant((tx) =>
        updateDraft(tx, viewerOf(request), request.params.type, request.params.id, request.body),
      ),
  });
  app.delete('/drafts/:type/:id', {
    config: access,
    schema: { tags, params: draftParams },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteDraft(tx, viewerOf(request), request.params.type, request.params.id));
      return reply.code(204).send();
    },
  });
}
