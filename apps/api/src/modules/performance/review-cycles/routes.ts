import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  calibrationChangeInput,
  calibrationConfiguration,
  calibrationDataView,
  calibrationEmployeePage,
  calibrationEmployeeQuery,
  calibrationGroupQuery,
  calibrationGroupsView,
  calibrationView,
  cycleAudienceView,
  cycleMemberInput,
  reviewCycleInput,
  reviewCycleView,
  upwardFeedbackRow,
} from '@tenure/domain/performance';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import {
  calibrationData,
  calibrationEmployees,
  calibrationView as loadCalibration,
  changeRating,
  closeSession,
  cycleGroups,
} from './calibration-service.ts';
import {
  createCycle,
  cycleMembers,
  deleteCycle,
  listCycles,
  loadCycle,
  recordLaunchJob,
  releaseCycle,
  saveCalibrationConfiguration,
  setCycleMembers,
  startLaunch,
  updateCycle,
} from './service.ts';
import { cycleUpwardFeedback } from '../reviews/feedback-service.ts';
import { LAUNCH_REVIEW_CYCLE_JOB, defineReviewJobs } from './jobs.ts';

const tags = ['performance'];
const setup = {
  access: { requires: section('PERFORMANCE_MANAGEMENT', 'PerformanceReviewSetup'), scope: 'all' },
  flag: 'performanceReviewSetup',
} as const;
const calibration = {
  access: { requires: feature('PERFORMANCE_MANAGEMENT', 'ReviewCalibration'), scope: 'all' },
  flag: 'performanceReviewSetup',
} as const;

/** Review cycles: setup, audience, launch, release (HR), and calibration (SPEC §7 /pms review cycles … calibration). */
export function reviewCycleRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  defineReviewJobs(deps.jobs);

  app.get('/review-cycles', {
    config: setup,
    schema: { tags, response: { 200: z.array(reviewCycleView) } },
    handler: (request) => request.inTenant((tx) => listCycles(tx)),
  });
  app.get('/review-cycles/:id', {
    config: setup,
    schema: { tags, params: idParam, response: { 200: reviewCycleView } },
    handler: (request) => request.inTenant((tx) => loadCycle(tx, request.params.id)),
  });
  app.post('/review-cycles', {
    config: setup,
    schema: { tags, body: reviewCycleInput, response: { 201: reviewCycleView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => createCycle(tx, viewerOf(request), request.body))),
  });
  app.put('/review-cycles/:id', {
    config: setup,
    schema: { tags, params: idParam, body: reviewCycleInput, response: { 200: reviewCycleView } },
    handler: (request) => request.inTenant((tx) => updateCycle(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/review-cycles/:id', {
    config: setup,
    schema: { tags, params: idParam, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteCycle(tx, viewerOf(request), request.params.id));
      return reply.code(204).send(null);
    },
  });
  app.get('/review-cycles/:id/employees', {
    config: setup,
    schema: { tags, params: idParam, response: { 200: cycleAudienceView } },
    handler: (request) => request.inTenant((tx) => cycleMembers(tx, request.params.id)),
  });
  app.put('/review-cycles/:id/employees', {
    config: setup,
    schema: { tags, params: idParam, body: cycleMemberInput, response: { 200: cycleAudienceView } },
    handler: (request) =>
      request.inTenant((tx) => setCycleMembers(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.post('/review-cycles/:id/launch', {
    config: setup,
    schema: { tags, params: idParam, response: { 202: z.object({ executionNumber: z.number() }) } },
    handler: async (request, reply) => {
      const v = viewerOf(request);
      await request.inTenant((tx) => startLaunch(tx, v, request.params.id));
      const executionNumber = await deps.jobs.enqueue(
        { tenantCode: v.tenantCode, userId: v.userId },
        LAUNCH_REVIEW_CYCLE_JOB,
        { cycleId: request.params.id },
      );
      await request.inTenant((tx) => recordLaunchJob(tx, request.params.id, executionNumber));
      return reply.code(202).send({ executionNumber });
    },
  });
  app.post('/review-cycles/:id/release', {
    config: setup,
    schema: { tags, params: idParam, response: { 200: reviewCycleView } },
    handler: (request) => request.inTenant((tx) => releaseCycle(tx, viewerOf(request), request.params.id)),
  });

  app.get('/review-cycles/:id/calibration', {
    config: calibration,
    schema: { tags, params: idParam, querystring: calibrationGroupQuery, response: { 200: calibrationView } },
    handler: (request) => request.inTenant((tx) => loadCalibration(tx, request.params.id, request.query)),
  });
  app.get('/review-cycles/:id/calibration/groups', {
    config: calibration,
    schema: { tags, params: idParam, response: { 200: calibrationGroupsView } },
    handler: (request) => request.inTenant((tx) => cycleGroups(tx, request.params.id)),
  });
  app.get('/review-cycles/:id/calibration/employees', {
    config: calibration,
    schema: {
      tags,
      params: idParam,
      querystring: calibrationEmployeeQuery,
      response: { 200: calibrationEmployeePage },
    },
    handler: (request) => request.inTenant((tx) => calibrationEmployees(tx, request.params.id, request.query)),
  });
  app.put('/review-cycles/:id/calibration/configuration', {
    config: calibration,
    schema: { tags, params: idParam, body: calibrationConfiguration, response: { 200: reviewCycleView } },
    handler: (request) =>
      request.inTenant((tx) => saveCalibrationConfiguration(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.post('/review-cycles/:id/calibration/changes', {
    config: calibration,
    schema: {
      tags,
      params: idParam,
      querystring: calibrationGroupQuery,
      body: calibrationChangeInput,
      response: { 200: calibrationView },
    },
    handler: (request) =>
      request.inTenant((tx) => changeRating(tx, viewerOf(request), request.params.id, request.query, request.body)),
  });
  app.post('/review-cycles/:id/calibration/close', {
    config: calibration,
    schema: { tags, params: idParam, querystring: calibrationGroupQuery, response: { 200: calibrationView } },
    handler: (request) =>
      request.inTenant((tx) => closeSession(tx, viewerOf(request), request.params.id, request.query)),
  });
  app.get('/review-rating/custom-employee-data/:id', {
    config: calibration,
    schema: { tags, params: idParam, response: { 200: calibrationDataView } },
    handler: (request) => request.inTenant((tx) => calibrationData(tx, request.params.id)),
  });
  app.get('/review-cycles/:id/upward-feedback', {
    config: setup,
    schema: { tags, params: idParam, response: { 200: z.array(upwardFeedbackRow) } },
    handler: (request) =>
      request.inTenant(async (tx) => {
        await loadCycle(tx, request.params.id);
        return cycleUpwardFeedback(tx, request.params.id);
      }),
  });
}
