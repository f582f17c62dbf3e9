import { sql } from 'drizzle-orm';
import type { PageQuery } from '@tenure/domain/paging';
import type { TimesheetImportDetailView, TimesheetImportView } from '@tenure/domain/timesheets';
import type { UploadRowError } from '@tenure/domain/uploads';
import { jsonParam, queryRows, type Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';

/** A file someone tried to load: refused with its errors, or started as a job. */
export interface ImportRecord {
  fileName: string;
  rows: number;
  uploadedBy: string;
  outcome: 'refused' | 'started';
  errors: readonly UploadRowError[];
  executionNumber: number | null;
  fileKey: string | null;
}

export async function recordImport(tx: Tx, r: ImportRecord): Promise<void> {
  await tx.execute(sql`
    insert into timesheet_imports (tenant_id, file_name, file_key, rows, outcome, execution_number, errors, uploaded_by)
    values (current_setting('app.tenant_id'), ${r.fileName}, ${r.fileKey}, ${r.rows}, ${r.outcome}, ${r.executionNumber}, ${jsonParam(r.errors)}, ${r.uploadedBy})`);
}

/** The status the history shows: refused, else its job's. */
const importColumns = sql`i.id, i.file_name as "fileName", i.rows, i.execution_number as "executionNumber",
  case when i.outcome = 'refused' then 'refused' else coalesce(j.status, 'queued') end as status,
  case when j.status = 'succeeded' then j.result end as result, case when j.status = 'failed' then j.error end as failure,
  jsonb_array_length(i.errors)::int as "errorCount",
  (select coalesce(e.display_name, u.username) from users u left join employees e on e.id = u.employee_id where u.id = i.uploaded_by) as "uploadedBy",
  to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`;

/** The import history (/timesheet-bulk-upload), latest first. */
export async function listImports(tx: Tx, q: PageQuery) {
  const rows = await queryRows<TimesheetImportView & { total: number }>(
    tx,
    sql`select ${importColumns}, count(*) over ()::int as total
          from timesheet_imports i left join jobs j on j.execution_number = i.execution_number
         order by i.created_at desc, i.id limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return { items: rows.map(({ total: _, ...r }) => r), total: rows[0]?.total ?? 0, page: q.page, size: q.size };
}

/** One file's details and errors (/timesheet-file-details/{id}). */
export async function importDetails(tx: Tx, id: string): Promise<TimesheetImportDetailView> {
  const [row] = await queryRows<TimesheetImportDetailView>(
    tx,
    sql`select ${importColumns}, i.errors from timesheet_imports i left join jobs j on j.execution_number = i.execution_number where i.id = ${id}`,
  );
  if (!row) throw notFound();
  return row;
}
