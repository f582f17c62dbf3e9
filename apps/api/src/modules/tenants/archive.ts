/**
 * Per-tenant export and import (`npm run tenant -- export|import`): every row and every file of one
 * tenant in a versioned tar, loaded into a database that does not have that tenant yet. The format
 * is described in docs/operations.md ("Per-tenant export and import").
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableName } from 'drizzle-orm';
import tar from 'tar-stream';
import { z } from 'zod';
import { TENANT_MESSAGES } from '@tenure/domain/tenants';
import { tenants } from '../../db/schema/index.ts';
import { migrationJournal, sqlStateOf, tenantDb, type Db, type Tx } from '../../platform/db.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import * as q from './archive-queries.ts';
import { lockOperator, tenantCodeTaken } from './provisioning-queries.ts';
import { logoPath } from './profile-service.ts';
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
  tenant_placements: "which cluster each tenant lives on: the deployment's own, kept with the tenants' directory",
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

/** Every table's file of the tenant's rows, in load order. */
async function tenantTableFiles(tx: Tx, code: string): Promise<{ name: string; text: string; rows: number }[]> {
  await q.settleTextForms(tx);
  const files: { name: string; text: string; rows: number }[] = [];
  for (const table of await archivedTables(tx)) files.push({ name: table.name, ...(await tableFile(tx, table, code)) });
  return files;
}

/** Runs `work` on a table with its own triggers off (a load or a removal of rows they derive from). */
async function withoutTriggers<T>(tx: Tx, table: ArchivedTable, work: () => Promise<T>): Promise<T> {
  if (table.hasTriggers) await q.setTriggers(tx, table.name, false);
  const result = await work();
  if (table.hasTriggers) await q.setTriggers(tx, table.name, true);
  return result;
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
  // Where the tenant lives (platform/placement.ts), when tenants are on several clusters.
  const db = await tenantDb(deps.db, code);
  const tables = await db.transaction(
    async (tx) => {
      if (!(await tenantCodeTaken(tx, code))) throw notFound(TENANT_MESSAGES.tenantNotFound, 'TENANT_NOT_FOUND');
      return tenantTableFiles(tx, code);
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
    migration: await migrationOf(db),
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

/** Every table's row count and checksum of the tenant's rows now, as an export's manifest gives them (one snapshot). */
export async function tenantChecksums(db: Db, code: string): Promise<ArchiveManifest['tables']> {
  const files = await db.transaction((tx) => tenantTableFiles(tx, code), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  return files.map((f) => ({ name: f.name, rows: f.rows, sha256: digest(f.text) }));
}

/**
 * Deletes every row of the tenant from this database in one transaction, tables in the reverse of
 * the load order (the tables' own triggers off, as for a load: what they derive goes too), keeping
 * the `tenants` row itself when `keepTenantRow` (the home cluster's directory keeps it). Its files
 * are not touched. Returns the rows deleted.
 */
export async function deleteTenantRows(db: Db, code: string, opts: { keepTenantRow: boolean }): Promise<number> {
  return db.transaction(async (tx) => {
    let deleted = 0;
    for (const table of (await archivedTables(tx)).reverse()) {
      if (table.name === TENANTS_TABLE && opts.keepTenantRow) continue;
      deleted += await withoutTriggers(tx, table, () => q.deleteTenantRows(tx, table, table.keyColumn, code));
    }
    return deleted;
  });
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
 * The tables whose rows a copy (`import --as`) leaves out, and why: credentials and sign-ins in
 * progress that were issued for the original tenant and are looked up across the database by their
 * hash (a second row with the same hash is refused), or that would let a key of the original's
 * open the copy. The copy's users sign in again; its API keys and SCIM tokens are issued anew.
 */
export const LEFT_OUT_OF_COPY: Readonly<Record<string, string>> = {
  sessions: "the original's sign-ins (their token hashes are unique across the database)",
  mfa_challenges: 'second-factor checks in progress (minutes long; token hashes unique across the database)',
  sso_logins: 'single sign-on logins in progress (minutes long; state hashes unique across the database)',
  set_password_links: "set-password links mailed for the original's host (token hashes unique across the database)",
  password_otps: "one-time codes mailed for the original's users (minutes long)",
  scim_tokens: "the identity provider's tokens for the original (token hashes unique across the database)",
  client_api_keys: "the original's clients' API keys: the same key must not open the copy too",
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every occurrence of `from` in `text` (literal), or null when there is none. */
const replaceAll = (text: string, from: string, to: string) => (text.includes(from) ? text.split(from).join(to) : null);

/**
 * How a copy's rows differ from the archive's, one way and back: the tenant's code (its rows'
 * `tenant_id`, its `tenants` row, the `CODE/` that begins the storage key of each of its files and
 * the address of its logo, wherever they are written), its hosts, and every row id: each uuid that is a primary
 * key value in the archive becomes a new random uuid wherever it occurs (a foreign key, a uuid
 * array, a hierarchy path, an id inside a jsonb document or an audit entry's text). Textual, on
 * the archive's JSON lines: nothing else in a row changes, not even a number's digits.
 */
class CopyMapping {
  private readonly ids = new Map<string, string>();
  private readonly back = new Map<string, string>();
  private readonly prefixFrom: RegExp;
  private readonly prefixTo: RegExp;

  constructor(
    readonly from: string,
    readonly to: string,
    private readonly hostsFrom: string[],
    readonly hosts: string[],
  ) {
    // A JSON string that begins with `CODE/` (not a `"` escaped inside another string).
    this.prefixFrom = new RegExp(`(?<!\\\\)"${escapeRegExp(from)}/`, 'g');
    this.prefixTo = new RegExp(`(?<!\\\\)"${escapeRegExp(to)}/`, 'g');
  }

  /** Gives each uuid of the table's uuid primary-key columns a new one. */
  addIds(table: ArchivedTable, lines: string[]): void {
    const columns = table.primaryKey.filter((c) => table.columns.find((col) => col.name === c)?.type === 'uuid');
    if (columns.length === 0) return;
    for (const line of lines) {
      const row = JSON.parse(line) as Record<string, unknown>;
      for (const column of columns) {
        const id = row[column];
        if (typeof id === 'string' && !this.ids.has(id)) {
          const fresh = randomUUID();
          this.ids.set(id, fresh);
          this.back.set(fresh, id);
        }
      }
    }
  }

  get idCount(): number {
    return this.ids.size;
  }

  /** A storage key's path under the tenant's folder, its ids replaced. */
  filePath(path: string): string {
    return path.replace(UUID, (id) => this.ids.get(id) ?? id);
  }

  /** An archive line as the copy's row. */
  forward(table: ArchivedTable, line: string): string {
    const owned = this.swapOwner(table, line, this.from, this.to, this.hostsFrom, this.hosts);
    return owned
      .replace(UUID, (id) => this.ids.get(id) ?? id)
      .replace(this.prefixFrom, `"${this.to}/`)
      .replaceAll(logoPath(this.from, ''), logoPath(this.to, ''));
  }

  /** A copy's row (as read back) as the archive's line. */
  backward(table: ArchivedTable, line: string): string {
    const keys = line
      .replaceAll(logoPath(this.to, ''), logoPath(this.from, ''))
      .replace(this.prefixTo, `"${this.from}/`)
      .replace(UUID, (id) => this.back.get(id) ?? id);
    return this.swapOwner(table, keys, this.to, this.from, this.hosts, this.hostsFrom);
  }

  private swapOwner(
    table: ArchivedTable,
    line: string,
    from: string,
    to: string,
    hostsFrom: string[],
    hosts: string[],
  ) {
    let swapped: string | null;
    if (table.keyColumn === 'tenant_id')
      swapped = replaceAll(line, `"tenant_id":${JSON.stringify(from)}`, `"tenant_id":${JSON.stringify(to)}`);
    else {
      const [code, hostList] = [`{"code":${JSON.stringify(from)},`, `"hosts":${JSON.stringify(hostsFrom)}`];
      swapped =
        line.startsWith(code) && line.includes(hostList)
          ? `{"code":${JSON.stringify(to)},${line.slice(code.length).replace(hostList, `"hosts":${JSON.stringify(hosts)}`)}`
          : null;
    }
    if (!swapped) throw refused(`A row of ${table.name} in the archive does not belong to tenant "${from}".`);
    return swapped;
  }
}

/** What `importTenantAs` did: the archive's manifest, and the tables whose rows the copy left out. */
export interface TenantCopy {
  manifest: ArchiveManifest;
  tenant: string;
  hosts: string[];
  /** Ids given new values. */
  ids: number;
  leftOut: { name: string; rows: number }[];
}

/**
 * Loads a tenant's archive into this database, which must not have the tenant (nor its hosts), in
 * one transaction: the rows as they were (the tables' own triggers off while loading, since their
 * derived rows are in the archive too), sequences moved past the loaded values, then every table's
 * rows and checksum read back and compared with the manifest. The files are written last; if the
 * transaction fails after that, they are removed again.
 */
export async function importTenant(deps: { db: Db; storage: FileStorage }, input: Readable): Promise<ArchiveManifest> {
  return (await load(deps, input, null)).manifest;
}

/**
 * Loads a tenant's archive as another tenant `as.code` (a copy beside the original, or a second
 * copy): every row id new, the hosts `as.hosts` (none: reached by its code alone), the rows of
 * LEFT_OUT_OF_COPY left out. In one transaction like `importTenant`; the proof is the same
 * checksums: every table's rows of the copy, read back with the ids, code and hosts mapped back to
 * the archive's, equal the archive's rows (and the left-out tables hold none).
 */
export async function importTenantAs(
  deps: { db: Db; storage: FileStorage },
  input: Readable,
  as: { code: string; hosts: string[] },
): Promise<TenantCopy> {
  const loaded = await load(deps, input, as);
  return { ...loaded, tenant: as.code, hosts: as.hosts, ids: loaded.ids, leftOut: loaded.leftOut };
}

/** The digest of rows in any order. */
const digestOfRows = (lines: string[]) => digest([...lines].sort().join('\n'));

async function load(
  deps: { db: Db; storage: FileStorage },
  input: Readable,
  as: { code: string; hosts: string[] } | null,
): Promise<{ manifest: ArchiveManifest; ids: number; leftOut: { name: string; rows: number }[] }> {
  const entries = await readTar(input);
  const manifest = await checkedArchive(deps.db, entries);
  const code = as?.code ?? manifest.tenant;
  const rowsOf = (name: string) =>
    (entries.get(tablePath(name)) ?? Buffer.alloc(0))
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '');
  const written: string[] = [];
  const leftOut: { name: string; rows: number }[] = [];
  let ids = 0;
  try {
    await deps.db.transaction(async (tx) => {
      await lockOperator(tx);
      if (await tenantCodeTaken(tx, code))
        throw conflict(
          as
            ? `This database already has a tenant "${code}": give the copy a code no tenant has.`
            : `This database already has a tenant "${code}": an archive is imported only into a database without it.`,
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
      if (!tenantRow || tenantRow.code !== manifest.tenant)
        throw refused(`The archive does not hold the row of tenant "${manifest.tenant}".`);
      await refuseHostsOfOthers(tx, as ? as.hosts : tenantRow.hosts, null);

      const copy = as && new CopyMapping(manifest.tenant, as.code, tenantRow.hosts, as.hosts);
      const kept = (table: ArchivedTable) => !copy || !(table.name in LEFT_OUT_OF_COPY);
      if (copy) {
        for (const table of tables) if (kept(table)) copy.addIds(table, rowsOf(table.name));
        ids = copy.idCount;
      }

      await q.settleTextForms(tx);
      for (const table of tables) {
        const archived = rowsOf(table.name);
        if (!kept(table)) {
          if (archived.length > 0) leftOut.push({ name: table.name, rows: archived.length });
          continue;
        }
        const rows = copy ? archived.map((line) => copy.forward(table, line)) : archived;
        if (rows.length === 0) continue;
        const step = table.selfReferencing ? rows.length : ROWS_PER_INSERT;
        await withoutTriggers(tx, table, async () => {
          for (let i = 0; i < rows.length; i += step)
            await q.insertJsonRows(tx, table, `[${rows.slice(i, i + step).join(',')}]`).catch((error: unknown) => {
              // Every reference between tenant tables is (tenant_id, x_id): a row can only point into its own tenant.
              if (sqlStateOf(error) === '23503')
                throw refused(
                  `A row of ${table.name} in the archive refers to a row the tenant does not have: nothing was imported.`,
                );
              throw error;
            });
        });
        for (const s of table.sequences) await q.advanceSequence(tx, table.name, s.column, s.sequence);
      }
      for (const table of tables) {
        const loaded = await tableFile(tx, table, code);
        const expected = inArchive.get(table.name)!;
        let same: boolean;
        if (!copy) same = loaded.rows === expected.rows && digest(loaded.text) === expected.sha256;
        else if (!kept(table)) same = loaded.rows === 0;
        else {
          // The copy's rows with the archive's ids, code and hosts, in the database's own form.
          const lines = loaded.text.split('\n').filter((line) => line !== '');
          const back: string[] = [];
          for (let i = 0; i < lines.length; i += ROWS_PER_INSERT)
            back.push(
              ...(await q.rowsInDatabaseForm(
                tx,
                table,
                `[${lines
                  .slice(i, i + ROWS_PER_INSERT)
                  .map((line) => copy.backward(table, line))
                  .join(',')}]`,
              )),
            );
          same = loaded.rows === expected.rows && digestOfRows(back) === digestOfRows(rowsOf(table.name));
        }
        if (!same)
          throw refused(
            `After loading, ${table.name} holds ${loaded.rows} rows of "${code}" (the archive: ${copy && !kept(table) ? 0 : expected.rows}) or differs from them: nothing was imported.`,
          );
      }
      for (const f of manifest.files) {
        const key = `${code}/${copy ? copy.filePath(f.path) : f.path}`;
        await deps.storage.put(key, entries.get(filePath(f.path))!);
        written.push(key);
      }
    });
  } catch (err) {
    for (const key of written) await deps.storage.delete(key);
    throw err;
  }
  return { manifest, ids, leftOut };
}
