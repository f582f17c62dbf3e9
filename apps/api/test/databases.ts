import pg from 'pg';
import type { OpenOptions } from '../src/platform/db.ts';

/** The server-side suites run on PostgreSQL only when TEST_DATABASE_URL names a server. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A transaction-mode PgBouncer in front of that server (`postgres://postgres@127.0.0.1:6441/`, any
 * database name): the test apps then run their requests through it, prepared statements off, and
 * their migrations and job queue straight to the server, as a deployment behind PgBouncer does
 * (apps/api/test/scale/through-pgbouncer.ts starts one around a test run).
 */
export const testPoolerUrl = process.env.TEST_PGBOUNCER_URL || undefined;

/** How a test app opens the PostgreSQL database `name`: directly, or through TEST_PGBOUNCER_URL. */
export function openOptionsFor(name: string): OpenOptions {
  if (!testPoolerUrl) return { databaseUrl: databaseUrlFor(name) };
  const pooled = new URL(testPoolerUrl);
  pooled.pathname = `/${name}`;
  return { databaseUrl: pooled.toString(), directUrl: databaseUrlFor(name), preparedStatements: false };
}

export function databaseUrlFor(name: string): string {
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
