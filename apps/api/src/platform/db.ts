import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/** Both drivers (PGlite and node-postgres) expose this same query builder. */
type NoRelations = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoRelations>;
export type Tx = PgTransaction<PgQueryResultHKT, NoRelations, ExtractTablesWithRelations<NoRelations>>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as an image that `loadDataDir` can start from. */
  snapshot?(): Promise<Blob>;
}

export const APP_ROLE = 'tenure_app';
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data-directory image (from dumpDataDir) to start from instead of an empty database. */
  loadDataDir?: Blob;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir` (or memory). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle connection the server drops (restart, failover, a test dropping its database) must not
  // crash the process; the pool replaces it on the next checkout.
  pool.on('error', (err) => console.error(`PostgreSQL dropped an idle connection: ${err.message}`));
  const db = drizzle(pool);
  await migrate(db, { migrationsFolder });
  return { kind: 'postgres', db, close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  return { kind: 'pglite', db, close: () => client.close(), snapshot: () => client.dumpDataDir('gzip') };
}

export interface TenantContext {
  tenantCode: string;
  userId?: string | null;
}

/**
 * Runs `work` in one transaction as the non-owner request role with the tenant set, so every
 * query is confined to that tenant by row-level security. One round trip sets all three.
 */
export async function withTenant<T>(db: Db, ctx: TenantContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.tenant_id', ${ctx.tenantCode}, true), set_config('app.user_id', ${ctx.userId ?? ''}, true), set_config('role', ${APP_ROLE}, true)`,
    );
    return work(tx);
  });
}

/** Raw SQL for the few places the query builder cannot express; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
