/**
 * Benchmark of the reports (issue 34 item 8, issue 35) on PostgreSQL, on the 20,000-employee bench
 * tenant with a year of leave and a year of timesheets (about a million lines, the seed of
 * `bench:timesheets`): each registered report's first page (p95 of sequential requests, as HR
 * opens it over every legal entity; the page asks for its totals and chart apart, timed apart) and a CSV and an XLSX export of more than 100,000 rows
 * (Leave Requests over the year), timed to the last byte. Prints figures; it is not a test.
 *
 *   npm run bench:reports           (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench;
 *                                    BENCH_REQUESTS=20 first-page requests per report; BENCH_ONLY=leave picks reports)
 */
import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { BENCH_DATABASE_URL, ensureDatabase, login } from './bench-kit.ts';
import { openDatabase, queryRows, type Db } from '../../apps/api/src/platform/db.ts';
import { seedLargeLeave } from './leave-seed.ts';
import { fixed, summarise } from './load.ts';
import { BENCH_TENANT, seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';
import { seedLargeTimesheets } from './timesheet-seed.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const TARGET_PAGE_P95_MS = 500;
const TARGET_EXPORT_S = 15;
const EXPORT_ROWS = 100_000;
/** The report exported: one row per request, so a year of leave gives more than EXPORT_ROWS. */
const EXPORTED = 'leave-requests';
/** Approved full days of leave per employee over the past year (one every two months). */
const DAYS_PER_EMPLOYEE = 6;
const databaseUrl = BENCH_DATABASE_URL;

/**
 * A year of leave for the bench tenant, once: each active employee's approved days of casual
 * leave over the past twelve months (weekdays, decided by their manager), charged to the ledger
 * ('taken') as approval charges them.
 */
async function seedYearOfLeave(db: Db): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${BENCH_TENANT}, true)`);
    const [existing] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from leave_requests where tenant_id = ${BENCH_TENANT} and reason = 'Bench year'`,
    );
    if (existing!.n > 0) return { created: false };
    const today = new Date().toISOString().slice(0, 10);
    // Rows inserted by the hundred thousand: the per-row trigger that keeps HR's counts by status
    // would update one counter row as often (each update slower than the last in one transaction),
    // so triggers are off for the insert and the counter gets the sum once.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with taken as (
        select e.id as employee_id, e.manager_id,
               (${addDays(today, -365)}::date + (k * 60 + (e.n % 40))::int) as day
          from (select id, manager_id, row_number() over (order by employee_number) as n
                  from employees where tenant_id = ${BENCH_TENANT} and status <> 'Inactive') e
          cross join generate_series(0, ${DAYS_PER_EMPLOYEE - 1}) k
      ), weekdays as (
        select employee_id, manager_id,
               day + case extract(isodow from day) when 6 then 2 when 7 then 1 else 0 end as day
          from taken
      ), requests as (
        insert into leave_requests (tenant_id, employee_id, leave_type_id, start_date, end_date, day_type, days,
                                    reason, year_start, status, approver_id, decided_by, decided_at)
        select ${BENCH_TENANT}, w.employee_id, cl.id, w.day, w.day, 'Full Day', 1, 'Bench year',
               date_trunc('year', w.day)::date, 'approved', w.manager_id, w.manager_id, w.day - 3
          from weekdays w cross join (select id from leave_types where tenant_id = ${BENCH_TENANT} and code = 'CL') cl
        returning id, employee_id, leave_type_id, year_start
      )
      insert into leave_ledger (tenant_id, employee_id, leave_type_id, year_start, kind, days, request_id, note)
      select ${BENCH_TENANT}, employee_id, leave_type_id, year_start, 'taken', -1, id, 'Bench year'
        from requests`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`
      insert into leave_request_counts as c (tenant_id, shard, pending, approved, rejected, cancelled)
      select ${BENCH_TENANT}, 0, 0, count(*), 0, 0 from leave_requests
       where tenant_id = ${BENCH_TENANT} and reason = 'Bench year'
      on conflict (tenant_id, shard) do update set approved = c.approved + excluded.approved`);
    return { created: true };
  });
}

interface Timed {
  key: string;
  /** The first page of rows (without totals and chart), as the page asks for it. */
  result: ReturnType<typeof summarise>;
  total: number;
  /** The totals and chart, asked for beside the rows. */
  summary: ReturnType<typeof summarise>;
}

await ensureDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl });
const t0 = Date.now();
const people = await seedLargeTenant(database.db);
const leave = await seedLargeLeave(database.db);
const year = await seedYearOfLeave(database.db);
const timesheets = await seedLargeTimesheets(database.db);
const seeded = people.created || leave.created || year.created || timesheets.created;
// As autovacuum would keep them: fresh statistics and visibility maps.
await database.db.execute(sql`vacuum analyze`);
const [counts] = await queryRows<{ employees: number; requests: number; lines: number }>(
  database.db,
  sql`select (select count(*)::int from employees where tenant_id = ${BENCH_TENANT}) as employees,
             (select count(*)::int from leave_requests where tenant_id = ${BENCH_TENANT}) as requests,
             (select count(*)::int from timesheet_lines where tenant_id = ${BENCH_TENANT}) as lines`,
);
console.log(
  `tenant ${BENCH_TENANT}: ${counts!.employees} employees, ${counts!.requests} leave requests, ${counts!.lines} timesheet lines (${seeded ? `seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s` : 'already seeded'})`,
);

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const server = await startApiServer(databaseUrl);
const pages: Timed[] = [];
const exports: { format: string; seconds: number; rows: number; megabytes: number }[] = [];
try {
  const hr = await login(server.port, 'benchhr');
  const get = (path: string) => fetch(`http://127.0.0.1:${server.port}/api/reports${path}`, { headers: hr });
  const menu = (await (await get('')).json()) as { reports: { key: string }[] }[];
  const keys = menu.flatMap((group) => group.reports.map((r) => r.key)).filter((key) => !only || only.test(key));
  /** REQUESTS sequential calls after two to warm up: their latencies, and the last answer's row count. */
  const timed = async (path: string) => {
    const latencies: number[] = [];
    let errors = 0;
    let total = 0;
    const started = Date.now();
    for (let i = 0; i < REQUESTS + 2; i++) {
      const begun = performance.now();
      const res = await get(path);
      const body = (await res.json()) as { total?: number };
      if (i < 2) continue;
      if (res.ok) latencies.push(performance.now() - begun);
      else errors++;
      total = body.total ?? 0;
    }
    return { result: summarise(latencies, errors, (Date.now() - started) / 1000), total };
  };
  for (const key of keys) {
    // The page asks for its rows and, beside them, the totals and chart over every matching row.
    const { result, total } = await timed(`/${key}/rows?legalEntity=all&size=20&summary=false`);
    const summary = (await timed(`/${key}/summary?legalEntity=all&size=20`)).result;
    pages.push({ key, result, total, summary });
    console.log(`${key}: p95 ${fixed(result.p95)} ms, ${total} rows; summary p95 ${fixed(summary.p95)} ms`);
  }
  if (!only || only.test(EXPORTED)) {
    const range = `from=${addDays(new Date().toISOString().slice(0, 10), -365)}&requestStatus=approved&legalEntity=all`;
    const exportAudits = () =>
      queryRows<{ rows: number }>(
        database.db,
        sql`select (after->>'rows')::int as rows from audit_log
             where tenant_id = ${BENCH_TENANT} and action = 'report.export' and entity_id = ${EXPORTED}
             order by created_at desc`,
      );
    for (const format of ['csv', 'xlsx'] as const) {
      const before = (await exportAudits()).length;
      const started = performance.now();
      const res = await get(`/${EXPORTED}/export?${range}&format=${format}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      const seconds = (performance.now() - started) / 1000;
      if (!res.ok) throw new Error(`${EXPORTED} ${format}: ${res.status} ${bytes.toString().slice(0, 300)}`);
      // The rows are in the export's audit entry, committed just after its last byte went out.
      let audits = await exportAudits();
      for (let tries = 0; audits.length === before && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        audits = await exportAudits();
      }
      const [audit] = audits.length > before ? audits : [];
      exports.push({ format, seconds, rows: audit?.rows ?? 0, megabytes: bytes.length / 1e6 });
    }
  }
} finally {
  await server.stop();
  await database.close();
}

console.log(
  `\n${counts!.employees} employees, ${REQUESTS} sequential requests per report (20 rows, every legal entity), PostgreSQL\n`,
);
console.log(
  'report'.padEnd(40) +
    'rows'.padStart(9) +
    'p50'.padStart(8) +
    'p95'.padStart(8) +
    'err'.padStart(5) +
    '  target (first page)'.padEnd(30) +
    'summary p50'.padStart(12) +
    'p95'.padStart(8),
);
for (const { key, result, total, summary } of pages)
  console.log(
    key.padEnd(40) +
      String(total).padStart(9) +
      fixed(result.p50).padStart(8) +
      fixed(result.p95).padStart(8) +
      String(result.errors).padStart(5) +
      `  p95 < ${TARGET_PAGE_P95_MS} ms ${result.p95 < TARGET_PAGE_P95_MS && result.errors === 0 ? 'met' : 'MISSED'}`.padEnd(
        30,
      ) +
      fixed(summary.p50).padStart(12) +
      fixed(summary.p95).padStart(8) +
      (summary.errors ? ` (${summary.errors} errors)` : ''),
  );
for (const { format, seconds, rows, megabytes } of exports)
  console.log(
    `${`export ${EXPORTED} ${format}`.padEnd(40)}${String(rows).padStart(9)}${fixed(seconds, 1).padStart(8)} s ${fixed(megabytes).padStart(6)} MB  < ${TARGET_EXPORT_S} s for ${EXPORT_ROWS} rows ${seconds < TARGET_EXPORT_S && rows >= EXPORT_ROWS ? 'met' : 'MISSED'}`,
  );
