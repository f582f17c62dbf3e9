import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employeeNumberParam } from '@tenure/domain/employees';
import {
  assignedPolicyView,
  planAssignmentInput,
  planAssignmentView,
  policiesPerEmployeePage,
  policiesPerEmployeeQuery,
} from '@tenure/domain/policies';
import { viewerOf } from '../../platform/viewer.ts';
import { ASSIGN_POLICIES } from './policy.ts';
import { idParam } from '../../platform/route-schemas.ts';
import * as assignments from './assignment-service.ts';

const tags = ['policies'];

/** Who follows which plan: assignments (employee > department > location > legal entity > default). */
export function assignmentRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/policy-plan/:id/assignments', {
    config: { access: ASSIGN_POLICIES },
    schema: { tags, params: idParam, response: { 200: z.array(planAssignmentView) } },
    handler: (request) => request.inTenant((tx) => assignments.listPlanAssignments(tx, request.params.id)),
  });

  app.post('/policy-plan/:id/assignments', {
    config: { access: ASSIGN_POLICIES },
    schema: { tags, params: idParam, body: planAssignmentInput, response: { 200: z.array(planAssignmentView) } },
    handler: (request) =>
      request.inTenant((tx) => assignments.assignPlan(tx, viewerOf(request), request.params.id, request.body)),
  });

  app.delete('/policy-plan/:id/assignments/:assignmentId', {
    config: { access: ASSIGN_POLICIES },
    schema: { tags, params: idParam.extend({ assignmentId: z.uuid() }) },
    handler: async (request, reply) => {
      await request.inTenant((tx) =>
        assignments.removeAssignment(tx, viewerOf(request), request.params.id, request.params.assignmentId),
      );
      return reply.code(204).send();
    },
  });

  app.get('/policies-per-employee', {
    config: { access: ASSIGN_POLICIES },
    schema: { tags, querystring: policiesPerEmployeeQuery, response: { 200: policiesPerEmployeePage } },
    handler: (request) => request.inTenant((tx) => assignments.policiesPerEmployee(tx, request.query)),
  });

  // The employee, their managers and HR; the service decides.
  app.get('/assigned-policies/:employeeNumber', {
    config: { access: { authenticated: true } },
    schema: { tags, params: employeeNumberParam, response: { 200: z.array(assignedPolicyView) } },
    handler: (request) =>
      request.inTenant((tx) => assignments.assignedPoliciesOf(tx, viewerOf(request), request.params.employeeNumber)),
  });
}
