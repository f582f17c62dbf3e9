import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { JOB_MESSAGES } from '@tenure/domain/jobs';
import { describeEachDatabase, openTestDatabase } from '../../test/harness.ts';
import { waitFor } from '../../test/jobs.ts';
import { APP_ROLE, withTenant, type Database } from './db.ts';
import { createJobRunner, MISSED_HEARTBEATS, type JobQueueOptions, type JobRunner } from './jobs.ts';

/** Attempts per effect key, across every runner ("process") of the test. */
const attemptsOf = new Map<string, number>();
/** Released when a hanging attempt may go on (it never is: its connection is killed instead). */
let releaseHang: () => void = () => undefined;

/** Test kinds: each writes an effect row; some fail or hang on their first attempt after writing it, some take a while. */
function defineTestKinds(runner: JobRunner) {
  runner.define({
    kind: 'test.effect',
    params: z.object({
      key: z.string(),
      firstAttempt: z.enum(['fails', 'hangs']).optional(),
      runsMs: z.number().optional(),
    }),
    run: async (tx, job) => {
      const attempt = (attemptsOf.get(job.params.key) ?? 0) + 1;
      attemptsOf.set(job.params.key, attempt);
      await tx.execute(
        sql`insert into job_effects (tenant_id, key) values (current_setting('app.tenant_id'), ${job.params.key})`,
      );
      if (job.params.runsMs) await new Promise((resolve) => setTimeout(resolve, job.params.runsMs));
      if (attempt === 1 && job.params.firstAttempt === 'fails')
        throw new Error('The process died after a partial write');
      if (attempt === 1 && job.params.firstAttempt === 'hangs')
        await new Promise<void>((resolve) => (releaseHang = resolve));
      return { key: job.params.key };
    },
    schedule: { description: 'Every day', dueOn: (day) => ({ period: day, params: { key: `scheduled-${day}` } }) },
  });
  runner.define({
    kind: 'test.broken',
    params: z.object({}),
    run: () => Promise.reject(new Error('The ledger is locked')),
  });
}

describeEachDatabase('jobs on the queue', (kind) => {
  let database: Database;
  const runners: JobRunner[] = [];
  const user = { tenantCode: 'demo', userId: randomUUID() };

  /** Heartbeats every half second: an attempt silent for 2 s is taken for dead. */
  const HEARTBEAT_SECONDS = 0.5;
  const DEAD_AFTER_MS = MISSED_HEARTBEATS * HEARTBEAT_SECONDS * 1000;

  /** A runner as one API process would have it; retries after 1-2 s (backoff from 1 s). */
  const startRunner = async (options: Partial<JobQueueOptions> = {}) => {
    const runner = createJobRunner(database, {
      work: true,
      schedules: false,
      retryLimit: 1,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      pollingIntervalSeconds: 0.5,
      onError: () => undefined,
      ...options,
    });
    defineTestKinds(runner);
    await runner.start();
    runners.push(runner);
    return runner;
  };

  const rows = async <T>(text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows as T[];
  const effects = (key: string) =>
    rows<{ tenant_id: string }>('select tenant_id from job_effects where key = $1 order by tenant_id', [key]);
  const job = async (executionNumber: number) =>
    (
      await rows<{ status: string; attempts: number; error: string | null }>(
        'select status, attempts, error from jobs where execution_number = $1',
        [executionNumber],
      )
    )[0]!;

  const finished = (n: number) =>
    waitFor(
      () => job(n),
      (j) => ['succeeded', 'failed', 'cancelled'].includes(j.status),
    );
  const deliveries = (n: number) =>
    rows<{ state: string }>(
      `select state from pgboss.job where data->>'jobId' = (select id::text from jobs where execution_number = $1) order by state`,
      [n],
    );

  /**
   * A job as a process killed during its attempt leaves it (the attempt's transaction died with
   * the process): running, its queue delivery active, its last heartbeat `silentFor` ago.
   */
  const leftByDeadProcess = async (attempts: number, silentFor: string) => {
    const queueOnly = await startRunner({ work: false });
    const n = await queueOnly.enqueue(user, 'test.effect', { key: `orphan-${attempts}-${silentFor}` });
    const [delivery] = await rows<{ id: string }>(
      `update pgboss.job set state = 'active', started_on = now() where data->>'jobId' = (select id::text from jobs where execution_number = $1) returning id`,
      [n],
    );
    await rows(
      `update jobs set status = 'running', attempts = $2, started_at = now() - interval '1 minute', heartbeat_at = now() - $3::interval, delivery_id = $4 where execution_number = $1`,
      [n, attempts, silentFor, delivery!.id],
    );
    return { n, key: `orphan-${attempts}-${silentFor}` };
  };

  beforeAll(async () => {
    attemptsOf.clear();
    database = await openTestDatabase(kind);
    await database.executeSql(
      `create table job_effects (tenant_id text not null, key text not null); grant select, insert on job_effects to ${APP_ROLE}`,
    );
  });
  afterAll(async () => {
    releaseHang();
    for (const runner of runners) await runner.stop();
    await database.close();
  });

  it('two processes run a scheduled job once per tenant and period, however often both tick', async () => {
    const [a, b] = [await startRunner(), await startRunner()];
    const day = '2031-05-17';
    const ticks = ['00:00', '00:15', '09:00'].map((time) => new Date(`${day}T${time}:00Z`));
    const queued = await Promise.all(ticks.flatMap((at) => [a.runSchedules(at), b.runSchedules(at)]));
    const tenants = (await rows<{ code: string }>('select code from tenants where is_active order by code')).map(
      (t) => t.code,
    );
    expect(queued.reduce((x, y) => x + y)).toBe(tenants.length);

    const scheduled = () =>
      rows<{ status: string; created_by: string | null }>(
        'select status, created_by from jobs where schedule_key = $1',
        [`test.effect:${day}`],
      );
    const done = await waitFor(scheduled, (list) => list.every((j) => j.status === 'succeeded'));
    expect(done).toEqual(tenants.map(() => ({ status: 'succeeded', created_by: null })));
    expect((await effects(`scheduled-${day}`)).map((e) => e.tenant_id)).toEqual(tenants);

    // The next day is another period; the schedule lists it as the next run.
    expect(a.schedules(day)).toEqual([{ kind: 'test.effect', description: 'Every day', nextRun: '2031-05-18' }]);
  });

  it('retries a job whose attempt failed after partial writes, and applies it once', async () => {
    const runner = await startRunner();
    const n = await runner.enqueue(user, 'test.effect', { key: 'flaky', firstAttempt: 'fails' });
    expect(await finished(n)).toEqual({ status: 'succeeded', attempts: 2, error: null });
    expect(await effects('flaky')).toEqual([{ tenant_id: 'demo' }]);
  });

  it('ends a job failed with its error once the retries (with backoff) are used up', async () => {
    const runner = await startRunner();
    const n = await runner.enqueue(user, 'test.broken', {});
    expect(await finished(n)).toEqual({ status: 'failed', attempts: 2, error: 'The ledger is locked' });
  });

  it('cancels a queued job, which then never runs; a started or cancelled one cannot be cancelled', async () => {
    const queueOnly = await startRunner({ work: false });
    const n = await queueOnly.enqueue(user, 'test.effect', { key: 'cancelled' });
    await withTenant(database.db, user, (tx) => queueOnly.cancel(tx, n));
    await expect(withTenant(database.db, user, (tx) => queueOnly.cancel(tx, n))).rejects.toMatchObject({
      statusCode: 409,
    });
    // A worker takes the queued delivery and drops it.
    await startRunner();
    await waitFor(
      () =>
        rows<{ state: string }>(
          `select state from pgboss.job where data->>'jobId' = (select id::text from jobs where execution_number = $1)`,
          [n],
        ),
      (list) => list[0]?.state === 'completed',
    );
    expect(await job(n)).toMatchObject({ status: 'cancelled', attempts: 0 });
    expect(await effects('cancelled')).toEqual([]);
  });

  it('retries a job whose process died during its attempt once its heartbeat is silent, and applies it once', async () => {
    const silentSince = Date.now();
    const { n, key } = await leftByDeadProcess(1, '0 seconds');
    // A surviving (or restarted) process; its queue gives up on a delivery only after 15 minutes.
    await startRunner({ expireInSeconds: 900 });
    expect(await finished(n)).toEqual({ status: 'succeeded', attempts: 2, error: null });
    // Retried once the heartbeat was silent long enough, a few heartbeats later at most.
    expect(Date.now() - silentSince).toBeGreaterThanOrEqual(DEAD_AFTER_MS);
    expect(Date.now() - silentSince).toBeLessThan(DEAD_AFTER_MS + 5000);
    expect(await effects(key)).toEqual([{ tenant_id: 'demo' }]);
    // The dead attempt's delivery was withdrawn: it is never delivered again.
    const settled = await waitFor(
      () => deliveries(n),
      (list) => list.every((d) => d.state !== 'active'),
    );
    expect(settled).toEqual([{ state: 'completed' }, { state: 'cancelled' }]);
  });

  it('fails a job whose process died during its last attempt, saying so', async () => {
    const { n, key } = await leftByDeadProcess(2, '1 minute');
    await startRunner({ expireInSeconds: 900 });
    expect(await finished(n)).toEqual({ status: 'failed', attempts: 2, error: JOB_MESSAGES.jobOwnerStopped });
    expect(await effects(key)).toEqual([]);
    expect(await deliveries(n)).toEqual([{ state: 'cancelled' }]);
  });

  it('does not take an attempt of a live process for dead, however long it runs', async () => {
    const [a] = [await startRunner(), await startRunner()];
    const n = await a!.enqueue(user, 'test.effect', { key: 'long', runsMs: DEAD_AFTER_MS + 1500 });
    expect(await finished(n)).toEqual({ status: 'succeeded', attempts: 1, error: null });
    expect(await effects('long')).toEqual([{ tenant_id: 'demo' }]);
  });

  it.runIf(kind === 'postgres')('retries a job whose connection died mid-run, and applies it once', async () => {
    // Each attempt may run 1 s: the dead one is then given up and retried.
    const runner = await startRunner({ expireInSeconds: 1 });
    const n = await runner.enqueue(user, 'test.effect', { key: 'killed', firstAttempt: 'hangs' });
    // The first attempt has written its effect (uncommitted) and hangs: its connection is killed.
    const [holder] = await waitFor(
      () =>
        rows<{ pid: number }>(
          `select l.pid from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'job_effects' and l.pid <> pg_backend_pid()`,
        ),
      (list) => list.length > 0,
    );
    await rows('select pg_terminate_backend($1)', [holder!.pid]);
    expect(await finished(n)).toEqual({ status: 'succeeded', attempts: 2, error: null });
    expect(await effects('killed')).toEqual([{ tenant_id: 'demo' }]);
  });
});
