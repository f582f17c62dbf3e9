import { z } from 'zod';
import { permissionMapSchema } from '@tenure/domain/access';
import { dateFormat } from '@tenure/domain/dates';
import {
  sumHours,
  TIMESHEET_UPLOAD_MAX_ROWS,
  TIMESHEET_UPLOAD_MESSAGES,
  type TimesheetUploadResult,
} from '@tenure/domain/timesheets';
import { decideRequestsAtOnce } from '../../../platform/approvals.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { takeBulkTurn } from '../../../platform/bulk-loads.ts';
import type { Tx } from '../../../platform/db.ts';
import type { JobRunner } from '../../../platform/jobs.ts';
import { readSheet } from '../../../platform/sheets.ts';
import type { FileStorage } from '../../../platform/storage.ts';
import { SYSTEM_SCOPE, type Viewer } from '../../../platform/viewer.ts';
import { lineRequests } from '../approvals/queries.ts';
import { decidableBy } from '../policy.ts';
import { writeSubmittedLines } from './queries.ts';
import { checkTimesheetFile, type UploadLine } from './service.ts';
import { refreshWeeks } from '../weeks/service.ts';

export const TIMESHEET_UPLOAD_JOB = 'timesheet.bulkLoad';

/**
 * Writes the checked lines: each week created if new, each line sent to its approver as when an
 * employee submits, then the lines the uploader may decide approved through the approval pattern.
 * A line someone changed since the check (now waiting or approved) fails the whole load.
 */
export async function writeUploadLines(
  tx: Tx,
  v: Viewer,
  lines: readonly UploadLine[],
): Promise<{ approved: number; submitted: number }> {
  if (lines.length === 0) return { approved: 0, submitted: 0 };
  const rows = lines.map((l) => ({
    employee_id: l.employeeId,
    week_start: l.weekStartDate,
    project_id: l.projectId,
    task_id: l.taskId,
    hours: l.hours,
    total: sumHours(l.hours),
  }));
  const written = await writeSubmittedLines(tx, rows);
  if (written.length !== lines.length) throw new Error(TIMESHEET_UPLOAD_MESSAGES.lineDecided);
  const toApprove = new Set(lines.filter((l) => l.approve).map((l) => `${l.employeeId}|${l.projectId}`));
  const approveIds = written.filter((w) => toApprove.has(`${w.employeeId}|${w.projectId}`)).map((w) => w.id);
  const applied = await decideRequestsAtOnce(tx, {
    ...lineRequests((line) => decidableBy(v, line, true)),
    ids: approveIds,
    to: 'approved',
    decidedBy: v.employeeId,
    tenantCode: v.tenantCode,
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
      const bytes = await takeBulkTurn(
        tx,
        `timesheet-upload:${job.tenantCode}`,
        storage,
        params.fileKey,
        TIMESHEET_UPLOAD_MESSAGES.fileGone,
      );
      job.progress(5);
      const v: Viewer = {
        userId: job.userId!,
        employeeId: params.employeeId,
        permissions: params.permissions,
        tenantCode: job.tenantCode,
        requestId: `job:${params.fileKey}`,
        // The upload route's scope (UPLOAD_ACCESS): every employee's lines.
        scope: SYSTEM_SCOPE,
      };
      const { view, lines } = await checkTimesheetFile(
        tx,
        v,
        params,
        await readSheet(bytes, params.fileType, TIMESHEET_UPLOAD_MAX_ROWS),
      );
      if (view.errors.length > 0) throw new Error(TIMESHEET_UPLOAD_MESSAGES.hasErrors(view.errors.length));
      job.progress(40);
      const written = await writeUploadLines(tx, v, lines);
      const result = { rows: view.rows, ...written, unchanged: view.unchanged };
      await recordAudit(tx, {
        tenantCode: job.tenantCode,
        actorUserId: job.userId,
        action: 'timesheet.upload.loaded',
        entity: 'timesheet_lines',
        entityId: null,
        after: { ...result, fileName: params.fileName },
      });
      return result;
    },
  });
}
