import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { repoRoot } from '../../src/platform/config.ts';

/**
 * Real API processes (`npm run serve`'s command) on one PostgreSQL database and one Redis, behind a
 * real nginx running docs/deploy/nginx.conf, all on loopback ports, started and stopped by a test.
 */

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the multi-process suite cannot run here (null: it can). */
export async function missingForCluster(postgres: boolean): Promise<string | null> {
  if (!postgres) return 'needs PostgreSQL (TEST_DATABASE_URL)';
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx-light)';
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch {
    return `Redis does not answer at ${REDIS_URL} (apt-get install redis-server)`;
  } finally {
    redis.disconnect();
  }
}

/** Where a system package's program is (the sbin folders too, which a PATH may leave out), or null. */
export function installedBinary(name: string): string | null {
  for (const folder of ['/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin'])
    if (fs.existsSync(path.join(folder, name))) return path.join(folder, name);
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

const nginxBinary = () => installedBinary('nginx');

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * One HTTP call without keep-alive. `from`: the loopback address the call comes from, which is the
 * client address nginx passes on (each test its own, so that their per-address counts stay apart).
 */
export function call(
  port: number,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; from?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress: options.from,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body,
            json: <T>() => JSON.parse(body) as T,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export interface ApiProcess {
  port: number;
  child: ChildProcess;
  /** The process's output, for a failing test's message. */
  output: string[];
}

export interface Cluster {
  nginxPort: number;
  processes: ApiProcess[];
  /** Stops nginx and every process still running, and removes their files. */
  stop(): Promise<void>;
}

/**
 * Starts `count` API processes on ports after `nginxPort`, waits until each is ready
 * (/api/health/ready), then nginx on `nginxPort` with docs/deploy/nginx.conf pointed at them.
 */
export async function startCluster(opts: {
  nginxPort: number;
  count: number;
  databaseUrl: string;
  env: Record<string, string>;
}): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenure-scale-'));
  const filesDir = path.join(dir, 'files');
  fs.mkdirSync(filesDir);
  const processes: ApiProcess[] = [];
  let nginx: string[] | null = null;
  const stop = async () => {
    if (nginx) spawnSync(nginxBinary()!, [...nginx, '-s', 'stop']);
    await Promise.all(processes.map(stopProcess));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 1; i <= opts.count; i++) {
      const port = opts.nginxPort + i;
      const output: string[] = [];
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: opts.databaseUrl,
          DATA_DIR: dir,
          FILES_DIR: filesDir,
          SEED: 'none',
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'warn',
          TRUST_PROXY: 'true',
          JOBS_SCHEDULES: 'false',
          // Three processes beside the other suites' databases stay far below max_connections.
          DATABASE_POOL_SIZE: '5',
          ...opts.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      processes.push({ port, child, output });
      // One after another: a cold start of three at once on a loaded machine once saw a process exit
      // on a pool error while the others started (not reproduced since; docs/scaling.md).
      await waitUntilReady(processes.at(-1)!);
    }
    nginx = startNginx(dir, opts.nginxPort, processes);
    return { nginxPort: opts.nginxPort, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits until `api` answers /api/health/ready (90 s at most; fails at once if it exits). */
export async function waitUntilReady(api: ApiProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`API process exited: ${api.output.join('')}`);
    const answer = await call(api.port, 'GET', '/api/health/ready').catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API process on ${api.port} not ready: ${api.output.join('')}`);
}

/**
 * docs/deploy/nginx.conf with the test's ports, and its files (pid, logs, temp) in the test's
 * directory; answers the arguments that address this nginx (for `-s stop`).
 */
function startNginx(dir: string, port: number, processes: ApiProcess[]) {
  const prefix = path.join(dir, 'nginx');
  fs.mkdirSync(prefix, { mode: 0o755 });
  fs.chmodSync(dir, 0o755);
  const documented = fs.readFileSync(path.join(repoRoot, 'docs/deploy/nginx.conf'), 'utf8');
  const servers = processes.map((p) => `    server 127.0.0.1:${p.port} max_fails=1 fail_timeout=10s;`).join('\n');
  const ownFiles = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(prefix, kind)};`)
    .join('\n');
  const conf = documented
    .replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, `${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/http \{\n/, `http {\n  access_log off;\n${ownFiles}\n`);
  if (!conf.includes(`127.0.0.1:${processes[0]!.port}`) || !conf.includes(`listen 127.0.0.1:${port}`))
    throw new Error('docs/deploy/nginx.conf no longer has the upstream servers and listen line this test replaces');
  const confPath = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confPath, conf);
  const args = [
    '-p',
    prefix,
    '-c',
    confPath,
    '-g',
    `pid ${path.join(prefix, 'nginx.pid')}; error_log ${path.join(prefix, 'error.log')};`,
  ];
  const started = spawnSync(nginxBinary()!, args);
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr.toString()}`);
  return args;
}

/** SIGTERM (the process drains its requests and exits), SIGKILL if it has not within 10 s. */
export async function stopProcess(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** A Redis key prefix of its own, so that runs sharing one Redis never see each other's counts. */
export const freshRedisPrefix = () => `tenure-test-${randomBytes(6).toString('hex')}:`;
