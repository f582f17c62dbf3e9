import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../src/platform/config.ts';
import { TENANT_ATTRIBUTE, USER_ATTRIBUTE } from '../src/platform/request-log.ts';
import { databaseUrlFor, onServer } from './databases.ts';
import { DEMO_PASSWORD } from './harness.ts';
import { call, stopProcess, waitUntilReady, type ApiProcess } from './scale/cluster.ts';

/** The loopback ports of this suite's API processes (the OTLP receiver takes any free port). */
const TRACED_PORT = 4401;
const UNTRACED_PORT = 4402;
const ROUTE = '/api/hrms/hris/employee';
/** A search term that must appear in no span: query values are redacted. */
const SEARCHED = 'Zebulon';

const template = inject('postgresTemplate');

/** OTLP/JSON as the http/json exporter sends it (the fields this suite reads). */
interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}
interface ReceivedSpan extends OtlpSpan {
  resource: Record<string, unknown>;
  attrs: Record<string, unknown>;
}

const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;

const valueOf = (value: OtlpValue) => value.stringValue ?? value.intValue ?? value.boolValue;
const attributesOf = (list: OtlpAttribute[]) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

/** An OTLP/HTTP receiver on a free loopback port, keeping every span of every JSON export. */
async function startReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces' && request.headers['content-type']?.startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        for (const resourceSpans of body.resourceSpans) {
          const resource = attributesOf(resourceSpans.resource.attributes);
          for (const scope of resourceSpans.scopeSpans)
            for (const span of scope.spans) spans.push({ ...span, resource, attrs: attributesOf(span.attributes) });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { port, spans, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** `npm run serve`'s node arguments (package.json), so the suite starts the server as it is documented. */
function serveArguments(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = manifest.scripts.serve!.split(/\s+/);
  expect(command).toBe('node');
  return args;
}

/** One API process started as `npm run serve` starts it, on `databaseUrl`, ready when this returns. */
async function startApi(port: number, databaseUrl: string, env: Record<string, string>): Promise<ApiProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenure-tracing-'));
  const output: string[] = [];
  const child = spawn(process.execPath, serveArguments(), {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      SEED: 'none',
      WEB_DIST: '/nonexistent',
      // Every request's line (`request completed`), to read its trace and span ids.
      LOG_LEVEL: 'debug',
      JOBS_SCHEDULES: 'false',
      DATABASE_POOL_SIZE: '3',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const api = { port, child, output };
  try {
    await waitUntilReady(api);
  } catch (error) {
    await stopProcess(api);
    throw error;
  }
  return api;
}

/** The JSON log lines of a process's output (the start-up banner is plain text). */
function logLines(api: ApiProcess): Record<string, unknown>[] {
  return api.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Logs hrdirector in and lists employees searching SEARCHED: a request that reads the database. */
async function loginAndList(port: number) {
  const headers = { 'x-tenantid': 'demo' };
  const login = await call(port, 'POST', '/api/auth/user/v3/login', {
    headers,
    body: { username: 'hrdirector', password: DEMO_PASSWORD },
  });
  expect(login.status, login.body).toBe(200);
  const authorization = `Bearer ${login.json<{ token: string }>().token}`;
  const list = await call(port, 'GET', `${ROUTE}?search=${SEARCHED}&page=1`, {
    headers: { ...headers, authorization },
  });
  expect(list.status, list.body).toBe(200);
}

/** Polls until `found` answers something (the exporter sends its batch after its delay), at most 30 s. */
async function eventually<T>(found: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(template === null)(
  `OpenTelemetry traces of a real API process${template === null ? ' (skipped: needs PostgreSQL, TEST_DATABASE_URL)' : ''}`,
  { timeout: 180_000 },
  () => {
    let database: string;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    const started: ApiProcess[] = [];

    beforeAll(async () => {
      database = `${template}_c_${randomBytes(4).toString('hex')}`;
      await onServer((c) => c.query(`create database ${database} template ${template}`));
      receiver = await startReceiver();
    });
    afterAll(async () => {
      await Promise.all(started.map(stopProcess));
      await receiver?.close();
      await onServer((c) => c.query(`drop database if exists ${database} with (force)`));
    });

    it('exports the HTTP span of a request with its database spans under it, its tenant and user, and its ids on the log line', async () => {
      const api = await startApi(TRACED_PORT, databaseUrlFor(database), {
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.port}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      });
      started.push(api);
      await loginAndList(api.port);

      const server = await eventually(
        () => receiver.spans.find((s) => s.kind === SPAN_KIND_SERVER && s.attrs['http.route'] === ROUTE),
        `the server span of ${ROUTE}`,
      );
      expect(server.name).toBe(`GET ${ROUTE}`);
      expect(server.resource['service.name']).toBe('tenure-api');
      expect(server.parentSpanId ?? '').toBe('');
      const trace = () => receiver.spans.filter((s) => s.traceId === server.traceId);
      const underServer = (span: ReceivedSpan) => {
        const byId = new Map(trace().map((s) => [s.spanId, s]));
        for (let s: ReceivedSpan | undefined = span; s; s = byId.get(s.parentSpanId ?? ''))
          if (s.spanId === server.spanId) return true;
        return false;
      };
      // The handler's query: its transaction's BEGIN, the SELECT of the list, its COMMIT, all under the server span.
      const queries = await eventually(() => {
        const found = trace().filter((s) => s.kind === SPAN_KIND_CLIENT && s.attrs['db.query.text'] !== undefined);
        return found.some((s) => s.name.startsWith('COMMIT')) && found.every(underServer) ? found : undefined;
      }, 'the database spans of the request');
      expect(queries.every((s) => s.attrs['db.system.name'] === 'postgresql')).toBe(true);
      expect(queries.map((s) => s.name.split(' ')[0])).toEqual(expect.arrayContaining(['BEGIN', 'SELECT', 'COMMIT']));
      expect(queries.some((s) => /\bemployees\b/.test(String(s.attrs['db.query.text'])))).toBe(true);
      // The tenant transaction's settings are literals in its text: recorded as '?'.
      const begin = queries.find((s) => s.name.startsWith('BEGIN'))!;
      expect(begin.attrs['db.query.text']).toMatch(/^begin; select set_config\('\?', '\?', true\)/);

      // Fastify's request span, between the server span and the handler's, carries the tenant and the user.
      const request = trace().find((s) => s.name === 'request' && s.parentSpanId === server.spanId)!;
      expect(request.attrs[TENANT_ATTRIBUTE]).toBe('demo');
      expect(request.attrs[USER_ATTRIBUTE]).toMatch(/^[0-9a-f-]{36}$/);
      expect(server.attrs[TENANT_ATTRIBUTE]).toBe('demo');
      expect(server.attrs[USER_ATTRIBUTE]).toBe(request.attrs[USER_ATTRIBUTE]);

      // Query values are redacted from every span (a search for a person's name, a link's token).
      expect(server.attrs['url.query']).toBe('search=REDACTED&page=REDACTED');
      expect(JSON.stringify(trace())).not.toContain(SEARCHED);

      // The request's log line carries its trace, tenant and user.
      const line = logLines(api).find((l) => l.msg === 'request completed' && String(l.url).startsWith(ROUTE));
      expect(line).toMatchObject({
        trace_id: server.traceId,
        tenant: 'demo',
        user: request.attrs[USER_ATTRIBUTE],
      });
      expect(trace().map((s) => s.spanId)).toContain(line!.span_id);

      // Probes and scrapes are not traced.
      expect(receiver.spans.filter((s) => String(s.attrs['url.path']).startsWith('/api/health'))).toEqual([]);
    });

    it('without OTEL_EXPORTER_OTLP_ENDPOINT starts and serves with no tracing loaded', async () => {
      const api = await startApi(UNTRACED_PORT, databaseUrlFor(database), {
        // Read only with the endpoint set: they alone turn nothing on.
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      });
      started.push(api);
      await loginAndList(api.port);
      await stopProcess(api);
      expect(api.child.exitCode).toBe(0);

      const lines = logLines(api);
      const line = lines.find((l) => l.msg === 'request completed' && String(l.url).startsWith(ROUTE));
      expect(line).toMatchObject({ tenant: 'demo' });
      // The pino instrumentation adds trace_id to every line written in a span: none is loaded.
      expect(lines.filter((l) => 'trace_id' in l)).toEqual([]);
      // (The traced process of the test before may still send batches: only this one's spans count.)
      expect(receiver.spans.filter((s) => Number(s.resource['process.pid']) === api.child.pid)).toEqual([]);
    });
  },
);
