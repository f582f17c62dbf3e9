import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { openClusters } from './platform/placement.ts';
import { claimDataDir } from './platform/data-dir-owner.ts';
import { listTenants } from './modules/tenants/index.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { DEMO_TENANTS } from './db/seed/demo-data.ts';
import { writeHandbookFiles } from './db/seed/policy-handbook.ts';
import { configuredStorage } from './platform/storage.ts';
import { flushTraces } from './platform/request-trace.ts';

const config = loadConfig();
// On PGlite this process owns the data directory; `npm run tenant` checks before opening it.
const releaseDataDir = config.DATABASE_URL ? () => undefined : claimDataDir(config.DATA_DIR);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  directUrl: config.DATABASE_DIRECT_URL,
  readUrls: config.DATABASE_READ_URL,
  dataDir: config.DATA_DIR,
  preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  poolSize: config.DATABASE_POOL_SIZE,
});
// The other PostgreSQL clusters tenants may live on (DATABASE_CLUSTERS): tenant transactions go to theirs.
const clusters = await openClusters(database, {
  homeName: config.DATABASE_CLUSTER_NAME,
  specs: config.DATABASE_CLUSTERS,
  preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  poolSize: config.DATABASE_POOL_SIZE,
});
const seeded = config.SEED === 'demo' ? await seedDemoIfEmpty(database.db) : false;
const app = await buildApp({ database, config });
// The demo Employee Handbook's PDFs (issue 22): the seeded Policy Library rows point at them.
if (config.SEED === 'demo') {
  const demo = DEMO_TENANTS.find((t) => t.code === 'demo')!;
  await writeHandbookFiles(
    configuredStorage(config),
    demo.code,
    demo.entities.map((e) => e.code),
  );
}

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
  await clusters?.close();
  await database.close();
  releaseDataDir();
  // The last requests' spans (when traces are exported) are sent before the process exits.
  await flushTraces();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });

const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
const port = (app.server.address() as { port: number }).port;
const companies = await listTenants(database.db);
const lines = ['', `Tenure is running on ${where}${seeded ? ' (demo data seeded)' : ''}.`];
if (companies.some((t) => t.code === 'demo')) {
  lines.push(
    `  Open      http://localhost:${port}          (tenant "demo")`,
    `            http://acme.localhost:${port}     (tenant "acme")`,
    '  Log in    superadmin, hrdirector, hrexec01, manager01, employee01, consult01, projmgr01, approver01',
    '            password Tenure@2026 (acme: acmeadmin, acmeemp01)',
  );
}
for (const t of companies.filter((c) => !DEMO_TENANTS.some((d) => d.code === c.code))) {
  lines.push(`  Open      http://${t.hosts[0]}:${port}   (tenant "${t.code}"${t.isActive ? '' : ', suspended'})`);
}
if (companies.length === 0) {
  lines.push(
    '  No company yet. Create one; its admin gets an invitation mail (without SMTP_URL the command prints it):',
    config.DATABASE_URL
      ? '    npm run tenant -- create \\'
      : `    stop this server (Ctrl-C), then: npm run tenant -- create \\`,
    '      --code globex --name "Globex" --host globex.localhost --entity IN-MH-01 "Globex India Pvt. Ltd." --admin admin@globex.example',
    `  (or, while it runs with OPERATOR_TOKEN set: TENURE_URL=http://localhost:${port} OPERATOR_TOKEN=… npm run tenant -- create …)`,
  );
}
lines.push(`  API docs  http://localhost:${port}/api/docs`, '');
console.log(lines.join('\n'));
