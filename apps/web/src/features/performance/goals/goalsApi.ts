import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  goalDetailView,
  goalMasterView,
  goalPage,
  goalPeriodView,
  goalView,
  keyResultProgressView,
  performanceDashboardView,
  reporteeGoalSummary,
  reviewCycleDateRangeView,
  type GoalInput,
  type GoalMasterInput,
  type GoalMasterKind,
  type GoalPeriodInput,
  type GoalVerb,
  type KeyResultProgressInput,
} from '@tenure/domain/performance';
import { api } from '../../../lib/api/index.ts';

export const PMS = '/api/pms';
const MASTER_PATHS: Record<GoalMasterKind, string> = { type: 'goal-types', status: 'goal-statuses' };
/** Every goal change can move lists, progress, the dashboard and My Actions. */
export const invalidateGoals = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['goals'] });

export const useGoalMasters = (kind: GoalMasterKind, all = false) =>
  useQuery({
    queryKey: ['goals', 'masters', kind, all],
    queryFn: () =>
      api.request(`${PMS}/${MASTER_PATHS[kind]}`, z.array(goalMasterView), { query: { all: String(all) } }),
  });
export const useGoalPeriods = () =>
  useQuery({
    queryKey: ['goals', 'periods'],
    queryFn: () => api.request(`${PMS}/goal-periods`, z.array(goalPeriodView)),
  });
export const useCurrentPeriod = () =>
  useQuery({
    queryKey: ['goals', 'currentPeriod'],
    queryFn: () => api.request(`${PMS}/review-cycle-date-range`, reviewCycleDateRangeView),
  });

export function useGoals(query: Record<string, string>, enabled = true) {
  return useQuery({
    queryKey: ['goals', 'list', query],
    queryFn: () => api.request(`${PMS}/goals`, goalPage, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
export const useGoal = (id: string | null) =>
  useQuery({
    queryKey: ['goals', 'detail', id],
    queryFn: () => api.request(`${PMS}/goals/${id ?? ''}`, goalDetailView),
    enabled: id !== null,
  });
export const usePerformanceDashboard = () =>
  useQuery({
    queryKey: ['goals', 'dashboard'],
    queryFn: () => api.request(`${PMS}/dashboard`, performanceDashboardView),
  });
export const useReportees = (periodId: string | null) =>
  useQuery({
    queryKey: ['goals', 'reportees', periodId],
    queryFn: () =>
      api.request(`${PMS}/goals-reportees`, z.array(reporteeGoalSummary), { query: periodId ? { periodId } : {} }),
  });

function useGoalMutation<A>(run: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => invalidateGoals(client) });
}

export const useSaveGoal = () =>
  useGoalMutation(({ id, body }: { id: string | null; body: GoalInput }) =>
    api.request(id ? `${PMS}/goals/${id}` : `${PMS}/goals`, goalView, { method: id ? 'PUT' : 'POST', body }),
  );
export const useDeleteGoal = () =>
  useGoalMutation((id: string) => api.request(`${PMS}/goals/${id}`, z.null(), { method: 'DELETE' }));
export const useDecideGoal = () =>
  useGoalMutation(({ id, verb, reason }: { id: string; verb: GoalVerb; reason?: string }) =>
    api.request(`${PMS}/goals/${id}/${verb}`, goalView, { method: 'PUT', body: reason ? { reason } : {} }),
  );
export const useUpdateProgress = () =>
  useGoalMutation((body: KeyResultProgressInput) =>
    api.request(`${PMS}/key-results`, keyResultProgressView, { method: 'PUT', body }),
  );

export const useSaveMaster = (kind: GoalMasterKind) =>
  useGoalMutation(({ id, body }: { id: string | null; body: GoalMasterInput }) =>
    api.request(id ? `${PMS}/${MASTER_PATHS[kind]}/${id}` : `${PMS}/${MASTER_PATHS[kind]}`, goalMasterView, {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );
export const useSavePeriod = () =>
  useGoalMutation(({ id, body }: { id: string | null; body: GoalPeriodInput }) =>
    api.request(id ? `${PMS}/goal-periods/${id}` : `${PMS}/goal-periods`, goalPeriodView, {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );
