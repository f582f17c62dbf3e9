import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { JobHistoryQuery, JobHistoryView, JobStatus } from '@tenure/domain/jobs';
import { jobs, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import type { JobRow, JobRunner } from '../../platform/jobs.ts';
import { recordAudit } from '../../platform/audit.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';

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
export async function jobHistory(tx: Tx, runner: JobRunner, query: JobHistoryQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(jobs.status, query.status));
  if (query.kind) filters.push(eq(jobs.kind, query.kind));
  const where = and(...filters);
  const [total] = await tx.select({ n: count() }).from(jobs).where(where);
  const rows = await tx
    .select({ job: jobs, username: users.username })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.createdBy))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.executionNumber))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  // A running job's progress lives in the process running it: the runner adds what it knows.
  const items = await Promise.all(
    rows.map(async ({ job, username }) => historyView(job.status === 'running' ? await runner.view(tx, job.executionNumber) : job, username)),
  );
  return { items, total: total?.n ?? 0, page: query.page, size: query.size };
}

async function startedByOf(tx: Tx, row: JobRow) {
  if (!row.createdBy) return null;
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, row.createdBy));
  return user?.username ?? null;
}

export async function jobDetail(tx: Tx, runner: JobRunner, executionNumber: number) {
  const row = await runner.view(tx, executionNumber);
  return historyView(row, await startedByOf(tx, row));
}

/** Cancels a queued job (audited); one that has started, finished or was cancelled already is a 409. */
export async function cancelJob(tx: Tx, v: Viewer, runner: JobRunner, executionNumber: number) {
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
