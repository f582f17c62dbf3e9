import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { historyPageView, weekHistoryView, weekView, type WeekSaveInput } from '@tenure/domain/timesheets';
import { api } from '../../../lib/api/index.ts';
import { useSessionStore } from '../../../lib/session/store.ts';

export const TIMESHEETS_V2 = '/api/timesheet/v2/timesheets';

/** Every timesheet page is read again after a timesheet action, and so are the bell and My Actions. */
export function refreshTimesheets(queryClient: QueryClient) {
  return Promise.all(
    ['timesheets', 'notifications', 'myActions', 'home'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}

export const useEntityCode = () => useSessionStore((s) => s.entity?.legalEntityCode);

/** A week: by any of its days (the caller's own, or `employeeId`'s; without one, the week of their today) or by its id. */
export function useWeek(target: { date?: string; employeeId?: string } | { id: string }) {
  const entityCode = useEntityCode();
  return useQuery({
    queryKey: ['timesheets', 'week', entityCode, target],
    queryFn: () =>
      'id' in target
        ? api.request(`${TIMESHEETS_V2}/${encodeURIComponent(target.id)}`, weekView)
        : api.request(`${TIMESHEETS_V2}/week`, weekView, {
            query: {
              ...(target.date && { date: target.date }),
              ...(target.employeeId && { employeeId: target.employeeId }),
            },
          }),
    placeholderData: keepPreviousData,
  });
}

export type WeekAction = 'save' | 'submit' | 'unsubmit' | 'copy';

/** Save, submit, un-submit or copy last week; the answer is the week as it now is. */
export function useWeekAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, input }: { action: WeekAction; input: WeekSaveInput }) => {
      switch (action) {
        case 'save':
          return api.request(`${TIMESHEETS_V2}/week`, weekView, { method: 'PUT', body: input });
        case 'submit':
          return api.request(`${TIMESHEETS_V2}/week/submit`, weekView, { method: 'POST', body: input });
        case 'unsubmit':
          return api.request(`${TIMESHEETS_V2}/week/unsubmit`, weekView, {
            method: 'POST',
            body: { weekStartDate: input.weekStartDate },
          });
        case 'copy':
          return api.request(`${TIMESHEETS_V2}/week/copy-last-week`, weekView, {
            method: 'POST',
            body: { weekStartDate: input.weekStartDate },
          });
      }
    },
    onSuccess: () => refreshTimesheets(queryClient),
  });
}

/** The caller's weeks, a page of 20 (SPEC §9). */
export function useWeekHistory(page: number) {
  const entityCode = useEntityCode();
  return useQuery({
    queryKey: ['timesheets', 'history', entityCode, page],
    queryFn: () =>
      api.request(`${TIMESHEETS_V2}/employee`, historyPageView, { query: { page: String(page), size: '20' } }),
    placeholderData: keepPreviousData,
  });
}

/** The week's history log (flag timesheetHistoryLog), read when the user opens it. */
export function useWeekHistoryLog(weekId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['timesheets', 'history-log', weekId],
    queryFn: () => api.request(`${TIMESHEETS_V2}/${encodeURIComponent(weekId!)}/history-log`, weekHistoryView),
    enabled: enabled && weekId !== null,
  });
}
