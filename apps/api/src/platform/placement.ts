/**
 * Tenants across several PostgreSQL clusters (issue 37). DATABASE_URL is the home cluster: it keeps
 * the tenants' directory (codes, hosts, state), the job queue, and `tenant_placements`, which says
 * where a tenant lives when not at home. Every API process opens every cluster of DATABASE_CLUSTERS
 * and sends each tenant transaction to its tenant's cluster (platform/db.ts `placeTenants`), reading
 * the placements at most PLACEMENT_CACHE_MS old. While a tenant is being moved (`frozen_at` set) its
 * transactions are read-only: a change is answered "maintenance" (503), reads go on.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, placeTenants, queryRows, type Database, type Db } from './db.ts';

/** How old the placements a process acts on may be; a move waits longer than this after freezing a tenant. */
export const PLACEMENT_CACHE_MS = 1000;

export interface ClusterSpec {
  name: string;
  url: string;
}

export interface Placement {
  cluster: string;
  /** Being moved: writes refused. */
  frozen: boolean;
}

export interface Clusters {
  /** The home cluster's name (DATABASE_CLUSTER_NAME). */
  home: string;
  /** Every cluster by name, the home one first. */
  databases: ReadonlyMap<string, Database>;
  /** Where a tenant lives, read now (not from the cache). */
  placementOf(tenantCode: string): Promise<Placement>;
  /** Closes the clusters other than home (the home database is its opener's to close). */
  close(): Promise<void>;
}

interface PlacementRow {
  tenant_code: string;
  cluster: string;
  frozen: boolean;
}

const readPlacements = (db: Db, tenantCode?: string) =>
  queryRows<PlacementRow>(
    db,
    sql`select tenant_code, cluster, frozen_at is not null as frozen from tenant_placements
        ${tenantCode === undefined ? sql`` : sql`where tenant_code = ${tenantCode}`}`,
  );

const clustersOfHome = new WeakMap<Database, Database[]>();

/**
 * Every cluster's database, the home one first: for the rare lookup that finds its tenant by what it
 * reads (a SCIM token's hash) rather than by the request's host.
 */
export const everyCluster = (home: Database): Database[] => clustersOfHome.get(home) ?? [home];

/**
 * Opens the clusters of `specs` beside `home` (each migrated as it opens) and routes every tenant
 * transaction of `home` to its tenant's cluster from then on. Null when there are none: one cluster,
 * nothing routed, nothing read.
 */
export async function openClusters(
  home: Database,
  opts: { homeName: string; specs: readonly ClusterSpec[]; preparedStatements?: boolean; poolSize?: number },
): Promise<Clusters | null> {
  if (opts.specs.length === 0) return null;
  if (home.kind !== 'postgres') throw new Error('DATABASE_CLUSTERS needs PostgreSQL: set DATABASE_URL too.');
  const names = [opts.homeName, ...opts.specs.map((s) => s.name)];
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated) throw new Error(`DATABASE_CLUSTERS: the cluster name "${repeated}" is given twice.`);

  const databases = new Map<string, Database>([[opts.homeName, home]]);
  try {
    for (const spec of opts.specs)
      databases.set(
        spec.name,
        await openDatabase({
          databaseUrl: spec.url,
          preparedStatements: opts.preparedStatements,
          poolSize: opts.poolSize,
        }),
      );
  } catch (error) {
    for (const [name, database] of databases) if (name !== opts.homeName) await database.close();
    throw error;
  }

  // The placements as read at `at` (the read's start: a move's freeze committed after it is seen
  // by the next read at most PLACEMENT_CACHE_MS later); one read at a time per process.
  let cached: { at: number; rows: Map<string, PlacementRow> } | null = null;
  let reading: Promise<Map<string, PlacementRow>> | null = null;
  const current = (): Promise<Map<string, PlacementRow>> => {
    if (cached && Date.now() - cached.at < PLACEMENT_CACHE_MS) return Promise.resolve(cached.rows);
    if (!reading) {
      const at = Date.now();
      reading = readPlacements(home.db)
        .then((rows) => {
          const byCode = new Map(rows.map((row) => [row.tenant_code, row]));
          cached = { at, rows: byCode };
          return byCode;
        })
        .finally(() => (reading = null));
    }
    return reading;
  };
  const databaseOf = (tenantCode: string, cluster: string) => {
    const database = databases.get(cluster);
    if (!database)
      throw new Error(
        `Tenant "${tenantCode}" lives on cluster "${cluster}", which this process's DATABASE_CLUSTERS does not name.`,
      );
    return database;
  };
  clustersOfHome.set(home, [...databases.values()]);
  placeTenants(home.db, async (tenantCode) => {
    const row = (await current()).get(tenantCode);
    if (!row) return { db: home.db, frozen: false };
    return { db: databaseOf(tenantCode, row.cluster).db, frozen: row.frozen };
  });

  return {
    home: opts.homeName,
    databases,
    async placementOf(tenantCode) {
      const [row] = await readPlacements(home.db, tenantCode);
      return row ? { cluster: row.cluster, frozen: row.frozen } : { cluster: opts.homeName, frozen: false };
    },
    async close() {
      for (const [name, database] of databases) if (name !== opts.homeName) await database.close();
    },
  };
}
