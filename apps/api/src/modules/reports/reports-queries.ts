import { sql } from 'drizzle-orm';
import { section, type ReportAccessKey } from '@tenure/domain/access';
import { queryRows, type Tx } from '../../platform/db.ts';
import { entitiesGranting } from '../../platform/entity-grants.ts';

/** The legal entities where a role of the user grants the report's key. */
export async function entitiesGrantingReport(tx: Tx, userId: string, key: ReportAccessKey): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select distinct legal_entity_id as id from ${entitiesGranting(userId, section('REPORTS', key))} granted(legal_entity_id)`,
  );
  return rows.map((r) => r.id);
}

/** The legal entities where a role of the user grants the report's key, by name (the report page's entity filter). */
export function entityChoices(tx: Tx, userId: string, key: ReportAccessKey): Promise<{ id: string; name: string }[]> {
  return queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from legal_entities
         where id in (select legal_entity_id from ${entitiesGranting(userId, section('REPORTS', key))} granted(legal_entity_id))
         order by lower(name), id`,
  );
}

/** The legal entity an employee works in; undefined for an id no employee has. */
export async function employeeEntity(tx: Tx, employeeId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select legal_entity_id as id from employees where id = ${employeeId}`,
  );
  return row?.id;
}
