import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  calibrationView,
  cycleAudienceView,
  feedbackRequestView,
  upwardFeedbackRow,
  upwardSummaryView,
  meetingView,
  releasedReviewView,
  reviewCycleView,
  reviewSummary,
  reviewView,
  type CalibrationChangeInput,
  type CalibrationGroupQuery,
  type ManagerReviewInput,
  type MeetingInput,
  type ReviewAnswers,
  type ReviewCycleInput,
} from '@tenure/domain/performance';
import { api } from '../../../lib/api/index.ts';

const PMS = '/api/pms';
/** Any review change can move the lists, the review, the calibration view and /review-details. */
const useReviewMutation = <A, T>(run: (args: A) => Promise<T>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: ['reviews'] }) });
};

export const useReviewCycles = () =>
  useQuery({
    queryKey: ['reviews', 'cycles'],
    queryFn: () => api.request(`${PMS}/review-cycles`, z.array(reviewCycleView)),
  });
export const useReviewCycle = (id: string) =>
  useQuery({
    queryKey: ['reviews', 'cycles', id],
    queryFn: () => api.request(`${PMS}/review-cycles/${id}`, reviewCycleView),
  });
export const useSaveCycle = () =>
  useReviewMutation(({ id, body }: { id: string | null; body: ReviewCycleInput }) =>
    api.request(id ? `${PMS}/review-cycles/${id}` : `${PMS}/review-cycles`, reviewCycleView, {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );
export const useDeleteCycle = () =>
  useReviewMutation((id: string) => api.request(`${PMS}/review-cycles/${id}`, z.null(), { method: 'DELETE' }));
export const useLaunchCycle = () =>
  useReviewMutation((id: string) =>
    api.request(`${PMS}/review-cycles/${id}/launch`, z.object({ executionNumber: z.number() }), { method: 'POST' }),
  );
export const useReleaseCycle = () =>
  useReviewMutation((id: string) =>
    api.request(`${PMS}/review-cycles/${id}/release`, reviewCycleView, { method: 'POST' }),
  );

export const useCycleAudience = (id: string) =>
  useQuery({
    queryKey: ['reviews', 'audience', id],
    queryFn: () => api.request(`${PMS}/review-cycles/${id}/employees`, cycleAudienceView),
  });
export const useSetMembers = (id: string) =>
  useReviewMutation((body: { employeeNumbers: string[]; mode: 'include' | 'exclude' | 'none' }) =>
    api.request(`${PMS}/review-cycles/${id}/employees`, cycleAudienceView, { method: 'PUT', body }),
  );

export const useMyReviews = () =>
  useQuery({
    queryKey: ['reviews', 'mine'],
    queryFn: () => api.request(`${PMS}/self-review/cycles`, z.array(reviewSummary)),
  });
export const useTeamReviews = () =>
  useQuery({
    queryKey: ['reviews', 'team'],
    queryFn: () => api.request(`${PMS}/manager-review/reviews`, z.array(reviewSummary)),
  });
export type ReviewSide = 'self' | 'manager';
const sidePath = (side: ReviewSide) => (side === 'self' ? 'self-review' : 'manager-review');
export const useReview = (side: ReviewSide, id: string | null) =>
  useQuery({
    queryKey: ['reviews', side, id],
    enabled: id !== null,
    queryFn: () => api.request(`${PMS}/${sidePath(side)}/${id}`, reviewView),
  });
export const useSaveSelfReview = (id: string) =>
  useReviewMutation((body: { answers: ReviewAnswers; submit: boolean }) =>
    api.request(`${PMS}/self-review/${id}`, reviewView, { method: 'PUT', body }),
  );
export const useSaveManagerReview = (id: string) =>
  useReviewMutation((body: ManagerReviewInput) =>
    api.request(`${PMS}/manager-review/${id}`, reviewView, { method: 'PUT', body }),
  );
export const useScheduleMeeting = (reviewId: string) =>
  useReviewMutation((body: MeetingInput) =>
    api.request(`${PMS}/manager-review/${reviewId}/meetings`, meetingView, { method: 'POST', body }),
  );
export const useMeetingNotes = () =>
  useReviewMutation(({ id, notes }: { id: string; notes: string }) =>
    api.request(`${PMS}/manager-review/meetings/${id}/notes`, meetingView, { method: 'PUT', body: { notes } }),
  );

export const useReleasedReviews = () =>
  useQuery({
    queryKey: ['reviews', 'released'],
    queryFn: () => api.request(`${PMS}/review-details`, z.array(releasedReviewView)),
  });
export const useAcknowledge = () =>
  useReviewMutation((id: string) =>
    api.request(`${PMS}/review-details/${id}/acknowledge`, releasedReviewView, { method: 'POST' }),
  );

const groupQuery = (group: CalibrationGroupQuery): Record<string, string> => ({
  groupBy: group.groupBy,
  ...(group.groupId ? { groupId: group.groupId } : {}),
});
export const useCalibration = (cycleId: string, group: CalibrationGroupQuery) =>
  useQuery({
    queryKey: ['reviews', 'calibration', cycleId, group],
    queryFn: () =>
      api.request(`${PMS}/review-cycles/${cycleId}/calibration`, calibrationView, { query: groupQuery(group) }),
  });
export const useCalibrationChange = (cycleId: string, group: CalibrationGroupQuery) =>
  useReviewMutation((body: CalibrationChangeInput) =>
    api.request(`${PMS}/review-cycles/${cycleId}/calibration/changes`, calibrationView, {
      method: 'POST',
      body,
      query: groupQuery(group),
    }),
  );
export const useCloseSession = (cycleId: string, group: CalibrationGroupQuery) =>
  useReviewMutation(() =>
    api.request(`${PMS}/review-cycles/${cycleId}/calibration/close`, calibrationView, {
      method: 'POST',
      query: groupQuery(group),
    }),
  );
export const useSaveConfiguration = (cycleId: string) =>
  useReviewMutation((body: { targetDistribution: number[]; outlierThreshold: number }) =>
    api.request(`${PMS}/review-cycles/${cycleId}/calibration/configuration`, reviewCycleView, { method: 'PUT', body }),
  );

/** Peer and upward feedback (issue 20 items 1 and 3). */
export const useRequestPeers = (reviewId: string) =>
  useReviewMutation((employeeNumbers: string[]) =>
    api.request(`${PMS}/manager-review/${reviewId}/peers`, reviewView, { method: 'POST', body: { employeeNumbers } }),
  );
export const useWithdrawPeer = (reviewId: string) =>
  useReviewMutation((feedbackId: string) =>
    api.request(`${PMS}/manager-review/${reviewId}/peers/${feedbackId}`, reviewView, { method: 'DELETE' }),
  );
export const useFeedbackRequests = () =>
  useQuery({
    queryKey: ['reviews', 'feedback'],
    queryFn: () => api.request(`${PMS}/feedback-requests`, z.array(feedbackRequestView)),
  });
export const useSaveFeedback = (id: string) =>
  useReviewMutation((body: { answers: ReviewAnswers; submit: boolean }) =>
    api.request(`${PMS}/feedback-requests/${id}`, feedbackRequestView, { method: 'PUT', body }),
  );
export const useUpwardSummary = () =>
  useQuery({
    queryKey: ['reviews', 'upward'],
    queryFn: () => api.request(`${PMS}/manager-review/upward-feedback`, z.array(upwardSummaryView)),
  });
export const useCycleUpwardFeedback = (cycleId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['reviews', 'upward', cycleId],
    enabled,
    queryFn: () => api.request(`${PMS}/review-cycles/${cycleId}/upward-feedback`, z.array(upwardFeedbackRow)),
  });
