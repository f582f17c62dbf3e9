import { Writable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { AppError } from '../src/platform/errors.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createTestApp, describeEachDatabase, loginAs, type TestApp } from './harness.ts';

interface LogLine {
  level: number;
  msg: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  reqId?: string;
  tenant?: string;
  user?: string;
}

/** pino's numeric levels. */
const DEBUG = 20;
const INFO = 30;

/** Issue 13 item 10: request lines at debug; info keeps start/stop, errors and slow requests. */
describeEachDatabase('request logging', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** An app logging at `level` into an array of parsed lines, with a route that fails. */
  async function loggingApp(env: Record<string, string>) {
    const lines: LogLine[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    t = await createTestApp(kind, {
      env,
      logStream,
      extend: (app) => {
        app.get('/api/test/fails', { config: { access: { public: true } } }, () => {
          throw new Error('the disk is on fire');
        });
        app.get('/api/test/refuses', { config: { access: { public: true } } }, () => {
          throw new AppError(409, 'CONFLICT', 'taken');
        });
      },
    });
    const { headers } = await loginAs(t.app, 'employee01');
    lines.length = 0;
    return { app: t.app, lines, headers };
  }

  it('logs nothing at info for an ordinary request or a refusal', async () => {
    const { app, lines, headers } = await loggingApp({ LOG_LEVEL: 'info', LOG_SLOW_REQUEST_MS: '60000' });
    expect((await app.inject({ method: 'GET', url: '/api/auth/validate-login', headers })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/test/refuses', headers: { 'x-tenantid': 'demo' } })).statusCode,
    ).toBe(409);
    expect(lines.filter((line) => line.level >= INFO)).toEqual([]);
  });

  it('logs request lines at debug when LOG_LEVEL asks for them', async () => {
    const { app, lines, headers } = await loggingApp({ LOG_LEVEL: 'debug', LOG_SLOW_REQUEST_MS: '60000' });
    await app.inject({ method: 'GET', url: '/api/auth/validate-login', headers });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: DEBUG, url: '/api/auth/validate-login', statusCode: 200 }),
    );
  });

  it('logs a request slower than LOG_SLOW_REQUEST_MS at info or above, with its duration', async () => {
    const { app, lines, headers } = await loggingApp({ LOG_LEVEL: 'info', LOG_SLOW_REQUEST_MS: '0' });
    await app.inject({ method: 'GET', url: '/api/auth/validate-login', headers });
    const slow = lines.filter((line) => line.level >= INFO);
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ url: '/api/auth/validate-login', statusCode: 200, msg: 'slow request' });
    expect(slow[0]!.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('logs a failed request at info or above', async () => {
    const { app, lines } = await loggingApp({ LOG_LEVEL: 'info', LOG_SLOW_REQUEST_MS: '60000' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/test/fails', headers: { 'x-tenantid': 'demo' } })).statusCode,
    ).toBe(500);
    expect(lines.filter((line) => line.level >= INFO).map((line) => line.msg)).toContain('unexpected error');
  });

  it('marks every line of a request with its id, its tenant and its user (issue 37 item 6)', async () => {
    const { app, lines, headers } = await loggingApp({ LOG_LEVEL: 'debug', LOG_SLOW_REQUEST_MS: '60000' });
    const me = (await app.inject({ method: 'GET', url: '/api/auth/validate-login', headers })).json() as {
      user: { userId: string };
    };
    const completed = lines.find((line) => line.msg === 'request completed')!;
    expect(completed).toMatchObject({ tenant: 'demo', user: me.user.userId });
    expect(completed.reqId).toEqual(expect.any(String));
    expect(lines.filter((line) => line.reqId === completed.reqId).length).toBeGreaterThanOrEqual(2);

    // A failure's lines too; a public call has its tenant and no user.
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/test/fails', headers: { 'x-tenantid': 'demo' } });
    const failed = lines.find((line) => line.msg === 'unexpected error')!;
    expect(failed).toMatchObject({ tenant: 'demo' });
    expect(failed.user).toBeUndefined();
    expect(failed.reqId).toEqual(expect.any(String));
  });
});

it('listens on all interfaces unless HOST names one', () => {
  expect(loadConfig({}).HOST).toBe('0.0.0.0');
  expect(loadConfig({ HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
  expect(() => loadConfig({ HOST: '' })).toThrow(/HOST/);
});
