import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, withTenant } from '../src/platform/db.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenure-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server on a fresh PGlite directory and resolves with its port once it listens. */
function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, exited, output: () => output };
}

/** Sends the headers, calls `between` once the server holds the open request, then sends the body. */
function sendLoginInTwoParts(port: number, between: () => void): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ username: 'employee01', password: 'Tenure@2026' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/user/v3/login',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-tenantid': 'demo',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      between();
      setTimeout(() => req.end(body.slice(10)), 200);
    }, 300);
  });
}

it(
  'seeds once, drains an in-flight login on SIGTERM and leaves a data directory that reopens intact',
  { timeout: 120_000 },
  async () => {
    const server = startServer();
    const port = await server.port;
    expect(server.output()).toContain('demo data seeded');

    // The request is in flight once the server has its headers; its body follows after SIGTERM.
    const res = await sendLoginInTwoParts(port, () => server.child.kill('SIGTERM'));
    expect(res.status).toBe(200);
    expect(await server.exited).toBe(0);
    const { token } = JSON.parse(res.body) as { token: string };

    const restarted = startServer();
    await restarted.port;
    expect(restarted.output()).not.toContain('demo data seeded');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    const database = await openDatabase({ dataDir });
    const sessions = await withTenant(database.db, { tenantCode: 'demo' }, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sessions where revoked_at is null`),
    );
    const tenants = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from tenants`);
    await database.close();
    expect(token).toBeTruthy();
    expect(sessions[0]!.n).toBe(1);
    expect(tenants[0]!.n).toBe(2);
  },
);
