import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/db.ts';
import { employees } from '../../db/schema/index.ts';

/** The "contains" search of employee lists: name, employee number or email contains the text. */
export function textMatch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return sql`${employees.searchText} like ${`%${escapeLike(text)}%`}`;
}
