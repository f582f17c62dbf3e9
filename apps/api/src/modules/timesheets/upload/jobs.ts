import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { permissionMapSchema } from '@tenure/domain/access';
import { dateFormat } from '@tenure/domain/dates';
import { sumHours, TIMESHEET_UPLOAD_MAX_ROWS, TIMESHEET_UPLOAD_MESSAGES, type TimesheetUploadResult } from '@tenure/domain/timesheets';
import { timesheetLines } from '../../../db/schema/index.ts';
import { decideRequestsAtOnce } from '../../../platform/approvals.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { takeBulkTurn } from '../../../platform/bulk-loads.ts';
import { jsonParam, queryRows, type Tx } from '../../../platform/db.ts';
import type { JobRunner } from '../../../platform/jobs.ts';
import { readSheet } from '../../../platform/sheets.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { REQUEST_TYPE } from '../approvals/service.ts';
import { decidableBy } from '../policy.ts';
import { checkTimesheetFile, type UploadLine } from './service.ts';
import { projectLineApprover } from '../weeks/queries.ts';
import { refreshWeeks } from '../weeks/service.ts';

export const TIMESHEET_UPLOAD_JOB = 'timesheet.bulkLoad';

/**
 * Writes the checked lines: each week created if new, each line sent to its approver as when an
 * employee submits, then the lines the uploader may decide approved through the approval pattern.
 * A line someone changed since the check (now waiting or approved) fails the whole load.
 */
export async function writeUploadLines(tx: Tx, v: Viewer, lines: readonly UploadLine[]): Promise<{ approved: number; submitted: number }> {
  if (lines.length === 0) return { approved: 0, submitted: 0 };
  const rows = lines.map((l) => ({ employee_id: l.employeeId, week_start: l.weekStartDate, project_id: l.projectId, task_id: l.taskId, hours: l.hours, total: sumHours(l.hours) }));
  const input = jsonParam(rows);
  await tx.execute(sql`
    insert into timesheet_weeks (tenant_id, employee_id, week_start_date, week_end_date)
    select distinct current_setting('app.tenant_id'), x.employee_id, x.week_start, x.week_start + 6
      from jsonb_to_recordset(${input}) as x(employee_id uuid, week_start date)
    on conflict do nothing`);
  const written = await queryRows<{ id: string; weekId: string; projectId: string; employeeId: string }>(
    tx,
    sql`insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, task_id, hours, total, status, submitted_at, approver_id)
        select current_setting('app.tenant_id'), w.id, x.employee_id, 'project', x.project_id, x.task_id,
               array(select jsonb_array_elements_text(x.hours)::real), x.total, 'pending', now(), ${projectLineApprover(sql`x.project_id`)}
          from jsonb_to_recordset(${input}) as x(employee_id uuid, week_start date, project_id uuid, task_id uuid, hours jsonb, total real)
          join timesheet_weeks w on w.employee_id = x.employee_id and w.week_start_date = x.week_start
        on conflict (week_id, kind, project_id, task_id) do update
           set hours = excluded.hours, total = excluded.total, status = 'pending', submitted_at = now(), approver_id = excluded.approver_id,
               decided_by = null, decided_at = null, decision_reason = null, updated_at = now()
         where timesheet_lines.status in ('saved', 'rejected')
        returning id, week_id as "weekId", project_id as "projectId", employee_id as "employeeId"`,
  );
  if (written.length !== lines.length) throw new Error(TIMESHEET_UPLOAD_MESSAGES.lineDecided);
  const toApprove = new Set(lines.filter((l) => l.approve).map((l) => `${l.employeeId}|${l.projectId}`));
  const approveIds = written.filter((w) => toApprove.has(`${w.employeeId}|${w.projectId}`)).map((w) => w.id);
  const applied = await decideRequestsAtOnce(tx, {
    requestType: REQUEST_TYPE, table: timesheetLines, ids: approveIds, to: 'approved', allowed: decidableBy(v, sql`r`, true), decidedBy: v.employeeId, tenantCode: v.tenantCode,
  });
  await refreshWeeks(tx, [...new Set(written.map((w) => w.weekId))]);
  return { approved: applied.length, submitted: written.length - applied.length };
}

/** The load of a checked timesheet file: checked again in the job's transaction, then written whole, or not at all. */
export function defineUploadJobs(jobs: JobRunner, storage: FileStorage): void {
  jobs.define({
    kind: TIMESHEET_UPLOAD_JOB,
    params: z.object({
      dateFormat,
      today: z.iso.date(),
      restrictHistoricalEdit: z.boolean().default(false),
      /** The uploader as they were when they started it: their keys decide which lines enter approved. */
      employeeId: z.uuid().nullable(),
      permissions: permissionMapSchema,
      fileKey: z.string(),
      fileType: z.enum(['xlsx', 'csv']),
      fileName: z.string(),
    }),
    async run(tx, job): Promise<TimesheetUploadResult> {
      const { params } = job;
      const bytes = await takeBulkTurn(tx, `timesheet-upload:${job.tenantCode}`, storage, params.fileKey, TIMESHEET_UPLOAD_MESSAGES.fileGone);
      job.progress(5);
      const v: Viewer = { userId: job.userId!, employeeId: params.employeeId, permissions: params.permissions, tenantCode: job.tenantCode, requestId: `job:${params.fileKey}` };
      const { view, lines } = await checkTimesheetFile(tx, v, params, await readSheet(bytes, params.fileType, TIMESHEET_UPLOAD_MAX_ROWS));
      if (view.errors.length > 0) throw new Error(TIMESHEET_UPLOAD_MESSAGES.hasErrors(view.errors.length));
      job.progress(40);
      const written = await writeUploadLines(tx, v, lines);
      const result = { rows: view.rows, ...written, unchanged: view.unchanged };
      await recordAudit(tx, { tenantCode: job.tenantCode, actorUserId: job.userId, action: 'timesheet.upload.loaded', entity: 'timesheet_lines', entityId: null, after: { ...result, fileName: params.fileName } });
      return result;
    },
  });
}
