import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { EMPLOYEE_SEARCH_MIN_CHARS, employeeSearchResult } from '@tenure/domain/employees';
import { api } from '../api/index.ts';
import { useSessionStore } from '../session/store.ts';

const BASE = '/api/hrms/hris/employee';

/** Employee search (SPEC §5): the caller debounces (see useEmployeeSearch); nothing is asked below 3 characters. */
export function useEmployeeSearchQuery(query: string) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const text = query.trim();
  return useQuery({
    queryKey: ['employees', 'search', entityCode, text],
    queryFn: () => api.request(`${BASE}/search`, z.array(employeeSearchResult), { query: { query: text } }),
    enabled: text.length >= EMPLOYEE_SEARCH_MIN_CHARS,
    staleTime: 30_000,
    retry: false,
  });
}
