import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessDetailInput,
  businessDetailUpdate,
  dynamicFieldDefinition,
  orgHierarchyItem,
  orgStructureTab,
  orgStructureTabInput,
} from '@tenure/domain/org';
import { SETUP_ORGANIZATION, VIEW_ORGANIZATION } from '../policy.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import * as structure from './service.ts';

const tabParam = z.object({ tabId: z.uuid() });

/**
 * SPEC §7 organisation structure: the tabs (business-component types) and their components,
 * and `business-detail` (components, their dynamic fields, the hierarchy). The Legal Entity and
 * Holding Company tabs exist only for holders of their ORGANIZATION sections.
 */
export function structureRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organization-structure'];

  api.get('/organization-structure', {
    config: { access: VIEW_ORGANIZATION },
    schema: { tags, response: { 200: z.array(orgStructureTab) } },
    handler: (request) => request.inTenant((tx) => structure.listTabs(tx, viewerOf(request))),
  });
  api.get('/organization-structure/:tabId', {
    config: { access: VIEW_ORGANIZATION },
    schema: { tags, params: tabParam, response: { 200: z.array(orgHierarchyItem) } },
    handler: (request) => request.inTenant((tx) => structure.listTabItems(tx, viewerOf(request), request.params.tabId)),
  });
  api.post('/organization-structure', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, body: orgStructureTabInput, response: { 201: orgStructureTab } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => structure.createTab(tx, viewerOf(request), request.body))),
  });
  api.put('/organization-structure/:tabId', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, params: tabParam, body: orgStructureTabInput, response: { 200: orgStructureTab } },
    handler: (request) =>
      request.inTenant((tx) => structure.updateTab(tx, viewerOf(request), request.params.tabId, request.body)),
  });
  api.delete('/organization-structure/:tabId', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, params: tabParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => structure.deleteTab(tx, viewerOf(request), request.params.tabId));
      return reply.code(204).send();
    },
  });

  api.get('/business-detail/hierarchy', {
    config: { access: VIEW_ORGANIZATION },
    schema: { tags, response: { 200: z.array(orgHierarchyItem) } },
    handler: (request) => request.inTenant((tx) => structure.hierarchy(tx, viewerOf(request))),
  });
  api.get('/business-detail/dynamic-fields/:tabId', {
    config: { access: VIEW_ORGANIZATION },
    schema: { tags, params: tabParam, response: { 200: z.array(dynamicFieldDefinition) } },
    handler: (request) =>
      request.inTenant((tx) => structure.dynamicFieldsOf(tx, viewerOf(request), request.params.tabId)),
  });
  api.get('/business-detail/:id', {
    config: { access: VIEW_ORGANIZATION },
    schema: { tags, params: idParam, response: { 200: orgHierarchyItem } },
    handler: (request) => request.inTenant((tx) => structure.getDetail(tx, viewerOf(request), request.params.id)),
  });
  api.post('/business-detail', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, body: businessDetailInput, response: { 201: orgHierarchyItem } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => structure.createDetail(tx, viewerOf(request), request.body))),
  });
  api.put('/business-detail/:id', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, params: idParam, body: businessDetailUpdate, response: { 200: orgHierarchyItem } },
    handler: (request) =>
      request.inTenant((tx) => structure.updateDetail(tx, viewerOf(request), request.params.id, request.body)),
  });
  api.delete('/business-detail/:id', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => structure.deleteDetail(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });
}
