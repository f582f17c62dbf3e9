/**
 * `npm run tenant -- move CODE --to CLUSTER`: moves a tenant's rows to another PostgreSQL cluster of
 * DATABASE_CLUSTERS while the other tenants keep working (docs/operations.md, "Tenants on several
 * clusters"). The tenant is frozen for the move (its users read, a change is answered "maintenance"),
 * copied with the per-tenant archive (export, then import with its checks), compared table by table,
 * switched over, and removed from where it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { PLACEMENT_CACHE_MS, type Clusters } from '../../platform/placement.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { deleteTenantRows, exportTenant, importTenant, tenantChecksums, type ArchiveManifest } from './archive.ts';
import { tenantCodeTaken } from './provisioning-queries.ts';

/** How long the move waits for transactions begun before the freeze to end on the tenant's cluster. */
const SETTLE_TIMEOUT_MS = 60_000;

export interface TenantMove {
  tenant: string;
  from: string;
  to: string;
  /** Each table's rows and checksum, equal on both clusters (the archive's manifest). */
  tables: ArchiveManifest['tables'];
  files: number;
  /** Rows removed from the cluster it left. */
  removed: number;
  /** How long the tenant's changes were refused, in ms. */
  frozenMs: number;
}

const refused = (message: string) => new AppError(400, 'TENANT_MOVE_REFUSED', message);

/**
 * The archive's import writes the tenant's files and removes them again if it fails. On a move both
 * clusters share the deployment's file storage, where the files already are: the same bytes are not
 * written again, and nothing is removed.
 */
function storageInPlace(storage: FileStorage): FileStorage {
  return {
    ...storage,
    async put(key, bytes) {
      const current = await storage.get(key);
      if (!current || !Buffer.from(current).equals(Buffer.from(bytes))) await storage.put(key, bytes);
    },
    async delete() {},
  };
}

/** Whether a transaction that began before `since` is still open on the database (any but this one). */
async function transactionsBefore(db: Db, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
          and xact_start < ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

async function setPlacement(home: Db, code: string, cluster: string, frozen: boolean): Promise<void> {
  await home.execute(
    sql`insert into tenant_placements (tenant_code, cluster, frozen_at, updated_at)
        values (${code}, ${cluster}, ${frozen ? sql`now()` : sql`null`}, now())
        on conflict (tenant_code) do update set cluster = excluded.cluster, frozen_at = excluded.frozen_at, updated_at = now()`,
  );
}

export async function moveTenant(
  deps: { clusters: Clusters; storage: FileStorage; log?: (line: string) => void },
  code: string,
  to: string,
): Promise<TenantMove> {
  const { clusters } = deps;
  const log = deps.log ?? (() => undefined);
  const home = clusters.databases.get(clusters.home)!.db;
  const target = clusters.databases.get(to)?.db;
  if (!target)
    throw refused(`There is no cluster "${to}": DATABASE_CLUSTERS names ${[...clusters.databases.keys()].join(', ')}.`);
  if (!(await home.transaction((tx) => tenantCodeTaken(tx, code))))
    throw new AppError(404, 'TENANT_NOT_FOUND', `There is no tenant "${code}".`);
  const placement = await clusters.placementOf(code);
  if (placement.frozen) throw refused(`Tenant "${code}" is being moved already (or a move of it stopped half-way).`);
  if (placement.cluster === to) throw refused(`Tenant "${code}" lives on "${to}" already.`);
  if (to === clusters.home)
    throw refused(
      `Moving a tenant back to the home cluster "${to}" is not supported yet: its directory row is there. Move it to another cluster.`,
    );
  const source = clusters.databases.get(placement.cluster)!.db;

  // 1. Freeze: from PLACEMENT_CACHE_MS on, every process opens the tenant's transactions read-only;
  // then wait for those begun before that to end, so the copy below misses no committed change.
  const frozenAt = Date.now();
  await setPlacement(home, code, placement.cluster, true);
  log(`${code}: changes paused on "${placement.cluster}"`);
  const thawed = async () => {
    await setPlacement(home, code, placement.cluster, false);
    log(`${code}: changes resumed on "${placement.cluster}" (nothing moved)`);
  };
  const archive = path.join(os.tmpdir(), `tenure-move-${code}-${randomBytes(6).toString('hex')}.tar`);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2 * PLACEMENT_CACHE_MS));
    const settled = new Date();
    while ((await transactionsBefore(source, settled)) > 0) {
      if (Date.now() - settled.getTime() > SETTLE_TIMEOUT_MS)
        throw refused(
          `Transactions begun before the freeze are still open on "${placement.cluster}" after ${SETTLE_TIMEOUT_MS / 1000} s: nothing was moved.`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // 2. Copy: the archive of the frozen tenant, loaded into the target with its own checks.
    const storage = storageInPlace(deps.storage);
    const manifest = await exportTenant({ db: source, storage }, code, fs.createWriteStream(archive));
    await importTenant({ db: target, storage }, fs.createReadStream(archive));
    const copied = await tenantChecksums(target, code);
    const differs = manifest.tables.filter((t) => {
      const there = copied.find((c) => c.name === t.name);
      return !there || there.rows !== t.rows || there.sha256 !== t.sha256;
    });
    if (differs.length > 0) {
      await deleteTenantRows(target, code, { keepTenantRow: false });
      throw refused(`After the copy, ${differs.map((t) => t.name).join(', ')} differ on "${to}": nothing was moved.`);
    }
    log(
      `${code}: ${manifest.tables.length} tables and ${manifest.files.length} files copied to "${to}", checksums equal`,
    );

    // 3. Switch, then remove the rows where it was (the home cluster keeps its directory row).
    await setPlacement(home, code, to, false);
    const frozenMs = Date.now() - frozenAt;
    log(`${code}: lives on "${to}" now; changes resumed after ${frozenMs} ms`);
    // A process reads the placements at most PLACEMENT_CACHE_MS old: until all have seen the switch,
    // some still read the tenant where it was (unchanged, since it was frozen there).
    await new Promise((resolve) => setTimeout(resolve, 2 * PLACEMENT_CACHE_MS));
    const removed = await deleteTenantRows(source, code, { keepTenantRow: placement.cluster === clusters.home });
    log(`${code}: ${removed} rows removed from "${placement.cluster}"`);
    return {
      tenant: code,
      from: placement.cluster,
      to,
      tables: manifest.tables,
      files: manifest.files.length,
      removed,
      frozenMs,
    };
  } catch (error) {
    if ((await clusters.placementOf(code)).cluster === placement.cluster) await thawed();
    throw error;
  } finally {
    fs.rmSync(archive, { force: true });
  }
}
