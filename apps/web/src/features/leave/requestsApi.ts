import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z, type ZodType } from 'zod';
import type { DecisionVerb } from '@tenure/domain/approvals';
import {
  bulkDecisionView,
  compOffView,
  leaveDayCountView,
  leaveDocumentView,
  leaveRequestView,
  pagedView,
  teamLeaveOverviewView,
  type CompOffInput,
  type LeaveApplicationInput,
  type LeaveDayType,
} from '@tenure/domain/leave';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { compOffRow, leaveRow, type RequestKind, type RequestRow } from './requestRows.ts';

export const LEAVE_BASE = '/api/hrms/leave-attendance';

/** Leave and comp-off requests share their paths, paging and decisions; only the base path and the view differ. */
const KINDS = {
  leave: { path: `${LEAVE_BASE}/leave-request`, page: pagedView(leaveRequestView) },
  compOff: { path: `${LEAVE_BASE}/comp-off-request`, page: pagedView(compOffView) },
} as const;

/** Whose requests a list shows: the caller's own, their team's (manager) or everyone's (HR). */
export type RequestScope = 'mine' | 'manager' | 'hr';

export interface RequestPage {
  rows: RequestRow[];
  total: number;
}

/** Everything of the leave pages is read again after any leave action, and so is the bell. */
export function refreshLeave(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['leave'] }),
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  ]);
}

function useEntityCode() {
  return useSessionStore((s) => s.entity?.legalEntityCode);
}

async function fetchPage<View>(
  url: string,
  schema: ZodType<{ items: View[]; total: number }>,
  toRow: (view: View) => RequestRow,
  query: Record<string, string>,
): Promise<RequestPage> {
  const page = await api.request(url, schema, { query });
  return { rows: page.items.map(toRow), total: page.total };
}

function fetchRequests(kind: RequestKind, scope: RequestScope, query: Record<string, string>): Promise<RequestPage> {
  const url = scope === 'mine' ? KINDS[kind].path : `${KINDS[kind].path}/${scope}`;
  return kind === 'leave'
    ? fetchPage(url, KINDS.leave.page, leaveRow, query)
    : fetchPage(url, KINDS.compOff.page, compOffRow, query);
}

/** One page of requests; the previous page stays on screen while the next loads. */
export function useRequests(kind: RequestKind, scope: RequestScope, query: Record<string, string>) {
  const entityCode = useEntityCode();
  return useQuery({
    queryKey: ['leave', 'requests', entityCode, kind, scope, query],
    queryFn: () => fetchRequests(kind, scope, query),
    placeholderData: keepPreviousData,
  });
}

export function useApplyLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveApplicationInput) =>
      api.request(KINDS.leave.path, leaveRequestView, { method: 'POST', body: input }),
    onSuccess: () => refreshLeave(queryClient),
  });
}

export function useRequestCompOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompOffInput) => api.request(KINDS.compOff.path, compOffView, { method: 'POST', body: input }),
    onSuccess: () => refreshLeave(queryClient),
  });
}

/** A supporting document, uploaded before the application that refers to it. */
export function uploadLeaveDocument(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request(`${KINDS.leave.path}/document`, leaveDocumentView, { method: 'POST', body: form });
}

export interface Decision {
  kind: RequestKind;
  id: string;
  verb: DecisionVerb;
  reason?: string;
}

/** Approve, reject or cancel one request; the answer is the request as it now is. */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, verb, reason }: Decision) =>
      api.request(`${KINDS[kind].path}/${encodeURIComponent(id)}/${verb}`, z.unknown(), {
        method: 'PUT',
        body: reason ? { reason } : {},
      }),
    onSuccess: () => refreshLeave(queryClient),
  });
}

/** Approves several at once; requests someone else decided first come back as skipped, with why. */
export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ids }: { kind: RequestKind; ids: string[] }) =>
      api.request(`${KINDS[kind].path}/bulk-approve`, bulkDecisionView, { method: 'POST', body: { ids } }),
    onSuccess: () => refreshLeave(queryClient),
  });
}

/** The working days a request would charge and the days it leaves out; asked only for a valid range. */
export function useDayCount(range: { startDate: string; endDate: string; dayType: LeaveDayType } | null) {
  const entityCode = useEntityCode();
  return useQuery({
    queryKey: ['leave', 'day-count', entityCode, range],
    queryFn: () => api.request(`${KINDS.leave.path}/day-count`, leaveDayCountView, { query: range ?? {} }),
    enabled: range !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** The manager's overview: who is away on a date and in the week after, and the month's request counts. */
export function useTeamOverview(date: string, indirect: boolean) {
  const entityCode = useEntityCode();
  return useQuery({
    queryKey: ['leave', 'team-overview', entityCode, date, indirect],
    queryFn: () =>
      api.request(`${LEAVE_BASE}/leave-overview/team`, teamLeaveOverviewView, {
        query: { date, indirect: String(indirect) },
      }),
  });
}
