import { initialRequestListState, requestListQuery } from '../requestListQuery.ts';
import { useRequests } from '../requestsApi.ts';

/** The first page of the Pending Approvals lists (SPEC §9: page 1, size 10, by employee name), shared with those lists' cache. */
export const PENDING_APPROVALS_QUERY = requestListQuery(
  initialRequestListState('employeeName', 'asc', 'pending'),
  false,
);

export interface PendingApprovalCounts {
  leave: number;
  compOff: number;
  total: number;
}

/**
 * How many leave and comp-off requests of the direct team wait for a decision: `counts` once both
 * are known, `settled` once both calls have answered (a failure leaves the counts unknown).
 * Read from the same query as the lists' first page, so a decision updates both at once.
 */
export function usePendingApprovalCounts(): { counts: PendingApprovalCounts | null; settled: boolean } {
  const leave = useRequests('leave', 'manager', PENDING_APPROVALS_QUERY);
  const compOff = useRequests('compOff', 'manager', PENDING_APPROVALS_QUERY);
  const settled = !leave.isPending && !compOff.isPending;
  if (leave.data === undefined || compOff.data === undefined) return { counts: null, settled };
  return {
    counts: { leave: leave.data.total, compOff: compOff.data.total, total: leave.data.total + compOff.data.total },
    settled,
  };
}
