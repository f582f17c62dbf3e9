import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { holidayView } from '@tenure/domain/employees';
import { optionalHolidaysView, optionalHolidayView } from '@tenure/domain/leave';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { LEAVE_BASE, refreshLeave } from './requestsApi.ts';

const OPTIONAL_HOLIDAYS = `${LEAVE_BASE}/optional-holidays`;

/** The caller's holidays of one calendar year (their location's calendar). */
export function useHolidays(year: number) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: ['leave', 'holidays', entityCode, year],
    queryFn: () =>
      api.request('/api/hrms/hris/employee/holidays', z.array(holidayView), {
        query: { startDate: `${year}-01-01`, endDate: `${year}-12-31` },
      }),
  });
}

/** The year's optional holidays of the caller's calendar: which they took, and how many they may. */
export function useOptionalHolidays(year: number) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: ['leave', 'optional-holidays', entityCode, year],
    queryFn: () => api.request(OPTIONAL_HOLIDAYS, optionalHolidaysView, { query: { year: String(year) } }),
  });
}

/** Takes an optional holiday; day counts and the holiday lists are read again, as after any leave action. */
export function useTakeOptionalHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holidayId: string) =>
      api.request(OPTIONAL_HOLIDAYS, optionalHolidayView, { method: 'POST', body: { holidayId } }),
    onSuccess: () => refreshLeave(queryClient),
  });
}

export function useGiveBackOptionalHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holidayId: string) =>
      api.request(`${OPTIONAL_HOLIDAYS}/${encodeURIComponent(holidayId)}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => refreshLeave(queryClient),
  });
}
