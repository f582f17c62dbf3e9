import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { installedBinary } from './cluster.ts';

/**
 * A real PgBouncer (Debian's package) in transaction mode in front of a PostgreSQL server, on a
 * loopback port, with its files in a temporary directory: started and stopped by a test (or by
 * through-pgbouncer.ts around a test run).
 */

export const pgbouncerBinary = () => installedBinary('pgbouncer');

export interface Bouncer {
  port: number;
  /** The server connections PgBouncer opens per database and user (and at most per database). */
  poolSize: number;
  /** `serverUrl` with PgBouncer's address instead of the server's (the same database and user). */
  urlFor(serverUrl: string): string;
  /** PgBouncer's own console (SHOW POOLS…): answers rows of one admin command. */
  show(what: 'POOLS' | 'SERVERS' | 'CLIENTS'): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

/**
 * PgBouncer on `port` forwarding every database name (`*`) to the server of `serverUrl`, users
 * trusted (the server's own authentication applies behind it), `pool_mode = transaction`, at most
 * `poolSize` server connections per database. PgBouncer refuses to run as root: started as root,
 * it switches to the `postgres` user (`user =`), which owns its directory.
 */
export async function startPgbouncer(opts: { port: number; poolSize: number; serverUrl: string }): Promise<Bouncer> {
  const binary = pgbouncerBinary();
  if (!binary) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)');
  const server = new URL(opts.serverUrl);
  const user = decodeURIComponent(server.username) || 'postgres';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenure-pgbouncer-'));
  const asRoot = process.getuid?.() === 0;
  const ini = [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${opts.port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'userlist.txt')}`,
    `admin_users = ${user}`,
    'pool_mode = transaction',
    `default_pool_size = ${opts.poolSize}`,
    `max_db_connections = ${opts.poolSize}`,
    'reserve_pool_size = 0',
    'max_client_conn = 1000',
    `logfile = ${path.join(dir, 'pgbouncer.log')}`,
    `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
    ...(asRoot ? ['user = postgres'] : []),
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'pgbouncer.ini'), `${ini}\n`);
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const output: string[] = [];
  const child: ChildProcess = spawn(binary, [path.join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const urlFor = (serverUrl: string) => {
    const url = new URL(serverUrl);
    url.hostname = '127.0.0.1';
    url.port = String(opts.port);
    return url.toString();
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const show = async (what: 'POOLS' | 'SERVERS' | 'CLIENTS') => {
    const console = new pg.Client({ host: '127.0.0.1', port: opts.port, user, database: 'pgbouncer' });
    await console.connect();
    try {
      return (await console.query<Record<string, unknown>>(`SHOW ${what}`)).rows;
    } finally {
      await console.end();
    }
  };

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`pgbouncer exited: ${output.join('')}`);
    }
    const ready = await show('POOLS').then(
      () => true,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`pgbouncer did not answer on ${opts.port}: ${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port: opts.port, poolSize: opts.poolSize, urlFor, show, stop };
}
