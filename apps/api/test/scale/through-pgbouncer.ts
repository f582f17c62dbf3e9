/**
 * Runs API test files with every test app's requests going through a real PgBouncer in
 * transaction mode (TEST_PGBOUNCER_URL, see ../databases.ts), started here before the run and
 * stopped after it:
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     node --import tsx apps/api/test/scale/through-pgbouncer.ts apps/api/src/modules/leave
 *
 * The arguments go to `vitest run --project api`. The PGlite half of each suite runs as always.
 */
import { spawn } from 'node:child_process';
import { repoRoot } from '../../src/platform/config.ts';
import { startPgbouncer } from './pgbouncer.ts';

const PORT = 6441;
const POOL_SIZE = 10;

const server = process.env.TEST_DATABASE_URL;
if (!server) {
  console.error('Set TEST_DATABASE_URL to the PostgreSQL server PgBouncer is to stand in front of.');
  process.exit(2);
}
const bouncer = await startPgbouncer({ port: PORT, poolSize: POOL_SIZE, serverUrl: server });
const through = new URL(bouncer.urlFor(server));
through.pathname = '/';
console.log(`PgBouncer (transaction mode, ${POOL_SIZE} connections a database) on ${through.toString()}`);
const vitest = spawn('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  cwd: repoRoot,
  env: { ...process.env, TEST_PGBOUNCER_URL: through.toString() },
  stdio: 'inherit',
});
const code = await new Promise<number>((resolve) => vitest.on('exit', (status) => resolve(status ?? 1)));
await bouncer.stop();
process.exit(code);
