import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { directoryPage, employeeListPage, myTeamPage, reportingManagerView } from '@tenure/domain/employees';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';

const BASE = '/api/hrms/hris/employee';

/** One page of the HR employee list; the previous page stays on screen while the next loads. */
export function useEmployeeList(query: Record<string, string>) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: ['employees', 'list', entityCode, query],
    queryFn: () => api.request(BASE, employeeListPage, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The list's filters as they are, in CSV or XLSX; the file name comes from the server. */
export function downloadEmployeeExport(query: Record<string, string>) {
  return api.download(`${BASE}/export`, { query });
}

export function useDirectory(query: Record<string, string>) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: ['employees', 'directory', entityCode, query],
    queryFn: () => api.request(`${BASE}/directory`, directoryPage, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useMyTeam(query: { indirect: boolean; page: number; size: number }) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: ['employees', 'my-team', entityCode, query],
    queryFn: () =>
      api.request(`${BASE}/my-team`, myTeamPage, {
        query: { indirect: String(query.indirect), page: String(query.page), size: String(query.size) },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * HR moves an employee under another manager. Profiles, teams and the people chart all show the
 * reporting line, so all of them are read again.
 */
export function useChangeReportingManager(employeeNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (managerEmployeeNumber: string) =>
      api.request(`${BASE}/${encodeURIComponent(employeeNumber)}/reporting-manager`, reportingManagerView, {
        method: 'PUT',
        body: { managerEmployeeNumber },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
        queryClient.invalidateQueries({ queryKey: ['org', 'people-chart'] }),
      ]),
  });
}
