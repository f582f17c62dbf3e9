import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { MasterType } from '@tenure/domain/org';
import { masterValues } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';

export const masterValueColumns = {
  id: masterValues.id,
  masterType: masterValues.masterType,
  name: masterValues.name,
  code: masterValues.code,
  description: masterValues.description,
  orderId: masterValues.orderId,
  isActive: masterValues.isActive,
};

export const countByType = (tx: Tx) =>
  tx.select({ masterType: masterValues.masterType, count: count() }).from(masterValues).groupBy(masterValues.masterType);

export const listValues = (tx: Tx, type: MasterType) =>
  tx
    .select(masterValueColumns)
    .from(masterValues)
    .where(eq(masterValues.masterType, type))
    .orderBy(sql`${masterValues.orderId} asc nulls last`, asc(masterValues.name));

export const findValue = async (tx: Tx, type: MasterType, id: string) =>
  (await tx.select(masterValueColumns).from(masterValues).where(and(eq(masterValues.masterType, type), eq(masterValues.id, id))))[0];

export const valueNameTaken = async (tx: Tx, type: MasterType, name: string, exceptId?: string) =>
  (
    await tx
      .select({ id: masterValues.id })
      .from(masterValues)
      .where(and(eq(masterValues.masterType, type), sql`lower(${masterValues.name}) = lower(${name})`, exceptId ? ne(masterValues.id, exceptId) : undefined))
  ).length > 0;
