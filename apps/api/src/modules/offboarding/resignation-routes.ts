import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  adminResignationInput,
  exitApproverSetupInput,
  exitApproverSetupView,
  exitDecisionInput,
  offboardingTaskQuery,
  offboardingTaskView,
  resignationDecisionInput,
  resignationDetailView,
  resignationEligibilityView,
  resignationInput,
  resignationListQuery,
  resignationPage,
  resignationView,
  RESIGNATION_STATUSES,
  RESIGNATION_CONFIRMATIONS,
  regrettedInput,
} from '@tenure/domain/offboarding';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { deliverAfterCommit } from '../../platform/notifications.ts';
import { idParam } from '../../platform/route-schemas.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { resignationDetail } from './detail.ts';
import { completeExit, decideExitStep, exitApproverSetup, saveExitApproverSetup } from './exit-service.ts';
import {
  decideResignation,
  listResignations,
  markRegretted,
  resignationEligibility,
  submitResignation,
  submitResignationOnBehalf,
} from './resignation-service.ts';
import { completeTask, listTasks } from './task-service.ts';

const tags = ['offboarding'];
const self = { requires: section('OFFBOARDING', 'OffboardingRequest'), scope: 'self' } as const;
/** Lists, details and transitions: the service decides from the caller's relation to the resignation. */
const involved = { authenticated: true } as const;
const hr = { requires: feature('OFFBOARDING', 'SubmitResignationOnBehalf'), scope: 'all' } as const;
const offboarding = { flag: 'offboarding' } as const;

/** Resignations, their exits and the leavers' tasks (SPEC §7 /hrms/hris/resignation, /hrms/hris/offboarding). */
export function resignationRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/resignation/status-master', {
    config: { access: involved, ...offboarding },
    schema: {
      tags,
      response: {
        200: z.array(z.object({ status: z.enum(RESIGNATION_STATUSES), confirmation: z.string().nullable() })),
      },
    },
    handler: () => {
      const question: Record<string, string> = {
        Accepted: RESIGNATION_CONFIRMATIONS.accept,
        Rejected: RESIGNATION_CONFIRMATIONS.reject,
        Withdrawn: RESIGNATION_CONFIRMATIONS.withdraw,
        Released: RESIGNATION_CONFIRMATIONS.release,
        Submitted: RESIGNATION_CONFIRMATIONS.submit,
      };
      return RESIGNATION_STATUSES.map((status) => ({ status, confirmation: question[status] ?? null }));
    },
  });
  app.get('/resignation/eligibility', {
    config: { access: self, ...offboarding },
    schema: { tags, response: { 200: resignationEligibilityView } },
    handler: (request) => request.inTenant((tx) => resignationEligibility(tx, viewerOf(request))),
  });
  app.post('/resignation', {
    config: { access: self, ...offboarding },
    schema: { tags, body: resignationInput, response: { 201: resignationView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => submitResignation(tx, viewerOf(request), request.body))),
  });
  app.post('/resignation/admin-submit', {
    config: { access: hr, ...offboarding },
    schema: { tags, body: adminResignationInput, response: { 201: resignationView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => submitResignationOnBehalf(tx, viewerOf(request), request.body))),
  });
  app.get('/resignation', {
    config: { access: involved, ...offboarding },
    schema: { tags, querystring: resignationListQuery, response: { 200: resignationPage } },
    handler: (request) => request.inTenant((tx) => listResignations(tx, viewerOf(request), request.query)),
  });
  app.get('/resignation/:id', {
    config: { access: involved, ...offboarding },
    schema: { tags, params: idParam, response: { 200: resignationDetailView } },
    handler: (request) => request.inTenant((tx) => resignationDetail(tx, viewerOf(request), request.params.id)),
  });
  app.put('/resignation/:id/:verb', {
    config: { access: involved, ...offboarding },
    schema: {
      tags,
      params: idParam.extend({ verb: z.enum(['accept', 'reject', 'withdraw', 'release']) }),
      body: resignationDecisionInput,
      response: { 200: resignationView },
    },
    handler: async (request) => {
      const { view, mail } = await request.inTenant((tx) =>
        decideResignation(
          tx,
          viewerOf(request),
          deps.mailer,
          request.params.id,
          request.params.verb,
          request.body ?? {},
        ),
      );
      deliverAfterCommit(deps.mailer, request.tenant!.code, mail, request.log);
      return view;
    },
  });
  app.put('/resignation/:id/regretted', {
    config: { access: hr, ...offboarding },
    schema: { tags, params: idParam, body: regrettedInput, response: { 200: resignationView } },
    handler: (request) =>
      request.inTenant((tx) => markRegretted(tx, viewerOf(request), request.params.id, request.body.regretted)),
  });

  app.put('/offboarding/exit-requests/:id/steps/:stepId/:verb', {
    config: { access: involved, ...offboarding },
    schema: {
      tags,
      params: idParam.extend({ stepId: z.uuid(), verb: z.enum(['approve', 'reject']) }),
      body: exitDecisionInput,
      response: { 200: resignationDetailView },
    },
    handler: (request) =>
      request.inTenant(async (tx) => {
        const v = viewerOf(request);
        await decideExitStep(
          tx,
          v,
          request.params.id,
          request.params.stepId,
          request.params.verb,
          request.body?.comments,
        );
        return resignationDetail(tx, v, request.params.id);
      }),
  });
  app.put('/offboarding/exit-requests/:id/final-exit', {
    config: { access: hr, ...offboarding },
    schema: { tags, params: idParam, body: exitDecisionInput, response: { 200: resignationDetailView } },
    handler: (request) =>
      request.inTenant(async (tx) => {
        const v = viewerOf(request);
        await completeExit(tx, v, request.params.id, request.body?.comments);
        return resignationDetail(tx, v, request.params.id);
      }),
  });
  app.get('/offboarding/approver-setup/:id', {
    config: { access: hr, ...offboarding },
    schema: { tags, params: idParam, response: { 200: exitApproverSetupView } },
    handler: (request) => request.inTenant((tx) => exitApproverSetup(tx, request.params.id)),
  });
  app.put('/offboarding/approver-setup', {
    config: { access: hr, ...offboarding },
    schema: { tags, body: exitApproverSetupInput, response: { 200: exitApproverSetupView } },
    handler: (request) => request.inTenant((tx) => saveExitApproverSetup(tx, viewerOf(request), request.body)),
  });
  app.get('/offboarding/tasks', {
    config: { access: involved, flag: 'offboardingTasks' },
    schema: { tags, querystring: offboardingTaskQuery, response: { 200: z.array(offboardingTaskView) } },
    handler: (request) => request.inTenant((tx) => listTasks(tx, viewerOf(request), request.query)),
  });
  app.put('/offboarding/tasks/:id/complete', {
    config: { access: involved, flag: 'offboardingTasks' },
    schema: { tags, params: idParam, response: { 200: offboardingTaskView } },
    handler: (request) => request.inTenant((tx) => completeTask(tx, viewerOf(request), request.params.id)),
  });
}
