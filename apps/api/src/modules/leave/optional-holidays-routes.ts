import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { section } from '@tenure/domain/access';
import { optionalHolidayInput, optionalHolidayParam, optionalHolidayQuery, optionalHolidaysView, optionalHolidayView } from '@tenure/domain/leave';
import { viewerOf } from '../../platform/viewer.ts';
import { giveBackOptionalHoliday, optionalHolidays, takeOptionalHoliday } from './optional-holidays.ts';

const tags = ['leave'];
/** Like the rest of the employee's leave: consultants and contractors have no leave dashboard. */
const self = { requires: section('LEAVE_MANAGEMENT', 'EmpSelfLeaveDashboard'), scope: 'self' } as const;

/** The caller's optional holidays: the year's list with the calendar's limit, take one, give one back. */
export function optionalHolidayRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/optional-holidays', {
    config: { access: self },
    schema: { tags, querystring: optionalHolidayQuery, response: { 200: optionalHolidaysView } },
    handler: (request) => request.inTenant((tx) => optionalHolidays(tx, viewerOf(request), request.query.year)),
  });

  app.post('/optional-holidays', {
    config: { access: self },
    schema: {
      tags,
      description:
        "Takes an optional holiday of the caller's calendar. 409 ALREADY_TAKEN when it is taken already (nothing changes), OPTIONAL_LIMIT_REACHED beyond the year's limit, LEAVE_ON_DAY with leave on the day.",
      body: optionalHolidayInput,
      response: { 201: optionalHolidayView },
    },
    handler: async (request, reply) => reply.code(201).send(await request.inTenant((tx) => takeOptionalHoliday(tx, viewerOf(request), request.body.holidayId))),
  });

  app.delete('/optional-holidays/:holidayId', {
    config: { access: self },
    schema: { tags, description: 'Gives a taken optional holiday back, before its day.', params: optionalHolidayParam },
    handler: async (request, reply) => {
      await request.inTenant((tx) => giveBackOptionalHoliday(tx, viewerOf(request), request.params.holidayId));
      return reply.code(204).send();
    },
  });
}
