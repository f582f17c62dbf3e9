import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/db.ts';
import { databaseUrlFor, onServer, openOptionsFor } from './databases.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Where the app stores uploaded files (local storage). */
  filesDir: string;
  /** PostgreSQL only: where a second instance connects (createSecondApp). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A fresh copy of the seeded demo database, private to the calling suite. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') {
    const image = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ loadDataDir: image });
  }
  const template = inject('postgresTemplate')!;
  const name = `${template}_c_${randomBytes(4).toString('hex')}`;
  await onServer((c) => c.query(`create database ${name} template ${template}`));
  const database = await openDatabase(openOptionsFor(name));
  return {
    ...database,
    url: databaseUrlFor(name),
    close: async () => {
      await database.close();
      await onServer((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** An empty, migrated database (no tenant), private to the calling suite. */
export async function openEmptyDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({});
  // Named like the suites' copies, so the run's teardown drops it even if the suite does not.
  const name = `${inject('postgresTemplate')!}_c_${randomBytes(4).toString('hex')}`;
  await onServer((c) => c.query(`create database ${name}`));
  const database = await openDatabase(openOptionsFor(name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function createTestApp(
  kind: DatabaseKind,
  options: {
    env?: Partial<Record<keyof Config, string>>;
    extend?: (app: FastifyInstance) => void;
    logStream?: AppDeps['logStream'];
    identityProviderFetch?: AppDeps['identityProviderFetch'];
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenure-files-'));
  // Schedules tick only when a test asks (runSchedules); a queued job starts at once in this process.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    FILES_DIR: filesDir,
    JOBS_SCHEDULES: 'false',
    JOBS_POLL_SECONDS: '0.5',
    ...options.env,
  });
  const app = await buildApp({
    database,
    config,
    logStream: options.logStream,
    identityProviderFetch: options.identityProviderFetch,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    filesDir,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API instance on the database of `first`, as a second process would be: its own caches
 * and, on PostgreSQL, its own connection pool (PGlite runs in-process, so it shares the instance).
 * Closing it leaves the database to `first`. `env` overrides its configuration (e.g. JOBS_SCHEDULES
 * 'true': it ticks the schedules once as it starts, at the time `Date` gives then).
 */
export async function createSecondApp(
  first: TestApp,
  env: Partial<Record<keyof Config, string>> = {},
): Promise<TestApp> {
  const name = first.databaseUrl && new URL(first.databaseUrl).pathname.slice(1);
  const database = name ? await openDatabase(openOptionsFor(name)) : first.database;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    FILES_DIR: first.filesDir,
    JOBS_SCHEDULES: 'false',
    JOBS_POLL_SECONDS: '0.5',
    ...env,
  });
  const app = await buildApp({ database, config });
  await app.ready();
  return {
    app,
    database,
    filesDir: first.filesDir,
    close: async () => {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}

/** Runs a suite on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void): void {
  const kinds: DatabaseKind[] = inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
  for (const kind of kinds) describe(`${name} [${kind}]`, () => suite(kind));
}

export const DEMO_PASSWORD = 'Tenure@2026';

/** Logs a demo user in through the API and returns headers for their next calls (demo tenant: plain payloads). */
export async function loginAs(app: FastifyInstance, username: string, tenant = 'demo') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/user/v3/login',
    headers: { 'x-tenantid': tenant },
    payload: { username, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; entities: { legalEntityCode: string; userEntityMappingId: string }[] };
  return {
    token: body.token,
    entities: body.entities,
    headers: { authorization: `Bearer ${body.token}`, 'x-tenantid': tenant },
  };
}

/**
 * Waits for the next minute of the clock when this one is past its 40th second: call allowances
 * count per minute of the clock (platform/call-allowance.ts), and the calls a test makes next must
 * all fall in one minute.
 */
export async function earlyInAClockMinute(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
}
