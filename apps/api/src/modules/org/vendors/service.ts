import { eq } from 'drizzle-orm';
import { VENDOR_MESSAGES, type VendorInput, type VendorView } from '@tenure/domain/vendors';
import { vendors } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditOrgChange } from '../shared.ts';
import * as q from './queries.ts';

async function checkVendor(tx: Tx, input: VendorInput, exceptId?: string) {
  if (input.vendorTypeId && !(await q.isVendorType(tx, input.vendorTypeId))) {
    throw badRequest(VENDOR_MESSAGES.unknownVendorType, { vendorTypeId: VENDOR_MESSAGES.unknownVendorType });
  }
  if (await q.nameTakenByOther(tx, input.name, exceptId))
    throw conflict(VENDOR_MESSAGES.nameTaken, { name: VENDOR_MESSAGES.nameTaken }, 'DUPLICATE_NAME');
}

export async function createVendor(tx: Tx, v: Viewer, input: VendorInput): Promise<VendorView> {
  await checkVendor(tx, input);
  const [row] = await tx
    .insert(vendors)
    .values({ tenantId: v.tenantCode, ...input })
    .returning({ id: vendors.id });
  const after = (await q.findVendor(tx, row!.id))!;
  await auditOrgChange(tx, v, { action: 'vendor.create', entity: 'vendor', entityId: after.id, after });
  return after;
}

/** Renaming a vendor renames it on its consultants' contracts in the same transaction. */
export async function updateVendor(tx: Tx, v: Viewer, id: string, input: VendorInput): Promise<VendorView> {
  const before = await q.findVendor(tx, id, true);
  if (!before) throw notFound();
  await checkVendor(tx, input, id);
  await tx
    .update(vendors)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(vendors.id, id));
  if (before.name !== input.name) await q.renameOnContracts(tx, before.name, input.name);
  const after = (await q.findVendor(tx, id))!;
  await auditOrgChange(tx, v, { action: 'vendor.update', entity: 'vendor', entityId: id, before, after });
  return after;
}

/** A vendor named on contracts stays (409 IN_USE): deactivating it takes it off the dropdowns instead. */
export async function deleteVendor(tx: Tx, v: Viewer, id: string): Promise<void> {
  const before = await q.findVendor(tx, id, true);
  if (!before) throw notFound();
  if (before.contracts > 0) throw conflict(VENDOR_MESSAGES.inUse(before.name, before.contracts), undefined, 'IN_USE');
  await tx.delete(vendors).where(eq(vendors.id, id));
  await auditOrgChange(tx, v, { action: 'vendor.delete', entity: 'vendor', entityId: id, before });
}
