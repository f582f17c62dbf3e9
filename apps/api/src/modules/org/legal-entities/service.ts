import { eq } from 'drizzle-orm';
import { LEGAL_ENTITY_MESSAGES, type LegalEntityAdminView, type LegalEntityInput } from '@tenure/domain/org';
import { legalEntities } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditOrgChange } from '../shared.ts';
import * as q from './queries.ts';

const codeError = (message: string) => badRequest(message, { legalEntityCode: message });

/** The currency must be one of the country's (the geography tables say which). */
async function checkCurrency(tx: Tx, countryId: string, currencyId: string) {
  if (!(await q.isCurrencyOf(tx, countryId, currencyId))) {
    throw badRequest(LEGAL_ENTITY_MESSAGES.currencyNotOfCountry, {
      currencyId: LEGAL_ENTITY_MESSAGES.currencyNotOfCountry,
    });
  }
}

const columnsOf = (input: LegalEntityInput) => ({
  name: input.legalEntityName,
  currencyId: input.currencyId,
  addressLine: input.addressLine,
  city: input.city,
  postalCode: input.postalCode,
  isHoldingCompany: input.isHoldingCompany,
  isActive: input.isActive,
});

export async function createLegalEntity(tx: Tx, v: Viewer, input: LegalEntityInput): Promise<LegalEntityAdminView> {
  const countryId = input.legalEntityCode.slice(0, 2);
  if (!(await q.countryExists(tx, countryId))) throw codeError(LEGAL_ENTITY_MESSAGES.unknownCountry);
  if (await q.codeTaken(tx, input.legalEntityCode)) {
    throw conflict(
      LEGAL_ENTITY_MESSAGES.codeTaken,
      { legalEntityCode: LEGAL_ENTITY_MESSAGES.codeTaken },
      'DUPLICATE_CODE',
    );
  }
  await checkCurrency(tx, countryId, input.currencyId);
  const [entity] = await tx
    .insert(legalEntities)
    .values({ tenantId: v.tenantCode, code: input.legalEntityCode, ...columnsOf(input) })
    .returning(q.legalEntityColumns);
  await auditOrgChange(tx, v, {
    action: 'legal-entity.create',
    entity: 'legal_entity',
    entityId: entity!.id,
    after: entity,
  });
  return entity!;
}

/**
 * The code is fixed once created: it names the entity in X-EntityID, sessions and every country
 * rule, so changing it would silently move people to other rules. The entity the caller works in
 * (`currentEntityId`, their X-EntityID) cannot be deactivated.
 */
export async function updateLegalEntity(
  tx: Tx,
  v: Viewer,
  id: string,
  input: LegalEntityInput,
  currentEntityId: string,
): Promise<LegalEntityAdminView> {
  const before = await q.findLegalEntityForUpdate(tx, id);
  if (!before) throw notFound();
  if (before.legalEntityCode.toUpperCase() !== input.legalEntityCode)
    throw codeError(LEGAL_ENTITY_MESSAGES.codeImmutable);
  if (!input.isActive && before.isActive && currentEntityId === id) {
    throw badRequest(LEGAL_ENTITY_MESSAGES.cannotDeactivateCurrent, {
      isActive: LEGAL_ENTITY_MESSAGES.cannotDeactivateCurrent,
    });
  }
  await checkCurrency(tx, before.countryId, input.currencyId);
  const [after] = await tx
    .update(legalEntities)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(legalEntities.id, id))
    .returning(q.legalEntityColumns);
  await auditOrgChange(tx, v, { action: 'legal-entity.update', entity: 'legal_entity', entityId: id, before, after });
  return after!;
}
