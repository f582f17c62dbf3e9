/**
 * Whether the schema can be distributed by Citus with `tenant_id` as the distribution column
 * (docs/scaling.md, "One very large tenant"), read from the catalog. Every tenant table (one with a
 * `tenant_id` column) must have
 *   - a primary key, led by tenant_id;
 *   - every unique constraint and unique index led by tenant_id (Citus enforces uniqueness per shard);
 *   - every foreign key to another tenant table led by tenant_id on both sides (co-located joins);
 * and no table without tenant_id may reference a tenant table (a reference table cannot point into a
 * distributed one). `npm run check:citus-ready` prints the findings; a test keeps them at none.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../platform/db.ts';

export interface CitusFinding {
  rule: 'primary key' | 'unique' | 'foreign key' | 'reference into a tenant table';
  tableName: string;
  detail: string;
}

/** The keys of the public schema that Citus could not distribute by tenant_id, by rule and table. */
export const citusFindings = (db: Db) =>
  queryRows<CitusFinding>(
    db,
    sql`
  with tenant_tables as (
    select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
  ), keys as (
    -- The first column of each primary key, unique index and foreign key of the public tables.
    select con.conrelid as rel, con.contype::text as kind, con.conname::text as name, con.confrelid as target,
           (select attname from pg_attribute where attrelid = con.conrelid and attnum = con.conkey[1]) as first_col,
           (select attname from pg_attribute where attrelid = con.confrelid and attnum = con.confkey[1]) as target_first_col
      from pg_constraint con join pg_namespace n on n.oid = con.connamespace
     where n.nspname = 'public' and con.contype in ('p', 'f')
    union all
    select i.indrelid, 'u', ic.relname::text, null, (select attname from pg_attribute where attrelid = i.indrelid and attnum = i.indkey[0]), null
      from pg_index i join pg_class ic on ic.oid = i.indexrelid
     where i.indisunique and not i.indisprimary and i.indrelid in (select oid from tenant_tables)
  )
  select 'primary key' as "rule", t.relname as "tableName", 'none' as detail
    from tenant_tables t where not exists (select 1 from pg_constraint where conrelid = t.oid and contype = 'p')
  union all
  select case l.kind when 'p' then 'primary key' when 'u' then 'unique' else 'foreign key' end, t.relname,
         l.name || ' starts with ' || coalesce(l.first_col, 'an expression')
    from keys l join tenant_tables t on t.oid = l.rel
   where (l.kind in ('p', 'u') and l.first_col is distinct from 'tenant_id')
      or (l.kind = 'f' and l.target in (select oid from tenant_tables)
          and (l.first_col is distinct from 'tenant_id' or l.target_first_col is distinct from 'tenant_id'))
  union all
  select 'reference into a tenant table', c.relname, l.name || ' references ' || (select relname from tenant_tables where oid = l.target)
    from keys l join pg_class c on c.oid = l.rel
   where l.kind = 'f' and l.rel not in (select oid from tenant_tables) and l.target in (select oid from tenant_tables)
   order by 1, 2, 3`,
  );

/** How many tables of the public schema have a tenant_id column. */
export async function tenantTableCount(db: Db): Promise<number> {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct c.oid)::int as n from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      where ns.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  return n;
}
