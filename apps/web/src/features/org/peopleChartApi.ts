import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { managerChainView, reporteeView } from '@tenure/domain/employees';
import { api } from '../../lib/api/index.ts';

/** Direct reportees of one employee, loaded when their node of the people chart opens. */
export const reporteesQuery = (employeeNumber: string) =>
  queryOptions({
    queryKey: ['org', 'people-chart', 'reportees', employeeNumber],
    queryFn: () =>
      api.request('/api/hrms/hris/employee/reportees', z.array(reporteeView), { query: { employeeNumber } }),
    staleTime: 60_000,
  });

/** The managers above one employee, nearest first, so the chart can climb to the top. */
export const managerChainQuery = (employeeNumber: string) =>
  queryOptions({
    queryKey: ['org', 'people-chart', 'manager-chain', employeeNumber],
    queryFn: () =>
      api.request(`/api/hrms/hris/employee/${encodeURIComponent(employeeNumber)}/manager-chain`, managerChainView),
    staleTime: 60_000,
  });
