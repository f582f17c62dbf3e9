import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  EXTERNAL_HEADERS,
  externalDecisionView,
  externalMasterDataView,
  externalWeekView,
} from '@tenure/domain/timesheets';
import { HEADERS } from '@tenure/domain/auth';
import { api } from '../../../lib/api/index.ts';

const BASE = '/api/external-approval';

/** What the link's token names (tenant and legal entity), read to send the service's headers; the server checks the signature. */
export function linkClaims(token: string): { tenant: string; entity: string } | null {
  try {
    const body = token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(body)) as { t?: unknown; e?: unknown };
    return typeof claims.t === 'string' && typeof claims.e === 'string' ? { tenant: claims.t, entity: claims.e } : null;
  } catch {
    return null;
  }
}

/** The external-approval service as the link's holder calls it: AuthorizationToken, X-TenantID, X-EntityID (SPEC §7); no session. */
export function useExternalApproval(token: string) {
  const claims = linkClaims(token);
  const headers = {
    [EXTERNAL_HEADERS.token]: token,
    [HEADERS.tenant]: claims?.tenant ?? '',
    [HEADERS.entity]: claims?.entity ?? '',
  };
  const options = { anonymous: true, plain: true, headers } as const;
  const queryClient = useQueryClient();
  const enabled = claims !== null;
  const master = useQuery({
    queryKey: ['external', token, 'master'],
    queryFn: () => api.request(`${BASE}/master-data`, externalMasterDataView, options),
    enabled,
    retry: false,
  });
  const weeks = useQuery({
    queryKey: ['external', token, 'pending'],
    queryFn: () =>
      api.request(`${BASE}/timesheets`, z.array(externalWeekView), { ...options, query: { status: 'pending' } }),
    enabled,
    retry: false,
  });
  const decide = useMutation({
    mutationFn: ({ action, lineIds, reason }: { action: 'approve' | 'reject'; lineIds: string[]; reason?: string }) =>
      api.request(`${BASE}/timesheets/${action}`, externalDecisionView, {
        ...options,
        method: 'POST',
        body: { lineIds, ...(reason ? { reason } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['external', token] }),
  });
  return { valid: enabled, master, weeks, decide };
}
