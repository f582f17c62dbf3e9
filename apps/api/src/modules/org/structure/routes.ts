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
import { SETUP_ORGANIZATION, VIEW_ORGANIZATION, idParam } from '../access.ts';
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
    handler: (request) => request.inTenant((tx) => structure.listTabs(tx, request)),
  });
  api.get('/organization-structure/:tabId', {
    config: { access: VIEW_ORGANIZATION },
    schema: { tags, params: tabParam, response: { 200: z.array(orgHierarchyItem) } },
    handler: (request) => request.inTenant((tx) => structure.listTabItems(tx, request, request.params.tabId)),
  });
  api.post('/organization-structure', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, body: orgStructureTabInput, response: { 201: orgStructureTab } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => structure.createTab(tx, request, request.body))),
  });
  api.put('/organization-structure/:tabId', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, params: tabParam, body: orgStructureTabInput, response: { 200: orgStructureTab } },
    handler: (request) => request.inTenant((tx) => structure.updateTab(tx, request, request.params.tabId, request.body)),
  });
  api.delete('/organization-structure/:tabId', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, params: tabParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => structure.deleteTab(tx, request, request.params.tabId));
      return reply.code(204).send();
    },
  });

  api.get('/business-detail/hierarchy', {
    config: { access: VIEW_ORGANIZATION },
    schema: { tags, response: { 200: z.array(orgHierarchyItem) } },
    handler: (request) => request.inTenant((tx) => structure.hierarchy(tx, request)),
  });
  api.get('/business-detail/dynamic-fields/:tabId', {
    config: { access: VIEW_ORGANIZATION },
    schema: { tags, params: tabParam, response: { 200: z.array(dynamicFieldDefinition) } },
    handler: (request) => request.inTenant((tx) => structure.dynamicFieldsOf(tx, request, request.params.tabId)),
  });
  api.get('/business-detail/:id', {
    config: { access: VIEW_ORGANIZATION },
    schema: { tags, params: idParam, response: { 200: orgHierarchyItem } },
    handler: (request) => request.inTenant((tx) => structure.getDetail(tx, request, request.params.id)),
  });
  api.post('/business-detail', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, body: businessDetailInput, response: { 201: orgHierarchyItem } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => structure.createDetail(tx, request, request.body))),
  });
  api.put('/business-detail/:id', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, params: idParam, body: businessDetailUpdate, response: { 200: orgHierarchyItem } },
    handler: (request) => request.inTenant((tx) => structure.updateDetail(tx, request, request.params.id, request.body)),
  });
  api.delete('/business-detail/:id', {
    config: { access: SETUP_ORGANIZATION },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => structure.deleteDetail(tx, request, request.params.id));
      return reply.code(204).send();
    },
  });
}
