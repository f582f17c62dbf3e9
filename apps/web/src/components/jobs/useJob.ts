import { useQuery } from '@tanstack/react-query';
import { isJobFinished, jobView } from '@tenure/domain/jobs';
import { api } from '../../lib/api/index.ts';

/** A job the user started, asked every second until it has finished (SPEC §7 poll by executionNumber). */
export function useJob(executionNumber: number | null, onFinished?: () => Promise<unknown> | void) {
  return useQuery({
    queryKey: ['jobs', executionNumber],
    queryFn: async () => {
      const job = await api.request(`/api/jobs/${String(executionNumber)}`, jobView);
      if (isJobFinished(job.status)) await onFinished?.();
      return job;
    },
    enabled: executionNumber !== null,
    refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data.status) ? false : 1000),
  });
}
