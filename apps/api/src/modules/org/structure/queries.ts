import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { bizCompDetails, bizCompMasters } from '../../../db/schema/index.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';

export const masterColumns = {
  id: bizCompMasters.id,
  kind: bizCompMasters.kind,
  displayName: bizCompMasters.displayName,
  description: bizCompMasters.description,
  orderId: bizCompMasters.orderId,
  fields: bizCompMasters.fields,
  isActive: bizCompMasters.isActive,
};
export type MasterRow = NonNullable<Awaited<ReturnType<typeof findMaster>>>;

export const listMasters = (tx: Tx) =>
  tx.select(masterColumns).from(bizCompMasters).orderBy(asc(bizCompMasters.displayName));

export const findMaster = async (tx: Tx, id: string) =>
  (await tx.select(masterColumns).from(bizCompMasters).where(eq(bizCompMasters.id, id)))[0];

export const masterNameTaken = async (tx: Tx, name: string, exceptId?: string) =>
  (
    await tx
      .select({ id: bizCompMasters.id })
      .from(bizCompMasters)
      .where(
        and(
          sql`lower(${bizCompMasters.displayName}) = lower(${name})`,
          exceptId ? ne(bizCompMasters.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

const detailColumns = {
  id: bizCompDetails.id,
  name: bizCompDetails.name,
  parentBizCompDetailId: bizCompDetails.parentBizCompDetailId,
  orderId: bizCompDetails.orderId,
  isActive: bizCompDetails.isActive,
  values: bizCompDetails.values,
  master: masterColumns,
};
export type DetailRow = Awaited<ReturnType<typeof listDetails>>[number];

/** Components with their type; of one type when `masterId` is given, only active ones when asked. */
export const listDetails = (tx: Tx, filter: { masterId?: string; activeOnly?: boolean } = {}) =>
  tx
    .select(detailColumns)
    .from(bizCompDetails)
    .innerJoin(bizCompMasters, eq(bizCompMasters.id, bizCompDetails.bizCompMasterId))
    .where(
      and(
        filter.masterId ? eq(bizCompDetails.bizCompMasterId, filter.masterId) : undefined,
        filter.activeOnly ? eq(bizCompDetails.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(bizCompDetails.name));

export const findDetail = async (tx: Tx, id: string) =>
  (
    await tx
      .select(detailColumns)
      .from(bizCompDetails)
      .innerJoin(bizCompMasters, eq(bizCompMasters.id, bizCompDetails.bizCompMasterId))
      .where(eq(bizCompDetails.id, id))
  )[0];

/** Components of one type under one parent may not share a name, whatever its case. */
export const detailNameTaken = async (
  tx: Tx,
  masterId: string,
  parentId: string | null,
  name: string,
  exceptId?: string,
) =>
  (
    await tx
      .select({ id: bizCompDetails.id })
      .from(bizCompDetails)
      .where(
        and(
          eq(bizCompDetails.bizCompMasterId, masterId),
          parentId ? eq(bizCompDetails.parentBizCompDetailId, parentId) : isNull(bizCompDetails.parentBizCompDetailId),
          sql`lower(${bizCompDetails.name}) = lower(${name})`,
          exceptId ? ne(bizCompDetails.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

/** The component and all its ancestors (walk up parentBizCompDetailId), to refuse a cycle. */
export const detailAncestorIds = async (tx: Tx, id: string): Promise<string[]> =>
  (
    await queryRows<{ id: string }>(
      tx,
      sql`
        with recursive chain(id, parent_id, depth) as (
          select id, parent_biz_comp_detail_id, 0 from biz_comp_details where id = ${id}
          union all
          select d.id, d.parent_biz_comp_detail_id, c.depth + 1 from biz_comp_details d join chain c on d.id = c.parent_id where c.depth < 100
        )
        select id from chain`,
    )
  ).map((r) => r.id);
