import { sql, type SQL } from 'drizzle-orm';
import { actionFamily, type AuditLogFilters } from '@tenure/domain/audit';
import { escapeLike, queryRows, readTogether, type Tx } from '../../platform/db.ts';

/** An entry as the page lists it: who by their account and employee name. */
export interface AuditEntryRecord {
  id: string;
  created_at: Date | string;
  actor_user_id: string | null;
  username: string | null;
  employee_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  request_id: string | null;
}

const ENTRY_COLUMNS = sql`a.id, a.created_at, a.actor_user_id, u.username, e.display_name as employee_name,
  a.action, a.entity, a.entity_id, a.request_id`;
const WITH_ACTOR = sql`audit_log a left join users u on u.id = a.actor_user_id left join employees e on e.id = u.employee_id`;

/**
 * The filters as one condition. The action is matched by its family first (`split_part`, the
 * audit_log_family index), then by the rest of its beginning when the filter names more than a family.
 */
function whereOf(f: AuditLogFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.actor) conditions.push(sql`a.actor_user_id = ${f.actor}`);
  if (f.actorSearch) {
    const pattern = `%${escapeLike(f.actorSearch)}%`;
    conditions.push(sql`a.actor_user_id in (
      select s.id from users s left join employees se on se.id = s.employee_id
       where lower(s.username) like ${pattern} or lower(se.display_name) like ${pattern})`);
  }
  if (f.action) {
    const family = actionFamily(f.action);
    conditions.push(sql`split_part(a.action, '.', 1) = ${family}`);
    if (f.action !== family) conditions.push(sql`a.action like ${`${escapeLike(f.action)}%`}`);
  }
  if (f.entity) conditions.push(sql`a.entity = ${f.entity}`);
  if (f.entityId) conditions.push(sql`a.entity_id = ${f.entityId}`);
  if (f.from) conditions.push(sql`a.created_at >= ${f.from}::timestamptz`);
  if (f.to) conditions.push(sql`a.created_at <= ${f.to}::timestamptz`);
  return sql.join(conditions, sql` and `);
}

const orderOf = (f: AuditLogFilters) =>
  f.order === 'asc' ? sql`a.created_at asc, a.id asc` : sql`a.created_at desc, a.id desc`;

/** A page of entries in time order (newest first by default) and how many match in all, in one round trip. */
export async function auditPage(tx: Tx, f: AuditLogFilters, page: { limit: number; offset: number }) {
  const where = whereOf(f);
  const { rows, total } = await readTogether<{ rows: AuditEntryRecord[]; total: { n: number }[] }>(tx, {
    rows: sql`select ${ENTRY_COLUMNS} from ${WITH_ACTOR} where ${where}
               order by ${orderOf(f)} limit ${page.limit} offset ${page.offset}`,
    total: sql`select count(*)::int as n from audit_log a where ${where}`,
  });
  return { rows, total: total[0]?.n ?? 0 };
}

/** Where an export's batch ended: the last entry's time (as the database writes it, to the microsecond) and id. */
export interface AuditCursor {
  at: string;
  id: string;
}

/** The next batch of an export after `cursor`, in the filters' order. */
export function auditBatch(tx: Tx, f: AuditLogFilters, cursor: AuditCursor | null, limit: number) {
  const after = !cursor
    ? sql`true`
    : f.order === 'asc'
      ? sql`(a.created_at, a.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : sql`(a.created_at, a.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  return queryRows<AuditEntryRecord & { before: unknown; after: unknown; cursor_at: string }>(
    tx,
    sql`select ${ENTRY_COLUMNS}, a.before, a.after, a.created_at::text as cursor_at from ${WITH_ACTOR}
         where ${whereOf(f)} and ${after} order by ${orderOf(f)} limit ${limit}`,
  );
}

/** One entry with its values before and after; undefined when the tenant has none with this id. */
export async function auditEntry(tx: Tx, id: string) {
  const [row] = await queryRows<AuditEntryRecord & { before: unknown; after: unknown }>(
    tx,
    sql`select ${ENTRY_COLUMNS}, a.before, a.after from ${WITH_ACTOR} where a.id = ${id}`,
  );
  return row;
}

/**
 * The action families the tenant's log holds: a skip through the audit_log_family index, one probe
 * per family, so a log of millions of entries answers as fast as a small one.
 */
export async function actionFamilies(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ family: string }>(
    tx,
    sql`with recursive f(family) as (
          (select split_part(action, '.', 1) from audit_log order by 1 limit 1)
          union all
          select (select split_part(action, '.', 1) from audit_log
                   where split_part(action, '.', 1) > f.family order by 1 limit 1)
            from f where f.family is not null)
        select family from f where family is not null`,
  );
  return rows.map((r) => r.family);
}

/** Accounts whose username or employee name holds `search`, for the "who" picker (first 20 by username). */
export function actorOptions(tx: Tx, search: string) {
  const pattern = `%${escapeLike(search)}%`;
  return queryRows<{ id: string; username: string; employee_name: string | null }>(
    tx,
    sql`select u.id, u.username, e.display_name as employee_name
          from users u left join employees e on e.id = u.employee_id
         where lower(u.username) like ${pattern} or lower(e.display_name) like ${pattern}
         order by lower(u.username) limit 20`,
  );
}
