import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, preparedStatements: config.DATABASE_PREPARED_STATEMENTS, poolSize: config.DATABASE_POOL_SIZE });
const seeded = config.SEED === 'demo' ? await seedDemoIfEmpty(database.db) : false;
const app = await buildApp({ database, config });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  // In-flight requests finish; keep-alive connections they leave idle are closed as soon as they are.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close();
  clearInterval(sweep);
  // Closing PGlite flushes its data directory; a killed process could leave it inconsistent.
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });

const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
const port = (app.server.address() as { port: number }).port;
console.log(`
Tenure is running on ${where}${seeded ? ' (demo data seeded)' : ''}.
  Open      http://localhost:${port}          (tenant "demo")
            http://acme.localhost:${port}     (tenant "acme")
  Log in    superadmin, hrdirector, hrexec01, manager01, employee01, consult01, projmgr01, approver01
            password Tenure@2026 (acme: acmeadmin, acmeemp01)
  API docs  http://localhost:${port}/api/docs
`);
