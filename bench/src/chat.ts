/**
 * Benchmark of the HR assistant's built-in engine on PostgreSQL (issue 22 item 7): one employee of
 * the 20,000-employee tenant asks a round of questions (leave balance, holidays, leave history,
 * who is, a policy question) at concurrency 10. Each answer runs its tools through the API as the
 * user, and stores the exchange. Prints figures; it is not a test.
 *
 *   npm run bench:chat   (its own database: DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/tenure_bench_chat;
 *                         BENCH_SECONDS sets the run length)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/platform/db.ts';
import { ensureDatabase, login } from './bench-kit.ts';
import { fixed, runLoad, type LoadRequest, type LoadResult } from './load.ts';
import { BENCH_TENANT, seedLargeTenant } from './seed-large.ts';
import { startApiServer } from './server.ts';

const CONCURRENCY = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P95_MS = 150;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tenure_bench_chat';
const QUESTIONS = [
  'leave balance',
  'holidays list',
  'leave history',
  'who is B000100',
  'what is the notice period for resignation?',
];
const POLICY_PAGES = Array.from({ length: 40 }, (_, i) =>
  i === 17
    ? 'Resignation. The notice period for resignation is 60 days for all employees.'
    : `Section ${i + 1}. Employees follow the rules of conduct, travel, security and leave set out here.`,
).join('\f');

await ensureDatabase(databaseUrl);
const database = await openDatabase({ databaseUrl });
await seedLargeTenant(database.db);
const [{ employees }] = (await queryRows<{ employees: number }>(
  database.db,
  sql`select count(*)::int as employees from employees where tenant_id = ${BENCH_TENANT}`,
)) as [{ employees: number }];
// One 40-page handbook in every legal entity's library, searched by the policy question.
await database.db.execute(
  sql`delete from policy_documents where tenant_id = ${BENCH_TENANT} and title = 'Bench Handbook'`,
);
await database.db.execute(sql`
  insert into policy_documents (tenant_id, legal_entity_id, title, file_name, storage_key, size_bytes, extracted_text)
  select ${BENCH_TENANT}, id, 'Bench Handbook', 'handbook.pdf', 'bench/handbook.pdf', 1, ${POLICY_PAGES} from legal_entities where tenant_id = ${BENCH_TENANT}`);
await database.db.execute(sql`delete from chat_conversations where tenant_id = ${BENCH_TENANT}`);
await database.close();

// The bench's one user asks far more than a person would: the per-user allowance is lifted.
process.env.CHAT_MESSAGES_PER_MINUTE = '100000000';
const server = await startApiServer(databaseUrl);
const results: { name: string; result: LoadResult }[] = [];
try {
  const employee = await login(server.port, 'benchemp');
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const load = (messages: readonly string[], seconds: number) => {
    let n = 0;
    const next = (): LoadRequest => ({
      method: 'POST',
      path: '/api/agent/chat',
      body: JSON.stringify({ message: messages[n++ % messages.length] }),
    });
    return runLoad({
      port: server.port,
      apiPid: server.pid,
      headers: employee,
      concurrency: CONCURRENCY,
      seconds,
      next,
      database: dbName,
    });
  };
  await load(QUESTIONS, 2); // warm-up
  results.push({ name: 'all questions in turn', result: await load(QUESTIONS, SECONDS) });
  for (const question of QUESTIONS)
    results.push({ name: question, result: await load([question], Math.max(2, SECONDS / 2)) });
} finally {
  await server.stop();
}

console.log(
  `\n${employees} employees, concurrency ${CONCURRENCY}, ${SECONDS} s, PostgreSQL; questions in turn: ${QUESTIONS.join(' | ')}\n`,
);
console.log(
  'scenario'.padEnd(44) +
    'req/s'.padStart(8) +
    'p50'.padStart(8) +
    'p95'.padStart(8) +
    'p99'.padStart(8) +
    'ok'.padStart(7) +
    'err'.padStart(6) +
    'cpu api'.padStart(9) +
    'cpu db'.padStart(8) +
    '  target',
);
for (const { name, result: r } of results) {
  console.log(
    name.padEnd(44) +
      fixed(r.rps).padStart(8) +
      fixed(r.p50).padStart(8) +
      fixed(r.p95).padStart(8) +
      fixed(r.p99).padStart(8) +
      String(r.requests).padStart(7) +
      String(r.errors).padStart(6) +
      fixed(r.apiCpuMs, 2).padStart(9) +
      fixed(r.dbCpuMs, 2).padStart(8) +
      `  p95 < ${TARGET_P95_MS} ms ${r.p95 < TARGET_P95_MS ? 'met' : 'MISSED'}`,
  );
}
