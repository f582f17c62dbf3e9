import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inactiveEmployeePage, lifecycleChangeView } from '@tenure/domain/onboarding';
import { api } from '../../../lib/api/index.ts';

export const ONBOARDING_API = '/api/hrms/hris/onboarding';

export function useInactiveEmployees(query: { page: number; size: number; search: string }) {
  const params: Record<string, string> = { page: String(query.page), size: String(query.size) };
  if (query.search) params.search = query.search;
  return useQuery({
    queryKey: ['onboarding', 'inactive', params],
    queryFn: () => api.request(`${ONBOARDING_API}/inactive-employees`, inactiveEmployeePage, { query: params }),
    placeholderData: keepPreviousData,
  });
}

export function useReactivateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeNumber, dateOfJoining }: { employeeNumber: string; dateOfJoining: string }) =>
      api.request(
        `${ONBOARDING_API}/inactive-employees/${encodeURIComponent(employeeNumber)}/activate`,
        lifecycleChangeView,
        { method: 'POST', body: { dateOfJoining } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['onboarding'] }),
  });
}
