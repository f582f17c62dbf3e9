import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { MASTER_TYPES, type MasterType, type MasterTypeSummary, type MasterValueInput } from '@tenure/domain/org';
import { masterValues } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { auditOrgChange, deleteUnlessInUse, nameTaken } from '../shared.ts';
import * as q from './queries.ts';

/** Every master table with its number of values, in catalogue order (the /master-data menu). */
export async function summariseMasters(tx: Tx): Promise<MasterTypeSummary[]> {
  const counts = new Map((await q.countByType(tx)).map((r) => [r.masterType, r.count]));
  return (Object.keys(MASTER_TYPES) as MasterType[]).map((masterType) => ({
    masterType,
    label: MASTER_TYPES[masterType],
    count: counts.get(masterType) ?? 0,
  }));
}

const view = <T extends { masterType: string }>(row: T) => ({ ...row, masterType: row.masterType as MasterType });

export async function createValue(tx: Tx, request: FastifyRequest, type: MasterType, input: MasterValueInput) {
  if (await q.valueNameTaken(tx, type, input.name)) throw nameTaken();
  const [row] = await tx
    .insert(masterValues)
    .values({ tenantId: request.tenant!.code, masterType: type, ...input })
    .returning(q.masterValueColumns);
  await auditOrgChange(tx, request, { action: 'master.create', entity: `master:${type}`, entityId: row!.id, after: row });
  return view(row!);
}

export async function updateValue(tx: Tx, request: FastifyRequest, type: MasterType, id: string, input: MasterValueInput) {
  const before = await q.findValue(tx, type, id);
  if (!before) throw notFound();
  if (await q.valueNameTaken(tx, type, input.name, id)) throw nameTaken();
  const [after] = await tx
    .update(masterValues)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(masterValues.id, id))
    .returning(q.masterValueColumns);
  await auditOrgChange(tx, request, { action: 'master.update', entity: `master:${type}`, entityId: id, before, after });
  return view(after!);
}

/** Later modules reference master values by foreign key; the database then refuses a value in use. */
export async function deleteValue(tx: Tx, request: FastifyRequest, type: MasterType, id: string) {
  const before = await q.findValue(tx, type, id);
  if (!before) throw notFound();
  await deleteUnlessInUse(`The ${MASTER_TYPES[type]} "${before.name}"`, () => tx.delete(masterValues).where(eq(masterValues.id, id)));
  await auditOrgChange(tx, request, { action: 'master.delete', entity: `master:${type}`, entityId: id, before });
}

export const listValues = async (tx: Tx, type: MasterType) => (await q.listValues(tx, type)).map(view);
