import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { JOB_MESSAGES, type JobStatus } from '@tenure/domain/jobs';
import { jobs, tenants } from '../db/schema/index.ts';
import { addDays, utcToday } from './clock.ts';
import { withTenant, type Database, type Tx } from './db.ts';
import { conflict, notFound } from './errors.ts';

/** Reports progress (0-100) while the job's transaction is open; readers see it in memory. */
export type ReportProgress = (percent: number) => void;

export interface JobRun<P> {
  tenantCode: string;
  /** The job's number in the job history. */
  executionNumber: number;
  /** Who started the job; null when its schedule did. */
  userId: string | null;
  params: P;
  progress: ReportProgress;
  /** Work for after the job's transaction has committed (handing its mails to SMTP); skipped when it rolls back. */
  afterCommit(work: () => void): void;
}

/** A due run of a scheduled kind: its period (one job per tenant and period) and the job's params. */
export interface ScheduledRun<P> {
  period: string;
  params: P;
}

/**
 * When a kind runs by itself, for every active tenant. `dueOn`: on the UTC days it answers a run for
 * (at the first tick of the day). `dueAt`: at every tick, from the tenant's own data read in its
 * transaction (settings kept per tenant or entity, such as a day and time of day in a time zone);
 * each run's period makes it happen once however many ticks (and processes) see it due.
 */
export type JobSchedule<P> =
  | { description: string; dueOn(day: string): ScheduledRun<P> | null }
  | { description: string; dueAt(tx: Tx, at: Date): Promise<ScheduledRun<P>[]> };

/**
 * A kind of background work, registered by its module (like actions.ts). `run` gets the tenant's
 * transaction: its writes and the job's success commit together.
 */
export interface JobDefinition<P> {
  kind: string;
  params: z.ZodType<P>;
  run(tx: Tx, job: JobRun<P>): Promise<Record<string, unknown>>;
  schedule?: JobSchedule<P>;
}

export interface JobQueueOptions {
  /** Take jobs in this process (off: it only queues them, for processes that serve requests only). */
  work: boolean;
  /** Start the schedule tick (every quarter hour, and one at start-up); off in tests, which tick by hand. */
  schedules: boolean;
  /** Retries after a failed attempt, each after a growing delay (pg-boss retryBackoff). */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A queue delivery still unfinished after this long is failed and retried (for an attempt that
   * hangs in a live process; a dead process is noticed sooner, by its heartbeat).
   */
  expireInSeconds: number;
  /**
   * How often a worker renews the heartbeat of the attempts it runs and looks for attempts whose
   * heartbeat fell silent (MISSED_HEARTBEATS of them: their process died), which it retries.
   */
  heartbeatSeconds: number;
  pollingIntervalSeconds: number;
  onError(error: Error): void;
}

export type JobRow = typeof jobs.$inferSelect;

export interface JobRunner {
  define<P>(definition: JobDefinition<P>): void;
  start(): Promise<void>;
  /** Stops taking work; a job still running finishes (or is failed back to the queue) first. */
  stop(): Promise<void>;
  /** Records a job a user started and queues it; returns its execution number at once. */
  enqueue(ctx: { tenantCode: string; userId: string }, kind: string, params: Record<string, unknown>): Promise<number>;
  /** Queues the scheduled jobs due at `at` for every active tenant, each at most once per period; returns how many. */
  runSchedules(at: Date): Promise<number>;
  /** The scheduled kinds with their next run after `day` (null for those due by each tenant's own settings). */
  schedules(day: string): { kind: string; description: string; nextRun: string | null }[];
  view(tx: Tx, executionNumber: number): Promise<JobRow>;
  /** Cancels a queued job (in the caller's transaction); a job that has started is a 409. */
  cancel(tx: Tx, executionNumber: number): Promise<{ before: JobRow; after: JobRow }>;
  /** Jobs queued and running now, and failed in the last FAILED_JOBS_COUNTED_HOURS, by kind (every tenant). */
  counts(): Promise<JobCount[]>;
}

export interface JobCount {
  kind: string;
  status: 'queued' | 'running' | 'failed';
  jobs: number;
}

/** How far back `counts` looks for failed jobs. */
export const FAILED_JOBS_COUNTED_HOURS = 24;

const JOB_QUEUE = 'tenure-jobs';
const SCHEDULE_QUEUE = 'tenure-schedules';
/**
 * Every quarter hour: daily kinds at the first tick of the UTC day (the calendar `today()` of the
 * leave module), kinds due at a tenant's local time of day within 15 minutes of it.
 */
const SCHEDULE_CRON = '*/15 * * * *';
/** A job may still be claimed in these states: queued (also awaiting a retry) or running in a process that died. */
const CLAIMABLE: JobStatus[] = ['queued', 'running'];
/** An attempt whose heartbeat is older than this many heartbeat intervals is taken for dead. */
export const MISSED_HEARTBEATS = 4;

interface QueuedJob {
  tenantCode: string;
  jobId: string;
}

/**
 * Jobs on pg-boss, on PostgreSQL and on PGlite alike (through Database.executeSql, as the owner:
 * pg-boss keeps its own `pgboss` schema). The jobs table is what users see; pg-boss carries the
 * delivery and retries with backoff. A worker renews the heartbeat of the jobs it runs; one whose
 * heartbeat falls silent (its process died) is delivered again by whichever worker notices first.
 * Exactly once: an attempt takes the job's lock, skips it unless it is still running, and commits
 * its work with the 'succeeded' mark; a scheduled job is recorded once per tenant and period
 * (unique index).
 */
export function createJobRunner(database: Database, options: JobQueueOptions): JobRunner {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const progress = new Map<string, number>();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schedule: options.schedules,
    // Schedules and retries of dead attempts are checked at least this often.
    maintenanceIntervalSeconds: Math.max(1, Math.min(options.expireInSeconds, 120)),
  });
  boss.on('error', options.onError);
  let workerId: string | null = null;
  let startupTick: Promise<unknown> = Promise.resolve();
  /** The jobs whose attempts run in this process: alive, whatever their heartbeat says. */
  const owned = new Set<string>();
  let heartbeat: NodeJS.Timeout | undefined;
  let beating: Promise<void> | null = null;

  const sendOptions = {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds,
  };

  async function send(tenantCode: string, jobId: string, retryLimit = options.retryLimit) {
    await boss.send(JOB_QUEUE, { tenantCode, jobId } satisfies QueuedJob, { ...sendOptions, retryLimit });
    // This process picks it up now instead of at its next poll.
    if (workerId) boss.notifyWorker(workerId);
  }

  const setStatus = (tenantCode: string, jobId: string, from: JobStatus, values: Partial<JobRow>) =>
    withTenant(database.db, { tenantCode }, (tx) =>
      tx
        .update(jobs)
        .set(values)
        .where(and(eq(jobs.id, jobId), eq(jobs.status, from))),
    );

  async function attempt(job: PgBoss.JobWithMetadata<QueuedJob>) {
    const { jobId } = job.data;
    owned.add(jobId);
    try {
      await claimAndRun(job);
    } finally {
      owned.delete(jobId);
    }
  }

  async function claimAndRun(job: PgBoss.JobWithMetadata<QueuedJob>) {
    const { tenantCode, jobId } = job.data;
    const [claimed] = await withTenant(database.db, { tenantCode }, (tx) =>
      tx
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          startedAt: sql`coalesce(${jobs.startedAt}, now())`,
          heartbeatAt: sql`now()`,
          deliveryId: job.id,
        })
        .where(and(eq(jobs.id, jobId), inArray(jobs.status, CLAIMABLE)))
        .returning(),
    );
    // Succeeded, failed for good or cancelled: nothing to do (a late re-delivery).
    if (!claimed) return;
    const definition = definitions.get(claimed.kind);
    if (!definition) {
      await setStatus(tenantCode, jobId, 'running', {
        status: 'failed',
        error: `Unknown job kind ${claimed.kind}`,
        finishedAt: new Date(),
      });
      return;
    }
    const committed: (() => void)[] = [];
    try {
      await withTenant(database.db, { tenantCode, userId: claimed.createdBy }, async (tx) => {
        // The job's lock makes a second delivery of the same job wait, then see it finished. Not its
        // row's lock: the heartbeat renews the row meanwhile.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`job:${jobId}`}, 0))`);
        const [current] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
        if (current?.status !== 'running') return;
        const result = await definition.run(tx, {
          tenantCode,
          executionNumber: claimed.executionNumber,
          userId: claimed.createdBy,
          params: definition.params.parse(claimed.params),
          progress: (percent) => progress.set(jobId, Math.max(0, Math.min(100, Math.round(percent)))),
          afterCommit: (work) => committed.push(work),
        });
        await tx
          .update(jobs)
          .set({ status: 'succeeded', progress: 100, result, error: null, finishedAt: new Date() })
          .where(eq(jobs.id, jobId));
      });
      for (const work of committed) work();
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      // Between attempts the job is queued again, with the error of the last one.
      await setStatus(
        tenantCode,
        jobId,
        'running',
        last
          ? { status: 'failed', error: (err as Error).message, finishedAt: new Date() }
          : { status: 'queued', error: (err as Error).message },
      );
      throw err;
    } finally {
      progress.delete(jobId);
    }
  }

  async function queueDue(tenantCode: string, at: Date): Promise<number> {
    const created = await withTenant(database.db, { tenantCode }, async (tx) => {
      const due: { kind: string; run: ScheduledRun<unknown> }[] = [];
      for (const { kind, schedule } of definitions.values()) {
        if (!schedule) continue;
        const runs =
          'dueOn' in schedule
            ? [schedule.dueOn(utcToday(at))].filter((run) => run !== null)
            : await schedule.dueAt(tx, at);
        for (const run of runs) due.push({ kind, run });
      }
      if (due.length === 0) return [];
      return tx
        .insert(jobs)
        .values(
          due.map(({ kind, run }) => ({
            tenantId: tenantCode,
            kind,
            params: run.params as Record<string, unknown>,
            scheduleKey: `${kind}:${run.period}`,
          })),
        )
        .onConflictDoNothing({ target: [jobs.tenantId, jobs.scheduleKey] })
        .returning({ id: jobs.id });
    });
    for (const row of created) await send(tenantCode, row.id);
    return created.length;
  }

  /**
   * One heartbeat of this worker: renews the attempts it runs, then takes over the running jobs
   * whose heartbeat fell silent (their process died). The update that renews a silent heartbeat
   * gives each to one worker only, which withdraws its dead delivery and delivers it again at once,
   * or fails it when its attempts are used up. A worker dying in between leaves it silent again,
   * for the next one to take.
   */
  async function beat() {
    if (owned.size > 0) {
      await database.db
        .update(jobs)
        .set({ heartbeatAt: sql`now()` })
        .where(and(inArray(jobs.id, [...owned]), eq(jobs.status, 'running')));
    }
    const silent = await database.db
      .update(jobs)
      .set({ heartbeatAt: sql`now()`, error: JOB_MESSAGES.jobOwnerStopped })
      .where(
        and(
          eq(jobs.status, 'running'),
          lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${options.heartbeatSeconds * MISSED_HEARTBEATS})`),
          owned.size > 0 ? notInArray(jobs.id, [...owned]) : undefined,
        ),
      )
      .returning({ id: jobs.id, tenantCode: jobs.tenantId, attempts: jobs.attempts, deliveryId: jobs.deliveryId });
    for (const job of silent) {
      if (job.deliveryId) await boss.cancel(JOB_QUEUE, job.deliveryId);
      const attemptsLeft = options.retryLimit + 1 - job.attempts;
      if (attemptsLeft > 0) await send(job.tenantCode, job.id, attemptsLeft - 1);
      else
        await database.db
          .update(jobs)
          .set({ status: 'failed', finishedAt: new Date() })
          .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    }
  }

  const runner: JobRunner = {
    define(definition) {
      definitions.set(definition.kind, definition as JobDefinition<unknown>);
    },

    async start() {
      await boss.start();
      await boss.createQueue(JOB_QUEUE);
      if (options.work) {
        workerId = await boss.work<QueuedJob>(
          JOB_QUEUE,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds },
          async ([job]) => attempt(job!),
        );
        heartbeat = setInterval(() => {
          beating ??= beat()
            .catch(options.onError)
            .finally(() => (beating = null));
        }, options.heartbeatSeconds * 1000);
      }
      if (!options.schedules) return;
      await boss.createQueue(SCHEDULE_QUEUE);
      await boss.schedule(SCHEDULE_QUEUE, SCHEDULE_CRON, {}, { tz: 'UTC' });
      await boss.work(SCHEDULE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
        await runner.runSchedules(new Date());
      });
      // A day whose tick this server missed (it was down at midnight) still gets its jobs.
      startupTick = runner.runSchedules(new Date()).catch(options.onError);
    },

    async stop() {
      clearInterval(heartbeat);
      await beating;
      await startupTick;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },

    async enqueue(ctx, kind, params) {
      if (!definitions.has(kind)) throw new Error(`Unknown job kind ${kind}`);
      const [job] = await withTenant(database.db, ctx, (tx) =>
        tx.insert(jobs).values({ tenantId: ctx.tenantCode, kind, params, createdBy: ctx.userId }).returning(),
      );
      try {
        await send(ctx.tenantCode, job!.id);
      } catch (err) {
        await setStatus(ctx.tenantCode, job!.id, 'queued', {
          status: 'failed',
          error: (err as Error).message,
          finishedAt: new Date(),
        });
        throw err;
      }
      return job!.executionNumber;
    },

    async runSchedules(at) {
      const active = await database.db.select({ code: tenants.code }).from(tenants).where(eq(tenants.isActive, true));
      let queued = 0;
      for (const tenant of active) queued += await queueDue(tenant.code, at);
      return queued;
    },

    schedules(day) {
      return [...definitions.values()].flatMap(({ kind, schedule }) => {
        if (!schedule) return [];
        let nextRun: string | null = null;
        // Every daily schedule runs at least once a year.
        if ('dueOn' in schedule)
          for (let d = addDays(day, 1), i = 0; i < 366 && !nextRun; d = addDays(d, 1), i++)
            if (schedule.dueOn(d)) nextRun = d;
        return [{ kind, description: schedule.description, nextRun }];
      });
    },

    async view(tx, executionNumber) {
      const [row] = await tx.select().from(jobs).where(eq(jobs.executionNumber, executionNumber));
      if (!row) throw notFound();
      const live = progress.get(row.id);
      return live !== undefined && row.status === 'running' ? { ...row, progress: live } : row;
    },

    async cancel(tx, executionNumber) {
      const before = await runner.view(tx, executionNumber);
      const [after] = await tx
        .update(jobs)
        .set({ status: 'cancelled', error: JOB_MESSAGES.jobCancelled, finishedAt: new Date() })
        .where(and(eq(jobs.id, before.id), eq(jobs.status, 'queued')))
        .returning();
      // Its queue entry stays: when delivered, the attempt finds the job cancelled and does nothing.
      if (!after) throw conflict(JOB_MESSAGES.jobNotQueued);
      return { before, after };
    },

    // As the owner: the counts span every tenant, and only kinds and numbers leave the database.
    async counts() {
      const { rows } = await database.executeSql(
        `select kind, status, count(*)::int as jobs from jobs
          where status in ('queued', 'running')
             or (status = 'failed' and finished_at > now() - make_interval(hours => ${FAILED_JOBS_COUNTED_HOURS}))
          group by kind, status`,
      );
      return rows as JobCount[];
    },
  };
  return runner;
}
