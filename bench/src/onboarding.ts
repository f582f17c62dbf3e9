/**
 * Benchmark of bulk onboarding and bulk update (issue 15 item 11). On PostgreSQL, through a real
 * API process: a 10,000-row onboarding file validated (dry run) and loaded (job), and a 10,000-row
 * bulk update likewise, with the API process's peak memory while each runs. On PGlite (in this
 * API process with the demo tenant), a 2,000-row load. Prints figures; it is not a test. The people it
 * onboards on PostgreSQL are removed afterwards, so the bench tenant keeps its 20,000.
 *
 *   npm run bench:onboarding        (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench;
 *                                    BENCH_ONLY=pglite|postgres runs one side; BENCH_ROWS sets the PostgreSQL rows)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BULK_UPDATE_COLUMNS, EFFECTIVE_DATE_HEADING, EMPLOYEE_NUMBER_HEADING } from '@tenure/domain/onboarding';
import { openDatabase, queryRows, type Db } from '../../apps/api/src/platform/db.ts';
import {
  EMPLOYEE_HEADINGS,
  joinerRows,
  xlsxFile,
  type Cells,
} from '../../apps/api/src/modules/onboarding/bulk-fixtures.ts';
import { BENCH_DATABASE_URL, ensureDatabase, login } from './bench-kit.ts';
import { BENCH_TENANT, seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';
import { fileRequest, jobDone, STEP_HEADER, stepFigures, timed } from './steps.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PGLITE_ROWS = 2_000;
const BASE = '/api/hrms/hris/employee';
const JOINER_TAG = 'benchjoin';
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const wanted = (name: string) => !only || only.test(name);

const { record, printSummary } = stepFigures();

/** The bench tenant's joiners (US entity, reporting to benchhr's employee B000001). */
function benchJoiners(count: number, run: string): Cells[] {
  return Array.from({ length: count }, (_, i) => {
    const cells: Record<string, string> = {
      'First Name': 'Jordan',
      'Last Name': `Bench ${run} ${i + 1}`,
      'Work Email': `${JOINER_TAG}.${run}.${i + 1}@bench.test`,
      'Mobile Phone': `212${String(i).padStart(7, '0')}`,
      'Legal Entity': 'US-NY-01',
      Department: `Department ${(i % 20) + 1}`,
      Location: `Site ${(i % 8) + 1}`,
      Designation: 'Level 8 role',
      Manager: 'B000001',
      'Employment Type': 'Full Time',
      'Date of Joining': new Date().toISOString().slice(0, 10),
    };
    return EMPLOYEE_HEADINGS.map((h) => cells[h] ?? '');
  });
}

/** Removes the bench's joiners and everything made for them (accounts, credits, notices...), as the owner. */
async function removeJoiners(db: Db): Promise<number> {
  const gone = sql`(select id from employees where tenant_id = ${BENCH_TENANT} and email like ${`${JOINER_TAG}.%`})`;
  const goneUsers = sql`(select id from users where employee_id in ${gone})`;
  const references = await queryRows<{ tbl: string; col: string; ref: string }>(
    db,
    sql`select c.conrelid::regclass::text as tbl, a.attname as col, c.confrelid::regclass::text as ref
          from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         where c.contype = 'f' and c.confrelid in ('employees'::regclass, 'users'::regclass) and c.conrelid not in ('employees'::regclass, 'users'::regclass)`,
  );
  for (const r of references) {
    await db.execute(
      sql`delete from ${sql.identifier(r.tbl)} where ${sql.identifier(r.col)} in ${r.ref === 'users' ? goneUsers : gone}`,
    );
  }
  await db.execute(sql`delete from policy_assignments where target_id in ${gone}`);
  await db.execute(sql`delete from users where employee_id in ${gone}`);
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`with d as (delete from employees where id in ${gone} returning 1) select count(*)::int as n from d`,
  )) as [{ n: number }];
  return n;
}

async function onPostgres() {
  await ensureDatabase(BENCH_DATABASE_URL);
  const database = await openDatabase({ databaseUrl: BENCH_DATABASE_URL });
  await seedLargeTenant(database.db);
  // The file's designation must be a Designation master value, as in the single form.
  await database.db.execute(sql`insert into master_values (tenant_id, master_type, name)
                                select distinct ${BENCH_TENANT}, 'Designation', designation from employees where tenant_id = ${BENCH_TENANT} and designation is not null
                                on conflict do nothing`);
  await removeJoiners(database.db);
  const run = Date.now().toString(36);
  const server = await startApiServer(BENCH_DATABASE_URL);
  try {
    const hr = await login(server.port, 'benchhr');
    console.log(`PostgreSQL: ${ROWS} rows…\n${STEP_HEADER}`);
    const onboarding = await xlsxFile(EMPLOYEE_HEADINGS, benchJoiners(ROWS, run));
    const validate = await timed(server.pid, () =>
      fileRequest(server.port, `${BASE}/bulk-upload/validate`, hr, onboarding, 'joiners.xlsx'),
    );
    const view = validate.value.body as { toCreate?: number; errors?: unknown[] };
    record({
      scenario: `validate ${ROWS} joiners`,
      ...validate,
      outcome: `${view.toCreate} to create, ${view.errors?.length ?? validate.value.body.message} errors`,
      target: '< 10 s, < 500 MB',
    });
    const load = await timed(server.pid, async () => {
      const started = await fileRequest(server.port, `${BASE}/bulk-upload/load`, hr, onboarding, 'joiners.xlsx');
      return jobDone(server.port, hr, started.body.executionNumber as number);
    });
    record({
      scenario: `load ${ROWS} joiners (job)`,
      ...load,
      outcome: JSON.stringify(load.value.result ?? load.value.error),
      target: '< 20 s, < 500 MB',
    });

    const headings = [
      EMPLOYEE_NUMBER_HEADING,
      EFFECTIVE_DATE_HEADING,
      ...BULK_UPDATE_COLUMNS.jobDetails.map((c) => c.heading),
    ];
    const today = new Date().toISOString().slice(0, 10);
    const updates = await xlsxFile(
      headings,
      Array.from({ length: ROWS }, (_, i) => [
        `B${String(i + 2).padStart(6, '0')}`,
        today,
        '',
        `Bench title ${run}`,
        '',
        '',
      ]),
    );
    const check = await timed(server.pid, () =>
      fileRequest(server.port, `${BASE}/bulk-update/job-details/validate`, hr, updates, 'updates.xlsx'),
    );
    const checked = check.value.body as { changes?: number; errors?: unknown[] };
    record({
      scenario: `validate ${ROWS}-row bulk update`,
      ...check,
      outcome: `${checked.changes} changes, ${checked.errors?.length ?? check.value.body.message} errors`,
      target: '< 10 s, < 500 MB',
    });
    const apply = await timed(server.pid, async () => {
      const started = await fileRequest(
        server.port,
        `${BASE}/bulk-update/job-details/load`,
        hr,
        updates,
        'updates.xlsx',
      );
      return jobDone(server.port, hr, started.body.executionNumber as number);
    });
    record({
      scenario: `load ${ROWS}-row bulk update (job)`,
      ...apply,
      outcome: JSON.stringify(apply.value.result ?? apply.value.error),
      target: '< 20 s, < 500 MB',
    });
  } finally {
    await server.stop();
    console.log(`removed ${await removeJoiners(database.db)} bench joiners`);
    await database.close();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tenure-bench-pglite-'));
  const server = await startApiServer({ pgliteDir: dataDir });
  try {
    const hr = await login(server.port, 'hrexec01', 'demo');
    console.log(`PGlite: ${PGLITE_ROWS} rows…\n${STEP_HEADER}`);
    const file = await xlsxFile(EMPLOYEE_HEADINGS, joinerRows(PGLITE_ROWS, { tag: 'pglite' }));
    const validate = await timed(server.pid, () =>
      fileRequest(server.port, `${BASE}/bulk-upload/validate`, hr, file, 'joiners.xlsx'),
    );
    record({
      scenario: `PGlite: validate ${PGLITE_ROWS} joiners`,
      ...validate,
      outcome: `${String(validate.value.body.toCreate)} to create`,
      target: '',
    });
    const load = await timed(server.pid, async () => {
      const started = await fileRequest(server.port, `${BASE}/bulk-upload/load`, hr, file, 'joiners.xlsx');
      return jobDone(server.port, hr, started.body.executionNumber as number);
    });
    record({
      scenario: `PGlite: load ${PGLITE_ROWS} joiners (job)`,
      ...load,
      outcome: JSON.stringify(load.value.result ?? load.value.error),
      target: '< 60 s',
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (wanted('postgres')) await onPostgres();
if (wanted('pglite')) await onPglite();

printSummary();
