import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL primary and its streaming standby (`pg_basebackup -R`), real server processes of
 * this machine's PostgreSQL 15 on two loopback ports, their data in a temporary directory owned by
 * the `postgres` user: started and stopped by a test.
 */

export const BIN = process.env.TEST_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why a primary and standby cannot be started here (null: they can). */
export function missingForStreamingPair(): string | null {
  for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup', 'pg_dump', 'psql'])
    if (!fs.existsSync(path.join(BIN, tool)))
      return `${path.join(BIN, tool)} is missing (apt-get install postgresql-15)`;
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) return 'there is no postgres user';
  return null;
}

export interface StreamingPair {
  primaryUrl: string;
  standbyUrl: string;
  /** Runs SQL on the standby as the superuser. */
  onStandby<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Stops the standby at once (as a lost machine would), leaving the primary running. */
  killStandby(): void;
  stop(): void;
}

/** The connection arguments of a client tool, as the superuser `postgres`. */
export const connection = (host: string, port: number) => ['-h', host, '-p', String(port), '-U', 'postgres'];

/** Runs a client tool of PostgreSQL's; answers what it printed. */
export function tool(name: string, args: string[], input?: string) {
  const run = spawnSync(path.join(BIN, name), args, { encoding: 'utf8', input, maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`${name} failed: ${run.stderr}`);
  return run.stdout;
}

/** Runs a server tool as the `postgres` user when this process is root (PostgreSQL refuses root). */
export function asPostgres(tool: string, args: string[], input?: string) {
  const [command, all] =
    process.getuid?.() === 0
      ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]]
      : [path.join(BIN, tool), args];
  const run = spawnSync(command as string, all as string[], { encoding: 'utf8', input, maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${run.stderr}${run.stdout}`);
  return run.stdout;
}

/** Runs SQL as the superuser on a private server of this machine (a database of it: default `tenure`). */
export async function onPrivateServer<T extends pg.QueryResultRow>(
  port: number,
  text: string,
  database = 'tenure',
): Promise<T[]> {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/${database}` });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Server processes of one test: their data directories in one temporary directory (the `postgres` user's). */
export interface PrivateServers {
  dir: string;
  /** A new cluster in `dir/name` (superuser `postgres`, trust on loopback), `settings` added to its postgresql.conf. */
  initdb(name: string, settings: string[]): string;
  /** Starts the server of data directory `data` on `port` (loopback only; its socket and log in `dir`). */
  start(data: string, port: number): void;
  /** Stops it (`fast`: as an operator would; `immediate`: as a lost machine). */
  stopServer(data: string, mode: 'fast' | 'immediate'): void;
  /** Stops every server still running and removes `dir`. */
  stop(): void;
}

export function privateServers(prefix: string): PrivateServers {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres:postgres', dir]);
  const started: string[] = [];
  const stopServer = (data: string, mode: 'fast' | 'immediate') => {
    if (!started.includes(data)) return;
    started.splice(started.indexOf(data), 1);
    try {
      asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  };
  return {
    dir,
    initdb: (name, settings) => {
      const data = path.join(dir, name);
      asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
      fs.appendFileSync(path.join(data, 'postgresql.conf'), ['', ...settings, ''].join('\n'));
      return data;
    },
    start: (data, port) => {
      fs.appendFileSync(
        path.join(data, 'postgresql.conf'),
        `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\n`,
      );
      asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, `${path.basename(data)}.log`), '-w', '-t', '60', 'start']);
      started.push(data);
    },
    stopServer,
    stop: () => {
      for (const data of [...started].reverse()) stopServer(data, 'fast');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a primary on `primaryPort` (wal_level replica) holding a copy of `sourceUrl`'s database
 * as `database`, and a standby streaming from it on `standbyPort`; resolves once the standby
 * streams. `settings` are added to both servers' configuration (the scale bench's memory).
 */
export async function startStreamingPair(opts: {
  primaryPort: number;
  standbyPort: number;
  sourceUrl: string;
  database: string;
  settings?: string[];
}): Promise<StreamingPair> {
  const servers = privateServers('tenure-replica-');
  const standby = path.join(servers.dir, 'standby');
  const stop = () => {
    servers.stopServer(standby, 'immediate');
    servers.stop();
  };
  const start = servers.start;
  const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/${opts.database}`;
  try {
    const primary = servers.initdb('primary', [
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'fsync = off',
      'shared_buffers = 32MB',
      'max_connections = 60',
      // The standby's queries are never cancelled for replay's sake (a paused replay resumed
      // would otherwise cancel at once what conflicts with it): replay waits for them instead,
      // and the primary keeps the rows they may still read.
      'max_standby_streaming_delay = -1',
      'hot_standby_feedback = on',
      ...(opts.settings ?? []),
    ]);
    start(primary, opts.primaryPort);
    // The source's database with its roles (created by the first migrations, cluster-wide).
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${opts.primaryPort}/postgres` });
    await admin.connect();
    try {
      for (const role of ['tenure_app', 'tenure_reporting'])
        await admin.query(`create role ${role} nologin nosuperuser nobypassrls`);
      await admin.query(`create database ${opts.database}`);
    } finally {
      await admin.end();
    }
    // The copy: pg_dump of the source into psql on the primary (both as the client tools they are).
    const source = new URL(opts.sourceUrl);
    const dump = tool('pg_dump', [
      ...connection(source.hostname, Number(source.port || 5432)),
      source.pathname.slice(1),
    ]);
    tool(
      'psql',
      ['-q', '-v', 'ON_ERROR_STOP=1', ...connection('127.0.0.1', opts.primaryPort), '-d', opts.database],
      dump,
    );
    asPostgres('pg_basebackup', [
      ...connection('127.0.0.1', opts.primaryPort),
      ...['-D', standby, '-R', '-X', 'stream', '--checkpoint=fast'],
    ]);
    start(standby, opts.standbyPort);
    const onStandby = async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
      const client = new pg.Client({ connectionString: urlOf(opts.standbyPort) });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    };
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [state] = await onStandby<{ recovering: boolean; streaming: boolean }>(
        `select pg_is_in_recovery() as recovering,
                exists (select 1 from pg_stat_wal_receiver where status = 'streaming') as streaming`,
      );
      if (state?.recovering && state.streaming) break;
      if (Date.now() > deadline) throw new Error('the standby does not stream');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return {
      primaryUrl: urlOf(opts.primaryPort),
      standbyUrl: urlOf(opts.standbyPort),
      onStandby,
      killStandby: () => servers.stopServer(standby, 'immediate'),
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
