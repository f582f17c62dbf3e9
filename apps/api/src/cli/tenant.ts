/**
 * `npm run tenant -- <command>`: the operator's command line for tenants. It works on the server's
 * database directly (DATABASE_URL, else the PGlite DATA_DIR, which no running server may hold), or,
 * with TENURE_URL and OPERATOR_TOKEN set, through the operator API of a running server. It never
 * prompts. Exit codes: 0 done, 1 refused (the message says why), 2 wrong usage.
 */
import { isErrorCode } from '@tenure/domain/errors';
import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  createTenantRequest,
  tenantCodeField,
  tenantHostsField,
  type CreateTenantResponse,
  type TenantSummary,
} from '@tenure/domain/tenants';
import { loadConfig } from '../platform/config.ts';
import { serverHolding } from '../platform/data-dir-owner.ts';
import { openDatabase } from '../platform/db.ts';
import { openClusters } from '../platform/placement.ts';
import { AppError } from '../platform/errors.ts';
import { createMailer } from '../platform/mail.ts';
import { configuredStorage } from '../platform/storage.ts';
import { createReportingRole, type ReportingRole } from '../modules/reports/index.ts';
import {
  exportTenant,
  importTenant,
  importTenantAs,
  listTenants,
  moveTenant,
  provisionTenant,
  setTenantActive,
  setTenantHosts,
  type ArchiveManifest,
  type TenantCopy,
  type TenantMove,
} from '../modules/tenants/index.ts';

const USAGE = `Usage: npm run tenant -- <command>

  create --code CODE --name NAME --host HOST [--host HOST…] --entity ENTITY-CODE "ENTITY NAME"
         --admin EMAIL [--preset production|staging|development|lite]
                                 a new company: its first legal entity, default roles and policies,
                                 and a super admin invited by mail to set a password
  list                           every tenant with its hosts and state
  suspend CODE                   its users can no longer log in (data kept)
  resume CODE                    undo suspend
  hosts CODE set HOST…           replace the tenant's hosts
  hosts CODE add HOST…           add hosts
  hosts CODE remove HOST…        remove hosts
  reporting-role CODE [--role NAME]
                                 PostgreSQL only: a read-only login for the tenant's BI tool (the
                                 reporting views of its rows); prints the connection string with a
                                 new password (kept nowhere else; run again to replace it)
  export CODE [--file PATH]      every row and file of the tenant as a tar archive, to PATH or to
                                 standard output (npm run -s tenant -- export CODE > CODE.tar)
  import [--file PATH]           load an archive (from PATH or standard input) into this database,
                                 which must not have its tenant yet; checks every table's rows
                                 and checksum against the archive
  import --as CODE [--host HOST…] [--file PATH]
                                 load it as a copy under another code (beside the original or
                                 anywhere): new row ids, the given hosts (none: the copy answers
                                 to its code only), no sign-ins, API keys or SCIM tokens
  move CODE --to CLUSTER         PostgreSQL with DATABASE_CLUSTERS: move the tenant's rows to another
                                 cluster while the other tenants work on (its users can read, a change
                                 is answered "maintenance" until it is done); every table's rows and
                                 checksum compared on both before it switches

Database: DATABASE_URL, else the PGlite directory DATA_DIR (default ./data; stop the server first),
or a running server's operator API with TENURE_URL=http://host:port and OPERATOR_TOKEN.`;

class UsageError extends Error {}
/** Arguments of a known command that fail validation: their errors say enough, without the usage. */
class InvalidArguments extends Error {}

/** The operations, on the database or through a server's operator API. */
interface Operations {
  create(body: z.output<typeof createTenantRequest>): Promise<CreateTenantResponse>;
  list(): Promise<TenantSummary[]>;
  setActive(code: string, active: boolean): Promise<TenantSummary>;
  setHosts(code: string, hosts: string[]): Promise<TenantSummary>;
  reportingRole(code: string, role: string | undefined): Promise<ReportingRole>;
  exportTenant(code: string, out: Writable): Promise<ArchiveManifest>;
  importTenant(input: Readable): Promise<ArchiveManifest>;
  importTenantAs(input: Readable, as: { code: string; hosts: string[] }): Promise<TenantCopy>;
  move(code: string, to: string, log: (line: string) => void): Promise<TenantMove>;
  close(): Promise<void>;
}

async function direct(): Promise<Operations> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const pid = serverHolding(config.DATA_DIR);
    if (pid) {
      throw new AppError(
        409,
        'DATA_DIR_BUSY',
        `A Tenure server (pid ${pid}) has ${config.DATA_DIR} open. Stop it first, or set TENURE_URL and OPERATOR_TOKEN to go through its operator API.`,
      );
    }
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    dataDir: config.DATA_DIR,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
    poolSize: 1,
  });
  const clusters = await openClusters(database, {
    homeName: config.DATABASE_CLUSTER_NAME,
    specs: config.DATABASE_CLUSTERS,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
    poolSize: 2,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const deps = { db: database.db, mailer: createMailer(database.db, config.SMTP_URL, config.MAIL_FROM), config };
  const files = { db: database.db, storage: configuredStorage(config) };
  return {
    create: (body) => provisionTenant(deps, body),
    list: () => listTenants(database.db),
    setActive: (code, active) => setTenantActive(deps, code, active),
    setHosts: (code, hosts) => setTenantHosts(deps, code, hosts),
    reportingRole: (code, role) => createReportingRole(database, config.DATABASE_URL, code, role),
    exportTenant: (code, out) => exportTenant(files, code, out),
    importTenant: (input) => importTenant(files, input),
    importTenantAs: (input, as) => importTenantAs(files, input, as),
    move: (code, to, log) => {
      if (!clusters)
        throw new UsageError('move: set DATABASE_CLUSTERS (the other clusters, name=url) and DATABASE_URL.');
      return moveTenant({ clusters, storage: files.storage, log }, code, to);
    },
    close: async () => {
      await clusters?.close();
      await database.close();
    },
  };
}

function remote(baseUrl: string, token: string): Operations {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(new URL(`/api/operator${path}`, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await res.json().catch(() => ({}))) as {
      message?: string;
      code?: string;
      fieldErrors?: Record<string, string>;
    };
    if (!res.ok)
      throw new AppError(
        res.status,
        isErrorCode(answer.code) ? answer.code : 'INTERNAL',
        answer.message ?? `HTTP ${res.status}`,
        answer.fieldErrors,
      );
    return answer as T;
  };
  return {
    create: (body) => call('POST', '/tenants', body),
    list: () => call('GET', '/tenants'),
    setActive: (code, active) => call('POST', `/tenants/${encodeURIComponent(code)}/${active ? 'resume' : 'suspend'}`),
    setHosts: (code, hosts) => call('PUT', `/tenants/${encodeURIComponent(code)}/hosts`, { hosts }),
    reportingRole: () =>
      Promise.reject(new UsageError('reporting-role works on the database (DATABASE_URL), not through TENURE_URL.')),
    exportTenant: () =>
      Promise.reject(
        new UsageError('export works on the database (DATABASE_URL or DATA_DIR), not through TENURE_URL.'),
      ),
    importTenant: () =>
      Promise.reject(
        new UsageError('import works on the database (DATABASE_URL or DATA_DIR), not through TENURE_URL.'),
      ),
    importTenantAs: () =>
      Promise.reject(
        new UsageError('import works on the database (DATABASE_URL or DATA_DIR), not through TENURE_URL.'),
      ),
    move: () =>
      Promise.reject(
        new UsageError('move works on the databases (DATABASE_URL, DATABASE_CLUSTERS), not through TENURE_URL.'),
      ),
    close: async () => undefined,
  };
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new InvalidArguments(result.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('\n'));
}

const summary = (m: ArchiveManifest) =>
  `${m.tables.length} tables, ${m.tables.reduce((n, t) => n + t.rows, 0)} rows, ${m.files.length} ${m.files.length === 1 ? 'file' : 'files'}`;

const lineOf = (t: TenantSummary) =>
  `${t.code.padEnd(16)} ${(t.isActive ? 'active' : 'suspended').padEnd(10)} ${t.preset.padEnd(12)} ${t.name}  [${t.hosts.join(', ')}]`;

async function run(argv: string[], out: (line: string) => void): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      host: { type: 'string', multiple: true },
      entity: { type: 'string' },
      admin: { type: 'string' },
      preset: { type: 'string' },
      role: { type: 'string' },
      file: { type: 'string' },
      as: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) throw new UsageError('');

  let work: (ops: Operations) => Promise<void>;
  if (command === 'create') {
    if (rest.length !== 1)
      throw new UsageError(
        'create: give the legal entity name after its code: --entity IN-MH-01 "Globex India Pvt. Ltd."',
      );
    const body = parse(createTenantRequest, {
      code: values.code,
      name: values.name,
      hosts: values.host ?? [],
      entity: { code: values.entity, name: rest[0] },
      adminEmail: values.admin,
      preset: values.preset,
    });
    work = async (ops) => {
      const created = await ops.create(body);
      out(
        `Created tenant "${created.tenant.code}" (${created.tenant.name}), preset ${created.tenant.preset}, hosts ${created.tenant.hosts.join(', ')}.`,
      );
      out(`Super admin: ${created.admin.username} <${created.admin.email}>.`);
      if (created.invitation.delivered) out(`The invitation to set a password was mailed to ${created.invitation.to}.`);
      else
        out(
          `No SMTP_URL: the invitation stays in the outbox. Hand it to ${created.invitation.to}:\n\n${created.invitation.body ?? ''}`,
        );
    };
  } else if (command === 'list') {
    work = async (ops) => {
      const all = await ops.list();
      if (all.length === 0) out('No tenants yet.');
      for (const t of all) out(lineOf(t));
    };
  } else if (command === 'suspend' || command === 'resume') {
    const code = parse(tenantCodeField, rest[0] ?? values.code);
    work = async (ops) =>
      out(
        `${command === 'suspend' ? 'Suspended' : 'Resumed'}: ${lineOf(await ops.setActive(code, command === 'resume'))}`,
      );
  } else if (command === 'hosts') {
    const [code, action, ...hosts] = rest;
    const tenantCode = parse(tenantCodeField, code);
    if (!['set', 'add', 'remove'].includes(action ?? '') || hosts.length === 0)
      throw new UsageError('hosts: hosts CODE set|add|remove HOST…');
    const given = parse(tenantHostsField, hosts);
    work = async (ops) => {
      const current = (await ops.list()).find((t) => t.code === tenantCode);
      if (!current) throw new AppError(404, 'TENANT_NOT_FOUND', `No tenant has the code "${tenantCode}".`);
      const next =
        action === 'set'
          ? given
          : action === 'add'
            ? [...current.hosts, ...given.filter((h) => !current.hosts.includes(h))]
            : current.hosts.filter((h) => !given.includes(h));
      out(`Hosts changed: ${lineOf(await ops.setHosts(tenantCode, parse(tenantHostsField, next)))}`);
    };
  } else if (command === 'reporting-role') {
    const code = parse(tenantCodeField, rest[0]);
    work = async (ops) => {
      const made = await ops.reportingRole(code, values.role);
      out(`${made.rotated ? 'New password for' : 'Created'} the reporting role "${made.role}" of tenant "${code}".`);
      out(`It reads the views of the reporting schema (docs/operations.md), this tenant's rows only. Connect with:`);
      out(made.connectionString);
    };
  } else if (command === 'export') {
    const code = parse(tenantCodeField, rest[0]);
    const file = values.file;
    if (!file && process.stdout.isTTY)
      throw new UsageError(
        'export: send the archive to a file: --file CODE.tar, or npm run -s tenant -- export CODE > CODE.tar',
      );
    work = async (ops) => {
      const made = await ops.exportTenant(code, file ? fs.createWriteStream(file) : process.stdout).catch((err) => {
        // No half-written archive left behind to be mistaken for one.
        if (file) fs.rmSync(file, { force: true });
        throw err;
      });
      // Standard output may be the archive: the report goes to standard error.
      console.error(`Exported tenant "${code}" at migration ${made.migration}: ${summary(made)}.`);
    };
  } else if (command === 'import') {
    const file = values.file;
    if (!file && process.stdin.isTTY)
      throw new UsageError('import: give the archive: --file CODE.tar, or npm run tenant -- import < CODE.tar');
    if (values.as === undefined) {
      if (values.host) throw new UsageError("import: --host goes with --as (the copy's hosts).");
      work = async (ops) => {
        const loaded = await ops.importTenant(file ? fs.createReadStream(file) : process.stdin);
        out(
          `Imported tenant "${loaded.tenant}" (exported ${loaded.createdAt}): ${summary(loaded)}; every table's rows and checksum match the archive.`,
        );
      };
    } else {
      const as = {
        code: parse(tenantCodeField, values.as),
        hosts: values.host ? parse(tenantHostsField, values.host) : [],
      };
      work = async (ops) => {
        const copy = await ops.importTenantAs(file ? fs.createReadStream(file) : process.stdin, as);
        const m = copy.manifest;
        out(
          `Imported tenant "${m.tenant}" (exported ${m.createdAt}) as "${copy.tenant}", ${copy.hosts.length ? `hosts ${copy.hosts.join(', ')}` : 'no hosts'}: ${summary(m)}, ${copy.ids} new row ids; every table's rows, with the ids and code mapped back, match the archive's checksums.`,
        );
        if (copy.leftOut.length) out(`Left out: ${copy.leftOut.map((t) => `${t.name} (${t.rows})`).join(', ')}.`);
      };
    }
  } else if (command === 'move') {
    const code = parse(tenantCodeField, rest[0]);
    if (!values.to) throw new UsageError('move: name the cluster to move to: move CODE --to CLUSTER');
    const to = values.to;
    work = async (ops) => {
      const moved = await ops.move(code, to, out);
      out(
        `Moved tenant "${moved.tenant}" from "${moved.from}" to "${moved.to}": ${moved.tables.length} tables, ${moved.tables.reduce((n, t) => n + t.rows, 0)} rows and ${moved.files} files, every table's rows and checksum equal on both; changes were paused for ${(moved.frozenMs / 1000).toFixed(1)} s; ${moved.removed} rows removed from "${moved.from}".`,
      );
    };
  } else {
    throw new UsageError(`Unknown command "${command}".`);
  }

  const url = process.env.TENURE_URL;
  const token = process.env.OPERATOR_TOKEN;
  if (url && !token) throw new UsageError('TENURE_URL needs OPERATOR_TOKEN (the token the server was started with).');
  const ops = url ? remote(url, token!) : await direct();
  try {
    await work(ops);
  } finally {
    await ops.close();
  }
}

try {
  await run(process.argv.slice(2), (line) => console.log(line));
  process.exit(0);
} catch (error) {
  if (
    error instanceof UsageError ||
    (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    if (error.message) console.error(error.message);
    console.error(USAGE);
    process.exit(2);
  }
  if (error instanceof InvalidArguments) {
    console.error(error.message);
    process.exit(2);
  }
  if (error instanceof AppError) {
    const details = Object.entries(error.fieldErrors ?? {}).map(([field, message]) => `  ${field}: ${message}`);
    console.error([error.message, ...details.filter((d) => !d.endsWith(error.message))].join('\n'));
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
