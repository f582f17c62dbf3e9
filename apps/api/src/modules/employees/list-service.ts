import {
  EMPLOYEE_EXPORT_COLUMNS,
  EMPLOYEE_EXPORT_LIMIT,
  type EmployeeListFilters,
  type EmployeeListQuery,
} from '@tenure/domain/employees';
import type { PageQuery } from '@tenure/domain/paging';
import type { Tx } from '../../platform/db.ts';
import { utcToday } from '../../platform/clock.ts';
import { toCsv, toXlsx } from '../../platform/export-files.ts';
import { directoryRows, employeeListRows } from './list-queries.ts';

const pageOf = (q: PageQuery) => ({ limit: q.size, offset: (q.page - 1) * q.size });

export async function listEmployees(tx: Tx, query: EmployeeListQuery) {
  const { items, total } = await employeeListRows(tx, query, pageOf(query));
  return { items, total, page: query.page, size: query.size };
}

export async function directory(
  tx: Tx,
  query: PageQuery & {
    search?: string | undefined;
    departmentId?: string | undefined;
    locationId?: string | undefined;
  },
) {
  const { items, total } = await directoryRows(tx, query, pageOf(query));
  return { items, total, page: query.page, size: query.size };
}

export async function exportEmployees(tx: Tx, filters: EmployeeListFilters, format: 'csv' | 'xlsx') {
  const { items } = await employeeListRows(tx, filters, { limit: EMPLOYEE_EXPORT_LIMIT, offset: 0 });
  const stamp = utcToday();
  return format === 'csv'
    ? {
        fileName: `employees-${stamp}.csv`,
        mimeType: 'text/csv; charset=utf-8',
        bytes: toCsv(EMPLOYEE_EXPORT_COLUMNS, items),
      }
    : {
        fileName: `employees-${stamp}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await toXlsx('Employees', EMPLOYEE_EXPORT_COLUMNS, items),
      };
}
