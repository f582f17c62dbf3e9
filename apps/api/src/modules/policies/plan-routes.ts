import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  POLICY_TYPES,
  planListQuery,
  planNameCheckQuery,
  planNameCheckView,
  policyPlanCreateInput,
  policyPlanInput,
  policyPlanView,
  policyTypeView,
  type PolicyTypeKey,
} from '@tenure/domain/policies';
import { viewerOf } from '../../platform/viewer.ts';
import { READ_PLANS, SETUP_POLICIES } from './policy.ts';
import { idParam } from '../../platform/route-schemas.ts';
import * as plans from './plan-service.ts';

const tags = ['policies'];

/** Policy types and plans (SPEC §4 default rules), generic and per type (/shift, /holiday, …). */
export function planRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/policy-type', {
    config: { access: READ_PLANS },
    schema: { tags, response: { 200: z.array(policyTypeView) } },
    handler: (request) => request.inTenant((tx) => plans.listPolicyTypes(tx, viewerOf(request))),
  });

  app.get('/policy-plan', {
    config: { access: READ_PLANS },
    schema: { tags, querystring: planListQuery, response: { 200: z.array(policyPlanView) } },
    handler: (request) => {
      const { policyTypeId, typeKey } = request.query;
      const ref = policyTypeId ? { id: policyTypeId } : typeKey ? { key: typeKey } : null;
      return request.inTenant((tx) => plans.listPlans(tx, viewerOf(request), ref));
    },
  });

  app.get('/policy-plan/validate-name', {
    config: { access: READ_PLANS },
    schema: { tags, querystring: planNameCheckQuery, response: { 200: planNameCheckView } },
    handler: (request) => request.inTenant((tx) => plans.checkPlanName(tx, viewerOf(request), request.query)),
  });

  app.post('/policy-plan', {
    config: { access: SETUP_POLICIES },
    schema: { tags, body: policyPlanCreateInput, response: { 201: policyPlanView } },
    handler: async (request, reply) => {
      const { policyTypeId, ...input } = request.body;
      return reply
        .code(201)
        .send(await request.inTenant((tx) => plans.createPlan(tx, viewerOf(request), { id: policyTypeId }, input)));
    },
  });

  planByIdRoutes(app, '/policy-plan');
  for (const type of POLICY_TYPES) {
    app.get(`/${type.path}`, {
      config: { access: READ_PLANS },
      schema: { tags, response: { 200: z.array(policyPlanView) } },
      handler: (request) => request.inTenant((tx) => plans.listPlans(tx, viewerOf(request), { key: type.key })),
    });
    app.post(`/${type.path}`, {
      config: { access: SETUP_POLICIES },
      schema: { tags, body: policyPlanInput, response: { 201: policyPlanView } },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await request.inTenant((tx) => plans.createPlan(tx, viewerOf(request), { key: type.key }, request.body)),
          ),
    });
    planByIdRoutes(app, `/${type.path}`, type.key);
  }
}

/** GET/PUT/DELETE of one plan and making it the default; `typeKey` confines them to one type. */
function planByIdRoutes(fastify: FastifyInstance, base: string, typeKey?: PolicyTypeKey): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(`${base}/:id`, {
    config: { access: READ_PLANS },
    schema: { tags, params: idParam, response: { 200: policyPlanView } },
    handler: (request) => request.inTenant((tx) => plans.getPlan(tx, viewerOf(request), request.params.id, typeKey)),
  });

  app.put(`${base}/:id`, {
    config: { access: SETUP_POLICIES },
    schema: { tags, params: idParam, body: policyPlanInput, response: { 200: policyPlanView } },
    handler: (request) =>
      request.inTenant((tx) => plans.updatePlan(tx, viewerOf(request), request.params.id, request.body, typeKey)),
  });

  app.put(`${base}/:id/default`, {
    config: { access: SETUP_POLICIES },
    schema: { tags, params: idParam, response: { 200: policyPlanView } },
    handler: (request) =>
      request.inTenant((tx) => plans.makeDefault(tx, viewerOf(request), request.params.id, typeKey)),
  });

  app.delete(`${base}/:id`, {
    config: { access: SETUP_POLICIES },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => plans.deletePlan(tx, viewerOf(request), request.params.id, typeKey));
      return reply.code(204).send();
    },
  });
}
