import type { JobHistoryQuery, JobHistoryView, JobStatus } from '@tenure/domain/jobs';
import { recordAudit } from '../../platform/audit.ts';
import { utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import type { JobRow, JobRunner } from '../../platform/jobs.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import * as q from './queries.ts';

function historyView(row: JobRow, startedBy: string | null): JobHistoryView {
  return {
    executionNumber: row.executionNumber,
    kind: row.kind,
    status: row.status as JobStatus,
    progress: row.progress,
    result: (row.result as Record<string, unknown> | null) ?? null,
    error: row.error,
    attempts: row.attempts,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    startedBy,
    scheduled: row.createdBy === null,
  };
}

/** The tenant's jobs, newest first, filtered by status and kind. */
export async function jobHistory(tx: Tx, _v: Viewer, query: JobHistoryQuery, runner: JobRunner) {
  const { rows, total } = await q.jobPage(tx, query);
  // A running job's progress lives in the process running it: the runner adds what it knows.
  const items = await Promise.all(
    rows.map(async ({ job, username }) =>
      historyView(job.status === 'running' ? await runner.view(tx, job.executionNumber) : job, username),
    ),
  );
  return { items, total, page: query.page, size: query.size };
}

async function startedByOf(tx: Tx, row: JobRow) {
  return row.createdBy ? q.usernameOf(tx, row.createdBy) : null;
}

export async function jobDetail(
  tx: Tx,
  _v: Viewer,
  { executionNumber }: { executionNumber: number },
  runner: JobRunner,
) {
  const row = await runner.view(tx, executionNumber);
  return historyView(row, await startedByOf(tx, row));
}

/** Cancels a queued job (audited); one that has started, finished or was cancelled already is a 409. */
export async function cancelJob(
  tx: Tx,
  v: Viewer,
  { executionNumber }: { executionNumber: number },
  runner: JobRunner,
) {
  const { before, after } = await runner.cancel(tx, executionNumber);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'job.cancel',
    entity: 'job',
    entityId: String(executionNumber),
    before: { status: before.status },
    after: { status: after.status },
  });
  return historyView(after, await startedByOf(tx, after));
}

/** The schedules of every job kind with their next runs (job schedules count in UTC days). */
export const jobSchedules = (runner: JobRunner) => runner.schedules(utcToday());
