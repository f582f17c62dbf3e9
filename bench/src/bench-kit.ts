/** What every benchmark needs: its database, created if missing, and a logged-in user's headers. */
import pg from 'pg';
import { BENCH_PASSWORD, BENCH_TENANT } from './seed-large.ts';

export const BENCH_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tenure_bench';

export async function ensureDatabase(url: string) {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
}

export async function login(port: number, username: string, tenant = BENCH_TENANT): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/user/v3/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenantid': tenant },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'x-tenantid': tenant };
}
