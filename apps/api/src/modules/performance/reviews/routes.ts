import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feature, section } from '@tenure/domain/access';
import {
  feedbackInput,
  feedbackRequestView,
  managerReviewInput,
  meetingInput,
  meetingNotesInput,
  meetingView,
  peerRequestInput,
  releasedReviewView,
  reviewSummary,
  reviewView,
  selfReviewInput,
  upwardSummaryView,
} from '@tenure/domain/performance';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { idParam } from '../../../platform/route-schemas.ts';
import { viewerOf } from '../../../platform/viewer.ts';
import {
  acknowledgeReview,
  myReviews,
  recordMeetingNotes,
  releasedReviews,
  reviewDetail,
  saveManagerReview,
  saveSelfReview,
  scheduleMeeting,
  teamReviews,
} from './service.ts';
import {
  feedbackRequest,
  myFeedbackRequests,
  myUpwardSummary,
  requestPeers,
  saveFeedback,
  withdrawPeer,
} from './feedback-service.ts';

const tags = ['performance'];
const self = {
  access: { requires: section('PERFORMANCE_MANAGEMENT', 'EmpSelfReview'), scope: 'self' },
  flag: 'performanceSelfReview',
} as const;
const team = {
  access: { requires: feature('PERFORMANCE_MANAGEMENT', 'TeamPerformanceReview'), scope: 'reportees' },
} as const;

/** Self review, manager review with meetings, and the released review (SPEC §7 self review, manager review). */
export function reviewRoutes(fastify: FastifyInstance, _deps: ModuleDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/self-review/cycles', {
    config: self,
    schema: { tags, response: { 200: z.array(reviewSummary) } },
    handler: (request) => request.inTenant((tx) => myReviews(tx, viewerOf(request))),
  });
  app.get('/self-review/:id', {
    config: self,
    schema: { tags, params: idParam, response: { 200: reviewView } },
    handler: (request) => request.inTenant((tx) => reviewDetail(tx, viewerOf(request), request.params.id, 'employee')),
  });
  app.put('/self-review/:id', {
    config: self,
    schema: { tags, params: idParam, body: selfReviewInput, response: { 200: reviewView } },
    handler: (request) =>
      request.inTenant((tx) => saveSelfReview(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.get('/review-details', {
    config: self,
    schema: { tags, response: { 200: z.array(releasedReviewView) } },
    handler: (request) => request.inTenant((tx) => releasedReviews(tx, viewerOf(request))),
  });
  app.post('/review-details/:id/acknowledge', {
    config: self,
    schema: { tags, params: idParam, response: { 200: releasedReviewView } },
    handler: (request) => request.inTenant((tx) => acknowledgeReview(tx, viewerOf(request), request.params.id)),
  });

  app.get('/manager-review/reviews', {
    config: team,
    schema: {
      tags,
      querystring: z.object({ cycleId: z.uuid().optional() }),
      response: { 200: z.array(reviewSummary) },
    },
    handler: (request) => request.inTenant((tx) => teamReviews(tx, viewerOf(request), request.query.cycleId ?? null)),
  });
  app.get('/manager-review/:id', {
    config: team,
    schema: { tags, params: idParam, response: { 200: reviewView } },
    handler: (request) => request.inTenant((tx) => reviewDetail(tx, viewerOf(request), request.params.id, 'manager')),
  });
  app.put('/manager-review/:id', {
    config: team,
    schema: { tags, params: idParam, body: managerReviewInput, response: { 200: reviewView } },
    handler: (request) =>
      request.inTenant((tx) => saveManagerReview(tx, viewerOf(request), request.params.id, request.body)),
  });
  app.post('/manager-review/:id/meetings', {
    config: team,
    schema: { tags, params: idParam, body: meetingInput, response: { 201: meetingView } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await request.inTenant((tx) => scheduleMeeting(tx, viewerOf(request), request.params.id, request.body))),
  });
  app.put('/manager-review/meetings/:id/notes', {
    config: team,
    schema: { tags, params: idParam, body: meetingNotesInput, response: { 200: meetingView } },
    handler: (request) =>
      request.inTenant((tx) => recordMeetingNotes(tx, viewerOf(request), request.params.id, request.body.notes)),
  });

  app.post('/manager-review/:id/peers', {
    config: team,
    schema: { tags, params: idParam, body: peerRequestInput, response: { 200: reviewView } },
    handler: (request) =>
      request.inTenant(async (tx) => {
        await requestPeers(tx, viewerOf(request), request.params.id, request.body.employeeNumbers);
        return reviewDetail(tx, viewerOf(request), request.params.id, 'manager');
      }),
  });
  app.delete('/manager-review/:id/peers/:feedbackId', {
    config: team,
    schema: { tags, params: idParam.extend({ feedbackId: z.uuid() }), response: { 200: reviewView } },
    handler: (request) =>
      request.inTenant(async (tx) => {
        await withdrawPeer(tx, viewerOf(request), request.params.id, request.params.feedbackId);
        return reviewDetail(tx, viewerOf(request), request.params.id, 'manager');
      }),
  });
  app.get('/manager-review/upward-feedback', {
    config: team,
    schema: { tags, response: { 200: z.array(upwardSummaryView) } },
    handler: (request) => request.inTenant((tx) => myUpwardSummary(tx, viewerOf(request))),
  });

  app.get('/feedback-requests', {
    config: self,
    schema: { tags, response: { 200: z.array(feedbackRequestView) } },
    handler: (request) => request.inTenant((tx) => myFeedbackRequests(tx, viewerOf(request))),
  });
  app.get('/feedback-requests/:id', {
    config: self,
    schema: { tags, params: idParam, response: { 200: feedbackRequestView } },
    handler: (request) => request.inTenant((tx) => feedbackRequest(tx, viewerOf(request), request.params.id)),
  });
  app.put('/feedback-requests/:id', {
    config: self,
    schema: { tags, params: idParam, body: feedbackInput, response: { 200: feedbackRequestView } },
    handler: (request) =>
      request.inTenant((tx) => saveFeedback(tx, viewerOf(request), request.params.id, request.body)),
  });
}
