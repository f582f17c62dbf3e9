import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import type { RequestStatus } from '@tenure/domain/approvals';
import { approvalListQuery, bulkDecisionInput, bulkDecisionView, decisionInput, myRequestsQuery, pagedView } from '@tenure/domain/leave';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { deliverAfterCommit } from '../../platform/notifications.ts';
import { requireEmployee, viewerOf } from '../../platform/viewer.ts';
import { bulkApprove, decide, listRequests, ownScope, requestDetail, teamScope, WHOLE_TENANT, type RequestKind } from './request-flow.ts';

const idParam = z.object({ id: z.uuid() });
const self = { requires: section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard'), scope: 'self' } as const;
/** Transitions and details: the service decides from the caller's relation to the request. */
const involved = { authenticated: true } as const;

export interface RequestSchemas {
  view: z.ZodType;
  detail: z.ZodType;
}

/**
 * The routes leave and comp-off requests share (the apply route is each kind's own): my requests,
 * the manager's and HR's lists, one request with its history, cancel / approve / reject and bulk
 * approval. Mail goes out after the transaction commits.
 */
export function requestRoutes<V extends { status: RequestStatus; decidedBy: { displayName: string } | null }>(
  fastify: FastifyInstance, deps: ModuleDeps, base: string, kind: RequestKind<V>, schemas: RequestSchemas,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['leave'];
  const page = pagedView(schemas.view);

  app.get(base, {
    config: { access: self },
    schema: { tags, querystring: myRequestsQuery, response: { 200: page } },
    handler: (request) => request.inTenant((tx) => listRequests(tx, kind, ownScope(requireEmployee(viewerOf(request))), request.query)),
  });

  app.get(`${base}/manager`, {
    config: { access: { requires: feature('LEAVE_MANAGEMENT', 'TeamLeave'), scope: 'indirect-reportees' } },
    schema: { tags, querystring: approvalListQuery, response: { 200: page } },
    handler: (request) =>
      request.inTenant((tx) => listRequests(tx, kind, teamScope(requireEmployee(viewerOf(request)), request.query.indirect), request.query)),
  });

  app.get(`${base}/hr`, {
    config: { access: { requires: section('LEAVE_MANAGEMENT', 'HrLeaveManagement'), scope: 'all' } },
    schema: { tags, querystring: approvalListQuery, response: { 200: page } },
    handler: (request) => request.inTenant((tx) => listRequests(tx, kind, WHOLE_TENANT, request.query)),
  });

  app.get(`${base}/:id`, {
    config: { access: involved },
    schema: { tags, params: idParam, response: { 200: schemas.detail } },
    handler: (request) => request.inTenant((tx) => requestDetail(tx, viewerOf(request), kind, request.params.id)),
  });

  for (const verb of ['cancel', 'approve', 'reject'] as const) {
    app.put(`${base}/:id/${verb}`, {
      config: { access: involved },
      schema: { tags, params: idParam, body: decisionInput.optional(), response: { 200: schemas.view } },
      handler: async (request) => {
        const v = viewerOf(request);
        const { view, mail } = await request.inTenant((tx) => decide(tx, v, deps.mailer, kind, request.params.id, verb, request.body?.reason));
        deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
        return view;
      },
    });
  }

  app.post(`${base}/bulk-approve`, {
    config: { access: involved },
    schema: { tags, body: bulkDecisionInput, response: { 200: bulkDecisionView } },
    handler: async (request) => {
      const v = viewerOf(request);
      const { applied, skipped, mail } = await request.inTenant((tx) => bulkApprove(tx, v, deps.mailer, kind, request.body.ids, request.body.reason));
      deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
      return { applied, skipped };
    },
  });
}
