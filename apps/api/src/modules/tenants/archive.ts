/**
 * Per-tenant export and import (`npm run tenant -- export|import`): every row and every file of one
 * tenant in a versioned tar, loaded into a database that does not have that tenant yet. The format
 * is described in docs/operations.md ("Per-tenant export and import").
 */
import { createHash } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableName } from 'drizzle-orm';
import tar from 'tar-stream';
import { z } from 'zod';
import { TENANT_MESSAGES } from '@tenure/domain/tenants';
import { tenants } from '../../db/schema/index.ts';
import { migrationJournal, type Db, type Tx } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import * as q from './archive-queries.ts';
import { lockOperator, tenantCodeTaken } from './provisioning-queries.ts';
import { refuseHostsOfOthers } from './provisioning.ts';

/** The archive layout this build writes and reads; raise it when the layout changes. */
export const ARCHIVE_FORMAT = 1;

/**
 * The tables of schema `public` that hold no tenant's rows, and why an export leaves them out. Any
 * other table must have a `tenant_id` column (or be `tenants`): the export refuses to run otherwise,
 * so a new table is never silently left out.
 */
export const GLOBAL_TABLES: Readonly<Record<string, string>> = {
  countries: 'reference data every tenant shares, written by the migrations',
  currencies: 'reference data every tenant shares, written by the migrations',
  country_currencies: 'reference data every tenant shares, written by the migrations',
  api_call_counts: "API keys' calls in the current minute windows, pooled across processes",
  payload_keys: "browser sessions' payload-encryption keys (hours long; a browser registers a new one)",
  payload_envelopes_used: 'the replay guard of those keys, which goes with them',
};

const TENANTS_TABLE = getTableName(tenants);
/** Rows per insert statement; a table with a foreign key to itself goes in one statement (checked at its end). */
const ROWS_PER_INSERT = 1000;

/** A table in the archive: which column names the tenant, in foreign-key order. */
export interface ArchivedTable extends q.CatalogTable {
  keyColumn: 'tenant_id' | 'code';
}

const safePath = z
  .string()
  .min(1)
  .refine((p) => p.split('/').every((part) => part !== '' && part !== '.' && part !== '..'), 'a relative path');
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const archiveManifest = z.object({
  format: z.number().int(),
  tenant: z.string().min(1),
  /** The last migration of the database it was exported from (`0069_saml_identity_providers`). */
  migration: z.string().min(1),
  createdAt: z.string(),
  /** In load order (a table after those its foreign keys point at). */
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().min(0), sha256 })),
  /** The tenant's files, by their path under the tenant's folder of file storage. */
  files: z.array(z.object({ path: safePath, bytes: z.number().int().min(0), sha256 })),
});
export type ArchiveManifest = z.infer<typeof archiveManifest>;

const refused = (message: string) => new AppError(400, 'TENANT_ARCHIVE_REFUSED', message);
const digest = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const tablePath = (name: string) => `tables/${name}.jsonl`;
const filePath = (path: string) => `files/${path}`;

/**
 * The tables a tenant's archive holds, in an order where every table comes after the tables its
 * foreign keys point at. Refuses a table that is neither a tenant's nor declared global.
 */
export async function archivedTables(db: Db | Tx): Promise<ArchivedTable[]> {
  const catalog = await q.catalogTables(db);
  const kept: ArchivedTable[] = [];
  for (const table of catalog) {
    if (table.columns.some((c) => c.name === 'tenant_id')) kept.push({ ...table, keyColumn: 'tenant_id' });
    else if (table.name === TENANTS_TABLE) kept.push({ ...table, keyColumn: 'code' });
    else if (!(table.name in GLOBAL_TABLES))
      throw new Error(
        `Table ${table.name} has no tenant_id column and is not in GLOBAL_TABLES (modules/tenants/archive.ts): say whether a tenant's archive holds its rows.`,
      );
  }
  for (const table of kept)
    if (table.primaryKey.length === 0)
      throw new Error(`Table ${table.name} has no primary key: its rows have no order.`);
  return loadOrder(kept);
}

function loadOrder(tables: ArchivedTable[]): ArchivedTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: ArchivedTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t.name) && t.references.every((r) => placed.has(r) || !byName.has(r)),
    );
    if (ready.length === 0)
      throw new Error(
        `Foreign keys form a cycle among ${tables
          .filter((t) => !placed.has(t.name))
          .map((t) => t.name)
          .join(', ')}.`,
      );
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
  }
  return ordered;
}

/** The name of the database's last applied migration (its journal timestamp if this build does not know it). */
async function migrationOf(db: Db): Promise<string> {
  const when = await q.lastAppliedMigration(db);
  return migrationJournal().entries.find((e) => e.when === when)?.tag ?? String(when);
}

/** A table's rows as the archive holds them: one JSON object a line, in primary-key order. */
async function tableFile(tx: Tx, table: ArchivedTable, code: string): Promise<{ text: string; rows: number }> {
  const lines = await q.tenantRowsAsJson(tx, table, table.keyColumn, code);
  return { text: lines.map((line) => `${line}\n`).join(''), rows: lines.length };
}

/**
 * Writes the tenant's archive to `out`: `manifest.json` first, then `tables/<table>.jsonl` in load
 * order, then `files/<path>`. The rows are read in one snapshot (repeatable read).
 */
export async function exportTenant(
  deps: { db: Db; storage: FileStorage },
  code: string,
  out: Writable,
): Promise<ArchiveManifest> {
  const tables = await deps.db.transaction(
    async (tx) => {
      if (!(await tenantCodeTaken(tx, code))) throw notFound(TENANT_MESSAGES.tenantNotFound, 'TENANT_NOT_FOUND');
      await q.settleTextForms(tx);
      const files: { name: string; text: string; rows: number }[] = [];
      for (const table of await archivedTables(tx))
        files.push({ name: table.name, ...(await tableFile(tx, table, code)) });
      return files;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const prefix = `${code}/`;
  const files: ArchiveManifest['files'] = [];
  for (const key of await deps.storage.list(prefix)) {
    const bytes = await deps.storage.get(key);
    if (bytes) files.push({ path: key.slice(prefix.length), bytes: bytes.length, sha256: digest(bytes) });
  }
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    tenant: code,
    migration: await migrationOf(deps.db),
    createdAt: new Date().toISOString(),
    tables: tables.map((t) => ({ name: t.name, rows: t.rows, sha256: digest(t.text) })),
    files,
  };

  const pack = tar.pack();
  const mtime = new Date(manifest.createdAt);
  const add = (name: string, body: Uint8Array) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: body.length, mtime }, Buffer.from(body), (err) => (err ? reject(err) : resolve())),
    );
  const write = async () => {
    await add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const t of tables) await add(tablePath(t.name), Buffer.from(t.text));
    // Each file once more, one at a time: one changed since it was counted would not match its checksum.
    for (const f of files) {
      const bytes = await deps.storage.get(`${prefix}${f.path}`);
      if (!bytes || digest(bytes) !== f.sha256)
        throw new Error(`The file ${f.path} changed during the export: run it again.`);
      await add(filePath(f.path), bytes);
    }
    pack.finalize();
  };
  const written = write().catch((err: unknown) => {
    pack.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  });
  await Promise.all([written, pipeline(pack, out)]);
  return manifest;
}

/** Every entry of a tar, by name. */
async function readTar(input: Readable): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  input.on('error', (err) => extract.destroy(err));
  input.pipe(extract);
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      if (entry.header.type === 'file') entries.set(entry.header.name, Buffer.concat(chunks));
    }
  } catch (err) {
    throw refused(`Not a tenant archive (a tar file): ${err instanceof Error ? err.message : String(err)}.`);
  }
  return entries;
}

/** The archive's manifest, once its format, migration and every checksum agree with it and with this database. */
async function checkedArchive(db: Db, entries: Map<string, Buffer>): Promise<ArchiveManifest> {
  const text = entries.get('manifest.json');
  if (!text) throw refused('The archive has no manifest.json: it is not a tenant archive.');
  let parsed: z.ZodSafeParseResult<ArchiveManifest>;
  try {
    parsed = archiveManifest.safeParse(JSON.parse(text.toString('utf8')));
  } catch {
    throw refused("The archive's manifest.json is not JSON.");
  }
  if (!parsed.success) throw refused(`The archive's manifest.json is not valid: ${parsed.error.issues[0]?.message}.`);
  const manifest = parsed.data;
  if (manifest.format !== ARCHIVE_FORMAT)
    throw refused(`The archive has format ${manifest.format}; this version of Tenure reads format ${ARCHIVE_FORMAT}.`);
  const migration = await migrationOf(db);
  if (manifest.migration !== migration)
    throw refused(
      `The archive was exported at migration ${manifest.migration}; this database is at ${migration}. Import it with the Tenure version it was exported with.`,
    );
  for (const t of manifest.tables) {
    const body = entries.get(tablePath(t.name));
    if (!body) throw refused(`The archive has no ${tablePath(t.name)}.`);
    const rows = body.length === 0 ? 0 : body.toString('utf8').split('\n').length - 1;
    if (digest(body) !== t.sha256 || rows !== t.rows)
      throw refused(`${tablePath(t.name)} does not match its checksum in the manifest: the archive is damaged.`);
  }
  for (const f of manifest.files) {
    const body = entries.get(filePath(f.path));
    if (!body || digest(body) !== f.sha256)
      throw refused(`${filePath(f.path)} is missing or does not match its checksum: the archive is damaged.`);
  }
  return manifest;
}

/**
 * Loads a tenant's archive into this database, which must not have the tenant (nor its hosts), in
 * one transaction: the rows as they were (the tables' own triggers off while loading, since their
 * derived rows are in the archive too), sequences moved past the loaded values, then every table's
 * rows and checksum read back and compared with the manifest. The files are written last; if the
 * transaction fails after that, they are removed again.
 */
export async function importTenant(deps: { db: Db; storage: FileStorage }, input: Readable): Promise<ArchiveManifest> {
  const entries = await readTar(input);
  const manifest = await checkedArchive(deps.db, entries);
  const code = manifest.tenant;
  const rowsOf = (name: string) =>
    (entries.get(tablePath(name)) ?? Buffer.alloc(0))
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '');
  const written: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      await lockOperator(tx);
      if (await tenantCodeTaken(tx, code))
        throw conflict(
          `This database already has a tenant "${code}": an archive is imported only into a database without it.`,
          undefined,
          'TENANT_CODE_TAKEN',
        );
      const tables = await archivedTables(tx);
      const inArchive = new Map(manifest.tables.map((t) => [t.name, t]));
      const missing = tables.filter((t) => !inArchive.has(t.name)).map((t) => t.name);
      const unknown = manifest.tables.filter((t) => !tables.some((d) => d.name === t.name)).map((t) => t.name);
      if (missing.length || unknown.length)
        throw refused(
          `The archive's tables differ from this database's (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'}).`,
        );
      const [tenantRow] = rowsOf(TENANTS_TABLE).map((line) =>
        z.object({ code: z.string(), hosts: z.array(z.string()) }).parse(JSON.parse(line)),
      );
      if (!tenantRow || tenantRow.code !== code)
        throw refused(`The archive does not hold the row of tenant "${code}".`);
      await refuseHostsOfOthers(tx, tenantRow.hosts, null);

      await q.settleTextForms(tx);
      for (const table of tables) {
        const rows = rowsOf(table.name);
        if (rows.length === 0) continue;
        if (table.hasTriggers) await q.setTriggers(tx, table.name, false);
        const step = table.selfReferencing ? rows.length : ROWS_PER_INSERT;
        for (let i = 0; i < rows.length; i += step)
          await q.insertJsonRows(tx, table, `[${rows.slice(i, i + step).join(',')}]`);
        if (table.hasTriggers) await q.setTriggers(tx, table.name, true);
        for (const s of table.sequences) await q.advanceSequence(tx, table.name, s.column, s.sequence);
      }
      for (const table of tables) {
        const loaded = await tableFile(tx, table, code);
        const expected = inArchive.get(table.name)!;
        if (loaded.rows !== expected.rows || digest(loaded.text) !== expected.sha256)
          throw refused(
            `After loading, ${table.name} holds ${loaded.rows} rows of "${code}" (the archive: ${expected.rows}) or differs from them: nothing was imported.`,
          );
      }
      for (const f of manifest.files) {
        const key = `${code}/${f.path}`;
        await deps.storage.put(key, entries.get(filePath(f.path))!);
        written.push(key);
      }
    });
  } catch (err) {
    for (const key of written) await deps.storage.delete(key);
    throw err;
  }
  return manifest;
}
