import { eq } from 'drizzle-orm';
import { ORG_MESSAGES, type BillingEntityInput } from '@tenure/domain/org';
import { billingEntities } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { badRequest, conflict, notFound, type FieldErrors } from '../../../platform/errors.ts';
import { auditOrgChange, deleteUnlessInUse } from '../shared.ts';
import * as q from './queries.ts';

/** The currency must be one the country uses; code and name are unique in the tenant whatever their case. */
async function checkBillingEntity(tx: Tx, input: BillingEntityInput, exceptId?: string) {
  if (!(await q.currencyOfCountry(tx, input.countryId, input.currencyId))) {
    throw badRequest(ORG_MESSAGES.currencyNotOfCountry, { currencyId: ORG_MESSAGES.currencyNotOfCountry });
  }
  const taken = await q.takenFields(tx, input.code, input.name, exceptId);
  const fieldErrors: FieldErrors = {
    ...(taken.code ? { code: ORG_MESSAGES.codeTaken } : {}),
    ...(taken.name ? { name: ORG_MESSAGES.nameTaken } : {}),
  };
  if (taken.code || taken.name) throw conflict(Object.values(fieldErrors)[0], fieldErrors, 'DUPLICATE_NAME');
}

export async function createBillingEntity(tx: Tx, v: Viewer, input: BillingEntityInput) {
  await checkBillingEntity(tx, input);
  const [row] = await tx
    .insert(billingEntities)
    .values({ tenantId: v.tenantCode, ...input })
    .returning({ id: billingEntities.id });
  const id = row!.id;
  const after = await q.findBillingEntity(tx, id);
  await auditOrgChange(tx, v, { action: 'billing-entity.create', entity: 'billing_entity', entityId: id, after });
  return after!;
}

export async function updateBillingEntity(tx: Tx, v: Viewer, id: string, input: BillingEntityInput) {
  const before = await q.findBillingEntity(tx, id, true);
  if (!before) throw notFound();
  await checkBillingEntity(tx, input, id);
  await tx
    .update(billingEntities)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(billingEntities.id, id));
  const after = await q.findBillingEntity(tx, id);
  await auditOrgChange(tx, v, {
    action: 'billing-entity.update',
    entity: 'billing_entity',
    entityId: id,
    before,
    after,
  });
  return after!;
}

/** Projects and clients of later modules name billing entities by foreign key; the database refuses one in use. */
export async function deleteBillingEntity(tx: Tx, v: Viewer, id: string) {
  const before = await q.findBillingEntity(tx, id, true);
  if (!before) throw notFound();
  await deleteUnlessInUse(`The billing legal entity "${before.name}"`, () =>
    tx.delete(billingEntities).where(eq(billingEntities.id, id)),
  );
  await auditOrgChange(tx, v, { action: 'billing-entity.delete', entity: 'billing_entity', entityId: id, before });
}
