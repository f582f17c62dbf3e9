import pg from 'pg';

/** The server-side suites run on PostgreSQL only when TEST_DATABASE_URL names a server. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

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
