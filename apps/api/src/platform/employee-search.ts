import { sql, type SQL } from 'drizzle-orm';
import { employees } from '../db/schema/index.ts';

/** A LIKE pattern's text, lower-cased, with its wildcards taken literally. */
export const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** The "contains" search of employee lists: name, employee number or email contains the text. */
export function textMatch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return sql`${employees.searchText} like ${`%${escapeLike(text)}%`}`;
}
