/**
 * Benchmark of goals on PostgreSQL (issue 19 item 8), on the 20,000-employee bench tenant: HR
 * assigns the 30 goals of the bench library (three key results each) to the 2,000 people of two
 * departments in one action (a job), target < 10 s; then the pages that read them are loaded at
 * concurrency 20 as benchmgr (a subtree of ~800): the RM view, the approval view, the dashboard. Prints
 * figures; it is not a test. The assigned goals are removed before and after, so runs repeat.
 *
 *   npm run bench:performance   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench;
 *                                BENCH_PEOPLE: people assigned, in whole departments of 1,000 (2000);
 *                                BENCH_GOALS: library goals assigned (30); BENCH_SECONDS, BENCH_CONCURRENCY: the reads' load)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/platform/db.ts';
import { BENCH_DATABASE_URL, ensureDatabase, login } from './bench-kit.ts';
import { fixed, getEach, runLoad, type LoadResult } from './load.ts';
import { BENCH_TEMPLATES, inBenchTenant, removeBenchGoals, seedBenchGoals } from './performance-seed.ts';
import { BENCH_TENANT, seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';
import { jobDone, STEP_HEADER, stepFigures, timed } from './steps.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 2000);
const GOALS = Math.min(BENCH_TEMPLATES, Number(process.env.BENCH_GOALS ?? BENCH_TEMPLATES));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PMS = '/api/pms';

await ensureDatabase(BENCH_DATABASE_URL);
const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL });
const t0 = Date.now();
const seeded = await seedLargeTenant(database.db);
const { periodId, templateIds } = await seedBenchGoals(database.db);
const removed = await removeBenchGoals(database.db);
await database.db.execute(sql`vacuum analyze`);
console.log(
  `tenant bench: ${seeded.created ? 'seeded' : 'already seeded'}, ${removed} goals of an earlier run removed (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
);
// Departments 1..n hold 1,000 active people each (every 20th employee is in one).
const departments = await inBenchTenant(database.db, (tx) =>
  queryRows<{ id: string }>(
    tx,
    sql`select id from departments where name = any(${`{${Array.from({ length: Math.max(1, Math.round(PEOPLE / 1000)) }, (_, i) => `"Department ${i + 1}"`).join(',')}}`}::text[])`,
  ),
);

const { record, printSummary } = stepFigures();
const reads: { name: string; result: LoadResult }[] = [];
const server = await startApiServer(BENCH_DATABASE_URL);
try {
  const hr = await login(server.port, 'benchhr');
  const manager = await login(server.port, 'benchmgr');
  // The server queues the day's scheduled jobs when it starts; the assignment is timed on an idle queue.
  for (let waited = 0; waited < 60_000; waited += 250) {
    const [busy] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where status in ('queued', 'running')`,
    );
    if (busy!.n === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(STEP_HEADER);
  const assign = await timed(server.pid, async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}${PMS}/goal-library/assign`, {
      method: 'POST',
      headers: { ...hr, 'content-type': 'application/json' },
      body: JSON.stringify({
        templateIds: templateIds.slice(0, GOALS),
        periodId,
        audience: { departmentIds: departments.map((d) => d.id) },
      }),
    });
    const started = (await res.json()) as { audience: number; created: number; executionNumber: number | null };
    if (started.executionNumber === null) return { started, job: null };
    return { started, job: await jobDone(server.port, hr, started.executionNumber) };
  });
  const { started, job } = assign.value;
  record({
    scenario: `assign ${GOALS} goals to ${started.audience} people`,
    ...assign,
    outcome: JSON.stringify(job ? (job.result ?? job.error) : started),
    target: GOALS === 30 && started.audience >= 2000 ? '< 10 s' : '(reduced size)',
  });

  // Autovacuum analyses the goals within a minute of such a load: the reads are those of the minutes after, not of the
  // first seconds, when PostgreSQL still plans for tables as they were before it (a sort of every goal for five reportees).
  await database.db.execute(sql`analyze goals, key_results`);

  // The RM view opens a direct reportee's goals: the one of benchmgr's with the most.
  const [reportee] = await queryRows<{ number: string }>(
    database.db,
    sql`select e.employee_number as number from employees e join employees m on m.id = e.manager_id left join goals g on g.owner_id = e.id
         where m.tenant_id = ${BENCH_TENANT} and m.employee_number = 'B000007' group by e.tenant_id, e.id order by count(g.id) desc, e.employee_number limit 1`,
  );
  // As the pages ask: the RM view (reportees, then one reportee's goals), the approval view, the dashboard, the team's goals.
  const scenarios: { name: string; headers: Record<string, string>; path: string }[] = [
    { name: 'RM view: reportees', headers: manager, path: `${PMS}/goals-reportees?periodId=${periodId}` },
    {
      name: `RM view: goals of ${reportee!.number}`,
      headers: manager,
      path: `${PMS}/goals?scope=team&employeeNumber=${reportee!.number}&periodId=${periodId}`,
    },
    {
      name: 'approval view (team, pending)',
      headers: manager,
      path: `${PMS}/goals?scope=team&status=pending&sort=createdAt&order=asc`,
    },
    { name: 'dashboard', headers: manager, path: `${PMS}/dashboard` },
    { name: 'team goals page 1 (~800 people)', headers: manager, path: `${PMS}/goals?scope=team&periodId=${periodId}` },
  ];
  for (const s of scenarios) {
    const load = {
      port: server.port,
      apiPid: server.pid,
      headers: s.headers,
      concurrency: CONCURRENCY,
      next: getEach(() => s.path),
    };
    await runLoad({ ...load, seconds: 1 }); // warm-up
    reads.push({ name: s.name, result: await runLoad({ ...load, seconds: SECONDS }) });
  }
} finally {
  await server.stop();
  console.log(`removed ${await removeBenchGoals(database.db)} assigned goals`);
  await database.close();
}

printSummary();
console.log(`\nreads at concurrency ${CONCURRENCY}, ${SECONDS} s each, after the assignment (latencies in ms)`);
console.log(
  'scenario'.padEnd(34) +
    'req/s'.padStart(8) +
    'p50'.padStart(8) +
    'p95'.padStart(8) +
    'p99'.padStart(8) +
    'err'.padStart(6),
);
for (const { name, result } of reads) {
  console.log(
    name.padEnd(34) +
      fixed(result.rps).padStart(8) +
      fixed(result.p50).padStart(8) +
      fixed(result.p95).padStart(8) +
      fixed(result.p99).padStart(8) +
      String(result.errors).padStart(6),
  );
}
