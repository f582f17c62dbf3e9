import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import {
  transferDecisionInput,
  transferDecisionView,
  transferDetailView,
  transferEligibilityQuery,
  transferEligibilityView,
  transferInput,
  transferListQuery,
  transferOptionsView,
  transferPage,
  transferView,
} from '@tenure/domain/offboarding';
import { utcToday } from '../../platform/clock.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { idParam } from '../../platform/route-schemas.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { APPLY_TRANSFERS_JOB } from './jobs.ts';
import {
  decideTransfer,
  initiateTransfer,
  listTransfers,
  transferDetail,
  transferEligibility,
  transferOptions,
} from './transfer-service.ts';

const tags = ['transfers'];
/** Initiation: HR (their entities) and managers (their indirect reportees), checked in the service. */
const transfers = { requires: section('OFFBOARDING', 'TransferRequests'), scope: 'indirect-reportees' } as const;
/** Initiators, approvers (ApproveTransfer) and HR: the service decides from the caller's relation to the transfer. */
const readers = { authenticated: true } as const;
const flag = { flag: 'offboardingTransfers' } as const;

/** Transfers (SPEC §7 /hrms/hris/transfer): eligibility, initiation, list, detail, approve/reject/cancel; the job applies them. */
export function transferRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/transfer/options', {
    config: { access: transfers, ...flag },
    schema: { tags, response: { 200: transferOptionsView } },
    handler: (request) => request.inTenant((tx) => transferOptions(tx)),
  });
  app.get('/transfer/eligibility', {
    config: { access: transfers, ...flag },
    schema: { tags, querystring: transferEligibilityQuery, response: { 200: transferEligibilityView } },
    handler: (request) =>
      request.inTenant((tx) =>
        transferEligibility(tx, viewerOf(request), request.query.employeeNumber, request.query.effectiveDate),
      ),
  });
  app.post('/transfer', {
    config: { access: transfers, ...flag },
    schema: { tags, body: transferInput, response: { 201: transferView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => initiateTransfer(tx, viewerOf(request), request.body))),
  });
  app.get('/transfer', {
    config: { access: readers, ...flag },
    schema: { tags, querystring: transferListQuery, response: { 200: transferPage } },
    handler: (request) => request.inTenant((tx) => listTransfers(tx, viewerOf(request), request.query)),
  });
  app.get('/transfer/:id', {
    config: { access: readers, ...flag },
    schema: { tags, params: idParam, response: { 200: transferDetailView } },
    handler: (request) => request.inTenant((tx) => transferDetail(tx, viewerOf(request), request.params.id)),
  });
  app.put('/transfer/:id/:verb', {
    config: { access: readers, ...flag },
    schema: {
      tags,
      params: idParam.extend({ verb: z.enum(['approve', 'reject', 'cancel']) }),
      body: transferDecisionInput,
      response: { 200: transferDecisionView },
    },
    handler: async (request) => {
      const v = viewerOf(request);
      const { due } = await request.inTenant((tx) =>
        decideTransfer(tx, v, request.params.id, request.params.verb, request.body?.reason),
      );
      // Approved on or after its effective date: applied now by the job rather than at the next daily run.
      const applyJob = due
        ? await deps.jobs.enqueue({ tenantCode: v.tenantCode, userId: v.userId }, APPLY_TRANSFERS_JOB, {
            asOf: utcToday(),
          })
        : null;
      return { transfer: await request.inTenant((tx) => transferDetail(tx, v, request.params.id)), applyJob };
    },
  });
}
