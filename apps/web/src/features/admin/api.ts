import { useQuery } from '@tanstack/react-query';
import { setupStatusResponse } from '@tenure/domain/admin';
import { api } from '../../lib/api/index.ts';

export const SETUP_STATUS_KEY = ['admin', 'setup-status'] as const;

/** The state of every setup area of the tenant (/setup). */
export function useSetupStatus() {
  return useQuery({
    queryKey: SETUP_STATUS_KEY,
    queryFn: () => api.request('/api/admin/setup-status', setupStatusResponse),
  });
}
