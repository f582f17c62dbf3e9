import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalPageView, decisionResultView, type ApprovalTab } from '@tenure/domain/timesheets';
import { api } from '../../../lib/api/index.ts';
import { refreshTimesheets, TIMESHEETS_V2, useEntityCode } from '../week/weekApi.ts';

/** A page of employees' weeks with the lines of the tab routed to the caller (everyone's for the admin page). */
export function useApprovals(tab: ApprovalTab, page: number, size: number, all: boolean, search: string) {
  const entityCode = useEntityCode();
  return useQuery({
    queryKey: ['timesheets', 'approvals', entityCode, tab, page, size, all, search],
    queryFn: () =>
      api.request(`${TIMESHEETS_V2}/approvals`, approvalPageView, {
        query: { tab, page: String(page), size: String(size), all: String(all), ...(search ? { search } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Approve or reject lines (a week's or one); lines someone else decided first come back as skipped. */
export function useDecideLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ verb, lineIds, reason }: { verb: 'approve' | 'reject'; lineIds: string[]; reason?: string }) =>
      api.request(`${TIMESHEETS_V2}/${verb}`, decisionResultView, {
        method: 'PUT',
        body: reason ? { lineIds, reason } : { lineIds },
      }),
    onSuccess: () => refreshTimesheets(queryClient),
  });
}

/** Approves whole weeks of the team in one call. */
export function useApproveWeeks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weekIds: string[]) =>
      api.request(`${TIMESHEETS_V2}/approve-weeks`, decisionResultView, { method: 'POST', body: { weekIds } }),
    onSuccess: () => refreshTimesheets(queryClient),
  });
}
