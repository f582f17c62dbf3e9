import { execFile } from 'node:child_process';
import path from 'node:path';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db.ts';
import { createReportingRole } from '../src/modules/reports/index.ts';
import { onServer, testDatabaseUrl } from './databases.ts';
import { openTestDatabase } from './harness.ts';

const cli = path.join(repoRoot, 'apps/api/src/cli/tenant.ts');
const VIEWS = [
  'legal_entities',
  'departments',
  'locations',
  'employees',
  'leave_types',
  'leave_requests',
  'leave_ledger',
  'clients',
  'projects',
  'timesheet_weeks',
  'timesheet_lines',
] as const;

/** Runs `npm run tenant -- reporting-role …` as the operator would, on the suite's database. */
function reportingRole(
  databaseUrl: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', TENURE_URL: '', OPERATOR_TOKEN: '' };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, 'reporting-role', ...args],
      { cwd: repoRoot, env },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function connectAs<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const passwordOf = (connectionString: string) => decodeURIComponent(new URL(connectionString).password);

/** Whether a password fits PostgreSQL's SCRAM-SHA-256 verifier (RFC 5802: StoredKey = H(HMAC(salted, 'Client Key'))). */
function matchesVerifier(verifier: string, password: string): boolean {
  const [, iterations, salt, storedKey] = /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):/.exec(verifier)!;
  const salted = pbkdf2Sync(password, Buffer.from(salt!, 'base64'), Number(iterations), 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  return createHash('sha256').update(clientKey).digest('base64') === storedKey;
}

const connectionStringOf = (stdout: string) => /^postgres(?:ql)?:\/\/\S+$/m.exec(stdout)![0];

it('refuses on PGlite: the embedded database accepts no network clients', async () => {
  const pglite = { kind: 'pglite', executeSql: () => Promise.reject(new Error('not reached')) } as Pick<
    Database,
    'kind' | 'executeSql'
  >;
  await expect(createReportingRole(pglite, undefined, 'acme')).rejects.toThrow(/PGlite/);
});

// A login role is a PostgreSQL server's; PGlite runs in the process and has no network clients.
describe.skipIf(!testDatabaseUrl)(
  'reporting role of a tenant (PostgreSQL only: set TEST_DATABASE_URL; PGlite accepts no network clients)',
  () => {
    let database: Database & { url?: string };
    const suffix = randomBytes(4).toString('hex');
    const acmeRole = `tenure_reporting_acme_${suffix}`;
    const demoRole = `tenure_reporting_demo_${suffix}`;
    let acme: string;
    let demo: string;

    /** Rows per tenant of a view's table, read as the owner (outside row-level security). */
    const countsByTenant = async (table: string) =>
      Object.fromEntries(
        (
          (await database.executeSql(`select tenant_id, count(*)::int as n from public.${table} group by tenant_id`))
            .rows as { tenant_id: string; n: number }[]
        ).map((r) => [r.tenant_id, r.n]),
      );

    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      const made = await reportingRole(database.url!, 'acme', '--role', acmeRole);
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      expect(made.stdout).toContain(`Created the reporting role "${acmeRole}" of tenant "acme"`);
      acme = connectionStringOf(made.stdout);
      demo = connectionStringOf((await reportingRole(database.url!, 'demo', '--role', demoRole)).stdout);
    }, 60_000);
    afterAll(async () => {
      await database.close();
      await onServer(async (c) => {
        for (const role of [acmeRole, demoRole]) await c.query(`drop role if exists ${role}`);
      });
    });

    it("sees every row of its tenant in each reporting view and none of another tenant's", async () => {
      for (const view of VIEWS) {
        const expected = await countsByTenant(view);
        const seen = await connectAs(acme, async (c) =>
          Object.fromEntries(
            (
              await c.query<{ tenant_id: string; n: number }>(
                `select tenant_id, count(*)::int as n from reporting.${view} group by tenant_id`,
              )
            ).rows.map((r) => [r.tenant_id, r.n]),
          ),
        );
        expect(seen, view).toEqual(expected.acme ? { acme: expected.acme } : {});
      }
      const people = await countsByTenant('employees');
      expect(people.acme).toBeGreaterThan(0);
      expect(people.demo).toBeGreaterThan(0);
      const demoSees = await connectAs(demo, (c) =>
        c.query<{ n: number }>('select count(*)::int as n from reporting.employees'),
      );
      expect(demoSees.rows[0]!.n).toBe(people.demo);
    });

    it('cannot widen its tenant, write, or read the base tables', async () => {
      await connectAs(acme, async (c) => {
        // The application's tenant setting is not what the views trust.
        await c.query("select set_config('app.tenant_id', 'demo', false)");
        const seen = await c.query<{ tenant_id: string }>('select distinct tenant_id from reporting.employees');
        expect(seen.rows).toEqual([{ tenant_id: 'acme' }]);
        for (const statement of [
          'select * from public.employees limit 1',
          'select * from public.report_bi_dashboards limit 1',
          'select * from reporting.role_tenants',
          "update reporting.departments set name = 'x'",
          "insert into reporting.locations (name) values ('x')",
          'delete from reporting.leave_requests',
          'set role tenure_app',
        ]) {
          await expect(c.query(statement), statement).rejects.toThrow(
            /permission denied|read-only|must be able to SET ROLE/,
          );
        }
        const readOnly = await c.query<{ transaction_read_only: string }>('show transaction_read_only');
        expect(readOnly.rows[0]!.transaction_read_only).toBe('on');
      });
    });

    it('running the command again gives a new password; the server keeps only its SCRAM verifier', async () => {
      const again = await reportingRole(database.url!, 'acme', '--role', acmeRole);
      expect(again.stdout).toContain(`New password for the reporting role "${acmeRole}"`);
      const fresh = connectionStringOf(again.stdout);
      expect(fresh).not.toBe(acme);
      await connectAs(fresh, (c) => c.query('select 1 from reporting.employees limit 1'));
      // The test server trusts local connections, so the password is checked against the verifier itself.
      const stored = await database.executeSql('select rolpassword from pg_authid where rolname = $1', [acmeRole]);
      const verifier = (stored.rows[0] as { rolpassword: string }).rolpassword;
      expect(matchesVerifier(verifier, passwordOf(fresh))).toBe(true);
      expect(matchesVerifier(verifier, passwordOf(acme))).toBe(false);
      // A role of another tenant is not taken over.
      const taken = await reportingRole(database.url!, 'demo', '--role', acmeRole);
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain('reads the tenant "acme"');
    });
  },
);
