import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, hasAccess, section } from '@tenure/domain/access';
import {
  employeeSurveyInput,
  employeeSurveyListQuery,
  employeeSurveyPage,
  employeeSurveyView,
  mySurveyView,
  questionnaireInput,
  questionnaireListQuery,
  questionnairePage,
  questionnaireView,
  responseInput,
  surveyFormView,
  surveyResultsView,
} from '@tenure/domain/surveys';
import { forbidden } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { viewerOf, type Viewer } from '../../platform/viewer.ts';
import { answerSurvey, createSurvey, deleteSurvey, listSurveys, loadSurvey, mySurveys, surveyForm, surveyResults, updateSurvey } from './employee-survey-service.ts';
import { isExitSurveyHr } from './exit-survey-service.ts';
import { defineSurveyJobs } from './jobs.ts';
import { createQuestionnaire, deleteQuestionnaire, listQuestionnaires, loadQuestionnaire, updateQuestionnaire } from './questionnaire-service.ts';

const idParam = z.object({ id: z.uuid() });
const tags = ['surveys'];
const manage = { requires: feature('SURVEYS', 'ManageSurveys'), scope: 'all' } as const;
const respondent = { requires: section('SURVEYS', 'EmployeeSurvey'), scope: 'self' } as const;
/** Questionnaires are read by survey HR and by offboarding HR choosing one for an exit survey. */
const readers = { authenticated: true } as const;
const employeeSurvey = { flag: 'employeeSurvey' } as const;

function requireQuestionnaireReader(v: Viewer): void {
  if (!hasAccess(v.permissions, feature('SURVEYS', 'ManageSurveys')) && !isExitSurveyHr(v)) throw forbidden();
}

/** Questionnaires, employee surveys (/employee-survey) and their results; the reminders' job. */
export function surveyRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  defineSurveyJobs(deps.jobs);

  app.get('/questionnaires', {
    config: { access: readers },
    schema: { tags, querystring: questionnaireListQuery, response: { 200: questionnairePage } },
    handler: (request) => {
      requireQuestionnaireReader(viewerOf(request));
      return request.inTenant((tx) => listQuestionnaires(tx, request.query));
    },
  });
  app.get('/questionnaires/:id', {
    config: { access: readers },
    schema: { tags, params: idParam, response: { 200: questionnaireView } },
    handler: (request) => {
      requireQuestionnaireReader(viewerOf(request));
      return request.inTenant((tx) => loadQuestionnaire(tx, request.params.id));
    },
  });
  app.post('/questionnaires', {
    config: { access: manage },
    schema: { tags, body: questionnaireInput, response: { 201: questionnaireView } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => createQuestionnaire(tx, viewerOf(request), request.body))),
  });
  app.put('/questionnaires/:id', {
    config: { access: manage },
    schema: { tags, params: idParam, body: questionnaireInput, response: { 200: questionnaireView } },
    handler: (request) => request.inTenant((tx) => updateQuestionnaire(tx, viewerOf(request), request.params.id, request.body)),
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
    handler: (request) => request.inTenant((tx) => listSurveys(tx, request.query)),
  });
  app.post('/employee-surveys', {
    config: { access: manage, ...employeeSurvey },
    schema: { tags, body: employeeSurveyInput, response: { 201: employeeSurveyView } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => createSurvey(tx, viewerOf(request), request.body))),
  });
  app.get('/employee-surveys/mine', {
    config: { access: respondent, ...employeeSurvey },
    schema: { tags, response: { 200: z.array(mySurveyView) } },
    handler: (request) => request.inTenant((tx) => mySurveys(tx, viewerOf(request))),
  });
  app.get('/employee-surveys/:id', {
    config: { access: manage, ...employeeSurvey },
    schema: { tags, params: idParam, response: { 200: employeeSurveyView } },
    handler: (request) => request.inTenant((tx) => loadSurvey(tx, request.params.id)),
  });
  app.put('/employee-surveys/:id', {
    config: { access: manage, ...employeeSurvey },
    schema: { tags, params: idParam, body: employeeSurveyInput, response: { 200: employeeSurveyView } },
    handler: (request) => request.inTenant((tx) => updateSurvey(tx, viewerOf(request), request.params.id, request.body)),
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
    handler: (request) => request.inTenant((tx) => surveyResults(tx, request.params.id)),
  });
  app.get('/employee-surveys/:id/form', {
    config: { access: respondent, ...employeeSurvey },
    schema: { tags, params: idParam, response: { 200: surveyFormView } },
    handler: (request) => request.inTenant((tx) => surveyForm(tx, viewerOf(request), request.params.id)),
  });
  app.post('/employee-surveys/:id/responses', {
    config: { access: respondent, ...employeeSurvey },
    schema: { tags, params: idParam, body: responseInput, response: { 201: mySurveyView } },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => answerSurvey(tx, viewerOf(request), request.params.id, request.body))),
  });
}
