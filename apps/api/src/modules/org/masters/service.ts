import { eq } from 'drizzle-orm';
import {
  MASTER_TYPES,
  inUseByEmployeesMessage,
  type MasterType,
  type MasterTypeSummary,
  type MasterValueInput,
} from '@tenure/domain/org';
import { masterValues } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
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

export async function createValue(tx: Tx, v: Viewer, type: MasterType, input: MasterValueInput) {
  if (await q.valueNameTaken(tx, type, input.name)) throw nameTaken();
  const [row] = await tx
    .insert(masterValues)
    .values({ tenantId: v.tenantCode, masterType: type, ...input })
    .returning(q.masterValueColumns);
  await auditOrgChange(tx, v, { action: 'master.create', entity: `master:${type}`, entityId: row!.id, after: row });
  return view(row!);
}

export async function updateValue(tx: Tx, v: Viewer, type: MasterType, id: string, input: MasterValueInput) {
  const before = await q.findValue(tx, type, id, true);
  if (!before) throw notFound();
  if (await q.valueNameTaken(tx, type, input.name, id)) throw nameTaken();
  await q.renameOnEmployees(tx, type, before.name, input.name);
  const [after] = await tx
    .update(masterValues)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(masterValues.id, id))
    .returning(q.masterValueColumns);
  await auditOrgChange(tx, v, { action: 'master.update', entity: `master:${type}`, entityId: id, before, after });
  return view(after!);
}

/**
 * Employees reference designations, job titles and grades by name (checked here, under the value's
 * row lock); later modules reference values by foreign key, and the database refuses those.
 */
export async function deleteValue(tx: Tx, v: Viewer, type: MasterType, id: string) {
  const before = await q.findValue(tx, type, id, true);
  if (!before) throw notFound();
  const holders = await q.employeesHolding(tx, type, before.name);
  if (holders > 0)
    throw conflict(inUseByEmployeesMessage(`The ${MASTER_TYPES[type]} "${before.name}"`, holders), undefined, 'IN_USE');
  await deleteUnlessInUse(`The ${MASTER_TYPES[type]} "${before.name}"`, () =>
    tx.delete(masterValues).where(eq(masterValues.id, id)),
  );
  await auditOrgChange(tx, v, { action: 'master.delete', entity: `master:${type}`, entityId: id, before });
}

export const listValues = async (tx: Tx, type: MasterType, activeOnly: boolean) =>
  (await q.listValues(tx, type, activeOnly)).map(view);
