import {
  RESIGNED_EXPORT_COLUMNS,
  RESIGNED_EXPORT_LIMIT,
  type ResignedEmployeeFilters,
  type ResignedEmployeeQuery,
} from '@tenure/domain/onboarding';
import { utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import { toCsv, toXlsx } from '../../platform/export-files.ts';
import { resignedRows } from './lifecycle-queries.ts';

/** SPEC §2 /resigned-employee-list: who resigned (serving notice or gone), paged, searched, sorted. */
export async function listResignedEmployees(tx: Tx, query: ResignedEmployeeQuery) {
  const { items, total } = await resignedRows(tx, query, { limit: query.size, offset: (query.page - 1) * query.size });
  return { items, total, page: query.page, size: query.size };
}

/** The same list with the same filters and order, as CSV or Excel. */
export async function exportResignedEmployees(tx: Tx, filters: ResignedEmployeeFilters, format: 'csv' | 'xlsx') {
  const { items } = await resignedRows(tx, filters, { limit: RESIGNED_EXPORT_LIMIT, offset: 0 });
  const stamp = utcToday();
  return format === 'csv'
    ? {
        fileName: `resigned-employees-${stamp}.csv`,
        mimeType: 'text/csv; charset=utf-8',
        bytes: toCsv(RESIGNED_EXPORT_COLUMNS, items),
      }
    : {
        fileName: `resigned-employees-${stamp}.xlsx`,
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await toXlsx('Resigned employees', RESIGNED_EXPORT_COLUMNS, items),
      };
}
