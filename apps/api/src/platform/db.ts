// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- e2e and bench import db.ts without apps/api's include; this brings them pg-utils.d.ts
/// <reference path="./pg-utils.d.ts" />
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, ne, sql, type ExtractTablesWithRelations, type SQL, type SQLWrapper } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import { prepareValue } from 'pg/lib/utils.js';
import {
  PgDialect,
  type PgColumn,
  type PgDatabase,
  type PgQueryResultHKT,
  type PgTable,
  type PgTransaction,
} from 'drizzle-orm/pg-core';

/** Both drivers (PGlite and node-postgres) expose this same query builder. */
type NoRelations = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoRelations>;
export type Tx = PgTransaction<PgQueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  close(): Promise<void>;
  /**
   * Plain SQL as the owner connection (not the request role), for the job queue's own schema
   * (pg-boss `db` option): a parameterless call may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
  /** PGlite only: the whole data directory as an image that `loadDataDir` can start from. */
  snapshot?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's state now (for metrics). */
  poolState?(): PoolState;
  /** PostgreSQL with `readUrls`: the read replicas (streaming standbys), in the order given. */
  replicas?: ReadReplica[];
  /** PostgreSQL only: the primary's WAL position now (`pg_current_wal_lsn()`, as text: `16/B374D848`). */
  walPosition?(): Promise<string>;
}

/** A streaming standby that tenant transactions may read from (withTenantOnReplica). */
export interface ReadReplica {
  /** host:port/database, for health, metrics and logs (never the password). */
  name: string;
  db: Db;
  /**
   * How far it has replayed the primary's WAL (`pg_last_wal_replay_lsn()`), and when the last
   * transaction it replayed had committed on the primary; rejects while it does not answer.
   */
  replay(): Promise<{ lsn: string | null; committedAt: Date | null }>;
}

export interface PoolState {
  /** Connections open, of at most `max`. */
  total: number;
  idle: number;
  max: number;
  /** Checkouts waiting for a connection. */
  waiting: number;
}

/** What a database reports of its tenant transactions (platform/metrics listens). */
export interface DatabaseObserver {
  /** Seconds a tenant transaction waited for a pooled connection (PostgreSQL). */
  connectionWait(seconds: number): void;
  /** Seconds a tenant transaction took from its wait for a connection to its commit or rollback. */
  transaction(seconds: number): void;
}

const observers = new WeakMap<Db, DatabaseObserver>();

/** Reports the tenant transactions of `db` to `observer` from now on (one observer per database). */
export function observeDatabase(db: Db, observer: DatabaseObserver): void {
  observers.set(db, observer);
}

const secondsSince = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/**
 * The migrations of this build that the database has not applied (none once it is up to date):
 * drizzle records each applied migration by its journal timestamp. Any process may have migrated
 * it; a newer build's extra migrations do not make this one unready.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const journal = migrationJournal();
  // Through the requests' own connections (a pooler, when there is one): ready means they work.
  const rows = await queryRows<{ created_at: string | number }>(
    database.db,
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return journal.entries.filter((entry) => !applied.has(entry.when)).length;
}

export const APP_ROLE = 'tenure_app';
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/** This build's migrations in order: each one's name (`0069_saml_identity_providers`) and journal timestamp. */
export function migrationJournal(): { entries: { when: number; tag: string }[] } {
  return JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
}

export interface OpenOptions {
  databaseUrl?: string;
  /**
   * PostgreSQL: a connection straight to the server (or through a session-mode pooler) for what needs
   * a session of its own: the migrations and the owner's plain SQL (`executeSql`: the job queue, the
   * call counts). Default: `databaseUrl`. Set it when `databaseUrl` is a transaction-mode PgBouncer.
   */
  directUrl?: string;
  dataDir?: string;
  /** A PGlite data-directory image (from dumpDataDir) to start from instead of an empty database. */
  loadDataDir?: Blob;
  /**
   * PostgreSQL: parameterised queries as named statements planned once per connection, and the
   * planner settings given once per connection (default true). False for a transaction-mode pooler
   * (PgBouncer): statements unnamed, the settings given in each tenant transaction instead.
   */
  preparedStatements?: boolean;
  /** PostgreSQL: at most this many connections (default DEFAULT_POOL_SIZE), to the primary and to each replica. */
  poolSize?: number;
  /** PostgreSQL: streaming standbys of the primary that reads may go to (see platform/read-replicas). */
  readUrls?: string[];
}

/**
 * Connections per API process. More busy connections than the database has cores only add
 * context switches: on the 2-core bench machine, 20 requests in flight were answered 15-35 %
 * faster through 8 connections than through 20 (`npm run bench:people`, every scenario).
 */
export const DEFAULT_POOL_SIZE = 8;

/**
 * Connections per API process to `directUrl` when it is set: the job queue's polling and
 * maintenance and the call counts' flush every second, none of them in a request's path.
 */
export const DIRECT_POOL_SIZE = 3;

/** The application_name of the direct connections, which tells them apart at the server (pg_stat_activity). */
export const DIRECT_APPLICATION_NAME = 'tenure-direct';
/** The application_name of the connections to read replicas. */
export const REPLICA_APPLICATION_NAME = 'tenure-replica';

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or memory). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl)
    return openPostgres(opts.databaseUrl, {
      directUrl: opts.directUrl,
      readUrls: opts.readUrls ?? [],
      preparedStatements: opts.preparedStatements ?? true,
      poolSize: opts.poolSize ?? DEFAULT_POOL_SIZE,
    });
  return openPglite(opts.dataDir, opts.loadDataDir);
}

/**
 * No parallel plans: starting a worker process costs more than any page query takes (HR's pending
 * approvals took 8 ms instead of 1 once one was planned).
 */
const PLANNER_SETTINGS: [string, string][] = [['max_parallel_workers_per_gather', '0']];

/** The advisory lock key every process takes to migrate (any constant: "tenure" in hex). */
const MIGRATION_LOCK = 0x74656e757265;

/**
 * Runs `migrate` while holding a lock that every Tenure process takes to migrate, on a connection of
 * its own to `url` (straight to the server: never a transaction-mode pooler). drizzle's migrator
 * reads the last migration applied and then applies the rest without a lock of its own: processes
 * starting at once on an empty or older database would each apply the same migrations and all but
 * one would fail. The lock is a transaction's (`pg_advisory_xact_lock`), ended by the commit.
 */
async function migrateAlone(pg: typeof import('pg').default, url: string, migrate: () => Promise<void>) {
  const lock = new pg.Client({ connectionString: url, application_name: DIRECT_APPLICATION_NAME });
  await lock.connect();
  try {
    await lock.query('begin');
    await lock.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await migrate();
    await lock.query('commit');
  } finally {
    await lock.end();
  }
}

async function openPostgres(
  url: string,
  opts: { directUrl: string | undefined; readUrls: string[]; preparedStatements: boolean; poolSize: number },
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // The migrations and the owner's plain SQL need a session of their own (see OpenOptions.directUrl).
  const direct = opts.directUrl
    ? new pg.Pool({
        connectionString: opts.directUrl,
        max: DIRECT_POOL_SIZE,
        application_name: DIRECT_APPLICATION_NAME,
      })
    : null;
  direct?.on('error', (err) => console.error(`PostgreSQL dropped an idle direct connection: ${err.message}`));
  const { pool, db } = await connectPostgres(url, opts);
  const owner = direct ?? pool;
  const replicas = await Promise.all(
    opts.readUrls.map(async (readUrl) => {
      const replica = await connectPostgres(readUrl, {
        ...opts,
        applicationName: REPLICA_APPLICATION_NAME,
        replica: true,
      });
      const replay = async () => {
        const { rows } = await replica.pool.query<{ lsn: string | null; committed_at: Date | null }>(
          'select pg_last_wal_replay_lsn()::text as lsn, pg_last_xact_replay_timestamp() as committed_at',
        );
        return { lsn: rows[0]?.lsn ?? null, committedAt: rows[0]?.committed_at ?? null };
      };
      return { name: replicaName(readUrl), db: replica.db, replay, pool: replica.pool };
    }),
  );
  const close = async () => {
    await Promise.all([pool.end(), direct?.end(), ...replicas.map((r) => r.pool.end())]);
  };
  try {
    await migrateAlone(pg, opts.directUrl ?? url, () => migrate(direct ? drizzle(direct) : db, { migrationsFolder }));
  } catch (error) {
    await close();
    throw error;
  }
  const executeSql = async (text: string, values?: unknown[]) => {
    const answer = (await owner.query(text, values)) as unknown as QueryResult | QueryResult[];
    const last = Array.isArray(answer) ? answer.at(-1) : answer;
    return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
  };
  const poolState = () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    max: opts.poolSize,
    waiting: pool.waitingCount,
  });
  const walPosition = async () => {
    const { rows } = await owner.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return rows[0]!.lsn;
  };
  return {
    kind: 'postgres',
    db,
    close,
    executeSql,
    poolState,
    walPosition,
    ...(replicas.length > 0 ? { replicas: replicas.map(({ pool: _pool, ...replica }) => replica) } : {}),
  };
}

/** host:port/database of a connection URL. */
function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/**
 * A pool of `url` whose tenant transactions open in one round trip (withTenant). With prepared
 * statements, the planner settings are the connections' own (given at connect); without, each
 * tenant transaction sets them for itself: a transaction-mode pooler refuses connect-time settings
 * and hands each transaction whichever server connection is free.
 */
async function connectPostgres(
  url: string,
  opts: { preparedStatements: boolean; poolSize: number; applicationName?: string; replica?: boolean },
) {
  const { default: pg } = await import('pg');
  const { drizzle, NodePgSession, NodePgTransaction } = await import('drizzle-orm/node-postgres');
  // Prepared statements (below) are planned once: in the default mode PostgreSQL keeps re-planning
  // a statement whose generic plan it estimates dearer (any with LIMIT $n), which took most of a
  // short request's database time.
  const { preparedStatements } = opts;
  const settings: [string, string][] = [
    ...PLANNER_SETTINGS,
    ...(preparedStatements ? [['plan_cache_mode', 'force_generic_plan'] as [string, string]] : []),
  ];
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize,
    application_name: opts.applicationName,
    // A replica that does not answer is soon passed over for the primary (platform/read-replicas).
    ...(opts.replica ? { connectionTimeoutMillis: 2000 } : {}),
    options: preparedStatements ? settings.map(([name, value]) => `-c ${name}=${value}`).join(' ') : undefined,
  });
  const transactionSettings = preparedStatements
    ? ''
    : settings.map(([name, value]) => `, ${setConfig(name, value)}`).join('');
  // An idle connection the server drops (restart, failover, a test dropping its database) must not
  // crash the process; the pool replaces it on the next checkout.
  pool.on('error', (err) => console.error(`PostgreSQL dropped an idle connection: ${err.message}`));
  if (preparedStatements) pool.on('connect', prepareStatementsOn);
  const db = drizzle(pool);
  const dialect = new PgDialect();
  // The tenant transaction opens with one round trip: `begin`, the opening read and the settings in one simple query.
  tenantTransactions.set(db, async (ctx, work, opening, options, leftover) => {
    const waitStart = process.hrtime.bigint();
    const client = await pool.connect();
    observers.get(db)?.connectionWait(secondsSince(waitStart));
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, undefined),
      undefined,
    ) as unknown as Tx;
    const writes: SQL[] = [];
    writesAtCommit.set(tx, writes);
    let broken = false;
    // A connection lost while checked out (a server restart, a killed backend) is reported on the
    // client, where nothing else listens: the transaction's next query fails instead of the process.
    const onLost = () => (broken = true);
    client.on('error', onLost);
    try {
      const begin = beginStatement(options);
      const settings = `${tenantSettings(ctx)}${transactionSettings}`;
      const opened = (await client.query(
        opening ? `${begin}; ${withLiterals(opening)}; ${settings}` : `${begin}; ${settings}`,
      )) as unknown as QueryResult[];
      const result = await work(tx, opening ? opened[1]?.rows[0] : undefined);
      // A standby takes no writes: the caller commits them on the primary (withTenantOnReplica).
      if (opts.replica) leftover?.push(...writes.splice(0));
      const tracker = ctx.userId ? writeTrackers.get(db) : undefined;
      const { rolledBack, lsn } = await commitWith(client, dialect, writes, tracker !== undefined);
      // A database error that `work` caught leaves the transaction aborted: commit then rolls back.
      if (rolledBack) throw new Error('The transaction failed and was rolled back');
      if (lsn) await tracker?.(ctx, lsn);
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => (broken = true));
      // A statement the server can no longer run as prepared (its tables changed under it) would
      // fail on this connection every time: the connection is dropped instead of pooled.
      if (STALE_STATEMENT_CODES.has(sqlStateOf(error) ?? '')) broken = true;
      throw error;
    } finally {
      client.off('error', onLost);
      client.release(broken);
    }
  });
  return { pool, db };
}

type QueryResult = import('pg').QueryResult;

/**
 * Values larger than this (in characters) are not inlined in the commit's round trip: quoting a
 * value copies it, and joining the statements copies it again, so a bulk load's 10,000 mails in
 * the outbox (tens of MB of JSON) took the API process from 260 to 670 MB at its commit.
 */
const INLINE_WRITE_LIMIT = 256 * 1024;

const paramsSize = (params: readonly unknown[]) =>
  params.reduce<number>((sum, p) => sum + (typeof p === 'string' ? p.length : 0), 0);

/**
 * Sends the transaction's writes at commit and commits: the small ones inlined in the commit's one
 * round trip, a large one on its own with parameters (in order), so its value is sent as it is.
 */
async function commitWith(
  client: import('pg').PoolClient,
  dialect: PgDialect,
  writes: SQL[],
  withPosition: boolean,
): Promise<{ rolledBack: boolean; lsn: string | null }> {
  let inline: string[] = [];
  for (const write of writes.splice(0)) {
    const query = dialect.sqlToQuery(write);
    if (paramsSize(query.params) <= INLINE_WRITE_LIMIT) {
      inline.push(withLiterals(write));
      continue;
    }
    if (inline.length > 0) await client.query(inline.join(';\n'));
    inline = [];
    await client.query(query.sql, query.params as unknown[]);
  }
  // With its position: whether the transaction wrote anything (it has a transaction id then), and the
  // WAL position after its commit, which a replica must have replayed to show what it wrote.
  const tail = withPosition
    ? [
        'select pg_current_xact_id_if_assigned() is not null as wrote',
        'commit',
        'select pg_current_wal_lsn()::text as lsn',
      ]
    : ['commit'];
  const answer = (await client.query([...inline, ...tail].join(';\n'))) as unknown as QueryResult | QueryResult[];
  const answers = Array.isArray(answer) ? answer : [answer];
  if (!withPosition) return { rolledBack: answers.at(-1)?.command === 'ROLLBACK', lsn: null };
  const wrote = (answers.at(-3)?.rows[0] as { wrote?: boolean } | undefined)?.wrote === true;
  return {
    rolledBack: answers.at(-2)?.command === 'ROLLBACK',
    lsn: wrote ? ((answers.at(-1)?.rows[0] as { lsn: string } | undefined)?.lsn ?? null) : null,
  };
}

/** Marks parameter n as NUL, n, NUL: a NUL cannot occur in SQL text, so no text is taken for a parameter. */
class ParameterMarkingDialect extends PgDialect {
  override escapeParam(num: number): string {
    return `\u0000${num}\u0000`;
  }
}
const markingDialect = new ParameterMarkingDialect();

/**
 * A statement for the simple-query protocol: each parameter replaced by its value as a quoted
 * literal, converted exactly as node-postgres converts a parameter (dates, arrays, JSON) and quoted
 * by its own escaping. Quoted literals are untyped, as parameters are.
 */
function withLiterals(statement: SQL): string {
  const query = markingDialect.sqlToQuery(statement);
  return query.sql.replace(/\u0000(\d+)\u0000/g, (_, n: string) => {
    const value = prepareValue(query.params[Number(n)]) as string | Buffer | null;
    if (value === null) return 'null';
    if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'::bytea`;
    return escapeLiteral(value);
  });
}

/** "cached plan must not change result type", "prepared statement does not exist". */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

/** The SQLSTATE of a driver error, also when the query builder wrapped it (as its `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** How many statements one connection keeps prepared; past that, new texts run unnamed. */
const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * Every parameterised query becomes a named prepared statement on its connection, so PostgreSQL
 * parses and plans each query text once per connection instead of on every call (for our short
 * queries, planning cost more than running them). The name is a hash of the text, so the same
 * text always maps to the same statement; node-postgres remembers which ones the server has.
 */
function prepareStatementsOn(client: import('pg').PoolClient) {
  const named = new Set<string>();
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  const prepared = (config: unknown, values?: unknown, callback?: unknown) => {
    if (isUnnamedQuery(config) && hasParameters(values ?? config.values)) {
      const name = statementName(config.text);
      if (named.has(name) || named.size < MAX_PREPARED_PER_CONNECTION) {
        named.add(name);
        return query({ ...config, name }, values, callback);
      }
    }
    return query(config, values, callback);
  };
  client.query = prepared as typeof client.query;
}

/** Statement names by text, process-wide: a query text is hashed once, not on every run. */
const statementNames = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 5000;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= MAX_REMEMBERED_NAMES) statementNames.clear();
    name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

function isUnnamedQuery(config: unknown): config is { text: string; name?: string; values?: unknown } {
  return (
    typeof config === 'object' &&
    config !== null &&
    'text' in config &&
    typeof config.text === 'string' &&
    !('name' in config && config.name) &&
    !('submit' in config)
  );
}

const hasParameters = (values: unknown) => Array.isArray(values) && values.length > 0;

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  // `query` refuses several statements in one text (pg-boss migrations send them): those go to `exec`.
  const executeSql = async (text: string, values?: unknown[]) => {
    const answer = values?.length ? await client.query(text, values) : (await client.exec(text)).at(-1);
    return { rows: answer?.rows ?? [], rowCount: answer?.affectedRows ?? 0 };
  };
  return { kind: 'pglite', db, close: () => client.close(), snapshot: () => client.dumpDataDir('gzip'), executeSql };
}

export interface TenantContext {
  tenantCode: string;
  userId?: string | null;
}

/** How a tenant transaction sees other transactions' commits. */
export interface TenantTransactionOptions {
  /**
   * 'repeatable read': every statement sees the data as it was at the first one. For a read made in
   * several statements that must agree with each other (an export read page by page while others
   * write). Default: read committed, each statement sees what was committed before it.
   */
  isolation?: 'repeatable read';
  /** Refuses writes (SQLSTATE 25006): a tenant's transactions while it is being moved (platform/placement.ts). */
  readOnly?: boolean;
}

/** The `begin` of a tenant transaction (the isolation level is one of a closed list, never a caller's text). */
function beginStatement(options: TenantTransactionOptions | undefined): string {
  const isolation = options?.isolation === 'repeatable read' ? ' isolation level repeatable read' : '';
  return `begin${isolation}${options?.readOnly ? ' read only' : ''}`;
}

/**
 * Runs `work` in one transaction as the non-owner request role with the tenant set, so every
 * query is confined to that tenant by row-level security. One round trip sets all three.
 */
export async function withTenant<T>(
  db: Db,
  ctx: TenantContext,
  work: (tx: Tx) => Promise<T>,
  options?: TenantTransactionOptions,
): Promise<T> {
  return openTenantTransaction(db, ctx, work, undefined, options);
}

/**
 * withTenant with a read sent in the transaction's first round trip, before the tenant settings
 * (so as the connection's own role, outside row-level security: it filters by tenant itself);
 * `work` gets its first row. For what a request must know before its work starts (a public
 * route's feature flag) without a round trip of its own.
 */
export async function withTenantOpening<T, R extends Record<string, unknown>>(
  db: Db,
  ctx: TenantContext,
  opening: SQL,
  work: (tx: Tx, opened: R | undefined) => Promise<T>,
  options?: TenantTransactionOptions,
): Promise<T> {
  return openTenantTransaction(db, ctx, (tx, opened) => work(tx, opened as R | undefined), opening, options);
}

async function openTenantTransaction<T>(
  home: Db,
  ctx: TenantContext,
  work: (tx: Tx, opened: Record<string, unknown> | undefined) => Promise<T>,
  opening?: SQL,
  requested?: TenantTransactionOptions,
): Promise<T> {
  const { db, frozen } = await placementOf(home, ctx.tenantCode);
  const options = frozen ? { ...requested, readOnly: true } : requested;
  const observer = observers.get(db);
  if (!observer) return runTenantTransaction(db, ctx, work, opening, options);
  const start = process.hrtime.bigint();
  try {
    return await runTenantTransaction(db, ctx, work, opening, options);
  } finally {
    observer.transaction(secondsSince(start));
  }
}

async function runTenantTransaction<T>(
  db: Db,
  ctx: TenantContext,
  work: (tx: Tx, opened: Record<string, unknown> | undefined) => Promise<T>,
  opening?: SQL,
  options?: TenantTransactionOptions,
): Promise<T> {
  const fast = tenantTransactions.get(db);
  if (fast) return fast(ctx, work, opening, options) as Promise<T>;
  return db.transaction(
    async (tx) => {
      const opened = opening ? (await queryRows<Record<string, unknown>>(tx, opening))[0] : undefined;
      await tx.execute(sql.raw(tenantSettings(ctx)));
      return work(tx, opened);
    },
    // No empty config: drizzle would send a bare `set transaction`.
    options?.isolation || options?.readOnly
      ? {
          ...(options.isolation ? { isolationLevel: options.isolation } : {}),
          ...(options.readOnly ? { accessMode: 'read only' as const } : {}),
        }
      : undefined,
  );
}

/** The writes each open PostgreSQL tenant transaction sends with its commit (see writeAtCommit). */
const writesAtCommit = new WeakMap<Tx, SQL[]>();

/**
 * A write whose outcome the rest of the work does not read (an audit row, a notice, a mail in the
 * outbox): in a PostgreSQL tenant transaction it goes to the server with the commit, in the same
 * round trip, and a failure fails the commit; elsewhere (PGlite, a savepoint, whose rollback must
 * take the write with it) it runs at once.
 */
export async function writeAtCommit(tx: Tx, write: SQLWrapper): Promise<void> {
  const writes = writesAtCommit.get(tx);
  if (writes) writes.push(write.getSQL());
  else await tx.execute(write.getSQL());
}

type TenantTransaction = (
  ctx: TenantContext,
  work: (tx: Tx, opened: Record<string, unknown> | undefined) => Promise<unknown>,
  opening?: SQL,
  options?: TenantTransactionOptions,
  /** A replica's transaction leaves the writes `work` left for its commit here instead of sending them. */
  leftover?: SQL[],
) => Promise<unknown>;

/** Told of each committed tenant transaction of a user that wrote, with the WAL position after its commit. */
export type WriteTracker = (ctx: TenantContext, lsn: string) => Promise<void>;

const writeTrackers = new WeakMap<Db, WriteTracker>();

/**
 * Tells `tracker` of the writes of `db`'s tenant transactions from now on (PostgreSQL): each one of
 * a user that wrote, after its commit, before its work's result is returned. Costs one statement
 * more in the commit's round trip.
 */
export function trackWrites(db: Db, tracker: WriteTracker): void {
  writeTrackers.set(db, tracker);
}

/**
 * withTenant on a read replica (a PostgreSQL standby): `work` reads there; the writes it left for
 * the commit (writeAtCommit: an audit entry of what it read) are committed on `primary` after it,
 * in a tenant transaction of their own, before the result is returned. `work` must write nothing
 * else (the standby refuses it).
 */
export async function withTenantOnReplica<T>(
  replica: Db,
  primary: Db,
  ctx: TenantContext,
  work: (tx: Tx) => Promise<T>,
  options?: TenantTransactionOptions,
): Promise<T> {
  const fast = tenantTransactions.get(replica);
  if (!fast) throw new Error('withTenantOnReplica: not a replica of openDatabase');
  // The replicas are the home cluster's: a tenant placed on another cluster (or being moved) reads there.
  const placed = await placementOf(primary, ctx.tenantCode);
  if (placed.db !== primary || placed.frozen) return withTenant(primary, ctx, work, options);
  const leftover: SQL[] = [];
  const result = (await fast(ctx, (tx) => work(tx), undefined, options, leftover)) as T;
  if (leftover.length > 0)
    await withTenant(primary, ctx, async (tx) => {
      for (const write of leftover) await writeAtCommit(tx, write);
    });
  return result;
}

/** Where a tenant's rows are: its cluster's database, and whether it is being moved (writes refused). */
export type TenantPlacer = (tenantCode: string) => Promise<{ db: Db; frozen: boolean }>;

const placers = new WeakMap<Db, TenantPlacer>();

/**
 * Sends the tenant transactions opened on `home` (withTenant and the rest) to the database `placer`
 * gives for their tenant from now on, read-only while it is frozen (platform/placement.ts).
 */
export function placeTenants(home: Db, placer: TenantPlacer): void {
  placers.set(home, placer);
}

/**
 * The database holding `tenantCode`'s rows, for the few reads of them made outside a tenant
 * transaction (the guard's session check): `db` itself unless tenants are placed on several clusters.
 */
export async function tenantDb(db: Db, tenantCode: string): Promise<Db> {
  return (await placementOf(db, tenantCode)).db;
}

/** Where the tenant transactions of `home` for `tenantCode` go: `home` itself, writable, unless placed. */
function placementOf(home: Db, tenantCode: string): Promise<{ db: Db; frozen: boolean }> {
  const placer = placers.get(home);
  return placer ? placer(tenantCode) : Promise.resolve({ db: home, frozen: false });
}

/** PostgreSQL databases open their tenant transactions in one round trip (see openPostgres). */
const tenantTransactions = new WeakMap<Db, TenantTransaction>();

/** The statement that confines a transaction to the tenant (values quoted by the driver's escaping). */
function tenantSettings(ctx: TenantContext) {
  return `select ${setConfig('app.tenant_id', ctx.tenantCode)}, ${setConfig('app.user_id', ctx.userId ?? '')}, ${setConfig('role', APP_ROLE)}`;
}

/** A setting for the rest of the transaction only: a pooled server connection keeps none of it. */
const setConfig = (name: string, value: string) => `set_config(${escapeLiteral(name)}, ${escapeLiteral(value)}, true)`;

/**
 * Reads that do not depend on each other, in one round trip: each query's rows come back as JSON
 * objects keyed by its column names (numbers, booleans and JSON as such; dates, timestamps and
 * uuids as text), so each query should give its columns the names and types it wants to read.
 */
export async function readTogether<T extends Record<string, unknown[]>>(
  tx: Tx,
  queries: { [K in keyof T]: SQL },
): Promise<T> {
  const columns = Object.entries(queries).map(
    ([name, query]) => sql`(select coalesce(json_agg(q), '[]') from (${query}) q) as ${sql.identifier(name)}`,
  );
  const [row] = await queryRows<T>(tx, sql`select ${sql.join(columns, sql`, `)}`);
  return row!;
}

/**
 * LIMIT and OFFSET written into the query text as whole numbers. PostgreSQL statements are planned
 * generically (openPostgres), and a generic plan takes a parameter LIMIT for a tenth of the rows:
 * it then sorts everything the filters keep instead of walking an index in order and stopping
 * after the page. Pages are few, so the texts (and prepared statements) stay few.
 */
export function pageClause(limit: number, offset: number): SQL {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0)
    throw new Error(`pageClause: ${limit}, ${offset}`);
  return sql.raw(`limit ${limit} offset ${offset}`);
}

/** A value for a jsonb column in plain SQL (undefined and null: SQL null; arrays stay JSON arrays). */
export const jsonParam = (value: unknown) =>
  value === undefined || value === null ? sql`null` : sql`${JSON.stringify(value)}::jsonb`;

/** Lower-cased text with LIKE's wildcards escaped, for `lower(column) like '%' || text || '%'` searches. */
export const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether another row of `table` (within `scope`) already has this name, compared without case:
 * the check before a catalogue entry is saved under a name (its unique index is the last word).
 */
export async function nameTaken(
  tx: Tx,
  columns: { table: PgTable; name: PgColumn; id: PgColumn },
  name: string,
  exceptId: string | undefined,
  scope?: SQL,
): Promise<boolean> {
  const rows = await tx
    .select({ id: columns.id })
    .from(columns.table)
    .where(and(sql`lower(${columns.name}) = lower(${name})`, exceptId ? ne(columns.id, exceptId) : undefined, scope))
    .limit(1);
  return rows.length > 0;
}

/** Raw SQL for the few places the query builder cannot express; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
