import { randomInt } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { seedDemoIfEmpty } from '../../src/db/seed/demo.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { openDatabase, type Database } from '../../src/platform/db.ts';
import { loginAs } from '../harness.ts';
import {
  asPostgres,
  connection,
  missingForStreamingPair,
  onPrivateServer,
  privateServers,
  type PrivateServers,
} from './streaming-pair.ts';

/** This suite's loopback ports: the archiving primary and the server restored from its backup. */
const PRIMARY_PORT = 5442;
const RESTORED_PORT = 5443;
/** The restore point the drill names before the damaging write (docs/operations.md). */
const RESTORE_POINT = 'before-cleanup';

const missing = missingForStreamingPair() ?? (spawnSync('tar', ['--version']).status === 0 ? null : 'tar is missing');
if (missing) console.warn(`apps/api/test/scale/point-in-time-recovery skipped: ${missing}`);

/** A directory the `postgres` user owns (the server writes the WAL archive; a data directory is its own). */
function ownedDirectory(dir: string, mode = 0o700): string {
  fs.mkdirSync(dir, { mode });
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  return dir;
}

interface Api {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

async function apiOn(port: number, filesDir: string): Promise<Api> {
  const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/tenure`, poolSize: 4 });
  const app = await buildApp({
    database,
    config: loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      FILES_DIR: filesDir,
      JOBS_WORKER: 'false',
      JOBS_SCHEDULES: 'false',
    }),
  });
  await app.ready();
  return { app, database, close: () => app.close().then(() => database.close()) };
}

/**
 * Issue 37 item 5: the whole-cluster backup and point-in-time recovery of docs/operations.md, run
 * once for real. A private PostgreSQL 15 archiving its WAL, Tenure migrated and seeded into it, a
 * base backup with pg_basebackup, a user's write through the app, a named restore point, then a
 * damaging statement; the base backup restored into a new data directory replays the archive up to
 * the restore point: the write is there, the damage is not.
 */
describe.skipIf(missing !== null)(`point-in-time recovery${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let servers: PrivateServers | undefined;
  const apis: Api[] = [];
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenure-pitr-files-'));
  afterAll(async () => {
    for (const api of apis) await api.close();
    servers?.stop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('restores the base backup and the archived WAL up to a named restore point: the write before it is there, the damage after it is not', async () => {
    servers = privateServers('tenure-pitr-');
    const archive = ownedDirectory(path.join(servers.dir, 'wal-archive'));
    const base = path.join(servers.dir, 'base-backup');
    const primary = servers.initdb('primary', [
      'wal_level = replica',
      'archive_mode = on',
      `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
      'fsync = off',
      'shared_buffers = 32MB',
      'max_connections = 40',
    ]);
    servers.start(primary, PRIMARY_PORT);
    await onPrivateServer(PRIMARY_PORT, 'create database tenure', 'postgres');
    const first = await apiOn(PRIMARY_PORT, filesDir);
    apis.push(first);
    await seedDemoIfEmpty(first.database.db);

    // The base backup, as docs/operations.md has the operator take it (tar, compressed, with its WAL).
    asPostgres('pg_basebackup', [
      ...connection('127.0.0.1', PRIMARY_PORT),
      ...['-D', base, '-Ft', '-z', '-X', 'stream', '--checkpoint=fast'],
    ]);
    expect(fs.readdirSync(base).sort()).toEqual(['backup_manifest', 'base.tar.gz', 'pg_wal.tar.gz']);

    // Write A, after the backup: HR changes an employee's phone number through the app.
    const headers = { ...(await loginAs(first.app, 'hrexec01')).headers, 'x-entityid': 'US-NY-01' };
    const phone = `98${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    const written = await first.app.inject({
      method: 'PUT',
      url: '/api/hrms/hris/employee/EMP0010/profile/contact',
      headers,
      payload: {
        mobilePhone: phone,
        currentAddress: { line1: '1 MG Road', city: 'Bengaluru', country: 'India', postalCode: '560001' },
      },
    });
    expect(written.statusCode, written.body).toBe(200);
    const phoneOf = async (api: Api) => {
      const director = { ...(await loginAs(api.app, 'hrdirector')).headers, 'x-entityid': 'US-NY-01' };
      const page = await api.app.inject({
        method: 'GET',
        url: '/api/hrms/hris/employee/directory?search=EMP0010&size=10',
        headers: director,
      });
      expect(page.statusCode, page.body).toBe(200);
      return (page.json() as { items: { employeeNumber: string; phone: string | null }[] }).items.find(
        (item) => item.employeeNumber === 'EMP0010',
      )?.phone;
    };
    expect(await phoneOf(first)).toBe(phone);

    const documents = async (port: number) =>
      (
        await onPrivateServer<{ n: number }>(
          port,
          `select count(*)::int as n from policy_documents where tenant_id = 'demo'`,
        )
      )[0]!.n;
    const before = await documents(PRIMARY_PORT);
    expect(before).toBeGreaterThan(0);

    // The restore point, then damage B: a mistaken statement empties demo's Policy Library.
    await onPrivateServer(PRIMARY_PORT, `select pg_create_restore_point('${RESTORE_POINT}')`);
    await onPrivateServer(PRIMARY_PORT, `delete from policy_documents where tenant_id = 'demo'`);
    expect(await documents(PRIMARY_PORT)).toBe(0);
    // The segment holding both is archived once full or switched (archive_timeout in production).
    const [switched] = await onPrivateServer<{ wal: string }>(
      PRIMARY_PORT,
      `select pg_walfile_name(pg_switch_wal()) as wal`,
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [archiver] = await onPrivateServer<{ last: string | null }>(
        PRIMARY_PORT,
        `select last_archived_wal as last from pg_stat_archiver`,
      );
      if (archiver?.last && archiver.last >= switched!.wal) break;
      if (Date.now() > deadline) throw new Error(`the WAL segment ${switched!.wal} was not archived`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // The restore: the base backup into a new data directory, the archive replayed up to the point.
    const restored = ownedDirectory(path.join(servers.dir, 'restored'));
    for (const [file, into] of [
      ['base.tar.gz', restored],
      ['pg_wal.tar.gz', path.join(restored, 'pg_wal')],
    ] as const) {
      const untar = spawnSync('tar', ['-xzf', path.join(base, file), '-C', into]);
      expect(untar.status, untar.stderr.toString()).toBe(0);
    }
    fs.appendFileSync(
      path.join(restored, 'postgresql.auto.conf'),
      [
        '',
        `restore_command = 'cp ${archive}/%f %p'`,
        `recovery_target_name = '${RESTORE_POINT}'`,
        `recovery_target_action = 'promote'`,
        '',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(restored, 'recovery.signal'), '');
    if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', restored]);
    servers.start(restored, RESTORED_PORT);
    // It accepts connections while still replaying; it is done once promoted.
    for (const until = Date.now() + 30_000; ;) {
      const [state] = await onPrivateServer<{ recovering: boolean }>(
        RESTORED_PORT,
        'select pg_is_in_recovery() as recovering',
      );
      if (state?.recovering === false) break;
      if (Date.now() > until) throw new Error('the restored server did not finish recovery');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const log = fs.readFileSync(path.join(servers.dir, 'restored.log'), 'utf8');
    expect(log).toContain(`recovery stopping at restore point "${RESTORE_POINT}"`);

    // A is there (read through the app on the restored server); B did not happen there, only on the primary.
    const second = await apiOn(RESTORED_PORT, filesDir);
    apis.push(second);
    expect(await phoneOf(second)).toBe(phone);
    expect(await documents(RESTORED_PORT)).toBe(before);
    expect(await documents(PRIMARY_PORT)).toBe(0);
    // It is a primary again (a new timeline): it takes writes.
    await onPrivateServer(RESTORED_PORT, `update tenants set updated_at = now() where code = 'demo'`);
  }, 120_000);
});
