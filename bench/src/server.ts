import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Runs the real API in its own process (so load generation does not share its event loop); with
 * `pgliteDir` instead of a URL, on PGlite in that directory with the demo tenant.
 */
export async function startApiServer(
  databaseUrl: string | { pgliteDir: string },
): Promise<{ port: number; pid: number; stop(): Promise<void> }> {
  const database =
    typeof databaseUrl === 'string'
      ? { DATABASE_URL: databaseUrl, SEED: 'none' }
      : { DATA_DIR: databaseUrl.pgliteDir, SEED: 'demo' };
  // The bench's own DATABASE_URL must not turn a PGlite server into a PostgreSQL one.
  const env = { ...process.env };
  if (typeof databaseUrl !== 'string') delete env.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.API_NODE_ARGS ? process.env.API_NODE_ARGS.split(' ') : []),
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    {
      cwd: repoRoot,
      env: { ...env, ...database, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`API exited (${code})`)));
  });
  return {
    port,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
