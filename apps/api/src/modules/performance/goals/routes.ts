import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  GOAL_APPROVAL_LABELS,
  GOAL_APPROVAL_STATUSES,
  GOAL_VERBS,
  LIBRARY_ASSIGN_INLINE_LIMIT,
  alignmentWeightsInput,
  goalDecisionInput,
  goalDetailView,
  goalInput,
  goalListQuery,
  goalMasterInput,
  goalMasterView,
  goalPage,
  goalPeriodInput,
  goalPeriodView,
  goalView,
  keyResultAddInput,
  keyResultDeleteInput,
  keyResultProgressInput,
  keyResultProgressView,
  libraryAssignInput,
  libraryAssignResult,
  libraryListQuery,
  libraryTemplateInput,
  libraryTemplatePage,
  libraryTemplateView,
  performanceDashboardView,
  reporteeGoalSummary,
  reviewCycleDateRangeView,
  type GoalMasterKind,
  type GoalVerb,
} from '@tenure/domain/performance';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { deliverAfterCommit } from '../../../platform/notifications.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import { goalApprovals } from './pending-actions.ts';
import { performanceDashboard, reporteeSummaries } from './dashboard-service.ts';
import { ASSIGN_LIBRARY_JOB, defineGoalJobs } from './jobs.ts';
import {
  assignTemplates,
  createTemplate,
  deleteTemplate,
  listTemplates,
  planAssignment,
  recordAssignment,
  updateTemplate,
} from './library-service.ts';
import {
  addKeyResult,
  createGoal,
  decideGoal,
  deleteGoal,
  deleteKeyResult,
  goalDetail,
  listGoals,
  setAlignmentWeights,
  updateGoal,
  updateKeyResultProgress,
} from './service.ts';
import {
  createMaster,
  createPeriod,
  currentPeriod,
  listMasters,
  listPeriods,
  updateMaster,
  updatePeriod,
} from './settings-service.ts';

const tags = ['performance'];
/** Goals, their lists and transitions: the service decides from the caller's relation to the goal. */
const involved = { authenticated: true } as const;
const settings = {
  access: { requires: section('PERFORMANCE_MANAGEMENT', 'GoalsSettings'), scope: 'all' },
  flag: 'performanceGoalsSettings',
} as const;
const library = {
  access: { requires: section('PERFORMANCE_MANAGEMENT', 'GoalLibrary'), scope: 'all' },
  flag: 'performanceGoalLibrary',
} as const;
/** Managers read the library and assign within their team (checked in the service). */
const libraryUse = { access: involved, flag: 'performanceGoalLibrary' } as const;
const MASTER_PATHS: Record<GoalMasterKind, string> = { type: '/goal-types', status: '/goal-statuses' };

/** Goals and key results, their masters and periods, approvals, the RM view, the dashboard and the goal library (SPEC §7 /pms). */
export function goalRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  deps.actions.register(goalApprovals);
  defineGoalJobs(deps.jobs);

  for (const [kind, path] of Object.entries(MASTER_PATHS) as [GoalMasterKind, string][]) {
    app.get(path, {
      config: { access: involved },
      schema: {
        tags,
        querystring: z.object({ all: z.stringbool().default(false) }),
        response: { 200: z.array(goalMasterView) },
      },
      handler: (request) => request.inTenant((tx) => listMasters(tx, kind, request.query.all)),
    });
    app.post(path, {
      config: settings,
      schema: { tags, body: goalMasterInput, response: { 201: goalMasterView } },
      handler: async (request, reply) =>
        reply.code(201).send(await request.inTenant((tx) => createMaster(tx, viewerOf(request), kind, request.body))),
    });
    app.put(`${path}/:id`, {
      config: settings,
      schema: { tags, params: idParam, body: goalMasterInput, response: { 200: goalMasterView } },
      handler: (request) =>
        request.inTenant((tx) => updateMaster(tx, viewerOf(request), kind, request.params.id, request.body)),
    });
  }
  app.get('/goal-approval-statuses', {
    config: { access: involved },
    schema: {
      tags,
      response: { 200: z.array(z.object({ status: z.enum(GOAL_APPROVAL_STATUSES), label: z.string() })) },
    },
    handler: () => GOAL_APPROVAL_STATUSES.map((status) => ({ status, label: GOAL_APPROVAL_LABELS[status] })),
  });

  app.get('/goal-periods', {
    config: { access: involved },
    schema: { tags, response: { 200: z.array(goalPeriodView) } },
    handler: (request) => request.inTenant((tx) => listPeriods(tx)),
  });
  app.post('/goal-periods', {
    config: settings,
    schema: { tags, body: goalPeriodInput, response: { 201: goalPeriodView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => createPeriod(tx, viewerOf(request), request.body))),
  });
  app.put('/goal-periods/:id', {
    config: settings,
    schema: { tags, params: idParam, body: goalPeriodInput, response: { 200: goalPeriodView } },
    handler: (request) =>
      request.inTenant((tx) => updatePeriod(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.get('/review-cycle-date-range', {
    config: { access: involved },
    schema: { tags, response: { 200: reviewCycleDateRangeView } },
    handler: (request) => request.inTenant((tx) => currentPeriod(tx, viewerOf(request))),
  });

  app.get('/goals', {
    config: { access: involved },
    schema: { tags, querystring: goalListQuery, response: { 200: goalPage } },
    handler: (request) => request.inTenant((tx) => listGoals(tx, viewerOf(request), request.query)),
  });
  app.get('/goals/:id', {
    config: { access: involved },
    schema: { tags, params: idParam, response: { 200: goalDetailView } },
    handler: (request) => request.inTenant((tx) => goalDetail(tx, viewerOf(request), request.params.id)),
  });
  app.post('/goals', {
    config: { access: involved },
    schema: { tags, body: goalInput, response: { 201: goalView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => createGoal(tx, viewerOf(request), request.body))),
  });
  app.put('/goals/:id', {
    config: { access: involved },
    schema: { tags, params: idParam, body: goalInput, response: { 200: goalView } },
    handler: (request) => request.inTenant((tx) => updateGoal(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/goals/:id', {
    config: { access: involved },
    schema: { tags, params: idParam, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteGoal(tx, viewerOf(request), request.params.id));
      return reply.code(204).send(null);
    },
  });
  app.put('/goals/:id/alignment-weights', {
    config: { access: involved },
    schema: { tags, params: idParam, body: alignmentWeightsInput, response: { 200: goalDetailView } },
    handler: (request) =>
      request.inTenant((tx) => setAlignmentWeights(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.put('/goals/:id/:verb', {
    config: { access: involved, flag: 'performanceTeamGoalsApproval' },
    schema: {
      tags,
      params: idParam.extend({ verb: z.enum(Object.keys(GOAL_VERBS) as [GoalVerb, ...GoalVerb[]]) }),
      body: goalDecisionInput.optional(),
      response: { 200: goalView },
    },
    handler: async (request) => {
      const { view, mail } = await request.inTenant((tx) =>
        decideGoal(tx, viewerOf(request), deps.mailer, request.params.id, request.params.verb, request.body ?? {}),
      );
      deliverAfterCommit(deps.mailer, request.tenant!.code, mail, request.log);
      return view;
    },
  });
  app.post('/key-results', {
    config: { access: involved },
    schema: { tags, body: keyResultAddInput, response: { 201: goalView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => addKeyResult(tx, viewerOf(request), request.body))),
  });
  app.delete('/key-results', {
    config: { access: involved },
    schema: {
      tags,
      description: 'SPEC §7: the key result in the body (keyResultId); answers the goal with its new avgGoalProgress.',
      body: keyResultDeleteInput,
      response: { 200: goalView },
    },
    handler: (request) => request.inTenant((tx) => deleteKeyResult(tx, viewerOf(request), request.body)),
  });
  app.put('/key-results', {
    config: { access: involved },
    schema: { tags, body: keyResultProgressInput, response: { 200: keyResultProgressView } },
    handler: (request) => request.inTenant((tx) => updateKeyResultProgress(tx, viewerOf(request), request.body)),
  });

  app.get('/goals-reportees', {
    config: { access: { requires: feature('PERFORMANCE_MANAGEMENT', 'TeamGoals'), scope: 'reportees' } },
    schema: {
      tags,
      querystring: z.object({ periodId: z.uuid().optional() }),
      response: { 200: z.array(reporteeGoalSummary) },
    },
    handler: (request) =>
      request.inTenant((tx) => reporteeSummaries(tx, viewerOf(request), request.query.periodId ?? null)),
  });
  app.get('/dashboard', {
    config: {
      access: { requires: section('PERFORMANCE_MANAGEMENT', 'EmpSelfPerformanceDashboard'), scope: 'self' },
      flag: 'performanceDashboard',
    },
    schema: { tags, response: { 200: performanceDashboardView } },
    handler: (request) => request.inTenant((tx) => performanceDashboard(tx, viewerOf(request))),
  });

  app.get('/goal-library', {
    config: libraryUse,
    schema: { tags, querystring: libraryListQuery, response: { 200: libraryTemplatePage } },
    handler: (request) => request.inTenant((tx) => listTemplates(tx, viewerOf(request), request.query)),
  });
  app.post('/goal-library', {
    config: library,
    schema: { tags, body: libraryTemplateInput, response: { 201: libraryTemplateView } },
    handler: async (request, reply) =>
      reply.code(201).send(await request.inTenant((tx) => createTemplate(tx, viewerOf(request), request.body))),
  });
  app.put('/goal-library/:id', {
    config: library,
    schema: { tags, params: idParam, body: libraryTemplateInput, response: { 200: libraryTemplateView } },
    handler: (request) =>
      request.inTenant((tx) => updateTemplate(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.delete('/goal-library/:id', {
    config: library,
    schema: { tags, params: idParam, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await request.inTenant((tx) => deleteTemplate(tx, viewerOf(request), request.params.id));
      return reply.code(204).send(null);
    },
  });
  app.post('/goal-library/assign', {
    config: libraryUse,
    schema: { tags, body: libraryAssignInput, response: { 200: libraryAssignResult, 202: libraryAssignResult } },
    handler: async (request, reply) => {
      const v = viewerOf(request);
      // Small audiences are done at once; large ones run as a job the page follows.
      const outcome = await request.inTenant(async (tx) => {
        const { plan, audience } = await planAssignment(tx, v, request.body);
        if (audience * plan.templateIds.length > LIBRARY_ASSIGN_INLINE_LIMIT) return { plan, audience, created: null };
        const created = await assignTemplates(tx, v.tenantCode, plan);
        await recordAssignment(tx, v, plan, { audience, created });
        return { plan, audience, created };
      });
      if (outcome.created !== null) {
        return reply.code(200).send({
          audience: outcome.audience,
          created: outcome.created,
          skipped: outcome.audience * outcome.plan.templateIds.length - outcome.created,
          executionNumber: null,
        });
      }
      const executionNumber = await deps.jobs.enqueue(
        { tenantCode: v.tenantCode, userId: v.userId },
        ASSIGN_LIBRARY_JOB,
        { ...outcome.plan, people: outcome.audience },
      );
      return reply.code(202).send({ audience: outcome.audience, created: 0, skipped: 0, executionNumber });
    },
  });
}
