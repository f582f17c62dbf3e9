/**
 * Benchmark of review cycles (issue 20 item 7), on PostgreSQL through a real API process:
 * launching a cycle for the bench tenant's 20,000 employees (one job), and the calibration view of a
 * 2,000-person group (distribution, outlier managers, 9-box) under a closed loop of 10 clients.
 * Prints figures; it is not a test. The cycles it makes are removed afterwards.
 *
 *   npm run bench:reviews    (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench;
 *                             BENCH_DEPARTMENTS: departments in the launched cycle, 20 = everyone;
 *                             BENCH_GROUP_DEPARTMENTS: departments in the calibrated group, 2 ≈ 2,000 people;
 *                             BENCH_SECONDS: length of the calibration load, 20 s by default)
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_REVIEW_CRITERIA } from '@tenure/domain/performance';
import { openDatabase, queryRows, type Db } from '../../apps/api/src/platform/db.ts';
import { BENCH_DATABASE_URL, ensureDatabase, login } from './bench-kit.ts';
import { fixed, getEach, runLoad } from './load.ts';
import { BENCH_TENANT, seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';
import { STEP_HEADER, jobDone, stepFigures, timed } from './steps.ts';

const DEPARTMENTS = Number(process.env.BENCH_DEPARTMENTS ?? 20);
const GROUP_DEPARTMENTS = Number(process.env.BENCH_GROUP_DEPARTMENTS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONCURRENCY = 10;
const TAG = 'Bench review';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const { record, printSummary } = stepFigures();

async function api(port: number, method: string, path: string, headers: Record<string, string>, body?: object) {
  const res = await fetch(`http://127.0.0.1:${port}/api/pms${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A cycle over the first `count` departments (all of them: no department filter). */
async function createCycle(port: number, hr: Record<string, string>, departmentIds: string[], name: string) {
  const cycle = await api(port, 'POST', '/review-cycles', hr, {
    name,
    startDate: day(-180),
    endDate: day(30),
    audience: { departmentIds },
    criteria: DEFAULT_REVIEW_CRITERIA,
    timeline: {
      self: { startDate: day(-1), endDate: day(10) },
      manager: { startDate: day(11), endDate: day(20) },
      calibration: { startDate: day(21), endDate: day(25) },
      release: { startDate: day(26), endDate: day(30) },
    },
  });
  return cycle.id as string;
}

async function removeCycles(db: Db) {
  const [{ n }] = (await queryRows<{ n: number }>(db, sql`with d as (delete from review_cycles where tenant_id = ${BENCH_TENANT} and name like ${`${TAG}%`} returning 1) select count(*)::int as n from d`)) as [{ n: number }];
  return n;
}

await ensureDatabase(BENCH_DATABASE_URL);
const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL });
await seedLargeTenant(database.db);
const server = await startApiServer(BENCH_DATABASE_URL);
try {
  await removeCycles(database.db);
  const hr = await login(server.port, 'benchhr');
  const departments = await queryRows<{ id: string }>(database.db, sql`select id from departments where tenant_id = ${BENCH_TENANT} order by order_id`);
  const run = Date.now().toString(36);
  console.log(`PostgreSQL: launch over ${DEPARTMENTS} of ${departments.length} departments, calibration of ${GROUP_DEPARTMENTS}…\n${STEP_HEADER}`);

  const launchId = await createCycle(server.port, hr, DEPARTMENTS >= departments.length ? [] : departments.slice(0, DEPARTMENTS).map((d) => d.id), `${TAG} launch ${run}`);
  const launch = await timed(server.pid, async () => {
    const started = await api(server.port, 'POST', `/review-cycles/${launchId}/launch`, hr);
    return jobDone(server.port, hr, started.executionNumber as number);
  });
  record({ scenario: `launch a cycle (job)`, ...launch, outcome: JSON.stringify(launch.value.result ?? launch.value.error), target: DEPARTMENTS >= departments.length ? '< 30 s' : '' });

  // The calibrated group: its own cycle, launched, with manager ratings and potentials as the reviews would leave them.
  const groupId = await createCycle(server.port, hr, departments.slice(0, GROUP_DEPARTMENTS).map((d) => d.id), `${TAG} calibration ${run}`);
  const groupJob = await api(server.port, 'POST', `/review-cycles/${groupId}/launch`, hr);
  await jobDone(server.port, hr, groupJob.executionNumber as number);
  await database.db.execute(
    sql`update reviews set manager_rating = round((1 + random() * 4)::numeric, 1), potential = 1 + floor(random() * 3)::int, status = 'submitted'
         where tenant_id = ${BENCH_TENANT} and cycle_id = ${groupId}`,
  );
  const view = await api(server.port, 'GET', `/review-cycles/${groupId}/calibration`, hr);
  const people = (view.employees as unknown[]).length;
  const result = await runLoad({
    port: server.port,
    next: getEach(() => `/api/pms/review-cycles/${groupId}/calibration?groupBy=all`),
    headers: hr,
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    apiPid: server.pid,
  });
  console.log(
    `calibration view of ${people} people at concurrency ${CONCURRENCY}: ${result.requests} answers, ${fixed(result.rps)} req/s, p50 ${fixed(result.p50)} ms, p95 ${fixed(result.p95)} ms (target < 200 ms), errors ${result.errors}`,
  );
} finally {
  await server.stop();
  console.log(`removed ${await removeCycles(database.db)} bench cycles`);
  await database.close();
}
printSummary();
