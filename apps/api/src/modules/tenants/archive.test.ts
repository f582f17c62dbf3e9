import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PolicyDocumentView } from '@tenure/domain/policies';
import { buildApp } from '../../app.ts';
import { tinyPdf } from '../../db/seed/people-data.ts';
import { loadConfig } from '../../platform/config.ts';
import { queryRows, type Database } from '../../platform/db.ts';
import { createLocalStorage, type FileStorage } from '../../platform/storage.ts';
import { describeEachDatabase, loginAs, openEmptyDatabase, openTestDatabase } from '../../../test/harness.ts';
import {
  archivedTables,
  exportTenant,
  GLOBAL_TABLES,
  importTenant,
  importTenantAs,
  LEFT_OUT_OF_COPY,
  type ArchiveManifest,
} from './archive.ts';

const handbook = tinyPdf('Employee Handbook');

/** A tar's entries, in order. */
async function entriesOf(archive: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  Readable.from([archive]).pipe(extract);
  for await (const entry of extract) entries.set(entry.header.name, await buffer(entry));
  return entries;
}

async function tarOf(entries: Map<string, Buffer>): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, body] of entries) pack.entry({ name }, body);
  pack.finalize();
  return buffer(pack);
}

const manifestOf = (entries: Map<string, Buffer>) =>
  JSON.parse(entries.get('manifest.json')!.toString('utf8')) as ArchiveManifest;

/** The archive with `edit` applied to its entries, the manifest's table checksums recomputed unless `keepChecksums`. */
async function edited(
  archive: Buffer,
  edit: (entries: Map<string, Buffer>, manifest: ArchiveManifest) => void,
  keepChecksums = false,
): Promise<Buffer> {
  const entries = await entriesOf(archive);
  const manifest = manifestOf(entries);
  edit(entries, manifest);
  if (!keepChecksums)
    for (const t of manifest.tables)
      t.sha256 = createHash('sha256')
        .update(entries.get(`tables/${t.name}.jsonl`)!)
        .digest('hex');
  entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
  return tarOf(entries);
}

async function exported(deps: { db: Database['db']; storage: FileStorage }, code: string) {
  const sink = new PassThrough();
  const bytes = buffer(sink);
  const manifest = await exportTenant(deps, code, sink);
  return { manifest, archive: await bytes };
}

/** How many primary-key uuids the rows a copy leaves out have (they get no new one). */
async function originalIdsLeftOut(entries: Map<string, Buffer>): Promise<number> {
  let ids = 0;
  for (const name of Object.keys(LEFT_OUT_OF_COPY))
    ids += (entries.get(`tables/${name}.jsonl`) ?? Buffer.alloc(0)).toString('utf8').split('\n').filter(Boolean).length;
  return ids;
}

const tenantCodes = async (database: Database) =>
  (await queryRows<{ code: string }>(database.db, sql`select code from tenants order by code`)).map((r) => r.code);

describeEachDatabase('per-tenant export and import', (kind) => {
  const dirs: string[] = [];
  const storageIn = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenure-archive-'));
    dirs.push(dir);
    return { dir, storage: createLocalStorage(dir) };
  };
  let source: Database;
  let sourceFiles: { dir: string; storage: FileStorage };
  let target: Database;
  let targetFiles: { dir: string; storage: FileStorage };
  let manifest: ArchiveManifest;
  let archive: Buffer;
  let fileKeys: string[];

  beforeAll(async () => {
    source = await openTestDatabase(kind);
    sourceFiles = storageIn();
    // The files the demo's Policy Library rows point at (the server writes them at start).
    fileKeys = (
      await queryRows<{ storage_key: string }>(
        source.db,
        sql`select storage_key from policy_documents where tenant_id = 'demo' order by storage_key`,
      )
    ).map((r) => r.storage_key);
    for (const key of fileKeys) await sourceFiles.storage.put(key, handbook);
    ({ manifest, archive } = await exported({ db: source.db, storage: sourceFiles.storage }, 'demo'));
    target = await openEmptyDatabase(kind);
    targetFiles = storageIn();
  }, 120_000);
  afterAll(async () => {
    await source.close();
    await target.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds every table with a tenant column, the tenant row and its files, and nothing of another tenant', async () => {
    const tables = await queryRows<{ name: string; tenant_column: boolean }>(
      source.db,
      sql`select t.table_name as name, exists (select 1 from information_schema.columns c
            where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'tenant_id') as tenant_column
          from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    );
    const inArchive = new Set(manifest.tables.map((t) => t.name));
    for (const table of tables)
      expect(
        table.tenant_column || table.name === 'tenants' ? inArchive.has(table.name) : table.name in GLOBAL_TABLES,
        table.name,
      ).toBe(true);
    expect(inArchive.size).toBe(tables.length - Object.keys(GLOBAL_TABLES).length);

    const [counts] = await queryRows<{ employees: number; users: number }>(
      source.db,
      sql`select (select count(*)::int from employees where tenant_id = 'demo') as employees,
                 (select count(*)::int from users where tenant_id = 'demo') as users`,
    );
    const rowsOf = (name: string) => manifest.tables.find((t) => t.name === name)?.rows;
    expect({ employees: rowsOf('employees'), users: rowsOf('users'), tenants: rowsOf('tenants') }).toEqual({
      ...counts,
      tenants: 1,
    });
    expect(fileKeys.length).toBeGreaterThan(0);
    expect(manifest.files.map((f) => `demo/${f.path}`)).toEqual(fileKeys);

    const entries = await entriesOf(archive);
    expect([...entries.keys()][0]).toBe('manifest.json');
    const lines = [...entries]
      .filter(([name]) => name.startsWith('tables/'))
      .flatMap(([, body]) => body.toString('utf8').split('\n').filter(Boolean));
    expect(lines.length).toBe(manifest.tables.reduce((n, t) => n + t.rows, 0));
    expect(lines.filter((line) => !line.includes('"tenant_id":"demo"'))).toEqual([
      expect.stringMatching(/^\{"code":"demo",/),
    ]);
  });

  it('refuses a damaged archive, another format or migration, rows of another tenant and hosts another tenant has, leaving nothing behind', async () => {
    const refusal = (bytes: Buffer) =>
      importTenant({ db: target.db, storage: targetFiles.storage }, Readable.from([bytes]));
    const employeesFile = 'tables/employees.jsonl';
    const damaged = await edited(
      archive,
      (entries) => entries.set(employeesFile, Buffer.from(entries.get(employeesFile)!.toString().replace('"', "'"))),
      true,
    );
    await expect(refusal(damaged)).rejects.toMatchObject({
      code: 'TENANT_ARCHIVE_REFUSED',
      message: `${employeesFile} does not match its checksum in the manifest: the archive is damaged.`,
    });
    await expect(refusal(await edited(archive, (_, m) => (m.format = 2)))).rejects.toMatchObject({
      message: 'The archive has format 2; this version of Tenure reads format 1.',
    });
    await expect(refusal(await edited(archive, (_, m) => (m.migration = '0042_older')))).rejects.toMatchObject({
      message: expect.stringMatching(/^The archive was exported at migration 0042_older; this database is at 00\d\d_/),
    });
    await expect(refusal(Buffer.from('not a tar file, just text'.repeat(40)))).rejects.toMatchObject({
      code: 'TENANT_ARCHIVE_REFUSED',
    });
    // Consistent checksums, but one row belongs to acme. A user points at demo's employee, and a reference
    // names its tenant (tenant_id, employee_id): refused as it loads. An audit entry points at nothing:
    // loaded, read back, found wrong, rolled back.
    const smuggledInto = (table: string) =>
      edited(archive, (entries) =>
        entries.set(
          `tables/${table}.jsonl`,
          Buffer.from(
            entries.get(`tables/${table}.jsonl`)!.toString().replace('"tenant_id":"demo"', '"tenant_id":"acme"'),
          ),
        ),
      );
    await expect(refusal(await smuggledInto('users'))).rejects.toMatchObject({
      code: 'TENANT_ARCHIVE_REFUSED',
      message: 'A row of users in the archive refers to a row the tenant does not have: nothing was imported.',
    });
    await expect(refusal(await smuggledInto('audit_log'))).rejects.toMatchObject({
      code: 'TENANT_ARCHIVE_REFUSED',
      message: expect.stringContaining('After loading, audit_log holds'),
    });
    expect(await tenantCodes(target)).toEqual([]);
    expect(await targetFiles.storage.list('demo/')).toEqual([]);

    // Another tenant already answers on one of demo's hosts.
    await target.db.execute(
      sql`insert into tenants (code, name, hosts, preset) values ('other', 'Other', array['demo.localhost'], 'lite')`,
    );
    await expect(refusal(archive)).rejects.toMatchObject({
      code: 'HOST_TAKEN',
      message: 'The host demo.localhost already belongs to tenant "other".',
    });
    await target.db.execute(sql`delete from tenants where code = 'other'`);
  }, 60_000);

  it('loads into an empty database with the same rows, checksums and files, and a demo user signs in and reads the handbook', async () => {
    const imported = await importTenant({ db: target.db, storage: targetFiles.storage }, Readable.from([archive]));
    expect(imported).toEqual(manifest);
    const again = await exported({ db: target.db, storage: targetFiles.storage }, 'demo');
    expect(again.manifest.tables).toEqual(manifest.tables);
    expect(again.manifest.files).toEqual(manifest.files);
    // The next job gets a number of its own: the sequence moved past the loaded ones.
    const [jobs] = await queryRows<{ top: number; next: number }>(
      target.db,
      sql`select (select max(execution_number) from jobs) as top, nextval('jobs_execution_number_seq')::int as next`,
    );
    expect(jobs!.top).toBeGreaterThan(0);
    expect(jobs!.next).toBeGreaterThan(jobs!.top);

    const app = await buildApp({
      database: target,
      config: loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        FILES_DIR: targetFiles.dir,
        JOBS_WORKER: 'false',
        JOBS_SCHEDULES: 'false',
      }),
    });
    try {
      const { headers } = await loginAs(app, 'employee01');
      const library = '/api/hrms/hris/policy-document';
      const documents = (await app.inject({ method: 'GET', url: library, headers })).json() as PolicyDocumentView[];
      const document = documents.find((d) => d.title === 'Employee Handbook')!;
      const file = await app.inject({ method: 'GET', url: `${library}/${document.id}/file`, headers });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(handbook)).toBe(true);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses to import a tenant the database already has', async () => {
    await expect(
      importTenant({ db: target.db, storage: targetFiles.storage }, Readable.from([archive])),
    ).rejects.toMatchObject({
      code: 'TENANT_CODE_TAKEN',
      message: 'This database already has a tenant "demo": an archive is imported only into a database without it.',
    });
    expect(await tenantCodes(target)).toEqual(['demo']);
  });

  it('loads demo as a copy "demo-copy" beside it: new ids everywhere, same data for its users, and the two apart from then on', async () => {
    const deps = { db: source.db, storage: sourceFiles.storage };
    const copy = await importTenantAs(deps, Readable.from([archive]), { code: 'demo-copy', hosts: [] });
    expect(copy.leftOut).toEqual(
      manifest.tables
        .filter((t) => t.name in LEFT_OUT_OF_COPY && t.rows > 0)
        .map((t) => ({ name: t.name, rows: t.rows })),
    );
    expect(copy.leftOut.map((t) => t.name)).toContain('set_password_links');
    expect(await tenantCodes(source)).toEqual(['acme', 'demo', 'demo-copy']);
    const [tenantRow] = await queryRows<{ hosts: string[]; name: string }>(
      source.db,
      sql`select hosts, name from tenants where code = 'demo-copy'`,
    );
    expect(tenantRow).toEqual({ hosts: [], name: 'Tenure Demo Corp' });

    // The original is as it was; the copy has as many rows in every table (none of the left-out ones).
    const original = await exported(deps, 'demo');
    expect(original.manifest.tables).toEqual(manifest.tables);
    const copied = await exported(deps, 'demo-copy');
    expect(copied.manifest.tables.map((t) => [t.name, t.rows])).toEqual(
      manifest.tables.map((t) => [t.name, t.name in LEFT_OUT_OF_COPY ? 0 : t.rows]),
    );
    expect(copied.manifest.files.map((f) => f.sha256)).toEqual(manifest.files.map((f) => f.sha256));
    expect(await sourceFiles.storage.list('demo-copy/')).toHaveLength(manifest.files.length);

    // No row of the copy names a row of the original: every uuid of an original primary key is gone from it.
    const originalIds = new Set<string>();
    const entries = await entriesOf(archive);
    for (const table of await archivedTables(source.db)) {
      const idColumns = table.primaryKey.filter((c) => table.columns.find((col) => col.name === c)?.type === 'uuid');
      for (const line of entries.get(`tables/${table.name}.jsonl`)!.toString('utf8').split('\n').filter(Boolean))
        for (const column of idColumns) originalIds.add((JSON.parse(line) as Record<string, string>)[column]!);
    }
    expect(originalIds.size).toBe(copy.ids + (await originalIdsLeftOut(entries)));
    const copyText = [...(await entriesOf(copied.archive)).values()].map((b) => b.toString('utf8')).join('\n');
    const shared = [...new Set(copyText.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g))].filter(
      (id) => originalIds.has(id),
    );
    expect(shared).toEqual([]);
    expect(copyText).not.toMatch(/"demo\//);

    const app = await buildApp({
      database: source,
      config: loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        FILES_DIR: sourceFiles.dir,
        JOBS_WORKER: 'false',
        JOBS_SCHEDULES: 'false',
      }),
    });
    try {
      const library = '/api/hrms/hris/policy-document';
      const employees = async (tenant: string) => {
        const { headers } = await loginAs(app, 'hrdirector', tenant);
        const page = await app.inject({ method: 'GET', url: '/api/hrms/hris/employee?page=1&size=10', headers });
        expect(page.statusCode).toBe(200);
        return (page.json() as { total: number }).total;
      };
      const handbookOf = async (tenant: string) => {
        const { headers } = await loginAs(app, 'hrdirector', tenant);
        const documents = (await app.inject({ method: 'GET', url: library, headers })).json() as PolicyDocumentView[];
        const document = documents.find((d) => d.title === 'Employee Handbook');
        const file = document && (await app.inject({ method: 'GET', url: `${library}/${document.id}/file`, headers }));
        return { headers, document, file, ids: documents.map((d) => d.id) };
      };
      expect(await employees('demo-copy')).toBe(await employees('demo'));
      expect(await employees('demo')).toBeGreaterThan(50);
      const [inCopy, inOriginal] = [await handbookOf('demo-copy'), await handbookOf('demo')];
      expect(inCopy.ids).toHaveLength(inOriginal.ids.length);
      expect(inCopy.document!.id).not.toBe(inOriginal.document!.id);
      expect(inCopy.file!.statusCode).toBe(200);
      expect(inCopy.file!.rawPayload.equals(handbook)).toBe(true);

      // HR of the copy deletes its handbook: the original keeps its own, file and all.
      const { headers, document } = inCopy;
      expect((await app.inject({ method: 'DELETE', url: `${library}/${document!.id}`, headers })).statusCode).toBe(204);
      expect((await handbookOf('demo-copy')).ids).not.toContain(document!.id);
      const after = await handbookOf('demo');
      expect(after.ids).toEqual(inOriginal.ids);
      expect(after.file!.statusCode).toBe(200);
      expect(after.file!.rawPayload.equals(handbook)).toBe(true);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('gives the copy its own hosts, logo address and logo key', async () => {
    const withLogo = await edited(archive, (entries) => {
      const logo = { logo_url: '"/api/hrms/hris/tenant/logo/demo?v=abc"', logo_key: '"demo/tenant/logo-abc.png"' };
      const tenants = entries.get('tables/tenants.jsonl')!.toString();
      entries.set(
        'tables/tenants.jsonl',
        Buffer.from(
          tenants
            .replace('"logo_url":null', `"logo_url":${logo.logo_url}`)
            .replace('"logo_key":null', `"logo_key":${logo.logo_key}`),
        ),
      );
    });
    const copy = await importTenantAs({ db: source.db, storage: sourceFiles.storage }, Readable.from([withLogo]), {
      code: 'demo-logo',
      hosts: ['logo.localhost'],
    });
    expect(copy.hosts).toEqual(['logo.localhost']);
    const [row] = await queryRows<{ logo_url: string; logo_key: string; hosts: string[] }>(
      source.db,
      sql`select logo_url, logo_key, hosts from tenants where code = 'demo-logo'`,
    );
    expect(row).toEqual({
      logo_url: '/api/hrms/hris/tenant/logo/demo-logo?v=abc',
      logo_key: 'demo-logo/tenant/logo-abc.png',
      hosts: ['logo.localhost'],
    });
  });

  it('refuses a copy under a code the database already has, or on a host another tenant answers to, writing nothing', async () => {
    const deps = { db: source.db, storage: sourceFiles.storage };
    const counts = () =>
      queryRows<{ rows: number }>(source.db, sql`select count(*)::int as rows from employees`).then((r) => r[0]!.rows);
    const before = await counts();
    await expect(importTenantAs(deps, Readable.from([archive]), { code: 'acme', hosts: [] })).rejects.toMatchObject({
      code: 'TENANT_CODE_TAKEN',
      message: 'This database already has a tenant "acme": give the copy a code no tenant has.',
    });
    await expect(
      importTenantAs(deps, Readable.from([archive]), { code: 'demo-two', hosts: ['demo.localhost'] }),
    ).rejects.toMatchObject({
      code: 'HOST_TAKEN',
      message: 'The host demo.localhost already belongs to tenant "demo".',
    });
    const foreign = await edited(archive, (entries) =>
      entries.set(
        'tables/users.jsonl',
        Buffer.from(entries.get('tables/users.jsonl')!.toString().replace('"tenant_id":"demo"', '"tenant_id":"acme"')),
      ),
    );
    await expect(importTenantAs(deps, Readable.from([foreign]), { code: 'demo-two', hosts: [] })).rejects.toMatchObject(
      {
        code: 'TENANT_ARCHIVE_REFUSED',
        message: 'A row of users in the archive does not belong to tenant "demo".',
      },
    );
    expect(await tenantCodes(source)).not.toContain('demo-two');
    expect(await counts()).toBe(before);
    expect(await sourceFiles.storage.list('demo-two/')).toEqual([]);
  });

  it('orders the tables so that each comes after the tables its foreign keys point at', async () => {
    const tables = await archivedTables(source.db);
    const order = tables.map((t) => t.name);
    for (const [index, table] of tables.entries())
      for (const parent of table.references.filter((r) => order.includes(r)))
        expect(order.indexOf(parent), `${table.name} → ${parent}`).toBeLessThan(index);
  });
});
