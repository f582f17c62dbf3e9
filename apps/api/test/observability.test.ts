import { afterAll, beforeAll, expect, it } from 'vitest';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { onServer } from './databases.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

/** Issue 37 item 6: Prometheus metrics at /metrics behind METRICS_TOKEN, liveness and readiness. */
describeEachDatabase('metrics and health', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { METRICS_TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async (): Promise<ParsedFamily[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusTextFormat(res.body);
  };
  const family = (families: ParsedFamily[], name: string) => {
    const found = families.find((f) => f.name === name);
    if (!found) throw new Error(`no metric ${name}`);
    return found;
  };
  const requestsOf = (families: ParsedFamily[], route: string, status: string) =>
    family(families, 'http_requests_total')
      .metrics.filter((m) => m.labels?.route === route && m.labels.status_code === status)
      .reduce((sum, m) => sum + Number(m.value), 0);

  it('refuses /metrics without the token, or with a wrong one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'METRICS_TOKEN_REQUIRED' });
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    const { headers } = await loginAs(t.app, 'hrdirector');
    const before = await scrape();
    const id = 'employee-pii-report';
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/no/such/route/4711', headers });
    const after = await scrape();

    expect(requestsOf(after, '/api/reports/:key', '200') - requestsOf(before, '/api/reports/:key', '200')).toBe(3);
    expect(requestsOf(after, 'unmatched', '404') - requestsOf(before, 'unmatched', '404')).toBe(1);
    const routes = family(after, 'http_requests_total').metrics.map((m) => m.labels?.route ?? '');
    expect(routes.filter((route) => route.includes(id) || route.includes('4711'))).toEqual([]);
    const durations = family(after, 'http_request_duration_seconds');
    expect(durations.type).toBe('HISTOGRAM');
    // (The parser keeps a histogram's buckets but not its labels: the counter above has those.)
    expect(Object.keys(durations.metrics[0]!.buckets!)).toContain('+Inf');
  });

  it('reports database transactions, the pool on PostgreSQL, jobs by kind and the event loop', async () => {
    const { headers } = await loginAs(t.app, 'hrdirector');
    const before = await scrape();
    const transactions = (families: ParsedFamily[]) =>
      Number(family(families, 'tenure_db_transaction_duration_seconds').metrics[0]?.count ?? 0);
    expect((await t.app.inject({ method: 'GET', url: '/api/reports/employee-pii-report', headers })).statusCode).toBe(
      200,
    );
    // Jobs of a kind no worker takes: two waiting, one failed an hour ago, one failed last week.
    await t.database.executeSql(
      `insert into jobs (tenant_id, kind, status, finished_at) values
         ('demo', 'test.idle', 'queued', null), ('acme', 'test.idle', 'queued', null),
         ('demo', 'test.idle', 'failed', now() - interval '1 hour'), ('demo', 'test.idle', 'failed', now() - interval '7 days')`,
    );
    const after = await scrape();

    expect(transactions(after)).toBeGreaterThan(transactions(before));
    if (kind === 'postgres') {
      const pool = family(after, 'tenure_db_pool_connections').metrics;
      expect(Number(pool.find((m) => m.labels?.state === 'max')!.value)).toBe(8);
      expect(Number(pool.find((m) => m.labels?.state === 'open')!.value)).toBeGreaterThan(0);
      expect(Number(family(after, 'tenure_db_pool_wait_seconds').metrics[0]!.count)).toBeGreaterThan(0);
    } else {
      expect(after.some((f) => f.name === 'tenure_db_pool_connections')).toBe(false);
    }
    const idleJobs = family(after, 'tenure_jobs').metrics.filter((m) => m.labels?.kind === 'test.idle');
    expect(idleJobs.map((m) => [m.labels!.status, Number(m.value)]).sort()).toEqual([
      ['failed', 1],
      ['queued', 2],
    ]);
    expect(family(after, 'nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
  });

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: kind });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const newest = 'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1';
    const [row] = (await t.database.executeSql(newest)).rows as { id: number; hash: string; created_at: string }[];
    await t.database.executeSql('delete from drizzle.__drizzle_migrations where id = $1', [row!.id]);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'DATABASE_NOT_MIGRATED' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await t.database.executeSql(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [row!.id, row!.hash, row!.created_at],
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  // PGlite runs inside the process: it cannot become unreachable while the process lives.
  it.runIf(kind === 'postgres')(
    'is not ready while the database refuses connections, and ready again after',
    async () => {
      const name = new URL(t.databaseUrl!).pathname.slice(1);
      const refuse = (refused: boolean) =>
        onServer(async (c) => {
          await c.query(`alter database ${name} allow_connections ${refused ? 'false' : 'true'}`);
          if (refused)
            await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
        });
      await refuse(true);
      try {
        const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
        expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
        // The metrics still answer, without the job counts the database would give.
        const families = await scrape();
        expect(families.find((f) => f.name === 'tenure_jobs')?.metrics ?? []).toEqual([]);
        expect(families.some((f) => f.name === 'http_requests_total')).toBe(true);
      } finally {
        await refuse(false);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    },
  );
});
