import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resignedEmployeePage } from '@tenure/domain/onboarding';
import { api } from '../../../lib/api/index.ts';
import { ONBOARDING_API } from '../activation/activationApi.ts';

export function useResignedEmployees(query: Record<string, string>) {
  return useQuery({
    queryKey: ['onboarding', 'resigned', query],
    queryFn: () => api.request(`${ONBOARDING_API}/resigned-employees`, resignedEmployeePage, { query }),
    placeholderData: keepPreviousData,
  });
}

export function downloadResignedExport(query: Record<string, string>) {
  return api.download(`${ONBOARDING_API}/resigned-employees/export`, { query });
}
