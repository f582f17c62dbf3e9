import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, openEmptyDatabase, openTestDatabase } from '../../test/harness.ts';
import { queryRows, withTenant, type Database } from '../platform/db.ts';
import { citusFindings, tenantTableCount } from './citus-readiness.ts';

/** Rolls back whatever `work` wrote, keeping what it read. */
async function rolledBack<T>(database: Database, work: (tx: Database['db']) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await database.db
    .transaction(async (tx) => {
      result = await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}
class RolledBack extends Error {}

describeEachDatabase('the schema is ready for Citus (tenant_id leads every key of a tenant table)', (kind) => {
  let empty: Database;
  let seeded: Database;
  beforeAll(async () => {
    [empty, seeded] = await Promise.all([openEmptyDatabase(kind), openTestDatabase(kind)]);
  });
  afterAll(() => Promise.all([empty.close(), seeded.close()]));

  it('finds no key of the migrated schema that does not lead with tenant_id', async () => {
    expect(await tenantTableCount(empty.db)).toBeGreaterThan(140);
    expect(await citusFindings(empty.db)).toEqual([]);
  });

  it('names each kind of key that would stop Citus', async () => {
    const findings = await rolledBack(empty, async (tx) => {
      await tx.execute(sql`create table citus_probe_parent (tenant_id text not null, id uuid primary key)`);
      await tx.execute(sql`create table citus_probe_child (
        tenant_id text not null, id uuid, parent_id uuid references citus_probe_parent (id), code text,
        primary key (tenant_id, id))`);
      await tx.execute(sql`create unique index citus_probe_child_code on citus_probe_child (code)`);
      await tx.execute(
        sql`create table citus_probe_global (id uuid primary key, parent_id uuid references citus_probe_parent (id))`,
      );
      return citusFindings(tx);
    });
    expect(findings).toEqual([
      {
        rule: 'foreign key',
        tableName: 'citus_probe_child',
        detail: 'citus_probe_child_parent_id_fkey starts with parent_id',
      },
      { rule: 'primary key', tableName: 'citus_probe_parent', detail: 'citus_probe_parent_pkey starts with id' },
      {
        rule: 'reference into a tenant table',
        tableName: 'citus_probe_global',
        detail: 'citus_probe_global_parent_id_fkey references citus_probe_parent',
      },
      { rule: 'unique', tableName: 'citus_probe_child', detail: 'citus_probe_child_code starts with code' },
    ]);
  });

  it('keeps the tenant of a row whose reference a delete sets to null (on delete set null names its column)', async () => {
    const tokens = await withTenant(seeded.db, { tenantCode: 'demo' }, async (tx) => {
      const [provider] = await queryRows<{ id: string }>(
        tx,
        sql`insert into identity_providers (tenant_id, kind, display_name, issuer, client_id)
            values ('demo', 'oidc', 'Probe', 'https://idp.example', 'probe') returning id`,
      );
      await tx.execute(
        sql`insert into scim_tokens (tenant_id, token_hash, provider_id) values ('demo', 'probe-hash', ${provider!.id})`,
      );
      await tx.execute(sql`delete from identity_providers where id = ${provider!.id}`);
      return queryRows<{ tenantId: string; providerId: string | null }>(
        tx,
        sql`select tenant_id as "tenantId", provider_id as "providerId" from scim_tokens where token_hash = 'probe-hash'`,
      );
    });
    expect(tokens).toEqual([{ tenantId: 'demo', providerId: null }]);
  });
});
