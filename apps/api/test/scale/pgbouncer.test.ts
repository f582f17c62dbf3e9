import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DIRECT_APPLICATION_NAME } from '../../src/platform/db.ts';
import { databaseUrlFor, onServer } from '../databases.ts';
import { DEMO_PASSWORD } from '../harness.ts';
import { REDIS_URL, call, freshRedisPrefix, missingForCluster, startCluster, type Cluster } from './cluster.ts';
import { pgbouncerBinary, startPgbouncer, type Bouncer } from './pgbouncer.ts';

/** This suite's loopback ports: PgBouncer; nginx, then one per API process. */
const PGBOUNCER_PORT = 6440;
const NGINX_PORT = 4300;
const PROCESSES = 2;
/** Server connections PgBouncer keeps for the database, against 2 × 10 the processes' pools ask for. */
const BOUNCER_POOL = 4;
const API_POOL = 10;

const template = inject('postgresTemplate');
const missing = pgbouncerBinary()
  ? await missingForCluster(template !== null)
  : 'pgbouncer is not installed (apt-get install pgbouncer)';
if (missing) console.warn(`apps/api/test/scale/pgbouncer skipped: ${missing}`);

interface Page {
  items: { employeeNumber: string }[];
  total: number;
}

/**
 * Issue 37 item 2: API processes whose requests reach PostgreSQL through a real PgBouncer in
 * transaction mode (prepared statements off), with their migrations and job queue on a direct
 * connection (DATABASE_DIRECT_URL).
 */
describe.skipIf(missing !== null)(`API processes through PgBouncer${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let bouncer: Bouncer;
  let cluster: Cluster;
  let database: string;
  /** Each tenant's employee numbers, read straight from the database. */
  const numbers = new Map<string, Set<string>>();

  beforeAll(async () => {
    database = `${template}_c_${randomBytes(4).toString('hex')}`;
    await onServer(async (c) => {
      await c.query(`create database ${database} template ${template}`);
    });
    const direct = new pg.Client({ connectionString: databaseUrlFor(database) });
    await direct.connect();
    try {
      // acme's preset encrypts payloads; the plain HTTP calls of this test need them plain.
      await direct.query(`update tenants set preset = 'development' where code = 'acme'`);
      const { rows } = await direct.query<{ tenant_id: string; employee_number: string }>(
        'select tenant_id, employee_number from employees',
      );
      for (const row of rows) {
        if (!numbers.has(row.tenant_id)) numbers.set(row.tenant_id, new Set());
        numbers.get(row.tenant_id)!.add(row.employee_number);
      }
    } finally {
      await direct.end();
    }
    bouncer = await startPgbouncer({
      port: PGBOUNCER_PORT,
      poolSize: BOUNCER_POOL,
      serverUrl: databaseUrlFor(database),
    });
    cluster = await startCluster({
      nginxPort: NGINX_PORT,
      count: PROCESSES,
      databaseUrl: bouncer.urlFor(databaseUrlFor(database)),
      env: {
        DATABASE_DIRECT_URL: databaseUrlFor(database),
        DATABASE_PREPARED_STATEMENTS: 'false',
        DATABASE_POOL_SIZE: String(API_POOL),
        REDIS_URL,
        REDIS_KEY_PREFIX: freshRedisPrefix(),
      },
    });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    await bouncer?.stop();
    await onServer((c) => c.query(`drop database if exists ${database} with (force)`));
  });

  const login = async (tenant: string, username: string) => {
    const answer = await call(cluster.nginxPort, 'POST', '/api/auth/user/v3/login', {
      headers: { 'x-tenantid': tenant },
      body: { username, password: DEMO_PASSWORD },
    });
    expect(answer.status, answer.body).toBe(200);
    return { authorization: `Bearer ${answer.json<{ token: string }>().token}`, 'x-tenantid': tenant };
  };

  /** PostgreSQL's connections to the database now, apart from the direct ones: PgBouncer's. */
  const serverConnections = () =>
    onServer(async (c) => {
      const { rows } = await c.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = $1 and application_name <> $2 and pid <> pg_backend_pid()`,
        [database, DIRECT_APPLICATION_NAME],
      );
      return rows[0]!.n;
    });

  it('answers 200 requests of two tenants at once, each with its own tenant’s rows, on PgBouncer’s few connections', async () => {
    const sessions = { demo: await login('demo', 'superadmin'), acme: await login('acme', 'acmeadmin') };
    let running = true;
    const samples: number[] = [];
    const clients: number[] = [];
    const sampling = (async () => {
      while (running) {
        samples.push(await serverConnections());
        const pools = await bouncer.show('POOLS');
        const ours = pools.find((p) => p.database === database);
        clients.push(Number(ours?.cl_active ?? 0) + Number(ours?.cl_waiting ?? 0));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const tenant = i % 2 === 0 ? 'demo' : 'acme';
        const answer = await call(cluster.nginxPort, 'GET', `/api/hrms/hris/employee?page=${1 + (i % 3)}&size=10`, {
          headers: sessions[tenant],
        });
        return { tenant, answer };
      }),
    );
    running = false;
    await sampling;

    for (const { tenant, answer } of answers) {
      expect(answer.status, answer.body).toBe(200);
      const page = answer.json<Page>();
      expect(page.total).toBe(numbers.get(tenant)!.size);
      for (const item of page.items) expect(numbers.get(tenant)!.has(item.employeeNumber)).toBe(true);
    }
    // Both tenants' pages came back; none came back with the other's rows (above).
    expect(answers.filter((a) => a.tenant === 'acme' && a.answer.json<Page>().items.length > 0)).not.toHaveLength(0);
    // The processes held more connections to PgBouncer than PgBouncer held to PostgreSQL.
    expect(Math.max(...samples)).toBeGreaterThan(0);
    expect(Math.max(...samples)).toBeLessThanOrEqual(BOUNCER_POOL);
    expect(Math.max(...clients)).toBeGreaterThan(BOUNCER_POOL);
    const servers = (await bouncer.show('SERVERS')).filter((s) => s.database === database);
    expect(servers.length).toBeLessThanOrEqual(BOUNCER_POOL);
  });

  it('runs a job queued through one process (pg-boss on the direct connection)', async () => {
    const headers = await login('demo', 'superadmin');
    const started = await call(cluster.processes[0]!.port, 'POST', '/api/hrms/leave-attendance/accruals/run', {
      headers,
      body: {},
    });
    expect(started.status, started.body).toBe(202);
    const { executionNumber } = started.json<{ executionNumber: number }>();
    let job: { status: string; error: string | null } = { status: 'queued', error: null };
    for (let i = 0; i < 200 && (job.status === 'queued' || job.status === 'running'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await call(cluster.processes[1]!.port, 'GET', `/api/jobs/${executionNumber}`, { headers })).json();
    }
    expect(job).toMatchObject({ status: 'succeeded', error: null });
    // pg-boss kept to the direct connections: PgBouncer's stayed within its pool.
    expect(await serverConnections()).toBeLessThanOrEqual(BOUNCER_POOL);
  });

  it('keeps the tenant settings inside each transaction: a pooled server connection holds none after it', async () => {
    const headers = await login('demo', 'hrexec01');
    expect((await call(cluster.nginxPort, 'GET', '/api/hrms/hris/employee?page=1&size=10', { headers })).status).toBe(
      200,
    );
    // Through PgBouncer, as any client: whichever server connection it gets has no tenant or role set.
    const client = new pg.Client({ connectionString: bouncer.urlFor(databaseUrlFor(database)) });
    await client.connect();
    try {
      for (let i = 0; i < 2 * BOUNCER_POOL; i++) {
        const { rows } = await client.query<{ tenant: string | null; role: string }>(
          `select current_setting('app.tenant_id', true) as tenant, current_user as role`,
        );
        expect(rows[0]!.tenant ?? '').toBe('');
        expect(rows[0]!.role).toBe('postgres');
      }
    } finally {
      await client.end();
    }
  });
});
