/**
 * Benchmark of timesheets on PostgreSQL (issue 16 item 10): the 20,000-employee bench tenant with
 * a year of timesheets (about a million lines). Under concurrency 20: employees opening a week of
 * the past year, employees saving this week, a project manager's pending queue (~200 people) and a
 * reporting manager's, plus the reporting manager's not-submitted weeks; then one call approving
 * the weeks of a 1,500-person programme. Prints figures; it is not a test.
 *
 *   npm run bench:timesheets        (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench_ts;
 *                                    BENCH_ONLY=queue runs the scenarios whose names match; BENCH_CONCURRENCY, default 20)
 */
import { sql } from 'drizzle-orm';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { openDatabase, queryRows } from '../../apps/api/src/platform/db.ts';
import { ensureDatabase, login } from './bench-kit.ts';
import { cpuMeter } from './cpu.ts';
import { fixed, getEach, runLoad, type LoadRequest, type LoadResult } from './load.ts';
import { BENCH_TENANT, seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';
import {
  BULK_PM_LOGIN,
  BULK_TEAM,
  benchWeeks,
  PM_LOGIN,
  resetBulkWeeks,
  seedLargeTimesheets,
  TIMESHEET_USERS,
  timesheetUserName,
} from './timesheet-seed.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P95_MS = 30;
const TARGET_BULK_S = 2;
const BULK_RUNS = 3;
const V2 = '/api/timesheet/v2/timesheets';
const SAVE = '/api/hrms/timesheet/timesheet-submission/save';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tenure_bench_ts';
const databaseName = new URL(databaseUrl).pathname.slice(1);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const wanted = (name: string) => !only || only.test(name);

await ensureDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl });
const t0 = Date.now();
const people = await seedLargeTenant(database.db);
const timesheets = await seedLargeTimesheets(database.db);
console.log(
  `tenant ${BENCH_TENANT}: ${people.created || timesheets.created ? `seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s` : 'already seeded'}`,
);
let bulkWeeks = await resetBulkWeeks(database.db);
// As autovacuum would keep them: fresh statistics and visibility maps.
await database.db.execute(sql`vacuum analyze`);
const { thisWeek, firstWeek } = benchWeeks();
const [counts] = await queryRows<{ employees: number; lines: number; weeks: number }>(
  database.db,
  sql`select (select count(*)::int from employees where tenant_id = ${BENCH_TENANT}) as employees,
             (select count(*)::int from timesheet_lines where tenant_id = ${BENCH_TENANT}) as lines,
             (select count(*)::int from timesheet_weeks where tenant_id = ${BENCH_TENANT}) as weeks`,
);
// What each saver books this week: their allocations' first task, on the days that have come.
const allocations = await queryRows<{ username: string; projectId: string; taskId: string; share: number }>(
  database.db,
  sql`select u.username, a.project_id as "projectId", (select t.id from project_tasks t where t.project_id = a.project_id order by t.name limit 1) as "taskId",
             a.percent::float8 / 100 as share
        from users u join project_allocations a on a.employee_id = u.employee_id
       where u.tenant_id = ${BENCH_TENANT} and u.username like 'btimes%' order by u.username, a.project_id`,
);
const todayIndex = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].indexOf(
  weekdayOf(new Date().toISOString().slice(0, 10)),
);

/** A save of this week: the saver's project lines, every weekday that has come at 8 or 7.5 hours a day (alternately, so that each save changes them). */
function saveRequest(username: string, turn: number): LoadRequest {
  const daily = turn % 2 === 0 ? 8 : 7.5;
  const lines = allocations
    .filter((a) => a.username === username)
    .map((a) => ({
      kind: 'project',
      projectId: a.projectId,
      taskId: a.taskId,
      hours: [0, 1, 2, 3, 4, 5, 6].map((d) => (d < 5 && d <= todayIndex ? daily * a.share : 0)),
    }));
  return { method: 'POST', path: SAVE, body: JSON.stringify({ weekStartDate: thisWeek, lines }) };
}

const server = await startApiServer(databaseUrl);
const reads: { name: string; result: LoadResult }[] = [];
const bulk: { seconds: number; apiCpuMs: number; dbCpuMs: number; applied: number }[] = [];
const refusals = new Map<string, number>();
try {
  const employees: Record<string, string>[] = [];
  // One after the other: parallel logins from one address meet the login limit.
  for (let i = 0; i < TIMESHEET_USERS; i++) employees.push(await login(server.port, timesheetUserName(i)));
  const pm = await login(server.port, PM_LOGIN);
  const rm = await login(server.port, 'benchmgr');
  const lastMonth = addDays(thisWeek, -28);
  let turn = 0;
  const scenarios: {
    name: string;
    headers: Record<string, string> | Record<string, string>[];
    next: (slot: number) => LoadRequest;
  }[] = [
    // The platform's own cost per request (one tiny query), to read the others against: it moves with the machine's load.
    { name: 'floor: quick links', headers: employees, next: getEach(() => '/api/hrms/hris/employee/quick-links') },
    // Any week of the past year, each employee their own.
    {
      name: 'open a week (20 employees)',
      headers: employees,
      next: getEach(() => `${V2}/week?date=${addDays(firstWeek, 7 * Math.floor(Math.random() * 52) + 2)}`),
    },
    {
      name: 'save this week (20 employees)',
      headers: employees,
      next: (slot) => saveRequest(timesheetUserName(slot), turn++),
    },
    {
      name: 'PM pending queue (~200 people)',
      headers: pm,
      next: getEach(() => `${V2}/approvals?tab=pending&page=1&size=10`),
    },
    { name: 'RM pending queue', headers: rm, next: getEach(() => `${V2}/approvals?tab=pending&page=1&size=10`) },
    {
      name: 'RM not-submitted weeks (4 weeks)',
      headers: rm,
      next: getEach(() => `${V2}/pending?startDate=${lastMonth}&endDate=${thisWeek}&page=1&size=10`),
    },
  ];
  for (const s of scenarios) {
    if (!wanted(s.name)) continue;
    const load = {
      port: server.port,
      apiPid: server.pid,
      database: databaseName,
      headers: s.headers,
      concurrency: CONCURRENCY,
      next: s.next,
      onRefusal: (answer: string) =>
        refusals.set(
          `${s.name}: ${answer.slice(0, 160)}`,
          (refusals.get(`${s.name}: ${answer.slice(0, 160)}`) ?? 0) + 1,
        ),
    };
    await runLoad({ ...load, seconds: 2 }); // warm-up
    reads.push({ name: s.name, result: await runLoad({ ...load, seconds: SECONDS }) });
  }
  if (wanted('bulk approve')) {
    const manager = await login(server.port, BULK_PM_LOGIN);
    for (let run = 0; run < BULK_RUNS; run++) {
      if (run > 0) bulkWeeks = await resetBulkWeeks(database.db);
      const meter = cpuMeter(server.pid, databaseName);
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${server.port}${V2}/approve-weeks`, {
        method: 'POST',
        headers: { ...manager, 'content-type': 'application/json' },
        body: JSON.stringify({ weekIds: bulkWeeks }),
      });
      const seconds = (performance.now() - started) / 1000;
      const cpu = meter.stop(1);
      const body = (await res.json()) as { applied?: string[]; message?: string };
      if (!res.ok) throw new Error(`bulk approve: ${res.status} ${JSON.stringify(body)}`);
      bulk.push({ seconds, apiCpuMs: cpu.apiMsPerRequest, dbCpuMs: cpu.dbMsPerRequest, applied: body.applied!.length });
    }
    await resetBulkWeeks(database.db);
  }
} finally {
  await server.stop();
  await database.close();
}

console.log(
  `\n${counts!.employees} employees, ${counts!.weeks} weeks, ${counts!.lines} lines; concurrency ${CONCURRENCY}, ${SECONDS} s each, PostgreSQL\n`,
);
console.log(
  'scenario'.padEnd(34) +
    'req/s'.padStart(8) +
    'p50'.padStart(8) +
    'p95'.padStart(8) +
    'p99'.padStart(8) +
    'ok'.padStart(7) +
    'err'.padStart(6) +
    'cpu api'.padStart(9) +
    'cpu db'.padStart(8) +
    'load'.padStart(6) +
    '  target',
);
console.log(
  '(latencies in ms; cpu api / db / load: CPU ms per request in the API process, in PostgreSQL and in this load generator, independent of other load)',
);
for (const { name, result: r } of reads) {
  console.log(
    name.padEnd(34) +
      fixed(r.rps).padStart(8) +
      fixed(r.p50).padStart(8) +
      fixed(r.p95).padStart(8) +
      fixed(r.p99).padStart(8) +
      String(r.requests).padStart(7) +
      String(r.errors).padStart(6) +
      fixed(r.apiCpuMs, 2).padStart(9) +
      fixed(r.dbCpuMs, 2).padStart(8) +
      fixed(r.clientCpuMs, 2).padStart(6) +
      (name.startsWith('floor') ? '' : `  p95 < ${TARGET_P95_MS} ms ${r.p95 < TARGET_P95_MS ? 'met' : 'MISSED'}`),
  );
}
for (const [answer, count] of refusals) console.log(`${''.padEnd(34)}refused ${count}x: ${answer}`);
for (const [i, b] of bulk.entries()) {
  console.log(
    `bulk approve ${BULK_TEAM} weeks, run ${i + 1}`.padEnd(34) +
      `${fixed(b.seconds, 2)} s`.padStart(10) +
      `  ${b.applied} weeks` +
      `  cpu api ${fixed(b.apiCpuMs, 0)} ms, db ${fixed(b.dbCpuMs, 0)} ms  target < ${TARGET_BULK_S} s ${b.seconds < TARGET_BULK_S ? 'met' : 'MISSED'}`,
  );
}
