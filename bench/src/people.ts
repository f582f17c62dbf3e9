/**
 * Benchmark of the people module on PostgreSQL (issue 4 item 12): header search, the HR employee
 * list page 1 with a filter, my team and the reportee subtree, each under concurrency 20, next to
 * the same queries run directly (same tenant transaction, no HTTP). Prints figures; it is not a test.
 *
 *   npm run bench:people            (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench)
 */
import { sql } from 'drizzle-orm';
import { BENCH_DATABASE_URL, ensureDatabase, login } from './bench-kit.ts';
import { openDatabase, queryRows } from '../../apps/api/src/platform/db.ts';
import { fixed, getEach, runLoad, runQueryLoad, type LoadResult } from './load.ts';
import { BENCH_TENANT, seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';
import { PEOPLE_SCENARIOS } from './people-scenarios.ts';

const CONCURRENCY = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P95_MS = 25;
const databaseUrl = BENCH_DATABASE_URL;

await ensureDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl });
const t0 = Date.now();
const seeded = await seedLargeTenant(database.db);
// As autovacuum would keep them: fresh statistics and visibility maps (index-only counts).
await database.db.execute(sql`vacuum analyze`);
const [{ n: employeeCount } = { n: 0 }] = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from employees where tenant_id = ${BENCH_TENANT}`,
);
console.log(
  `tenant ${BENCH_TENANT}: ${employeeCount} employees (${seeded.created ? `seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s` : 'already seeded'})`,
);

const server = await startApiServer(databaseUrl);
const rows: { name: string; api: LoadResult; sql: LoadResult; noTarget?: string | undefined }[] = [];
try {
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  for (const scenario of PEOPLE_SCENARIOS.filter((s) => !only || only.test(s.name))) {
    const headers = await login(server.port, scenario.user);
    const context = await scenario.prepare(database.db);
    const load = {
      port: server.port,
      apiPid: server.pid,
      headers,
      concurrency: CONCURRENCY,
      next: getEach(() => scenario.path(context)),
    };
    await runLoad({ ...load, seconds: 2 }); // warm-up
    const api = await runLoad({ ...load, seconds: SECONDS });
    const direct = await runQueryLoad(() => scenario.direct(database.db, context), CONCURRENCY, SECONDS);
    rows.push({ name: scenario.name, api, sql: direct, noTarget: scenario.noTarget });
  }
} finally {
  await server.stop();
  await database.close();
}

console.log(`\nconcurrency ${CONCURRENCY}, ${SECONDS} s each, PostgreSQL, target p95 < ${TARGET_P95_MS} ms`);
console.log(
  'latencies in ms; cpu api / db / load: CPU ms per request in the API process, in PostgreSQL and in this load generator (same machine)\n',
);
console.log(
  'scenario'.padEnd(34) +
    'req/s'.padStart(8) +
    'p50'.padStart(8) +
    'p95'.padStart(8) +
    'p99'.padStart(8) +
    'err'.padStart(6) +
    ' | ' +
    'sql p50'.padStart(8) +
    'sql p95'.padStart(9) +
    'p95 ratio'.padStart(11) +
    ' | ' +
    'cpu api'.padStart(8) +
    'cpu db'.padStart(8) +
    'load'.padStart(6) +
    '  target',
);
for (const { name, api, sql: direct, noTarget } of rows) {
  console.log(
    name.padEnd(34) +
      fixed(api.rps).padStart(8) +
      fixed(api.p50).padStart(8) +
      fixed(api.p95).padStart(8) +
      fixed(api.p99).padStart(8) +
      String(api.errors).padStart(6) +
      ' | ' +
      fixed(direct.p50).padStart(8) +
      fixed(direct.p95).padStart(9) +
      `${fixed(api.p95 / direct.p95)}x`.padStart(11) +
      ' | ' +
      fixed(api.apiCpuMs, 2).padStart(8) +
      fixed(api.dbCpuMs, 2).padStart(8) +
      fixed(api.clientCpuMs, 2).padStart(6) +
      `  ${noTarget ? 'no target (*)' : api.p95 < TARGET_P95_MS ? 'met' : 'MISSED'}`,
  );
}
for (const { noTarget } of rows) if (noTarget) console.log(`(*) ${noTarget}`);
