import { sql, type SQLChunk } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db.ts';

/** A table of schema `public` as the catalog describes it. */
export interface CatalogTable {
  name: string;
  /** Its columns, with their types as `format_type` names them (`uuid`, `text[]`…). */
  columns: { name: string; generated: boolean; type: string }[];
  primaryKey: string[];
  /** The other tables its foreign keys point at. */
  references: string[];
  /** Each of its foreign keys: its columns and the table they point at (itself included). */
  foreignKeys: { columns: string[]; table: string }[];
  /** Whether a foreign key points at the table itself (a manager, a parent department). */
  selfReferencing: boolean;
  /** Whether it has triggers of its own (kept counters, search words, hierarchy paths…). */
  hasTriggers: boolean;
  /** Its columns filled from a sequence, with the sequence. */
  sequences: { column: string; sequence: string }[];
}

/** Every table of schema `public`, by name. */
export async function catalogTables(db: Db | Tx): Promise<CatalogTable[]> {
  const rows = await queryRows<{
    name: string;
    columns: CatalogTable['columns'];
    primary_key: string[] | null;
    refs: string[] | null;
    foreign_keys: CatalogTable['foreignKeys'] | null;
    self_referencing: boolean;
    has_triggers: boolean;
    sequences: CatalogTable['sequences'] | null;
  }>(
    db,
    sql`select c.relname as name,
          (select json_agg(json_build_object('name', a.attname, 'generated', a.attgenerated <> '',
                                    'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
             from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
          (select json_agg(a.attname order by array_position(k.conkey, a.attnum))
             from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
            where k.conrelid = c.oid and k.contype = 'p') as primary_key,
          (select json_agg(distinct p.relname) from pg_constraint f join pg_class p on p.oid = f.confrelid
            where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as refs,
          (select json_agg(json_build_object(
                    'table', p.relname,
                    'columns', (select json_agg(a.attname order by array_position(f.conkey, a.attnum))
                                  from pg_attribute a where a.attrelid = f.conrelid and a.attnum = any(f.conkey)))
                  order by f.conname)
             from pg_constraint f join pg_class p on p.oid = f.confrelid
            where f.conrelid = c.oid and f.contype = 'f') as foreign_keys,
          exists (select 1 from pg_constraint f where f.conrelid = c.oid and f.contype = 'f' and f.confrelid = c.oid)
            as self_referencing,
          exists (select 1 from pg_trigger t where t.tgrelid = c.oid and not t.tgisinternal) as has_triggers,
          (select json_agg(json_build_object('column', a.attname, 'sequence', s.oid::regclass::text))
             from pg_attrdef d
             join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
             join pg_depend dep on dep.classid = 'pg_attrdef'::regclass and dep.objid = d.oid
                               and dep.refclassid = 'pg_class'::regclass
             join pg_class s on s.oid = dep.refobjid and s.relkind = 'S'
            where d.adrelid = c.oid) as sequences
        from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        order by c.relname`,
  );
  return rows.map((r) => ({
    name: r.name,
    columns: r.columns,
    primaryKey: r.primary_key ?? [],
    references: r.refs ?? [],
    foreignKeys: r.foreign_keys ?? [],
    selfReferencing: r.self_referencing,
    hasTriggers: r.has_triggers,
    sequences: r.sequences ?? [],
  }));
}

/**
 * The settings under which a row's JSON text is the same on every database: timestamps in UTC, dates
 * in ISO order, bytea as hex, floats shortest-exact. For the rest of the transaction.
 */
export async function settleTextForms(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select set_config('timezone', 'UTC', true), set_config('datestyle', 'ISO, YMD', true),
               set_config('bytea_output', 'hex', true), set_config('extra_float_digits', '1', true)`,
  );
}

const list = (names: string[], each: (name: string) => SQLChunk) => sql.join(names.map(each), sql`, `);

/**
 * One tenant's rows of a table, each as its JSON text (`row_to_json`), in primary-key order. The
 * key's columns are compared as text in the "C" collation, so the order is the same on every
 * database whatever its default collation.
 */
export const tenantRowsAsJson = (tx: Tx, table: CatalogTable, keyColumn: string, code: string) =>
  queryRows<{ line: string }>(
    tx,
    sql`select row_to_json(t)::text as line from ${sql.identifier(table.name)} t
        where ${sql.identifier(keyColumn)} = ${code}
        order by ${list(table.primaryKey, (c) => sql`${sql.identifier(c)}::text collate "C"`)}`,
  ).then((rows) => rows.map((r) => r.line));

/** Deletes the tenant's rows of one table; returns how many. */
export async function deleteTenantRows(tx: Tx, table: CatalogTable, keyColumn: string, code: string): Promise<number> {
  const deleted = await queryRows<{ n: number }>(
    tx,
    sql`with gone as (delete from ${sql.identifier(table.name)} where ${sql.identifier(keyColumn)} = ${code} returning 1)
        select count(*)::int as n from gone`,
  );
  return deleted[0]?.n ?? 0;
}

/**
 * Inserts rows given as a JSON array of `row_to_json` objects; every value goes through its column
 * type's input function, so it comes back exactly. Generated columns are computed again.
 */
export async function insertJsonRows(tx: Tx, table: CatalogTable, jsonArray: string): Promise<void> {
  const columns = table.columns.filter((c) => !c.generated).map((c) => c.name);
  const names = list(columns, (c) => sql.identifier(c));
  await tx.execute(
    sql`insert into ${sql.identifier(table.name)} (${names})
        select ${names} from json_populate_recordset(null::${sql.identifier(table.name)}, ${jsonArray}::json)`,
  );
}

/**
 * Rows given as a JSON array of `row_to_json` objects, each read through its column types and
 * written out again by `row_to_json`: the form the database itself gives them (a jsonb object's
 * keys in its own order), to compare with rows read from the table.
 */
export const rowsInDatabaseForm = (tx: Tx, table: CatalogTable, jsonArray: string) =>
  queryRows<{ line: string }>(
    tx,
    sql`select row_to_json(r)::text as line from json_populate_recordset(null::${sql.identifier(table.name)}, ${jsonArray}::json) r`,
  ).then((rows) => rows.map((r) => r.line));

/** Turns a table's own triggers off or on again (as its owner; undone with the transaction if it fails). */
export async function setTriggers(tx: Tx, table: string, enabled: boolean): Promise<void> {
  await tx.execute(sql`alter table ${sql.identifier(table)} ${enabled ? sql`enable` : sql`disable`} trigger user`);
}

/** Moves a sequence past the largest value its column now holds (never back). */
export async function advanceSequence(tx: Tx, table: string, column: string, sequence: string): Promise<void> {
  await tx.execute(
    sql`select setval(${sequence}::regclass, m.top)
        from (select max(${sql.identifier(column)}) as top from ${sql.identifier(table)}) m
        where m.top > coalesce(pg_sequence_last_value(${sequence}::regclass), 0)`,
  );
}

/** The journal timestamp of the last migration the database has applied. */
export async function lastAppliedMigration(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ created_at: string | number | null }>(
    db,
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  return row?.created_at == null ? null : Number(row.created_at);
}
