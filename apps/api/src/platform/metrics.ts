import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MESSAGES } from '@tenure/domain/messages';
import { observeDatabase, type Database } from './db.ts';
import { AppError } from './errors.ts';
import { bearerToken } from './session-transport.ts';
import type { JobRunner } from './jobs.ts';
import type { ReadRouter } from './read-replicas.ts';
import { sameHash, sha256 } from './secrets.ts';

/** Request durations in seconds: a page's calls take milliseconds, a report's export seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const DATABASE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** The route label of a request nothing matched: its raw URL would be a label value per stranger's guess. */
const UNMATCHED = 'unmatched';

/**
 * Prometheus metrics of this process at GET /metrics, for a scraper holding METRICS_TOKEN (no route
 * without it). Each API process answers for itself: Prometheus scrapes every process on its own
 * address, never through the load balancer (which hides /metrics; docs/deploy/nginx.conf).
 *
 * - `http_requests_total` and `http_request_duration_seconds` by method, route pattern
 *   (`/api/employees/:id`, never the URL itself: the labels stay few) and status; errors are the
 *   5xx (and 4xx) statuses.
 * - `tenure_db_transaction_duration_seconds` (tenant transactions, committed or rolled back) on both
 *   databases; on PostgreSQL also `tenure_db_pool_connections` (open, idle, max), `tenure_db_pool_waiting`
 *   and `tenure_db_pool_wait_seconds`. PGlite is one connection inside the process: no pool to report.
 * - `tenure_jobs` queued and running now, failed in the last day, by kind (read from the jobs table
 *   at each scrape, every tenant together).
 * - Node's own (`collectDefaultMetrics`): event-loop lag (`nodejs_eventloop_lag_seconds` and its
 *   percentiles), heap, CPU, open handles.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { token: string | undefined; database: Database; jobs: JobRunner; reads: ReadRouter | null },
): void {
  const { token, database, jobs, reads } = deps;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method, route pattern and status.',
    labelNames,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.is404 ? UNMATCHED : (request.routeOptions.url ?? UNMATCHED),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const transactions = new Histogram({
    name: 'tenure_db_transaction_duration_seconds',
    help: 'Tenant transactions from the wait for a connection to their commit or rollback.',
    buckets: DATABASE_BUCKETS,
    registers: [registry],
  });
  const poolWaits = new Histogram({
    name: 'tenure_db_pool_wait_seconds',
    help: 'Time a tenant transaction waited for a pooled PostgreSQL connection.',
    buckets: DATABASE_BUCKETS,
    registers: [registry],
  });
  observeDatabase(database.db, {
    connectionWait: (seconds) => poolWaits.observe(seconds),
    transaction: (seconds) => transactions.observe(seconds),
  });
  const poolState = database.poolState;
  if (poolState) {
    new Gauge({
      name: 'tenure_db_pool_connections',
      help: 'PostgreSQL connections of this process: open, idle, and the most the pool opens.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = poolState();
        this.set({ state: 'open' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'max' }, pool.max);
      },
    });
    new Gauge({
      name: 'tenure_db_pool_waiting',
      help: 'Transactions waiting for a PostgreSQL connection now.',
      registers: [registry],
      collect() {
        this.set(poolState().waiting);
      },
    });
  }

  if (reads) {
    new Gauge({
      name: 'tenure_db_replica_lag_seconds',
      help: 'How far each read replica is behind the primary (0: it has replayed what the primary had at the last look); absent while unknown.',
      labelNames: ['replica'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const state of reads.states())
          if (state.lagSeconds !== null) this.set({ replica: state.name }, state.lagSeconds);
      },
    });
    new Gauge({
      name: 'tenure_db_replica_up',
      help: 'Whether each read replica answered at the last look (1) or not (0).',
      labelNames: ['replica'] as const,
      registers: [registry],
      collect() {
        for (const state of reads.states()) this.set({ replica: state.name }, state.up ? 1 : 0);
      },
    });
    const served = new Counter({
      name: 'tenure_db_reads_total',
      help: 'Reads that may go to a replica (reports, exports, directory, search), by where they went and why.',
      labelNames: ['on', 'reason'] as const,
      registers: [registry],
    });
    reads.onRead((target) => served.inc({ on: target.on, reason: target.on === 'primary' ? target.reason : '' }));
  }

  new Gauge({
    name: 'tenure_jobs',
    help: 'Background jobs queued and running now, and failed in the last 24 hours, by kind (every tenant).',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    // While the database does not answer, the other metrics still do (without this one's samples).
    async collect() {
      this.reset();
      const counts = await jobs.counts().catch((err: unknown) => {
        app.log.warn({ err }, 'job counts not read for the metrics');
        return [];
      });
      for (const count of counts) this.set({ kind: count.kind, status: count.status }, count.jobs);
    },
  });

  app.get('/metrics', {
    config: { access: { public: true, tenant: 'none' }, plainPayload: true },
    schema: { hide: true },
    handler: async (request, reply) => {
      const given = bearerToken(request);
      if (!given || !sameHash(sha256(given), sha256(token)))
        throw new AppError(401, 'METRICS_TOKEN_REQUIRED', MESSAGES.metricsTokenRequired);
      reply.type(registry.contentType);
      return registry.metrics();
    },
  });
}
