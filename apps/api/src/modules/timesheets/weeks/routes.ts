import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { section } from '@tenure/domain/access';
import type { FlagSet } from '@tenure/domain/flags';
import { weekQuery, weekRef, weekSaveInput, weekView, type WeekView } from '@tenure/domain/timesheets';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import type { Tx } from '../../../platform/db.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { paths } from '../paths.ts';
import { WEEKS_OF_OTHERS } from '../policy.ts';
import { submitWithAutoApproval } from '../auto-approval/service.ts';
import { copyLastWeek, openWeek, saveWeek, unsubmitWeek, weekOfId, withWeekEstimates } from './service.ts';

const tags = ['timesheets'];
const own = { requires: section('TIMESHEET', 'Timesheets'), scope: 'self', widerFor: WEEKS_OF_OTHERS } as const;
const submit = { requires: section('TIMESHEET', 'TimesheetSubmit'), scope: 'self' } as const;
const SUBMISSION = '/timesheet-submission';

/**
 * The weekly timesheet (SPEC §2 /timesheet, /timesheet-submission, /timesheets/{id}): open a week,
 * save, submit, un-submit, copy last week. Each answers its v2 path and the legacy
 * timesheet-submission one.
 */
export function weekRoutes(fastify: FastifyInstance, deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Runs a week call in the tenant's transaction; with estimatedHours the week's projects carry their estimates. */
  const answer = async (request: FastifyRequest, run: (tx: Tx, flags: FlagSet) => Promise<WeekView>) => {
    const flags = await deps.flags.forRequest(request);
    return request.inTenant(async (tx) => {
      const view = await run(tx, flags);
      return flags.estimatedHours ? withWeekEstimates(tx, view) : view;
    });
  };

  for (const url of paths('/timesheets/week', `${SUBMISSION}/week`)) {
    app.get(url, {
      config: { access: own, flag: 'timesheet' },
      schema: { tags, querystring: weekQuery, response: { 200: weekView } },
      handler: (request) =>
        answer(request, (tx, flags) =>
          openWeek(tx, viewerOf(request), request.query, flags.restrictHistoricalTimeSheetEdit),
        ),
    });
  }

  app.get('/timesheet/v2/timesheets/:id', {
    config: { access: own, flag: 'timesheet' },
    schema: { tags, params: idParam, response: { 200: weekView } },
    handler: (request) =>
      answer(request, (tx, flags) =>
        weekOfId(tx, viewerOf(request), request.params.id, flags.restrictHistoricalTimeSheetEdit),
      ),
  });

  const mutations = [
    { v2: ['PUT', '/timesheets/week'], legacy: `${SUBMISSION}/save`, body: weekSaveInput, run: saveWeek },
    {
      v2: ['POST', '/timesheets/week/submit'],
      legacy: `${SUBMISSION}/submit`,
      body: weekSaveInput,
      run: submitWithAutoApproval,
    },
  ] as const;
  for (const m of mutations) {
    const handler = {
      config: { access: submit, flag: 'timesheet' as const },
      schema: { tags, body: m.body, response: { 200: weekView } },
      handler: (request: FastifyRequest<{ Body: z.infer<typeof weekSaveInput> }>) =>
        answer(request, (tx, flags) =>
          m.run(tx, viewerOf(request), request.body, flags.restrictHistoricalTimeSheetEdit, flags.autoApproval),
        ),
    };
    app.route({ method: m.v2[0], url: `/timesheet/v2${m.v2[1]}`, ...handler });
    app.post(`/hrms/timesheet${m.legacy}`, handler);
  }

  for (const url of paths('/timesheets/week/unsubmit', `${SUBMISSION}/un-submit`)) {
    app.post(url, {
      config: { access: submit, flag: 'timesheet' },
      schema: { tags, body: weekRef, response: { 200: weekView } },
      handler: (request) =>
        answer(request, (tx, flags) =>
          unsubmitWeek(tx, viewerOf(request), request.body.weekStartDate, flags.restrictHistoricalTimeSheetEdit),
        ),
    });
  }

  for (const url of paths('/timesheets/week/copy-last-week', `${SUBMISSION}/copy-last-week`)) {
    app.post(url, {
      config: { access: submit, flag: 'timesheet' },
      schema: { tags, body: weekRef, response: { 200: weekView } },
      handler: (request) =>
        answer(request, (tx, flags) =>
          copyLastWeek(tx, viewerOf(request), request.body.weekStartDate, flags.restrictHistoricalTimeSheetEdit),
        ),
    });
  }
}
