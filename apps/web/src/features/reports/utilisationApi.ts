import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  utilisationPersonDaysView,
  utilisationTargetView,
  type UtilisationTargetInput,
} from '@tenure/domain/timesheets';
import { filterParams } from '../../components/table/tableState.ts';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';

/**
 * How one person's figure of a utilisation report was counted, with the report's filters on screen
 * (period, hours counted); nothing is asked until a person is picked.
 */
export function usePersonDays(reportKey: string, employeeId: string | null, filters: Record<string, string>) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const query = filterParams(filters);
  return useQuery({
    queryKey: ['reports', reportKey, 'personDays', entityCode, employeeId, query],
    queryFn: () =>
      api.request(`/api/reports/${reportKey}/people/${employeeId}/days`, utilisationPersonDaysView, { query }),
    enabled: employeeId !== null,
    retry: false,
  });
}

const TARGET_KEY = ['timesheets', 'utilisationTarget'] as const;
const TARGET_URL = '/api/timesheet/v2/utilisation-target';

/** The tenant's utilisation target and saving a new one (the KPI report is read again after a save). */
export function useUtilisationTarget() {
  const client = useQueryClient();
  return {
    target: useQuery({ queryKey: TARGET_KEY, queryFn: () => api.request(TARGET_URL, utilisationTargetView) }),
    save: useMutation({
      mutationFn: (body: UtilisationTargetInput) =>
        api.request(TARGET_URL, utilisationTargetView, { method: 'PUT', body }),
      onSuccess: async () => {
        await client.invalidateQueries({ queryKey: TARGET_KEY });
        await client.invalidateQueries({ queryKey: ['reports'] });
      },
    }),
  };
}
