import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { leaveTypeView } from '@tenure/domain/leave';
import {
  assignedPolicyView,
  planAssignmentView,
  planNameCheckView,
  policiesPerEmployeePage,
  policiesPerEmployeeRow,
  policyHolidayView,
  policyPlanView,
  policyTypeView,
  type PlanAssignmentInput,
  type PolicyHolidayInput,
  type PolicyPlanInput,
} from '@tenure/domain/policies';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';

const BASE = '/api/hrms/hris';
const POLICIES_KEY = ['policies'] as const;
const PLANS_KEY = [...POLICIES_KEY, 'plans'] as const;
const enc = encodeURIComponent;

export type PoliciesPerEmployeeRow = z.infer<typeof policiesPerEmployeeRow>;

/** The nine policy types with their ids (plans are asked for by type id). */
export function usePolicyTypes() {
  return useQuery({
    queryKey: [...POLICIES_KEY, 'types'],
    queryFn: () => api.request(`${BASE}/policy-type`, z.array(policyTypeView)),
    staleTime: 5 * 60_000,
  });
}

/** The plans of one type, default first (SPEC §4). */
export function usePolicyPlans(policyTypeId: string) {
  return useQuery({
    queryKey: [...PLANS_KEY, policyTypeId],
    queryFn: () => api.request(`${BASE}/policy-plan`, z.array(policyPlanView), { query: { policyTypeId } }),
  });
}

/**
 * A plan change moves employees between plans (counts, per-employee view) and may take the default
 * flag from another plan, so everything about policies is read again.
 */
function useInvalidatePolicies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
}

export function useSavePlan(policyTypeId: string) {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PolicyPlanInput }) =>
      id
        ? api.request(`${BASE}/policy-plan/${id}`, policyPlanView, { method: 'PUT', body: input })
        : api.request(`${BASE}/policy-plan`, policyPlanView, { method: 'POST', body: { ...input, policyTypeId } }),
    onSuccess: invalidate,
  });
}

export function useMakeDefault() {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/policy-plan/${id}/default`, policyPlanView, { method: 'PUT' }),
    onSuccess: invalidate,
  });
}

export function useDeletePlan() {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: (id: string) => api.request(`${BASE}/policy-plan/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** The live name check of the plan form; asked only for a name the user has typed (the caller debounces). */
export function usePlanNameCheck(policyTypeId: string, name: string, excludeId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...POLICIES_KEY, 'name-check', policyTypeId, name, excludeId],
    queryFn: () =>
      api.request(`${BASE}/policy-plan/validate-name`, planNameCheckView, {
        query: { policyTypeId, name, ...(excludeId ? { excludeId } : {}) },
      }),
    enabled,
    retry: false,
    staleTime: 10_000,
  });
}

/** The leave types a leave plan can grant; the leave module owns them, so a failure leaves the choice unavailable. */
export function useLeaveTypeOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['leave', 'types', 'options'],
    queryFn: () =>
      api.request(
        '/api/hrms/leave-attendance/leave-types',
        z.array(leaveTypeView.pick({ id: true, code: true, name: true, isActive: true })),
      ),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

export function usePlanAssignments(planId: string) {
  return useQuery({
    queryKey: [...PLANS_KEY, planId, 'assignments'],
    queryFn: () => api.request(`${BASE}/policy-plan/${planId}/assignments`, z.array(planAssignmentView)),
  });
}

export function useAssignPlan(planId: string) {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: (input: PlanAssignmentInput) =>
      api.request(`${BASE}/policy-plan/${planId}/assignments`, z.array(planAssignmentView), {
        method: 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveAssignment(planId: string) {
  const invalidate = useInvalidatePolicies();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      api.request(`${BASE}/policy-plan/${planId}/assignments/${assignmentId}`, z.null(), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** One employee's effective plan of every type (SPEC §8: a failure is announced by the caller). */
export function useAssignedPolicies(employeeNumber: string) {
  return useQuery({
    queryKey: [...POLICIES_KEY, 'assigned', employeeNumber],
    queryFn: () => api.request(`${BASE}/assigned-policies/${enc(employeeNumber)}`, z.array(assignedPolicyView)),
    retry: false,
  });
}

export function usePoliciesPerEmployee(query: { pageNo: number; pageSize: number; filterValue: string }) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: [...POLICIES_KEY, 'per-employee', entityCode, query],
    queryFn: () =>
      api.request(`${BASE}/policies-per-employee`, policiesPerEmployeePage, {
        query: {
          pageNo: String(query.pageNo),
          pageSize: String(query.pageSize),
          ...(query.filterValue ? { filterValue: query.filterValue } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

const HOLIDAYS_KEY = (planId: string) => [...PLANS_KEY, planId, 'holidays'] as const;

export function usePlanHolidays(planId: string, year: number) {
  return useQuery({
    queryKey: [...HOLIDAYS_KEY(planId), year],
    queryFn: () =>
      api.request(`${BASE}/policy-plan/${planId}/holidays`, z.array(policyHolidayView), {
        query: { year: String(year) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveHoliday(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PolicyHolidayInput }) =>
      api.request(
        id ? `${BASE}/policy-plan/${planId}/holidays/${id}` : `${BASE}/policy-plan/${planId}/holidays`,
        policyHolidayView,
        {
          method: id ? 'PUT' : 'POST',
          body: input,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY(planId) }),
  });
}

export function useDeleteHoliday(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.request(`${BASE}/policy-plan/${planId}/holidays/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY(planId) }),
  });
}
