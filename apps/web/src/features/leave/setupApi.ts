import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  balanceHistoryView,
  jobStartedView,
  leaveBalanceView,
  leaveTypeView,
  openingBalanceUploadView,
  type LeaveTypeInput,
} from '@tenure/domain/leave';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { LEAVE_BASE, refreshLeave } from './requestsApi.ts';

function useEntityCode() {
  return useSessionStore((s) => s.entity?.legalEntityCode);
}

/** All leave types (HR setup), or with `eligible` the ones the caller may apply for. */
export function useLeaveTypes(eligible = false) {
  const entityCode = useEntityCode();
  return useQuery({
    queryKey: ['leave', 'types', entityCode, eligible],
    queryFn: () =>
      api.request(`${LEAVE_BASE}/leave-types`, z.array(leaveTypeView), { query: eligible ? { eligible: 'true' } : {} }),
  });
}

export function useSaveLeaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: LeaveTypeInput }) =>
      api.request(
        id ? `${LEAVE_BASE}/leave-types/${encodeURIComponent(id)}` : `${LEAVE_BASE}/leave-types`,
        leaveTypeView,
        { method: id ? 'PUT' : 'POST', body: input },
      ),
    onSuccess: () => refreshLeave(queryClient),
  });
}

export function useDeleteLeaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request(`${LEAVE_BASE}/leave-types/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' }),
    onSuccess: () => refreshLeave(queryClient),
  });
}

/** Balances per leave type; without an employee number, the caller's own. */
export function useBalances(employeeNo: string | null, yearStart?: string) {
  const entityCode = useEntityCode();
  const query: Record<string, string> = {};
  if (employeeNo) query.employeeNo = employeeNo;
  if (yearStart) query.yearStart = yearStart;
  return useQuery({
    queryKey: ['leave', 'balances', entityCode, query],
    queryFn: () => api.request(`${LEAVE_BASE}/leave-balances`, z.array(leaveBalanceView), { query }),
  });
}

/** Every credit and debit behind the balances (opening, accruals, leave taken, restored …). */
export function useBalanceHistory(employeeNo: string | null, yearStart?: string) {
  const entityCode = useEntityCode();
  const query: Record<string, string> = {};
  if (employeeNo) query.employeeNo = employeeNo;
  if (yearStart) query.yearStart = yearStart;
  return useQuery({
    queryKey: ['leave', 'balance-history', entityCode, query],
    queryFn: () => api.request(`${LEAVE_BASE}/leave-balances/history`, z.array(balanceHistoryView), { query }),
    enabled: employeeNo !== null,
  });
}

export type LeaveJob = 'accruals' | 'carry-forward';

/** Starts the accrual or carry-forward job; the answer is the execution number to follow. */
export function useStartLeaveJob(job: LeaveJob) {
  return useMutation({
    mutationFn: (body: Record<string, string>) =>
      api.request(`${LEAVE_BASE}/${job}/run`, jobStartedView, { method: 'POST', body }),
  });
}

export function downloadOpeningBalanceTemplate() {
  return api.download(`${LEAVE_BASE}/opening-balances/template`);
}

export function useUploadOpeningBalances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.request(`${LEAVE_BASE}/opening-balances/upload`, openingBalanceUploadView, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: () => refreshLeave(queryClient),
  });
}
