import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { escapeIdentifier, escapeLiteral } from 'pg';
import { AppError } from '../../platform/errors.ts';
import type { Database } from '../../platform/db.ts';

/*
 * The read-only database connection of a tenant's BI tool (issue 34, "Bring your own BI"): a login
 * role, member of tenure_reporting (SELECT on the `reporting` views only), mapped to one tenant in
 * reporting.role_tenants. PostgreSQL only: the embedded PGlite accepts no network clients.
 */

/** Role names the command accepts: lower-case, PostgreSQL's unquoted identifier length. */
export const REPORTING_ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export const defaultReportingRole = (tenantCode: string) => `tenure_reporting_${tenantCode.replaceAll('-', '_')}`;

const SCRAM_ITERATIONS = 4096;

/**
 * PostgreSQL's SCRAM-SHA-256 verifier of a password (RFC 5802/7677, the form of pg_authid): the
 * server is sent this, never the password, so no statement log can hold it in clear.
 */
export function scramVerifier(password: string, salt = randomBytes(16)): string {
  const salted = pbkdf2Sync(password, salt, SCRAM_ITERATIONS, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${SCRAM_ITERATIONS}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

export interface ReportingRole {
  role: string;
  tenantCode: string;
  /** Whether the role already existed (its password is then replaced). */
  rotated: boolean;
  connectionString: string;
}

/**
 * Creates the tenant's reporting role, or gives an existing one a new password, and maps it to the
 * tenant. The generated password is in the returned connection string only.
 */
export async function createReportingRole(
  database: Pick<Database, 'kind' | 'executeSql'>,
  databaseUrl: string | undefined,
  tenantCode: string,
  role = defaultReportingRole(tenantCode),
): Promise<ReportingRole> {
  if (database.kind !== 'postgres' || !databaseUrl)
    throw new AppError(
      409,
      'CONFLICT',
      'The embedded PGlite database accepts no network connections: a BI tool needs PostgreSQL (set DATABASE_URL).',
    );
  if (!REPORTING_ROLE_NAME.test(role))
    throw new AppError(400, 'VALIDATION_FAILED', `"${role}" is not a role name (lower-case letters, digits, _).`);
  const tenant = await database.executeSql('select 1 from tenants where code = $1', [tenantCode]);
  if (tenant.rowCount === 0) throw new AppError(404, 'TENANT_NOT_FOUND', `No tenant has the code "${tenantCode}".`);
  const mapped = await database.executeSql('select tenant_id from reporting.role_tenants where role_name = $1', [role]);
  const mappedTo = (mapped.rows[0] as { tenant_id: string } | undefined)?.tenant_id;
  if (mappedTo && mappedTo !== tenantCode)
    throw new AppError(409, 'CONFLICT', `The role "${role}" reads the tenant "${mappedTo}"; choose another name.`);
  const exists = (await database.executeSql('select 1 from pg_roles where rolname = $1', [role])).rowCount > 0;
  if (exists && !mappedTo)
    throw new AppError(409, 'CONFLICT', `A role "${role}" exists and is not a reporting role; choose another name.`);

  const password = randomBytes(24).toString('base64url');
  const name = escapeIdentifier(role);
  const verifier = escapeLiteral(scramVerifier(password));
  const dbName = escapeIdentifier(new URL(databaseUrl).pathname.slice(1) || 'postgres');
  await database.executeSql(
    [
      'begin',
      exists
        ? `alter role ${name} with login password ${verifier}`
        : `create role ${name} login nosuperuser nocreatedb nocreaterole noreplication nobypassrls connection limit 10 password ${verifier} in role tenure_reporting`,
      `alter role ${name} set default_transaction_read_only = on`,
      `grant connect on database ${dbName} to ${name}`,
      `insert into reporting.role_tenants (role_name, tenant_id) values (${escapeLiteral(role)}, ${escapeLiteral(tenantCode)}) on conflict (role_name) do nothing`,
      'commit',
    ].join(';\n'),
  );
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = password;
  return { role, tenantCode, rotated: exists, connectionString: url.toString() };
}
