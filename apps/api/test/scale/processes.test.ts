import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { LOGIN_FAILURE_LIMIT, OTP_ISSUE_LIMIT } from '@tenure/domain/auth';
import { databaseUrlFor, onServer } from '../databases.ts';
import { DEMO_PASSWORD, earlyInAClockMinute } from '../harness.ts';
import { REDIS_URL, call, freshRedisPrefix, missingForCluster, startCluster, type Cluster } from './cluster.ts';

/** The loopback ports of this suite: nginx, then one per API process. */
const NGINX_PORT = 4200;
const PROCESSES = 3;
const ADDRESS_LIMIT = 200;
const USER_LIMIT = 100;
const METRICS_TOKEN = 'metrics-token-of-the-scale-suite-0123';
const CHAT_LIMIT = 3;

const template = inject('postgresTemplate');
const missing = await missingForCluster(template !== null);
if (missing) console.warn(`apps/api/test/scale skipped: ${missing}`);

/**
 * Issue 37 item 1: three API processes behind a real nginx (docs/deploy/nginx.conf) on one
 * PostgreSQL database and one Redis. Every limit holds in total, not per process; sessions and
 * flags live in the database; a process killed behind nginx loses no request.
 */
describe.skipIf(missing !== null)(
  `${PROCESSES} API processes behind nginx${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    let cluster: Cluster;
    let database: string;
    const viaNginx = (method: string, url: string, options: Parameters<typeof call>[3] = {}) =>
      call(cluster.nginxPort, method, url, { ...options, headers: { 'x-tenantid': 'demo', ...options.headers } });
    const direct = (index: number, method: string, url: string, options: Parameters<typeof call>[3] = {}) =>
      call(cluster.processes[index]!.port, method, url, {
        ...options,
        headers: { 'x-tenantid': 'demo', ...options.headers },
      });
    /** A loopback address of its own for each test: the client address nginx passes on. */
    let lastAddress = 10;
    const freshAddress = () => `127.0.0.${++lastAddress}`;
    const login = async (port: number, username: string, from?: string) => {
      const answer = await call(port, 'POST', '/api/auth/user/v3/login', {
        headers: { 'x-tenantid': 'demo' },
        body: { username, password: DEMO_PASSWORD },
        from,
      });
      expect(answer.status, answer.body).toBe(200);
      return { authorization: `Bearer ${answer.json<{ token: string }>().token}` };
    };
    /** How many answers of `route` with `status` each process counted (its own /metrics). */
    const countedByEachProcess = async (route: string, status: number) =>
      Promise.all(
        cluster.processes.map(async (api) => {
          const answer = await call(api.port, 'GET', '/metrics', {
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          });
          const requests = parsePrometheusTextFormat(answer.body).find((f) => f.name === 'http_requests_total');
          return (requests?.metrics ?? [])
            .filter((m) => m.labels?.route === route && m.labels.status_code === String(status))
            .reduce((sum, m) => sum + Number(m.value), 0);
        }),
      );
    const statusCounts = (answers: { status: number }[]) =>
      answers.reduce<Record<number, number>>(
        (counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }),
        {},
      );

    beforeAll(async () => {
      database = `${template}_c_${randomBytes(4).toString('hex')}`;
      await onServer((c) => c.query(`create database ${database} template ${template}`));
      cluster = await startCluster({
        nginxPort: NGINX_PORT,
        count: PROCESSES,
        databaseUrl: databaseUrlFor(database),
        env: {
          REDIS_URL,
          REDIS_KEY_PREFIX: freshRedisPrefix(),
          RATE_LIMIT_PER_MINUTE: String(ADDRESS_LIMIT),
          RATE_LIMIT_PER_USER_PER_MINUTE: String(USER_LIMIT),
          METRICS_TOKEN,
          CHAT_MESSAGES_PER_MINUTE: String(CHAT_LIMIT),
        },
      });
    }, 180_000);
    afterAll(async () => {
      await cluster?.stop();
      await onServer((c) => c.query(`drop database if exists ${database} with (force)`));
    });

    it('locks an account after LOGIN_FAILURE_LIMIT failed logins in total, spread over every process', async () => {
      const from = freshAddress();
      const attempts = [];
      for (let i = 0; i < 3 * LOGIN_FAILURE_LIMIT; i++)
        attempts.push(
          await viaNginx('POST', '/api/auth/user/v3/login', {
            body: { username: 'consult01', password: 'Wrong@123' },
            from,
          }),
        );
      expect(attempts.slice(0, LOGIN_FAILURE_LIMIT).map((a) => a.status)).toEqual(Array(LOGIN_FAILURE_LIMIT).fill(401));
      expect(statusCounts(attempts.slice(LOGIN_FAILURE_LIMIT))).toEqual({ 429: 2 * LOGIN_FAILURE_LIMIT });
      // Locked: the right password is refused too, whichever process answers.
      for (let i = 0; i < PROCESSES; i++) {
        const right = await viaNginx('POST', '/api/auth/user/v3/login', {
          body: { username: 'consult01', password: DEMO_PASSWORD },
          from,
        });
        expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      }
      // nginx spread the attempts over all three processes.
      const perProcess = await countedByEachProcess('/api/auth/user/v3/login', 401);
      expect(perProcess.every((n) => n > 0)).toBe(true);
      expect(perProcess.reduce((a, b) => a + b)).toBe(LOGIN_FAILURE_LIMIT);
    });

    it('mails at most OTP_ISSUE_LIMIT one-time passwords in total', async () => {
      const from = freshAddress();
      for (let i = 0; i < 3 * OTP_ISSUE_LIMIT; i++) {
        const answer = await viaNginx('POST', '/api/auth/forgot-password', { body: { username: 'projmgr01' }, from });
        expect(answer.status).toBe(200);
      }
      const client = new pg.Client({ connectionString: databaseUrlFor(database) });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from password_otps o join users u on u.id = o.user_id
            where u.tenant_id = 'demo' and u.username = 'projmgr01'`,
        );
        expect(rows[0]!.n).toBe(OTP_ISSUE_LIMIT);
      } finally {
        await client.end();
      }
    });

    it('holds the per-address request limit in total', async () => {
      const from = freshAddress();
      const answers = [];
      for (let i = 0; i < ADDRESS_LIMIT + 30; i++) answers.push(await viaNginx('GET', '/api/health', { from }));
      expect(statusCounts(answers)).toEqual({ 200: ADDRESS_LIMIT, 429: 30 });
      expect(answers.at(-1)!.headers['retry-after']).toBeDefined();
      const perProcess = await countedByEachProcess('/api/health', 200);
      expect(perProcess.every((n) => n > 0)).toBe(true);
      expect(perProcess.reduce((a, b) => a + b)).toBe(ADDRESS_LIMIT);
    });

    it('holds the per-user request limit in total', async () => {
      const from = freshAddress();
      const headers = await login(cluster.nginxPort, 'manager01', from);
      const answers = [];
      for (let i = 0; i < USER_LIMIT + 30; i++)
        answers.push(await viaNginx('GET', '/api/auth/validate-login', { headers, from }));
      const counts = statusCounts(answers);
      // A session's first call on a process counts against its address (the process does not know
      // the session yet): at most one call per process beyond the user's allowance.
      expect(counts[200]).toBeGreaterThanOrEqual(USER_LIMIT);
      expect(counts[200]).toBeLessThanOrEqual(USER_LIMIT + PROCESSES);
      expect(counts[429]).toBe(USER_LIMIT + 30 - counts[200]!);
    });

    it('holds a per-user call allowance (the HR assistant) in total: the processes pool their counts', async () => {
      await earlyInAClockMinute();
      const from = freshAddress();
      const headers = await login(cluster.nginxPort, 'approver01', from);
      const statuses: number[] = [];
      for (let i = 0; i < 2 * CHAT_LIMIT; i++) {
        const answer = await viaNginx('POST', '/api/agent/chat', {
          headers,
          body: { message: 'hello', session_id: null },
          from,
        });
        statuses.push(answer.status);
        // Each process tells the others its counts every second.
        await new Promise((resolve) => setTimeout(resolve, 2_100));
      }
      expect(statuses).toEqual([...Array(CHAT_LIMIT).fill(200), ...Array(CHAT_LIMIT).fill(429)]);
    }, 60_000);

    it('keeps sessions and flags in the database: log in on one process, act on another, switch a flag on a third', async () => {
      const headers = await login(cluster.processes[0]!.port, 'superadmin');
      expect((await direct(1, 'GET', '/api/agent/conversations', { headers })).status).toBe(200);
      const off = await direct(2, 'PUT', '/api/flags', {
        headers,
        body: { flag: 'chatbot', enabled: false },
      });
      expect(off.status, off.body).toBe(200);
      expect((await direct(0, 'GET', '/api/agent/conversations', { headers })).status).toBe(404);
      expect((await direct(1, 'GET', '/api/agent/conversations', { headers })).status).toBe(404);

      expect((await direct(1, 'DELETE', '/api/flags/chatbot', { headers })).status).toBe(200);
      expect((await direct(0, 'GET', '/api/agent/conversations', { headers })).status).toBe(200);
      // Logged out on one process, the session is gone on every other.
      expect((await direct(2, 'POST', '/api/auth/logout', { headers })).status).toBe(204);
      expect((await direct(0, 'GET', '/api/auth/validate-login', { headers })).status).toBe(401);
    });

    it('loses no request when a process is killed behind nginx', async () => {
      const from = freshAddress();
      const headers = await login(cluster.nginxPort, 'hrexec01', from);
      const answers: { status: number }[] = [];
      const calls = ['/api/health/ready', '/api/auth/validate-login'];
      let sent = 0;
      const worker = async () => {
        while (sent < 150) {
          const url = calls[sent++ % calls.length]!;
          answers.push(await viaNginx('GET', url, { headers, from }).catch(() => ({ status: 0 })));
          if (sent === 40) cluster.processes[1]!.child.kill('SIGKILL');
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      expect(cluster.processes[1]!.child.signalCode).toBe('SIGKILL');
      expect(statusCounts(answers)).toEqual({ 200: 150 });
    });
  },
);
