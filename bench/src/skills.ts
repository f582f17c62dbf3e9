/**
 * Benchmark of the skill matrix on PostgreSQL (issue 19 item 8), on the 20,000-employee bench
 * tenant with five approved skills each (100,000 entries over 40 skills) and a framework requiring
 * three skills of the largest designation: the matrix filtered by one skill (each request another
 * skill), by one skill at level ≥ 4 with a department, and the gaps of one designation, as HR at
 * concurrency 20; target p95 < 100 ms for the first. Prints figures; it is not a test.
 *
 *   npm run bench:skills   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench;
 *                           BENCH_SECONDS, BENCH_CONCURRENCY: the load (10 s, 20); BENCH_ONLY: the scenarios whose names match)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/platform/db.ts';
import { BENCH_DATABASE_URL, ensureDatabase, login } from './bench-kit.ts';
import { fixed, getEach, runLoad, type LoadResult } from './load.ts';
import { inBenchTenant, seedBenchSkills } from './performance-seed.ts';
import { seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const TARGET_P95_MS = 100;
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const MATRIX = '/api/pms/skill-matrix';

await ensureDatabase(BENCH_DATABASE_URL);
const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL });
const t0 = Date.now();
const seeded = await seedLargeTenant(database.db);
const skills = await seedBenchSkills(database.db);
await database.db.execute(sql`vacuum analyze`);
const [facts] = await inBenchTenant(database.db, (tx) =>
  queryRows<{ entries: number; department: string }>(
    tx,
    sql`select (select count(*)::int from employee_skills where status = 'approved') as entries, (select id from departments where name = 'Department 1') as department`,
  ),
);
console.log(
  `tenant bench: ${seeded.created ? 'seeded' : 'already seeded'}, ${skills.length} skills, ${facts!.entries} approved entries (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
);

let turn = 0;
const nextSkill = () => skills[turn++ % skills.length]!;
const scenarios: { name: string; path: () => string; target: boolean }[] = [
  { name: 'matrix: one skill', path: () => `${MATRIX}?skillId=${nextSkill()}`, target: true },
  {
    name: 'matrix: skill ≥ 4 in a department',
    path: () => `${MATRIX}?skillId=${nextSkill()}&minLevel=4&departmentId=${facts!.department}`,
    target: false,
  },
  {
    name: 'matrix: gaps of a designation',
    path: () => `${MATRIX}?designation=${encodeURIComponent('Level 8 role')}&gapsOnly=true`,
    target: false,
  },
];

const rows: { name: string; result: LoadResult; target: boolean }[] = [];
const server = await startApiServer(BENCH_DATABASE_URL);
try {
  const hr = await login(server.port, 'benchhr');
  for (const s of scenarios.filter((x) => !only || only.test(x.name))) {
    const load = {
      port: server.port,
      apiPid: server.pid,
      headers: hr,
      concurrency: CONCURRENCY,
      next: getEach(s.path),
      onRefusal: (answer: string) => console.error(answer.slice(0, 200)),
    };
    await runLoad({ ...load, seconds: 1 }); // warm-up
    rows.push({ name: s.name, result: await runLoad({ ...load, seconds: SECONDS }), target: s.target });
  }
} finally {
  await server.stop();
  await database.close();
}

console.log(
  `\nconcurrency ${CONCURRENCY}, ${SECONDS} s each, PostgreSQL, page 1 of 50 people; target p95 < ${TARGET_P95_MS} ms for one skill`,
);
console.log('latencies in ms; cpu api / db: CPU ms per request in the API process and in PostgreSQL\n');
console.log(
  'scenario'.padEnd(36) +
    'req/s'.padStart(8) +
    'p50'.padStart(8) +
    'p95'.padStart(8) +
    'p99'.padStart(8) +
    'err'.padStart(6) +
    'cpu api'.padStart(9) +
    'cpu db'.padStart(8) +
    '  target',
);
for (const { name, result, target } of rows) {
  console.log(
    name.padEnd(36) +
      fixed(result.rps).padStart(8) +
      fixed(result.p50).padStart(8) +
      fixed(result.p95).padStart(8) +
      fixed(result.p99).padStart(8) +
      String(result.errors).padStart(6) +
      fixed(result.apiCpuMs, 2).padStart(9) +
      fixed(result.dbCpuMs, 2).padStart(8) +
      `  ${!target ? '-' : result.p95 < TARGET_P95_MS ? 'met' : 'MISSED'}`,
  );
}
