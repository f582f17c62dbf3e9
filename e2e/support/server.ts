import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPERATOR_TOKEN } from './operator.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// A fresh PGlite database, migrations and the demo seed: ~30 s on an idle machine, far more on a loaded one.
export const STARTUP_TIMEOUT_MS = 240_000;

export interface TestServer {
  port: number;
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure) throw new Error(failure);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API did not answer ${url}/api/health within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

export interface ServerOptions {
  /** Added to its environment (e.g. OIDC_ALLOW_HTTP for a local identity provider). */
  env?: Record<string, string>;
  /** Its port, when a story must name it before the server starts (the redirect URI a provider registers). */
  port?: number;
  /** Modules the server process imports before its own code: a test's stand-ins for the world outside. */
  preload?: string[];
}

/**
 * Starts the real API (serving apps/web/dist) on a free port with a fresh database and the demo
 * seed: the run's shared server, or one of a story's own when it changes what other stories read.
 */
export async function startServer({
  env = {},
  port: chosenPort,
  preload = [],
}: ServerOptions = {}): Promise<TestServer> {
  // WEB_DIST (as the server reads it) serves a build made elsewhere, e.g. one per developer.
  const webDist = process.env.WEB_DIST || join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` (or \`npm run test:e2e\`) first`);
  }
  const port = chosenPort ?? (await freePort());
  const dataDir = await mkdtemp(join(tmpdir(), 'tenure-e2e-'));
  let output = '';
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const server = spawn(process.execPath, [...imports, 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    // TRUST_PROXY: tests that fail logins on purpose come from their own X-Forwarded-For address.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      JOBS_SCHEDULES: 'false',
      OPERATOR_TOKEN,
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null = null;
  server.on('exit', (code) => (exitCode = code ?? -1));

  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHealth(baseUrl, () => (exitCode === null ? null : `The API exited (${exitCode}):\n${output}`));
  } catch (error) {
    if (server.pid && exitCode === null) process.kill(-server.pid, 'SIGKILL');
    throw error;
  }
  return {
    port,
    baseUrl,
    async stop() {
      if (server.pid && exitCode === null) {
        const stopped = new Promise((resolve) => server.once('exit', resolve));
        process.kill(-server.pid, 'SIGTERM');
        await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (exitCode === null) process.kill(-server.pid, 'SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
