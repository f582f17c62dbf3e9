import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  exitSurveyAssignmentInput,
  exitSurveyAssignmentView,
  exitSurveyCandidate,
  exitSurveyListQuery,
  exitSurveyPage,
  exitSurveyResponseView,
  myExitSurveyView,
  responseInput,
} from '@tenure/domain/surveys';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { deliverAfterCommit } from '../../platform/notifications.ts';
import { viewerOf } from '../../platform/viewer.ts';
import { answerExitSurvey, assignExitSurvey, exitSurveyCandidates, exitSurveyResponse, listExitSurveys, myExitSurveys } from './exit-survey-service.ts';

const idParam = z.object({ id: z.uuid() });
const tags = ['offboarding'];
const hr = { requires: feature('OFFBOARDING', 'SubmitResignationOnBehalf'), scope: 'all' } as const;
const leaver = { requires: section('OFFBOARDING', 'ExitSurvey'), scope: 'self' } as const;
/** HR reads every exit survey; a manager those of their leavers, without the name when anonymous (the service decides). */
const involved = { authenticated: true } as const;
const exitSurvey = { flag: 'offboardingExitSurvey' } as const;

/** SPEC §7 offboarding family: exit survey assignment (employeeNumber, exitRequestId, entityCode), the leaver's survey, the responses. */
export function exitSurveyRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/offboarding/survey-assignments', {
    config: { access: hr, ...exitSurvey },
    schema: { tags, body: exitSurveyAssignmentInput, response: { 201: exitSurveyAssignmentView } },
    handler: async (request, reply) => {
      const v = viewerOf(request);
      const { view, mail } = await request.inTenant((tx) => assignExitSurvey(tx, v, deps.mailer, request.body));
      deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
      return reply.code(201).send(view);
    },
  });
  app.get('/offboarding/survey-assignments', {
    config: { access: involved, ...exitSurvey },
    schema: { tags, querystring: exitSurveyListQuery, response: { 200: exitSurveyPage } },
    handler: (request) => request.inTenant((tx) => listExitSurveys(tx, viewerOf(request), request.query)),
  });
  app.get('/offboarding/survey-assignments/candidates', {
    config: { access: hr, ...exitSurvey },
    schema: { tags, querystring: z.object({ search: z.string().trim().max(100).optional() }), response: { 200: z.array(exitSurveyCandidate) } },
    handler: (request) => request.inTenant((tx) => exitSurveyCandidates(tx, request.query.search)),
  });
  app.get('/offboarding/survey-assignments/:id', {
    config: { access: involved, ...exitSurvey },
    schema: { tags, params: idParam, response: { 200: exitSurveyResponseView } },
    handler: (request) => request.inTenant((tx) => exitSurveyResponse(tx, viewerOf(request), request.params.id)),
  });
  app.get('/offboarding/survey/mine', {
    config: { access: leaver, ...exitSurvey },
    schema: { tags, response: { 200: z.array(myExitSurveyView) } },
    handler: (request) => request.inTenant((tx) => myExitSurveys(tx, viewerOf(request))),
  });
  app.post('/offboarding/survey/mine/:id/response', {
    config: { access: leaver, ...exitSurvey },
    schema: { tags, params: idParam, body: responseInput, response: { 201: myExitSurveyView } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => answerExitSurvey(tx, viewerOf(request), request.params.id, request.body))),
  });
}
