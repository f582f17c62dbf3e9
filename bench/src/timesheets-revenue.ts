/**
 * Benchmark of timesheets II on PostgreSQL (issue 17 item 8), on the 20,000-employee bench tenant
 * with a year of timesheets (the seed of `bench:timesheets`) and rate cards on every project:
 * - revenue of the year by client and by month, as /timesheet-revenue-details asks for it;
 * - a 10,000-line timesheet upload: validated (dry run), then loaded (job);
 * - the external-approval API for one client key at concurrency 20.
 * Prints figures; it is not a test. The uploaded lines are removed afterwards, so runs repeat.
 *
 *   npm run bench:timesheets-revenue   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench_ts;
 *                                       BENCH_ONLY=revenue|upload|external runs the steps whose names match)
 */
import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { TIMESHEET_UPLOAD_COLUMNS } from '@tenure/domain/timesheets';
import { openDatabase, queryRows, withTenant, type Db } from '../../apps/api/src/platform/db.ts';
import { SYSTEM_SCOPE, type Viewer } from '../../apps/api/src/platform/viewer.ts';
import { createApiKey } from '../../apps/api/src/modules/timesheets/api-keys/service.ts';
import { xlsxFile } from '../../apps/api/src/modules/onboarding/bulk-fixtures.ts';
import { ensureDatabase, login } from './bench-kit.ts';
import { fixed, getEach, runLoad } from './load.ts';
import { BENCH_TENANT, seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';
import { fileRequest, jobDone, STEP_HEADER, stepFigures, timed } from './steps.ts';
import { benchWeeks, seedLargeTimesheets } from './timesheet-seed.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tenure_bench_ts';
const databaseName = new URL(databaseUrl).pathname.slice(1);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const wanted = (name: string) => !only || only.test(name);
const UPLOAD_ROWS = 10_000;
const UPLOAD_PROJECT = 'BUPLOAD';
const REVENUE_RUNS = 3;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const V2 = '/api/timesheet/v2';

/**
 * Rate cards (once; the number seeded, 0 when they were there): every project priced from the start of the year with
 * a raise on half of them in the middle of it, a role rate for the most common designation on a
 * tenth of them, and person rates for fifty people.
 */
async function seedRateCards(db: Db, yearStart: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${BENCH_TENANT}, true)`);
    const [seeded] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from rate_cards where tenant_id = ${BENCH_TENANT}`,
    );
    if (seeded!.n > 0) return 0;
    await tx.execute(sql`
      insert into rate_cards (tenant_id, project_id, scope, designation, employee_id, bill_rate, cost_rate, valid_from)
      select ${BENCH_TENANT}, p.id, 'project', null::text, null::uuid, 80 + n % 60, 45 + n % 30, ${yearStart}::date
        from (select id, row_number() over (order by code) as n from projects where tenant_id = ${BENCH_TENANT}) p
      union all
      select ${BENCH_TENANT}, p.id, 'project', null, null, 90 + n % 60, 50 + n % 30, ${yearStart}::date + 182
        from (select id, row_number() over (order by code) as n from projects where tenant_id = ${BENCH_TENANT}) p where n % 2 = 0
      union all
      select ${BENCH_TENANT}, p.id, 'role', 'Level 8 role', null, 70 + n % 40, 40 + n % 20, ${yearStart}::date
        from (select id, row_number() over (order by code) as n from projects where tenant_id = ${BENCH_TENANT}) p where n % 10 = 0
      union all
      select ${BENCH_TENANT}, a.project_id, 'person', null, a.employee_id, 150, 95, ${yearStart}::date + 30
        from (select distinct on (employee_id) employee_id, project_id from project_allocations where tenant_id = ${BENCH_TENANT} order by employee_id, project_id limit 50) a`);
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from rate_cards where tenant_id = ${BENCH_TENANT}`,
    );
    return row!.n;
  });
}

/** A project of its own for the upload, with one task and `count` people allocated to it this week, and no lines. */
async function uploadPeople(db: Db, weekStart: string, count: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${BENCH_TENANT}, true)`);
    await removeUploadedLines(tx);
    await tx.execute(sql`
      insert into projects (tenant_id, client_id, code, name, billing_type_id, status, start_date, end_date)
      select ${BENCH_TENANT}, (select id from clients where tenant_id = ${BENCH_TENANT} order by code limit 1), ${UPLOAD_PROJECT}, 'Bench Upload Project', billing_type_id, 'Active', start_date, end_date
        from projects where tenant_id = ${BENCH_TENANT} and code <> ${UPLOAD_PROJECT} order by code limit 1
      on conflict do nothing`);
    const [project] = await queryRows<{ id: string }>(
      tx,
      sql`select id from projects where tenant_id = ${BENCH_TENANT} and code = ${UPLOAD_PROJECT}`,
    );
    // benchhr manages it, so the uploaded lines enter approved (the uploader may decide them).
    await tx.execute(sql`insert into project_managers (tenant_id, project_id, employee_id)
                         select ${BENCH_TENANT}, ${project!.id}, employee_id from users where tenant_id = ${BENCH_TENANT} and username = 'benchhr' on conflict do nothing`);
    await tx.execute(sql`insert into project_entities (tenant_id, project_id, legal_entity_id)
                         select ${BENCH_TENANT}, ${project!.id}, id from legal_entities where tenant_id = ${BENCH_TENANT} on conflict do nothing`);
    await tx.execute(sql`insert into project_tasks (tenant_id, project_id, name, task_type)
                         select ${BENCH_TENANT}, ${project!.id}, 'Upload', 'Development' where not exists (select 1 from project_tasks where project_id = ${project!.id})`);
    await tx.execute(sql`delete from project_allocations where project_id = ${project!.id}`);
    await tx.execute(sql`
      insert into project_allocations (tenant_id, project_id, employee_id, role, start_date, end_date, allocation_basis, hours_per_week, percent, allocated_hours)
      select ${BENCH_TENANT}, ${project!.id}, id, 'Engineer', ${weekStart}::date, ${weekStart}::date + 6, 'Percent', 4, 10, 4
        from (select id from employees where tenant_id = ${BENCH_TENANT} and status = 'Active' and employee_number > 'B010000' order by employee_number limit ${count}) e`);
    const rows = await queryRows<{ employeeNumber: string }>(
      tx,
      sql`select e.employee_number as "employeeNumber" from project_allocations a join employees e on e.id = a.employee_id where a.project_id = ${project!.id} order by e.employee_number`,
    );
    return rows.map((r) => r.employeeNumber);
  });
}

async function removeUploadedLines(db: Db): Promise<void> {
  const project = sql`(select id from projects where tenant_id = ${BENCH_TENANT} and code = ${UPLOAD_PROJECT})`;
  await db.execute(
    sql`delete from approval_decisions where request_type = 'timesheetLine' and request_id in (select id from timesheet_lines where project_id = ${project})`,
  );
  await db.execute(sql`delete from timesheet_lines where project_id = ${project}`);
}

await ensureDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl });
await seedLargeTenant(database.db);
await seedLargeTimesheets(database.db);
const { thisWeek } = benchWeeks();
const yearStart = addDays(thisWeek, -364);
// The page asks for whole months (the twelve to the end of this one), which the kept month totals answer.
const revenueFrom = `${addDays(thisWeek, -334).slice(0, 7)}-01`;
const revenueTo = addDays(`${addDays(`${thisWeek.slice(0, 7)}-01`, 32).slice(0, 7)}-01`, -1);
const cards = await seedRateCards(database.db, yearStart);
// This week (always open for changes, whatever the history edit window): its weekdays up to today, and enough people for 10,000 rows.
const uploadWeek = thisWeek;
const today = new Date().toISOString().slice(0, 10);
const uploadDays = [0, 1, 2, 3, 4].map((d) => addDays(uploadWeek, d)).filter((day) => day <= today);
const uploadPeopleCount = Math.ceil(UPLOAD_ROWS / uploadDays.length);
const people = wanted('upload') ? await uploadPeople(database.db, uploadWeek, uploadPeopleCount) : [];
await database.db.execute(sql`vacuum analyze`);
const [counts] = await queryRows<{ lines: number; approved: number }>(
  database.db,
  sql`select count(*)::int as lines, (count(*) filter (where status = 'approved'))::int as approved from timesheet_lines where tenant_id = ${BENCH_TENANT}`,
);
console.log(
  `tenant ${BENCH_TENANT}: ${counts!.lines} timesheet lines (${counts!.approved} approved)${cards ? `, ${cards} rate cards seeded` : ''}\n`,
);

const { record, printSummary } = stepFigures();
// The per-key allowance (300 calls a minute by default) would refuse most of a closed-loop load.
process.env.EXTERNAL_API_RATE_LIMIT_PER_MINUTE ??= '100000000';
const server = await startApiServer(databaseUrl);
try {
  const hr = await login(server.port, 'benchhr');
  console.log(STEP_HEADER);
  if (wanted('revenue')) {
    // Months marked stale (rate cards just seeded, lines approved since the last run) are priced on the first read.
    const first = await timed(server.pid, () =>
      fetch(`http://127.0.0.1:${server.port}${V2}/revenue-details?from=${revenueFrom}&to=${revenueTo}&groupBy=client`, {
        headers: hr,
      }).then((r) => r.status),
    );
    const [marks] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from revenue_month_totals where tenant_id = ${BENCH_TENANT}`,
    );
    record({
      scenario: 'first read: stale months priced',
      ...first,
      outcome: `${first.value}, ${marks!.n} person-months kept`,
      target: '',
    });
    // As autovacuum would: statistics of the totals just written.
    await database.db.execute(sql`analyze revenue_month_totals`);
    for (const groupBy of ['client', 'month'] as const) {
      for (let run = 1; run <= REVENUE_RUNS; run++) {
        const step = await timed(server.pid, async () => {
          const res = await fetch(
            `http://127.0.0.1:${server.port}${V2}/revenue-details?from=${revenueFrom}&to=${revenueTo}&groupBy=${groupBy}`,
            { headers: hr },
          );
          return {
            status: res.status,
            body: (await res.json()) as { totals?: { revenue: number }[]; message?: string },
          };
        });
        const { status, body } = step.value;
        const outcome =
          status === 200
            ? `${body.totals!.length} ${groupBy} totals, revenue ${Math.round(body.totals!.reduce((s, t) => s + t.revenue, 0))}`
            : `${status} ${body.message}`;
        record({ scenario: `revenue of a year by ${groupBy}, run ${run}`, ...step, outcome, target: '< 1 s' });
      }
    }
  }
  if (wanted('upload')) {
    const rows = people
      .flatMap((number) => uploadDays.map((day) => [number, day, UPLOAD_PROJECT, 'Upload', '1']))
      .slice(0, UPLOAD_ROWS);
    const file = await xlsxFile([...TIMESHEET_UPLOAD_COLUMNS], rows);
    const check = await timed(server.pid, () =>
      fileRequest(server.port, `${V2}/timesheet-upload/validate`, hr, file, 'timesheets.xlsx'),
    );
    const checked = check.value.body as { lines?: number; errors?: unknown[]; message?: string };
    record({
      scenario: `validate ${rows.length}-row upload`,
      ...check,
      outcome: `${check.value.status}: ${checked.lines ?? '-'} lines, ${checked.errors?.length ?? checked.message} errors ${JSON.stringify(checked.errors?.slice(0, 1) ?? '')}`,
      target: '< 10 s',
    });
    const load = await timed(server.pid, async () => {
      const started = await fileRequest(server.port, `${V2}/timesheet-upload/load`, hr, file, 'timesheets.xlsx');
      if (typeof started.body.executionNumber !== 'number')
        return { status: `refused ${started.status}`, result: started.body, error: null };
      return jobDone(server.port, hr, started.body.executionNumber);
    });
    record({
      scenario: `load ${rows.length}-row upload (job)`,
      ...load,
      outcome: JSON.stringify(load.value.result ?? load.value.error),
      target: '< 20 s',
    });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', ${BENCH_TENANT}, true)`);
      await removeUploadedLines(tx);
    });
  }
  if (wanted('external')) {
    const [client] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from clients where tenant_id = ${BENCH_TENANT} order by code limit 1`,
    );
    const [entity] = await queryRows<{ code: string }>(
      database.db,
      sql`select code from legal_entities where tenant_id = ${BENCH_TENANT} order by code limit 1`,
    );
    // Issued as a client editor would (the bench's logins edit no clients): the service itself, as benchhr.
    const [hrUser] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from users where tenant_id = ${BENCH_TENANT} and username = 'benchhr'`,
    );
    const viewer: Viewer = {
      userId: hrUser!.id,
      employeeId: null,
      permissions: {},
      tenantCode: BENCH_TENANT,
      requestId: 'bench',
      scope: SYSTEM_SCOPE,
    };
    const { secret } = await withTenant(database.db, { tenantCode: BENCH_TENANT }, (tx) =>
      createApiKey(tx, viewer, client!.id, {
        name: `bench ${Date.now().toString(36)}`,
        expiresOn: addDays(thisWeek, 30),
      }),
    );
    const keyHeaders = { 'x-api-key': secret, 'x-tenantid': BENCH_TENANT, 'x-entityid': entity!.code };
    const tokenAnswer = await fetch(`http://127.0.0.1:${server.port}/api/external-approval/token`, {
      method: 'POST',
      headers: keyHeaders,
    });
    if (!tokenAnswer.ok) throw new Error(`token: ${tokenAnswer.status} ${await tokenAnswer.text()}`);
    const { token } = (await tokenAnswer.json()) as { token: string };
    const headers = { authorizationtoken: token, 'x-tenantid': BENCH_TENANT, 'x-entityid': entity!.code };
    const rows: { name: string; r: Awaited<ReturnType<typeof runLoad>> }[] = [];
    const refusals = new Map<string, number>();
    for (const [name, path] of [
      ['external: submitted timesheets', '/api/external-approval/timesheets?status=pending'],
      ['external: resources', '/api/external-approval/resources'],
    ] as const) {
      const load = {
        port: server.port,
        apiPid: server.pid,
        database: databaseName,
        headers,
        concurrency: CONCURRENCY,
        next: getEach(() => path),
        onRefusal: (answer: string) =>
          refusals.set(`${name}: ${answer.slice(0, 160)}`, (refusals.get(`${name}: ${answer.slice(0, 160)}`) ?? 0) + 1),
      };
      await runLoad({ ...load, seconds: 2 });
      rows.push({ name, r: await runLoad({ ...load, seconds: SECONDS }) });
    }
    console.log(
      `\n${'scenario'.padEnd(34)}${'req/s'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'ok'.padStart(7)}${'err'.padStart(6)}${'cpu api'.padStart(9)}${'cpu db'.padStart(8)}  target (concurrency ${CONCURRENCY}, ${SECONDS} s, ms)`,
    );
    for (const { name, r } of rows) {
      console.log(
        name.padEnd(34) +
          fixed(r.rps).padStart(8) +
          fixed(r.p50).padStart(8) +
          fixed(r.p95).padStart(8) +
          String(r.requests).padStart(7) +
          String(r.errors).padStart(6) +
          fixed(r.apiCpuMs, 2).padStart(9) +
          fixed(r.dbCpuMs, 2).padStart(8) +
          `  p95 < 30 ms ${r.p95 < 30 ? 'met' : 'MISSED'}`,
      );
    }
    for (const [answer, count] of refusals) console.log(`${''.padEnd(34)}refused ${count}x: ${answer}`);
  }
} finally {
  await server.stop();
  await database.close();
}
printSummary();
