import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { departments } from '../../../db/schema/index.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';

export const departmentColumns = {
  id: departments.id,
  name: departments.name,
  parentId: departments.parentId,
  orderId: departments.orderId,
  isActive: departments.isActive,
};

/** The header reloads this on an entity switch, so inactive departments stay out unless asked for. */
export const listDepartments = (tx: Tx, includeInactive: boolean) =>
  tx
    .select(departmentColumns)
    .from(departments)
    .where(includeInactive ? undefined : eq(departments.isActive, true))
    .orderBy(sql`${departments.orderId} asc nulls last`, asc(departments.name));

export const findDepartment = async (tx: Tx, id: string) =>
  (await tx.select(departmentColumns).from(departments).where(eq(departments.id, id)))[0];

/** Siblings (same parent, or both top level) may not share a name, whatever its case. */
export const siblingNameTaken = async (tx: Tx, parentId: string | null, name: string, exceptId?: string) =>
  (
    await tx
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          parentId ? eq(departments.parentId, parentId) : isNull(departments.parentId),
          sql`lower(${departments.name}) = lower(${name})`,
          exceptId ? ne(departments.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

/** The department and all its ancestors, nearest first (a recursive walk up the parent links). */
export const ancestorIds = async (tx: Tx, id: string): Promise<string[]> => {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from departments where id = ${id}
      union all
      select d.id, d.parent_id, c.depth + 1 from departments d join chain c on d.id = c.parent_id where c.depth < 100
    )
    select id from chain order by depth`,
  );
  return rows.map((r) => r.id);
};
