import { sql, type SQL } from 'drizzle-orm';

/** Hierarchy walks stop here, so a bad row can never make a query loop for ever. */
export const MAX_HIERARCHY_DEPTH = 50;

/**
 * The highest code point: `text < prefix || MAX_CHAR` holds for every text starting with the prefix,
 * so a prefix is a range of the leakproof `~>=~`/`~<~` operators, which an index serves under
 * row-level security (LIKE is not leakproof).
 */
export const MAX_CHAR = String.fromCodePoint(0x10ffff);

/**
 * CTE `root`: where `rootId` stands in the hierarchy (path, depth) and where the range of everyone
 * below it ends. Materialised, so the range's ends are plain values: with `||` in the scan's own
 * condition, row-level security would not let it bound the index (concatenation is not leakproof).
 */
export const hierarchyRoot = (rootId: string): SQL =>
  sql`root as materialized (
        select hierarchy_path as path, hierarchy_path || ${MAX_CHAR} as upper, hierarchy_depth as depth from employees where id = ${rootId}
      )`;

/** `alias` (an employees row) is `root` or below it: one range of the employees_hierarchy index. */
export const inRootRange = (alias: string): SQL =>
  sql`${sql.raw(alias)}.hierarchy_path ~>=~ root.path and ${sql.raw(alias)}.hierarchy_path ~<~ root.upper`;
