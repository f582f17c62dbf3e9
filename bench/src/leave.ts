/**
 * Benchmark of the leave module on PostgreSQL (issue 5 item 11): HR's pending-approvals page and
 * an employee's balances under concurrency 20, applying for leave under concurrency 20 (20
 * employees at once, each filling the next two years with half days), and the accrual run for all 20,000
 * employees. Prints figures; it is not a test.
 *
 *   npm run bench:leave             (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench;
 *                                    BENCH_ONLY=apply runs the scenarios whose names match)
 */
import { sql } from 'drizzle-orm';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import { BENCH_DATABASE_URL, ensureDatabase, login } from './bench-kit.ts';
import { openDatabase, queryRows } from '../../apps/api/src/platform/db.ts';
import {
  APPLICANTS,
  applicantName,
  applyYears,
  BENCH_HOLIDAYS,
  ensureApplicantBalances,
  seedLargeLeave,
} from './leave-seed.ts';
import { fixed, getEach, runLoad, type LoadResult } from './load.ts';
import { BENCH_TENANT, seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';

const CONCURRENCY = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_READ_P95_MS = 30;
const TARGET_APPLY_P95_MS = 30;
const TARGET_ACCRUAL_S = 10;
const BASE = '/api/hrms/leave-attendance';
const databaseUrl = BENCH_DATABASE_URL;

async function call(port: number, method: string, path: string, headers: Record<string, string>, body?: object) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * The working days of the apply years from the first February (clear of the seeded requests),
 * each offered twice (first and second half): more than 20 applicants fill in a run.
 */
function halfDaySlots(): { date: string; session: 'First Half' | 'Second Half' }[] {
  const slots: { date: string; session: 'First Half' | 'Second Half' }[] = [];
  const years = applyYears();
  for (let d = `${years[0]}-02-01`; d < `${years.at(-1)}-12-24`; d = addDays(d, 1)) {
    if (weekdayOf(d) === 'SAT' || weekdayOf(d) === 'SUN' || BENCH_HOLIDAYS.includes(d.slice(5))) continue;
    slots.push({ date: d, session: 'First Half' }, { date: d, session: 'Second Half' });
  }
  return slots;
}

/** Refused applications by answer, printed with the figures. */
const refusals = new Map<string, number>();

/** Applications in a closed loop: worker i is applicant i, taking the next free half day of the apply years each time. */
function runApplyLoad(
  port: number,
  apiPid: number,
  applicants: readonly Record<string, string>[],
  leaveTypeId: string,
  seconds: number,
): Promise<LoadResult> {
  const slots = halfDaySlots();
  const taken = applicants.map(() => 0);
  return runLoad({
    port,
    apiPid,
    seconds,
    concurrency: applicants.length,
    headers: applicants,
    next: (worker) => {
      const slot = slots[taken[worker]!++];
      if (!slot) return null;
      const body = {
        leaveTypeId,
        startDate: slot.date,
        endDate: slot.date,
        dayType: 'Half Day',
        halfDaySession: slot.session,
        reason: 'Bench',
      };
      return { method: 'POST', path: `${BASE}/leave-request`, body: JSON.stringify(body) };
    },
    onRefusal: (answer) => refusals.set(answer, (refusals.get(answer) ?? 0) + 1),
  });
}

async function timeJob(port: number, headers: Record<string, string>, path: string, body: object) {
  const started = Date.now();
  const { body: job } = await call(port, 'POST', `${BASE}${path}`, headers, body);
  for (;;) {
    const { body: state } = await call(port, 'GET', `/api/jobs/${job.executionNumber as number}`, headers);
    if (state.status !== 'running' && state.status !== 'queued')
      return { seconds: (Date.now() - started) / 1000, state };
    await new Promise((r) => setTimeout(r, 100));
  }
}

await ensureDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl });
const t0 = Date.now();
const people = await seedLargeTenant(database.db);
const leave = await seedLargeLeave(database.db);
await ensureApplicantBalances(database.db);
console.log(
  `tenant ${BENCH_TENANT}: ${people.created || leave.created ? `seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s` : 'already seeded'}`,
);
// Each run starts from the same state: the applicants' earlier requests and this period's accruals go.
// The table is rewritten after: the index entries of thousands of deleted requests would otherwise
// stay behind and make every later read of the requests slower, run after run (HR's page 2x).
const clearApplications = async () => {
  await database.db.execute(sql`delete from leave_requests where tenant_id = ${BENCH_TENANT} and reason = 'Bench'`);
  await database.db.execute(sql`vacuum full analyze leave_requests`);
};
await clearApplications();
await database.db.execute(sql`delete from leave_ledger where tenant_id = ${BENCH_TENANT} and kind = 'accrual'`);
// As autovacuum would keep them: fresh statistics and visibility maps (index-only counts).
await database.db.execute(sql`vacuum analyze`);
const [ids] = await queryRows<{ cl: string; employees: number }>(
  database.db,
  sql`select (select id from leave_types where tenant_id = ${BENCH_TENANT} and code = 'CL') as cl,
             (select count(*)::int from employees where tenant_id = ${BENCH_TENANT}) as employees`,
);

// BENCH_ONLY=apply (a pattern matched against the scenario names) runs only the matching ones.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const wanted = (name: string) => !only || only.test(name);
const APPLY = 'apply for leave (20 employees)';

const server = await startApiServer(databaseUrl);
const reads: { name: string; result: LoadResult }[] = [];
let applyResult: LoadResult | undefined;
let accrual: Awaited<ReturnType<typeof timeJob>> | undefined;
let accrualAgain: Awaited<ReturnType<typeof timeJob>> | undefined;
try {
  const hr = await login(server.port, 'benchhr');
  const employee = await login(server.port, 'benchemp');
  for (const [name, headers, path] of [
    ['HR pending approvals page 1', hr, `${BASE}/leave-request/hr?pageNo=1&pageSize=10`],
    // /leave-management's requests tab: every request, latest start first, 50 rows.
    [
      'HR leave requests page 1, 50 rows',
      hr,
      `${BASE}/leave-request/hr?pageNo=1&pageSize=50&sortBy=startDate&sortOrder=desc&status=all`,
    ],
    ['employee balances', employee, `${BASE}/leave-balances`],
  ] as const) {
    if (!wanted(name)) continue;
    const load = {
      port: server.port,
      apiPid: server.pid,
      headers,
      concurrency: CONCURRENCY,
      next: getEach(() => path),
    };
    await runLoad({ ...load, seconds: 2 }); // warm-up
    reads.push({ name, result: await runLoad({ ...load, seconds: SECONDS }) });
  }
  if (wanted(APPLY)) {
    // One after the other: parallel logins from one address count as attempts in flight and meet the login limit.
    const applicants: Record<string, string>[] = [];
    for (let i = 0; i < APPLICANTS; i++) applicants.push(await login(server.port, applicantName(i)));
    // Warm-up like the reads; its applications go again, so the measured run has the whole year to fill.
    await runApplyLoad(server.port, server.pid, applicants, ids!.cl, 2);
    await clearApplications();
    refusals.clear();
    applyResult = await runApplyLoad(server.port, server.pid, applicants, ids!.cl, SECONDS);
  }
  if (wanted('accrual run')) {
    accrual = await timeJob(server.port, hr, '/accruals/run', {});
    accrualAgain = await timeJob(server.port, hr, '/accruals/run', {});
  }
} finally {
  await server.stop();
  await database.close();
}

console.log(`\n${ids!.employees} employees, concurrency ${CONCURRENCY}, ${SECONDS} s each, PostgreSQL\n`);
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
const row = (name: string, r: LoadResult, target: number) =>
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
      `  p95 < ${target} ms ${r.p95 < target ? 'met' : 'MISSED'}`,
  );
for (const { name, result } of reads) row(name, result, TARGET_READ_P95_MS);
if (applyResult) row(APPLY, applyResult, TARGET_APPLY_P95_MS);
for (const [answer, count] of refusals) console.log(`${''.padEnd(34)}refused ${count}x: ${answer.slice(0, 160)}`);
const job = (name: string, j: NonNullable<typeof accrual>) =>
  console.log(
    `${name.padEnd(34)}${fixed(j.seconds).padStart(8)} s  ${JSON.stringify(j.state.result ?? j.state.error)}  target < ${TARGET_ACCRUAL_S} s ${j.seconds < TARGET_ACCRUAL_S ? 'met' : 'MISSED'}`,
  );
if (accrual) job('accrual run, all employees', accrual);
if (accrualAgain) job('accrual run again (idempotent)', accrualAgain);
