import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemoIfEmpty } from '../src/db/seed/demo.ts';
import { openDatabase } from '../src/platform/db.ts';
import { databaseUrlFor, onServer, testDatabaseUrl } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Builds the migrated, seeded database once per run: a PGlite image file that each suite loads
 * (~1 s instead of ~10 s), and on PostgreSQL a template database each suite clones.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenure-test-'));
  const imagePath = path.join(dir, 'template.tar.gz');
  const pglite = await openDatabase({});
  await seedDemoIfEmpty(pglite.db);
  fs.writeFileSync(imagePath, Buffer.from(await (await pglite.snapshot!()).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', imagePath);

  let postgresTemplate: string | null = null;
  if (testDatabaseUrl) {
    postgresTemplate = `tenure_tpl_${process.pid}`;
    const name = postgresTemplate;
    await onServer((c) => c.query(`drop database if exists ${name}`).then(() => c.query(`create database ${name}`)));
    const server = await openDatabase({ databaseUrl: databaseUrlFor(name) });
    await seedDemoIfEmpty(server.db);
    await server.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!postgresTemplate) return;
    await onServer(async (c) => {
      const { rows } = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${postgresTemplate}_c_%`, postgresTemplate],
      );
      for (const row of rows) await c.query(`drop database if exists ${row.datname} with (force)`);
    });
  };
}
