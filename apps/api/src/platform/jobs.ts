import { eq } from 'drizzle-orm';
import { MESSAGES } from '@tenure/domain/messages';
import { jobs } from '../db/schema/index.ts';
import { withTenant, type Db, type Tx } from './db.ts';
import { notFound } from './errors.ts';

export interface JobContext {
  tenantCode: string;
  userId: string;
}

/** Reports progress (0-100) while the job's transaction is open; readers see it in memory. */
export type ReportProgress = (percent: number) => void;

export type JobWork = (tx: Tx, progress: ReportProgress) => Promise<Record<string, unknown>>;

/**
 * Persisted jobs (ARCHITECTURE "Jobs"): a job row with an execution number the client polls.
 * The work and the job's success commit in one transaction, so a failure or a crash leaves the
 * job failed and nothing of its work applied; re-running is the recovery.
 */
export interface JobRunner {
  /** Records the job and starts it in the background; returns its execution number at once. */
  start(ctx: JobContext, kind: string, params: Record<string, unknown>, work: JobWork): Promise<number>;
  /** Resolves when a job started by this process has finished (tests, benchmarks, shutdown). */
  settled(tenantCode: string, executionNumber: number): Promise<void>;
  view(tx: Tx, executionNumber: number): Promise<JobRow>;
  /** Running jobs of this process, awaited on shutdown. */
  drain(): Promise<void>;
}

type JobRow = typeof jobs.$inferSelect;

export function createJobRunner(db: Db): JobRunner {
  const running = new Map<string, { promise: Promise<void>; progress: number }>();
  const keyOf = (tenantCode: string, n: number) => `${tenantCode}#${n}`;

  return {
    async start(ctx, kind, params, work) {
      const [job] = await withTenant(db, ctx, (tx) =>
        tx.insert(jobs).values({ tenantId: ctx.tenantCode, kind, params, status: 'running', createdBy: ctx.userId, startedAt: new Date() }).returning(),
      );
      const key = keyOf(ctx.tenantCode, job!.executionNumber);
      const entry = { progress: 0, promise: Promise.resolve() };
      entry.promise = (async () => {
        try {
          await withTenant(db, ctx, async (tx) => {
            const result = await work(tx, (percent) => {
              entry.progress = Math.max(0, Math.min(100, Math.round(percent)));
            });
            await tx.update(jobs).set({ status: 'succeeded', progress: 100, result, finishedAt: new Date() }).where(eq(jobs.id, job!.id));
          });
        } catch (err) {
          await withTenant(db, ctx, (tx) =>
            tx.update(jobs).set({ status: 'failed', error: (err as Error).message, finishedAt: new Date() }).where(eq(jobs.id, job!.id)),
          ).catch(() => undefined);
        } finally {
          running.delete(key);
        }
      })();
      running.set(key, entry);
      return job!.executionNumber;
    },

    async settled(tenantCode, executionNumber) {
      await running.get(keyOf(tenantCode, executionNumber))?.promise;
    },

    async view(tx, executionNumber) {
      const [row] = await tx.select().from(jobs).where(eq(jobs.executionNumber, executionNumber));
      if (!row) throw notFound();
      const live = running.get(keyOf(row.tenantId, executionNumber));
      return live && row.status === 'running' ? { ...row, progress: live.progress } : row;
    },

    async drain() {
      await Promise.all([...running.values()].map((r) => r.promise));
    },
  };
}

/** At start-up: jobs a previous process left running died with it; their work was rolled back. */
export async function failInterruptedJobs(db: Db): Promise<void> {
  await db.update(jobs).set({ status: 'failed', error: MESSAGES.jobInterrupted, finishedAt: new Date() }).where(eq(jobs.status, 'running'));
}
