import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import {
  employeeSurveyInput,
  employeeSurveyListQuery,
  employeeSurveyPage,
  employeeSurveyView,
  exitSurveyAssignmentInput,
  exitSurveyAssignmentView,
  exitSurveyCandidate,
  exitSurveyListQuery,
  exitSurveyPage,
  exitSurveyResponseView,
  myExitSurveyView,
  mySurveyView,
  questionnaireInput,
  questionnaireListQuery,
  questionnairePage,
  questionnaireView,
  responseInput,
  surveyFormView,
  surveyResultsView,
} from '@tenure/domain/surveys';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { deliverAfterCommit } from '../../platform/notifications.ts';
import { idParam } from '../../platform/route-schemas.ts';
import { viewerOf } from '../../platform/viewer.ts';
import {
  answerSurvey,
  createSurvey,
  deleteSurvey,
  listSurveys,
  mySurveys,
  survey,
  surveyForm,
  surveyResults,
  updateSurvey,
} from './employee-survey-service.ts';
import {
  answerExitSurvey,
  assignExitSurvey,
  exitSurveyCandidates,
  exitSurveyResponse,
  listExitSurveys,
  myExitSurveys,
} from './exit-survey-service.ts';
import { defineSurveyJobs } from './jobs.ts';
import { EXIT_SURVEY_HR, MANAGE_SURVEYS } from './policy.ts';
import {
  createQuestionnaire,
  deleteQuestionnaire,
  listQuestionnaires,
  questionnaire,
  updateQuestionnaire,
} from './questionnaire-service.ts';

const tags = ['surveys'];
const manage = { requires: MANAGE_SURVEYS, scope: 'all' } as const;
const respondent = { requires: section('SURVEYS', 'EmployeeSurvey'), scope: 'self' } as const;
/** Questionnaires are read by survey HR and by offboarding HR choosing one for an exit survey (policy.ts). */
const readers = { authenticated: true } as const;
const employeeSurvey = { flag: 'employeeSurvey' } as const;

/** Questionnaires, employee surveys (/employee-survey) and their results; the reminders' job. */
export function surveyRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  defineSurveyJobs(deps.jobs);

  app.get('/questionnaires', {
    config: { access: readers },
    schema: { tags, querystring: questionnaireListQuery, response: { 200: questionnairePage } },
    handler: (request) => request.inTenant((tx) => listQuestionnaires(tx, viewerOf(request), request.query)),
  });
  app.get('/questionnaires/:id', {
    config: { access: readers },
    schema: { tags, params: idParam, response: { 200: questionnaireView } },
    handler: (request) => request.inTenant((tx) => questionnaire(tx, viewerOf(request), request.params.id)),
  });
  app.post('/questionnaires', {
    config: { access: manage },
    schema: { tags, body: questionnaireInput, response: { 201: questionnaireView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => createQuestionnaire(tx, viewerOf(request), request.body))),
  });
  app.put('/questionnaires/:id', {
    config: { access: manage },
    schema: { tags, params: idParam, body: questionnaireInput, response: { 200: questionnaireView } },
    handler: (request) =>
      request.inTenant((tx) => updateQuestionnaire(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/questionnaires/:id', {
    config: { access: manage },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteQuestionnaire(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });

  app.get('/employee-surveys', {
    config: { access: manage, ...employeeSurvey },
    schema: { tags, querystring: employeeSurveyListQuery, response: { 200: employeeSurveyPage } },
    handler: (request) => request.inTenant((tx) => listSurveys(tx, viewerOf(request), request.query)),
  });
  app.post('/employee-surveys', {
    config: { access: manage, ...employeeSurvey },
    schema: { tags, body: employeeSurveyInput, response: { 201: employeeSurveyView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => createSurvey(tx, viewerOf(request), request.body))),
  });
  app.get('/employee-surveys/mine', {
    config: { access: respondent, ...employeeSurvey },
    schema: { tags, response: { 200: z.array(mySurveyView) } },
    handler: (request) => request.inTenant((tx) => mySurveys(tx, viewerOf(request))),
  });
  app.get('/employee-surveys/:id', {
    config: { access: manage, ...employeeSurvey },
    schema: { tags, params: idParam, response: { 200: employeeSurveyView } },
    handler: (request) => request.inTenant((tx) => survey(tx, viewerOf(request), request.params.id)),
  });
  app.put('/employee-surveys/:id', {
    config: { access: manage, ...employeeSurvey },
    schema: { tags, params: idParam, body: employeeSurveyInput, response: { 200: employeeSurveyView } },
    handler: (request) =>
      request.inTenant((tx) => updateSurvey(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/employee-surveys/:id', {
    config: { access: manage, ...employeeSurvey },
    schema: { tags, params: idParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteSurvey(tx, viewerOf(request), request.params.id));
      return reply.code(204).send();
    },
  });
  app.get('/employee-surveys/:id/results', {
    config: { access: manage, ...employeeSurvey },
    schema: { tags, params: idParam, response: { 200: surveyResultsView.extend({ survey: employeeSurveyView }) } },
    handler: (request) => request.inTenant((tx) => surveyResults(tx, viewerOf(request), request.params.id)),
  });
  app.get('/employee-surveys/:id/form', {
    config: { access: respondent, ...employeeSurvey },
    schema: { tags, params: idParam, response: { 200: surveyFormView } },
    handler: (request) => request.inTenant((tx) => surveyForm(tx, viewerOf(request), request.params.id)),
  });
  app.post('/employee-surveys/:id/responses', {
    config: { access: respondent, ...employeeSurvey },
    schema: { tags, params: idParam, body: responseInput, response: { 201: mySurveyView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => answerSurvey(tx, viewerOf(request), request.params.id, request.body))),
  });
}

const exitTags = ['offboarding'];
const hr = { requires: EXIT_SURVEY_HR, scope: 'all' } as const;
const leaver = { requires: section('OFFBOARDING', 'ExitSurvey'), scope: 'self' } as const;
/** HR reads every exit survey; a manager those of their leavers, without the name when anonymous (policy.ts). */
const involved = { authenticated: true } as const;
const exitSurvey = { flag: 'offboardingExitSurvey' } as const;

/** SPEC §7 offboarding family: exit survey assignment (employeeNumber, exitRequestId, entityCode), the leaver's survey, the responses. */
export function exitSurveyRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/offboarding/survey-assignments', {
    config: { access: hr, ...exitSurvey },
    schema: { tags: exitTags, body: exitSurveyAssignmentInput, response: { 201: exitSurveyAssignmentView } },
    handler: async (request, reply) => {
      const v = viewerOf(request);
      const { view, mail } = await request.inTenant((tx) => assignExitSurvey(tx, v, request.body, deps));
      deliverAfterCommit(deps.mailer, v.tenantCode, mail, request.log);
      return reply.code(201).send(view);
    },
  });
  app.get('/offboarding/survey-assignments', {
    config: { access: involved, ...exitSurvey },
    schema: { tags: exitTags, querystring: exitSurveyListQuery, response: { 200: exitSurveyPage } },
    handler: (request) => request.inTenant((tx) => listExitSurveys(tx, viewerOf(request), request.query)),
  });
  app.get('/offboarding/survey-assignments/candidates', {
    config: { access: hr, ...exitSurvey },
    schema: {
      tags: exitTags,
      querystring: z.object({ search: z.string().trim().max(100).optional() }),
      response: { 200: z.array(exitSurveyCandidate) },
    },
    handler: (request) => request.inTenant((tx) => exitSurveyCandidates(tx, viewerOf(request), request.query)),
  });
  app.get('/offboarding/survey-assignments/:id', {
    config: { access: involved, ...exitSurvey },
    schema: { tags: exitTags, params: idParam, response: { 200: exitSurveyResponseView } },
    handler: (request) => request.inTenant((tx) => exitSurveyResponse(tx, viewerOf(request), request.params.id)),
  });
  app.get('/offboarding/survey/mine', {
    config: { access: leaver, ...exitSurvey },
    schema: { tags: exitTags, response: { 200: z.array(myExitSurveyView) } },
    handler: (request) => request.inTenant((tx) => myExitSurveys(tx, viewerOf(request))),
  });
  app.post('/offboarding/survey/mine/:id/response', {
    config: { access: leaver, ...exitSurvey },
    schema: { tags: exitTags, params: idParam, body: responseInput, response: { 201: myExitSurveyView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => answerExitSurvey(tx, viewerOf(request), request.params.id, request.body))),
  });
}
