import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { holidayQuery, holidayView } from '@tenure/domain/employees';
import { policyHolidayInput, policyHolidayQuery, policyHolidayView } from '@tenure/domain/policies';
import { viewerOf } from '../../platform/viewer.ts';
import { READ_PLANS, SETUP_POLICIES } from './policy.ts';
import { idParam } from '../../platform/route-schemas.ts';
import * as holidays from './holiday-service.ts';

const tags = ['policies'];
const holidayParam = idParam.extend({ holidayId: z.uuid() });

/** The days of a holiday calendar (a holiday plan); calendars reach people through assignments. */
export function holidayRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/policy-plan/:id/holidays', {
    config: { access: READ_PLANS },
    schema: { tags, params: idParam, querystring: policyHolidayQuery, response: { 200: z.array(policyHolidayView) } },
    handler: (request) =>
      request.inTenant((tx) => holidays.listHolidays(tx, viewerOf(request), request.params.id, request.query.year)),
  });

  app.post('/policy-plan/:id/holidays', {
    config: { access: SETUP_POLICIES },
    schema: { tags, params: idParam, body: policyHolidayInput, response: { 201: policyHolidayView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await request.inTenant((tx) =>
            holidays.createHoliday(tx, viewerOf(request), request.params.id, request.body),
          ),
        ),
  });

  app.put('/policy-plan/:id/holidays/:holidayId', {
    config: { access: SETUP_POLICIES },
    schema: { tags, params: holidayParam, body: policyHolidayInput, response: { 200: policyHolidayView } },
    handler: (request) =>
      request.inTenant((tx) =>
        holidays.updateHoliday(tx, viewerOf(request), request.params.id, request.params.holidayId, request.body),
      ),
  });

  app.delete('/policy-plan/:id/holidays/:holidayId', {
    config: { access: SETUP_POLICIES },
    schema: { tags, params: holidayParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) =>
        holidays.deleteHoliday(tx, viewerOf(request), request.params.id, request.params.holidayId),
      );
      return reply.code(204).send();
    },
  });

  // The caller's own calendar, under the employee prefix (SPEC §7 Employee) but computed here from their holiday plan.
  app.get('/employee/holidays', {
    config: { access: { authenticated: true } },
    schema: { tags: ['employees'], querystring: holidayQuery, response: { 200: z.array(holidayView) } },
    handler: (request) => request.inTenant((tx) => holidays.myHolidays(tx, viewerOf(request), request.query)),
  });
}
