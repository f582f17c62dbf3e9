import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clockDayView, homeDashboardView } from '@tenure/domain/home';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';

const CLOCK_KEY = ['home', 'clock'] as const;

export function useHomeDashboard() {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: ['home', 'dashboard', entityCode],
    queryFn: () => api.request('/api/home/dashboard', homeDashboardView),
  });
}

/** Today's clock-in log; it refreshes every minute so an open session's duration keeps counting. */
export function useClockDay() {
  return useQuery({
    queryKey: CLOCK_KEY,
    queryFn: () => api.request('/api/home/clock', clockDayView),
    refetchInterval: 60_000,
  });
}

export function useClock(action: 'in' | 'out') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request(`/api/home/clock/${action}`, clockDayView, { method: 'POST' }),
    onSuccess: (day) => queryClient.setQueryData(CLOCK_KEY, day),
    // A refusal (already clocked in elsewhere) means the log on screen is stale.
    onError: () => queryClient.invalidateQueries({ queryKey: CLOCK_KEY }),
  });
}
