import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageOf } from '@tenure/domain/paging';
import { timesheetImportDetailView, timesheetImportView, timesheetUploadView } from '@tenure/domain/timesheets';
import { dryRunApi } from '../../../components/upload/dryRunApi.ts';
import { api } from '../../../lib/api/index.ts';

/** SPEC §7 timesheet-upload: template, dry run, marked file, load. */
export const timesheetUploadApi = dryRunApi('/api/timesheet/v2/timesheet-upload', timesheetUploadView);

const IMPORTS = '/api/timesheet/v2/batch/imports';

/** The import history, a page at a time (the batch service). */
export const useTimesheetImports = (page: number, size: number) =>
  useQuery({
    queryKey: ['timesheet-imports', page, size],
    queryFn: () =>
      api.request(IMPORTS, pageOf(timesheetImportView), { query: { page: String(page), size: String(size) } }),
    placeholderData: keepPreviousData,
  });

export const useTimesheetImport = (id: string) =>
  useQuery({
    queryKey: ['timesheet-imports', id],
    queryFn: () => api.request(`${IMPORTS}/${id}`, timesheetImportDetailView),
  });
