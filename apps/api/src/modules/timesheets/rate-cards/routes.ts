import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  rateApplyView,
  rateCardApply,
  rateCardInput,
  rateCardListView,
  ratePreviewView,
} from '@tenure/domain/timesheets';
import { viewerOf } from '../../../platform/viewer.ts';
import { paths } from '../paths.ts';
import { applyRateChange, listRateCards, previewRateChange } from './service.ts';
import { REVENUE_ACCESS } from '../revenue/routes.ts';

const tags = ['timesheets'];
const BASE = '/revenue-details/rate-cards';

/** Rate cards of a project (SPEC §7 revenue update): list, preview a change, apply it once confirmed. */
export function rateCardRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const url of paths(BASE)) {
    app.get(url, {
      config: REVENUE_ACCESS,
      schema: { tags, querystring: z.object({ projectId: z.uuid() }), response: { 200: rateCardListView } },
      handler: (request) => request.inTenant((tx) => listRateCards(tx, viewerOf(request), request.query.projectId)),
    });
    app.post(url, {
      config: REVENUE_ACCESS,
      schema: { tags, body: rateCardApply, response: { 200: rateApplyView } },
      handler: (request) => request.inTenant((tx) => applyRateChange(tx, viewerOf(request), request.body.card)),
    });
  }
  for (const url of paths(`${BASE}/preview`)) {
    app.post(url, {
      config: REVENUE_ACCESS,
      schema: { tags, body: rateCardInput, response: { 200: ratePreviewView } },
      handler: (request) => request.inTenant((tx) => previewRateChange(tx, viewerOf(request), request.body)),
    });
  }
}
