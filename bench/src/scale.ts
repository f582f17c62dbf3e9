/**
 * Load past one process (issue 37 item 7): TENANTS tenants of 20,000 people each (tenant `scale1` …),
 * copied onto a private PostgreSQL primary with a streaming standby, then USERS simulated users
 * (think time included) against 1, 2 and 3 API processes behind a real nginx, without and with the
 * standby as read replica. Prints p50/p95/p99 per route, throughput, the CPU each part used and the
 * pool's waits, and where each run saturates. Prints figures; it is not a test.
 *
 *   npm run bench:scale
 *     BENCH_SCALE_URL        the database the tenants are seeded into once (default
 *                            postgres://postgres@127.0.0.1:5432/tenure_bench_scale)
 *     BENCH_SCALE_TENANTS    10      BENCH_SCALE_USERS 1000      BENCH_SECONDS 60
 *     BENCH_SCALE_THINK_MS   2000 (mean think time between a user's requests, exponential)
 *     BENCH_SCALE_PROCESSES  1,2,3
 *
 * Needs what the scale tests need: nginx, Redis on 6379 and PostgreSQL 15's programs.
 */
import http from 'node:http';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../../apps/api/src/platform/db.ts';
import { freshRedisPrefix, missingForCluster, REDIS_URL, startCluster } from '../../apps/api/test/scale/cluster.ts';
import { missingForStreamingPair, startStreamingPair } from '../../apps/api/test/scale/streaming-pair.ts';
import { ensureDatabase, login } from './bench-kit.ts';
import { cpuMeter } from './cpu.ts';
import { fixed, summarise, type LoadResult } from './load.ts';
import { seedLargeTenant } from './seed-large.ts';

const SOURCE_URL = process.env.BENCH_SCALE_URL ?? 'postgres://postgres@127.0.0.1:5432/tenure_bench_scale';
const TENANTS = Number(process.env.BENCH_SCALE_TENANTS ?? 10);
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_SCALE_THINK_MS ?? 2000);
const PROCESS_COUNTS = (process.env.BENCH_SCALE_PROCESSES ?? '1,2,3').split(',').map(Number);
/** The private servers' copy of the seeded database (its name tells its server processes apart). */
const COPY = 'tenure_bench_scale_copy';
const [PRIMARY_PORT, STANDBY_PORT, NGINX_PORT] = [5450, 5451, 5460];
const METRICS_TOKEN = 'bench-scale-metrics-token-0123456789';
/** Connections per process: 3 processes × (pool + direct + replica pool) stay below the servers' 100. */
const POOL_SIZE = 8;

const missing = (await missingForCluster(true)) ?? missingForStreamingPair();
if (missing) {
  console.error(`bench:scale cannot run here: ${missing}`);
  process.exit(1);
}

// 1. The tenants, seeded once into the source database (about 8 s a tenant), statistics fresh.
await ensureDatabase(SOURCE_URL);
const source = await openDatabase({ databaseUrl: SOURCE_URL });
const codes = Array.from({ length: TENANTS }, (_, i) => `scale${i + 1}`);
const t0 = Date.now();
let created = 0;
for (const code of codes) if ((await seedLargeTenant(source.db, code)).created) created++;
await source.db.execute(sql`vacuum analyze`);
const [{ n: people } = { n: 0 }] = await queryRows<{ n: number }>(
  source.db,
  sql`select count(*)::int as n from employees where tenant_id like 'scale%'`,
);
await source.close();
console.log(
  `${TENANTS} tenant${TENANTS === 1 ? '' : 's'}, ${people} people (${created} tenants seeded now, ${((Date.now() - t0) / 1000).toFixed(0)} s)`,
);

// 2. A primary and a streaming standby of its own, holding a copy.
const t1 = Date.now();
const pair = await startStreamingPair({
  primaryPort: PRIMARY_PORT,
  standbyPort: STANDBY_PORT,
  sourceUrl: SOURCE_URL,
  database: COPY,
  settings: ['shared_buffers = 512MB', 'max_connections = 100', 'work_mem = 8MB'],
});
console.log(
  `primary :${PRIMARY_PORT} and standby :${STANDBY_PORT} streaming (${((Date.now() - t1) / 1000).toFixed(0)} s)`,
);

/** One kind of request a simulated user sends, with how often among that user's requests. */
interface Route {
  name: string;
  weight: number;
  method: 'GET' | 'PUT';
  path: string;
  body?: () => string;
}
type Role = 'employee' | 'manager' | 'hr';
const MIX: Record<Role, Route[]> = {
  employee: [
    { name: 'GET my actions', weight: 3, method: 'GET', path: '/api/home/my-actions' },
    { name: 'GET directory page', weight: 3, method: 'GET', path: '/api/hrms/hris/employee/directory?page=1&size=20' },
    {
      name: 'GET directory search',
      weight: 2,
      method: 'GET',
      path: '/api/hrms/hris/employee/directory?page=1&size=20&search=priya',
    },
    { name: 'GET quick links', weight: 1, method: 'GET', path: '/api/hrms/hris/employee/quick-links' },
    {
      name: 'PUT own language',
      weight: 1,
      method: 'PUT',
      path: '/api/auth/language',
      body: () => JSON.stringify({ language: Math.random() < 0.5 ? 'en' : 'hi' }),
    },
  ],
  manager: [
    { name: 'GET my team', weight: 3, method: 'GET', path: '/api/hrms/hris/employee/my-team' },
    {
      name: 'GET reportee subtree page',
      weight: 2,
      method: 'GET',
      path: '/api/hrms/hris/employee/my-team?indirect=true&page=1&size=25',
    },
    { name: 'GET my actions', weight: 2, method: 'GET', path: '/api/home/my-actions' },
  ],
  hr: [
    {
      name: 'GET employees page',
      weight: 3,
      method: 'GET',
      path: '/api/hrms/hris/employee?page=1&size=20&sort=employeeName&order=asc',
    },
    { name: 'GET header search', weight: 3, method: 'GET', path: '/api/hrms/hris/employee/search?query=sharma' },
    {
      name: 'GET report rows',
      weight: 1,
      method: 'GET',
      path: '/api/reports/employee-master-report/rows?size=20&legalEntity=all',
    },
    {
      name: 'PUT employee contact',
      weight: 1,
      method: 'PUT',
      path: '/api/hrms/hris/employee/B000042/profile/contact',
      body: () =>
        JSON.stringify({
          mobilePhone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
          currentAddress: { line1: '1 MG Road', city: 'Bengaluru', country: 'India', postalCode: '560001' },
        }),
    },
  ],
};
/** Of every ten users: seven employees, two managers, one HR. */
const roleOf = (user: number): Role => (user % 10 < 7 ? 'employee' : user % 10 < 9 ? 'manager' : 'hr');
const LOGIN: Record<Role, string> = { employee: 'benchemp', manager: 'benchmgr', hr: 'benchhr' };

function pick(routes: Route[]): Route {
  let r = Math.random() * routes.reduce((n, route) => n + route.weight, 0);
  for (const route of routes) if ((r -= route.weight) < 0) return route;
  return routes.at(-1)!;
}

interface Run {
  label: string;
  total: LoadResult;
  routes: Map<string, LoadResult>;
  /** CPU used, in cores (CPU seconds ÷ seconds): the API processes, PostgreSQL (both servers), this load generator. */
  cores: { api: number; db: number; load: number };
  /** Mean wait for a pooled connection per transaction, in ms, over every process. */
  poolWaitMs: number;
  /** The primary's connections of the API, by what they were doing: mean number at a time (sampleConnections). */
  connections: Map<string, number>;
  replicaReads: number;
  errorSample: string[];
}

/** The sum of one metric family's samples in Prometheus text (all labels). */
const metricSum = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
const replicaReadsOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('tenure_db_reads_total{') && line.includes('on="replica"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

async function metricsOf(ports: number[]) {
  let waitSum = 0;
  let waitCount = 0;
  let replicaReads = 0;
  for (const port of ports) {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await res.text();
    waitSum += metricSum(text, 'tenure_db_pool_wait_seconds_sum');
    waitCount += metricSum(text, 'tenure_db_pool_wait_seconds_count');
    replicaReads += replicaReadsOf(text);
  }
  return { waitSum, waitCount, replicaReads };
}

/**
 * What the primary's connections were doing during a run, sampled every 50 ms from
 * pg_stat_activity: running (on a core or its own I/O), waiting for a lock or other event, or in a
 * transaction waiting for the API process's next statement (`idle in transaction`). Answers the
 * mean number of connections in each state at a time: where a request's time goes in the database.
 */
function sampleConnections(url: string) {
  const client = new pg.Client({ connectionString: url });
  const counts = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const sampling = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select case when state like 'idle in transaction%' then 'in a transaction, waiting for the API'
                     when wait_event_type is null then 'running'
                     else 'waiting: ' || wait_event_type || ' ' || wait_event end as what,
                count(*)::int as n
           from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
            and state <> 'idle'
          group by 1`,
      );
      samples++;
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.end();
  })();
  return {
    async stop(): Promise<Map<string, number>> {
      stopped = true;
      await sampling;
      return new Map([...counts].map(([what, n]) => [what, n / Math.max(1, samples)]));
    },
  };
}

/** USERS users for `seconds`: each sends a request, waits for it, thinks, and sends the next. */
async function drive(port: number, sessions: Map<string, Record<string, string>>, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const latencies = new Map<string, number[]>();
  const all: number[] = [];
  let errors = 0;
  const errorSample: string[] = [];
  const deadline = Date.now() + seconds * 1000;
  const send = (route: Route, headers: Record<string, string>) =>
    new Promise<number>((resolve) => {
      const body = route.body?.();
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: route.method,
          path: route.path,
          agent,
          headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status >= 400 && errorSample.length < 5)
              errorSample.push(`${route.name}: ${status} ${Buffer.concat(chunks).toString().slice(0, 160)}`);
            resolve(status);
          });
        },
      );
      request.on('error', (error) => {
        if (errorSample.length < 5) errorSample.push(`${route.name}: ${error.message}`);
        resolve(0);
      });
      request.end(body);
    });
  const user = async (n: number) => {
    const role = roleOf(n);
    const headers = sessions.get(`${codes[n % codes.length]}:${role}`)!;
    // Users arrive over the first think time, not all at once.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * THINK_MS));
    while (Date.now() < deadline) {
      const route = pick(MIX[role]);
      const started = process.hrtime.bigint();
      const status = await send(route, headers);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (status >= 200 && status < 300) {
        all.push(ms);
        const own = latencies.get(route.name) ?? [];
        own.push(ms);
        latencies.set(route.name, own);
      } else errors++;
      // No think time past the end: the run's seconds are the load's, not the longest user's pause.
      const think = -Math.log(1 - Math.random()) * THINK_MS;
      await new Promise((resolve) => setTimeout(resolve, Math.min(think, Math.max(0, deadline - Date.now()))));
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: USERS }, (_, n) => user(n)));
  agent.destroy();
  const elapsed = (Date.now() - started) / 1000;
  return {
    total: summarise(all, errors, elapsed),
    routes: new Map([...latencies].map(([name, values]) => [name, summarise(values, 0, elapsed)])),
    errorSample,
  };
}

const runs: Run[] = [];
try {
  for (const replica of [false, true]) {
    for (const count of PROCESS_COUNTS) {
      const label = `${count} process${count === 1 ? '' : 'es'}${replica ? ', replica' : ''}`;
      const cluster = await startCluster({
        nginxPort: NGINX_PORT,
        count,
        databaseUrl: pair.primaryUrl,
        env: {
          REDIS_URL,
          REDIS_KEY_PREFIX: freshRedisPrefix(),
          METRICS_TOKEN,
          DATABASE_POOL_SIZE: String(POOL_SIZE),
          RATE_LIMIT_PER_MINUTE: '100000000',
          RATE_LIMIT_PER_USER_PER_MINUTE: '100000000',
          RATE_LIMIT_PER_TENANT_PER_MINUTE: '100000000',
          ...(replica ? { DATABASE_READ_URL: pair.standbyUrl } : {}),
        },
      });
      try {
        const sessions = new Map<string, Record<string, string>>();
        for (const code of codes)
          for (const role of ['employee', 'manager', 'hr'] as const)
            sessions.set(`${code}:${role}`, await login(cluster.nginxPort, LOGIN[role], code));
        await drive(cluster.nginxPort, sessions, 10); // warm-up: caches, plans, connections
        const ports = cluster.processes.map((p) => p.port);
        const before = await metricsOf(ports);
        const meter = cpuMeter(
          cluster.processes.map((p) => p.child.pid!),
          COPY,
        );
        const clientBefore = process.cpuUsage();
        const sampler = sampleConnections(pair.primaryUrl);
        const driven = await drive(cluster.nginxPort, sessions, SECONDS);
        const connections = await sampler.stop();
        const client = process.cpuUsage(clientBefore);
        const cpu = meter.stop(Math.max(1, driven.total.requests + driven.total.errors));
        const after = await metricsOf(ports);
        const seconds = driven.total.seconds;
        const waits = after.waitCount - before.waitCount;
        runs.push({
          label,
          total: driven.total,
          routes: driven.routes,
          cores: {
            api: cpu.apiSeconds / seconds,
            db: cpu.dbSeconds / seconds,
            load: (client.user + client.system) / 1e6 / seconds,
          },
          poolWaitMs: waits > 0 ? ((after.waitSum - before.waitSum) * 1000) / waits : 0,
          connections,
          replicaReads: after.replicaReads - before.replicaReads,
          errorSample: driven.errorSample,
        });
        console.log(`${label}: ${fixed(driven.total.rps)} req/s, p95 ${fixed(driven.total.p95)} ms`);
      } finally {
        await cluster.stop();
      }
    }
  }
} finally {
  pair.stop();
}

const cores = os.cpus().length;
/** Where a run is bound: the machine's cores, the pool, or the database's share of the work. */
const saturation = (run: Run) => {
  const used = run.cores.api + run.cores.db + run.cores.load;
  if (used >= cores * 0.85)
    return `CPU (${fixed(used, 2)} of ${cores} cores busy${run.cores.db > run.cores.api ? ', most in PostgreSQL' : ', most in the API'})`;
  if (run.poolWaitMs > 5) return `pool (mean wait ${fixed(run.poolWaitMs)} ms)`;
  return `not saturated (${fixed(used, 2)} of ${cores} cores)`;
};

console.log(
  `\n${USERS} users over ${TENANTS} tenant${TENANTS === 1 ? '' : 's'} of ${people / TENANTS} people, mean think time ${THINK_MS} ms, ${SECONDS} s a run, ${cores} cores (API, PostgreSQL, standby and this load generator on the same machine)`,
);
console.log(
  'latencies in ms through nginx; cores: CPU seconds per second used by the API processes, PostgreSQL and the load\n',
);
console.log(
  'run'.padEnd(22) +
    'req/s'.padStart(8) +
    'p50'.padStart(8) +
    'p95'.padStart(8) +
    'p99'.padStart(8) +
    'err'.padStart(6) +
    ' | ' +
    'api'.padStart(6) +
    'db'.padStart(6) +
    'load'.padStart(6) +
    'pool ms'.padStart(9) +
    'replica'.padStart(9) +
    '  saturates at',
);
for (const run of runs)
  console.log(
    run.label.padEnd(22) +
      fixed(run.total.rps).padStart(8) +
      fixed(run.total.p50).padStart(8) +
      fixed(run.total.p95).padStart(8) +
      fixed(run.total.p99).padStart(8) +
      String(run.total.errors).padStart(6) +
      ' | ' +
      fixed(run.cores.api, 2).padStart(6) +
      fixed(run.cores.db, 2).padStart(6) +
      fixed(run.cores.load, 2).padStart(6) +
      fixed(run.poolWaitMs, 2).padStart(9) +
      String(run.replicaReads).padStart(9) +
      `  ${saturation(run)}`,
  );

const routeNames = [...new Set(Object.values(MIX).flatMap((routes) => routes.map((r) => r.name)))];
for (const run of runs) {
  console.log(`\n${run.label}: per route (req/s, p50 / p95 / p99 ms)`);
  for (const name of routeNames) {
    const r = run.routes.get(name);
    if (r)
      console.log(
        `  ${name.padEnd(28)}${fixed(r.rps).padStart(8)}${fixed(r.p50).padStart(8)}${fixed(r.p95).padStart(8)}${fixed(r.p99).padStart(8)}`,
      );
  }
  const busy = [...run.connections].sort((a, b) => b[1] - a[1]).filter(([, n]) => n >= 0.05);
  console.log(
    `  primary's connections at a time: ${busy.map(([what, n]) => `${what} ${fixed(n, 1)}`).join(', ') || 'none busy'}`,
  );
  if (run.errorSample.length) console.log(`  errors, first ones: ${run.errorSample.join(' | ')}`);
}
