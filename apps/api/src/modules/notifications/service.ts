import type { JobStatus, JobView } from '@tenure/domain/jobs';
import type { Tx } from '../../platform/db.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { listNotifications, markNotificationsRead } from '../../platform/notifications.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { assertStartedBy } from './policy.ts';

/** The viewer's own notifications (the header bell). */
export const notifications = (tx: Tx, v: Viewer) => listNotifications(tx, v.userId);

/** Marks one of the viewer's notifications read, or all of them without an id. */
export const markRead = (tx: Tx, v: Viewer, input: { id?: string | undefined }) =>
  markNotificationsRead(tx, v.userId, input.id);

/** The progress of a job the viewer started. */
export async function startedJob(
  tx: Tx,
  v: Viewer,
  { executionNumber }: { executionNumber: number },
  runner: JobRunner,
): Promise<JobView> {
  const job = await runner.view(tx, executionNumber);
  assertStartedBy(v, job);
  return {
    executionNumber: job.executionNumber,
    kind: job.kind,
    status: job.status as JobStatus,
    progress: job.progress,
    result: (job.result as Record<string, unknown> | null) ?? null,
    error: job.error,
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
