/**
 * Benchmark of review cycles (issue 20 item 7), on PostgreSQL through a real API process:
 * launching a cycle for the bench tenant's 20,000 employees (one job), and the calibration view of a
 * 2,000-person group (distribution, outlier managers, 9-box) under a closed loop of 10 clients.
 * Prints figures; it is not a test. The cycles it makes are removed afterwards.
 *
 *   npm run bench:reviews    (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench;
 *                             BENCH_DEPARTMENTS: departments in the launched cycle, 20 = everyone;
 *                             BENCH_GROUP_DEPARTMENTS: departments in the calibrated group, 2 ≈ 2,000 people;
 *                             BENCH_SECONDS: length of each calibration load, 20 s by default;
 *                             BENCH_KEEP=1: keep the cycles to EXPLAIN the queries)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../../apps/api/src/platform/db.ts';
import { reviewCycleBody } from '../../apps/api/test/review-cycles.ts';
import { BENCH_DATABASE_URL, ensureDatabase, login } from './bench-kit.ts';
import { fixed, getEach, runLoad } from './load.ts';
import { BENCH_TENANT, seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';
import { STEP_HEADER, jobDone, stepFigures, timed } from './steps.ts';

const DEPARTMENTS = Number(process.env.BENCH_DEPARTMENTS ?? 20);
const GROUP_DEPARTMENTS = Number(process.env.BENCH_GROUP_DEPARTMENTS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONCURRENCY = 10;
/** BENCH_KEEP=1 leaves the bench's cycles in the database (to EXPLAIN the calibration queries); the next run removes them. */
const KEEP = process.env.BENCH_KEEP === '1';
const TAG = 'Bench review';

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
  const cycle = await api(port, 'POST', '/review-cycles', hr, reviewCycleBody(name, { audience: { departmentIds } }));
  return cycle.id as string;
}

async function removeCycles(db: Db) {
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`with d as (delete from review_cycles where tenant_id = ${BENCH_TENANT} and name like ${`${TAG}%`} returning 1) select count(*)::int as n from d`,
  )) as [{ n: number }];
  return n;
}

await ensureDatabase(BENCH_DATABASE_URL);
const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL });
await seedLargeTenant(database.db);
const server = await startApiServer(BENCH_DATABASE_URL);
try {
  await removeCycles(database.db);
  const hr = await login(server.port, 'benchhr');
  const departments = await queryRows<{ id: string }>(
    database.db,
    sql`select id from departments where tenant_id = ${BENCH_TENANT} order by order_id`,
  );
  const run = Date.now().toString(36);
  console.log(
    `PostgreSQL: launch over ${DEPARTMENTS} of ${departments.length} departments, calibration of ${GROUP_DEPARTMENTS}…\n${STEP_HEADER}`,
  );

  const launchId = await createCycle(
    server.port,
    hr,
    DEPARTMENTS >= departments.length ? [] : departments.slice(0, DEPARTMENTS).map((d) => d.id),
    `${TAG} launch ${run}`,
  );
  const launch = await timed(server.pid, async () => {
    const started = await api(server.port, 'POST', `/review-cycles/${launchId}/launch`, hr);
    return jobDone(server.port, hr, started.executionNumber as number);
  });
  record({
    scenario: `launch a cycle (job)`,
    ...launch,
    outcome: JSON.stringify(launch.value.result ?? launch.value.error),
    target: DEPARTMENTS >= departments.length ? '< 30 s' : '',
  });

  // The calibrated group: its own cycle, launched, with manager ratings and potentials as the reviews would leave them.
  const groupId = await createCycle(
    server.port,
    hr,
    departments.slice(0, GROUP_DEPARTMENTS).map((d) => d.id),
    `${TAG} calibration ${run}`,
  );
  const groupJob = await api(server.port, 'POST', `/review-cycles/${groupId}/launch`, hr);
  await jobDone(server.port, hr, groupJob.executionNumber as number);
  const rate = (cycleId: string) =>
    database.db.execute(
      sql`update reviews set manager_rating = round((1 + random() * 4)::numeric, 1), potential = 1 + floor(random() * 3)::int, status = 'submitted'
           where tenant_id = ${BENCH_TENANT} and cycle_id = ${cycleId}`,
    );
  await rate(groupId);
  await rate(launchId);
  // As autovacuum would leave them after a launch and the manager reviews: fresh statistics, no dead rows.
  await database.db.execute(sql`vacuum analyze reviews`);
  await database.db.execute(sql`analyze employees`);
  // A location of the 20,000-person cycle: a group picked out of a big cycle (about 2,500 people).
  const location = (await api(server.port, 'GET', `/review-cycles/${launchId}/calibration/groups`, hr)) as unknown as {
    groupBy: string;
    groupId: string | null;
  }[];
  const site = location.find((g) => g.groupBy === 'location')!;
  const scenarios = [
    { name: 'view, own cycle (all)', cycleId: groupId, query: 'groupBy=all', target: '< 200 ms' },
    {
      name: 'view, location of the 20k cycle',
      cycleId: launchId,
      query: `groupBy=location&groupId=${site.groupId}`,
      target: '',
    },
    {
      name: 'employees page by final rating',
      cycleId: groupId,
      query: 'groupBy=all&page=3&size=25&sort=finalRating&order=desc',
      path: 'employees',
      target: '',
    },
    {
      name: "a 9-box cell's people",
      cycleId: groupId,
      query: 'groupBy=all&box=2:2&size=20',
      path: 'employees',
      target: '',
    },
  ];
  const view = await api(server.port, 'GET', `/review-cycles/${groupId}/calibration`, hr);
  const flagged = (view.managers as { flags: string[]; chiSquare: unknown }[]).filter((m) => m.flags.length > 0).length;
  console.log(
    `calibrated group: ${view.employeeTotal as number} people, ${(view.managers as unknown[]).length} managers (${flagged} flagged); concurrency ${CONCURRENCY}, ${SECONDS} s each`,
  );
  console.log(
    'scenario'.padEnd(36) +
      'req/s'.padStart(8) +
      'p50'.padStart(8) +
      'p95'.padStart(8) +
      'err'.padStart(5) +
      'cpu api'.padStart(9) +
      'cpu db'.padStart(8) +
      '  target',
  );
  for (const scenario of scenarios) {
    const result = await runLoad({
      port: server.port,
      next: getEach(
        () =>
          `/api/pms/review-cycles/${scenario.cycleId}/calibration${scenario.path ? `/${scenario.path}` : ''}?${scenario.query}`,
      ),
      headers: hr,
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      apiPid: server.pid,
    });
    console.log(
      scenario.name.padEnd(36) +
        fixed(result.rps).padStart(8) +
        fixed(result.p50).padStart(8) +
        fixed(result.p95).padStart(8) +
        String(result.errors).padStart(5) +
        fixed(result.apiCpuMs, 2).padStart(9) +
        fixed(result.dbCpuMs, 2).padStart(8) +
        `  ${scenario.target}`,
    );
  }
  console.log(
    '(latencies in ms; cpu api / db: CPU ms per request in the API process and in PostgreSQL, less sensitive to other load)',
  );
  if (KEEP) console.log(`kept the cycles: launch ${launchId}, calibration ${groupId}`);
} finally {
  await server.stop();
  if (!KEEP) console.log(`removed ${await removeCycles(database.db)} bench cycles`);
  await database.close();
}
printSummary();
