import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { holidayView } from '@tenure/domain/employees';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';

/** The caller's holidays of one calendar year (their location's calendar). */
export function useHolidays(year: number) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: ['leave', 'holidays', entityCode, year],
    queryFn: () =>
      api.request('/api/hrms/hris/employee/holidays', z.array(holidayView), { query: { startDate: `${year}-01-01`, endDate: `${year}-12-31` } }),
  });
}
