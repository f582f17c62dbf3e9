import {
  DRAFTS_PER_TYPE_LIMIT,
  ONBOARDING_MESSAGES,
  draftTitle,
  type DraftInput,
  type DraftSummary,
  type DraftType,
  type DraftView,
} from '@tenure/domain/onboarding';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { entitiesInScope } from '../../platform/entity-grants.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import {
  countAllDrafts,
  deleteDraftRow,
  draftRow,
  draftsOfType,
  entityCodeIn,
  insertDraft,
  lockAndCountDrafts,
  updateDraftRow,
  type DraftRow,
  type DraftValues,
} from './draft-queries.ts';

const summaryOf = (row: DraftRow): DraftSummary => ({
  draftId: row.id,
  type: row.type as DraftType,
  step: row.step as DraftSummary['step'],
  title: row.title,
  legalEntityCode: row.legalEntityCode,
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.toISOString(),
});
const viewOf = (row: DraftRow): DraftView => ({ ...summaryOf(row), data: row.data });

const entityCodeOf = (data: Record<string, unknown>) => {
  const code = (data.job as Record<string, unknown> | undefined)?.legalEntityCode;
  return typeof code === 'string' && code.trim() !== '' ? code.trim().slice(0, 30) : null;
};

/** What a save writes; a legal entity outside the viewer's scope is refused like an unknown one (it would vanish from their list). */
async function valuesOf(tx: Tx, v: Viewer, input: DraftInput): Promise<DraftValues> {
  const legalEntityCode = entityCodeOf(input.data);
  if (legalEntityCode && !(await entityCodeIn(tx, legalEntityCode, entitiesInScope(v.scope))))
    throw badRequest(ONBOARDING_MESSAGES.unknownLegalEntity, {
      'job.legalEntityCode': ONBOARDING_MESSAGES.unknownLegalEntity,
    });
  return { step: input.step, title: draftTitle(input.data), legalEntityCode, data: input.data };
}

/** How many drafts of every type the tenant has saved (the onboarding dashboard's tile). */
export function countDrafts(tx: Tx): Promise<number> {
  return countAllDrafts(tx);
}

/**
 * The drafts of one type, most recently saved first. HR shares them: any onboarding HR of the
 * draft's legal entity may resume one (the route's entity scope); a draft naming no entity yet is
 * everyone's, and one of another entity does not exist for them (404).
 */
export async function listDrafts(tx: Tx, v: Viewer, type: DraftType): Promise<DraftSummary[]> {
  return (await draftsOfType(tx, type, entitiesInScope(v.scope))).map(summaryOf);
}

export async function getDraft(tx: Tx, v: Viewer, type: DraftType, id: string): Promise<DraftView> {
  const row = await draftRow(tx, type, id, entitiesInScope(v.scope));
  if (!row) throw notFound(ONBOARDING_MESSAGES.draftNotFound);
  return viewOf(row);
}

/** A new draft; at most DRAFTS_PER_TYPE_LIMIT per type (a 409 asks to finish or delete some). */
export async function createDraft(tx: Tx, v: Viewer, type: DraftType, input: DraftInput): Promise<DraftView> {
  // Serialises creations of the type so that two saves cannot both pass the limit.
  if ((await lockAndCountDrafts(tx, v.tenantCode, type)) >= DRAFTS_PER_TYPE_LIMIT)
    throw conflict(ONBOARDING_MESSAGES.tooManyDrafts(DRAFTS_PER_TYPE_LIMIT), undefined, 'TOO_MANY_DRAFTS');
  const values = await valuesOf(tx, v, input);
  const row = await insertDraft(tx, { tenantId: v.tenantCode, type, createdBy: v.userId, ...values });
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'onboarding.draft.create',
    entity: 'onboarding_draft',
    entityId: row.id,
    after: { type, step: input.step, title: row.title },
  });
  return viewOf(row);
}

export async function updateDraft(
  tx: Tx,
  v: Viewer,
  type: DraftType,
  id: string,
  input: DraftInput,
): Promise<DraftView> {
  const row = await updateDraftRow(tx, type, id, await valuesOf(tx, v, input), entitiesInScope(v.scope));
  if (!row) throw notFound(ONBOARDING_MESSAGES.draftNotFound);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'onboarding.draft.update',
    entity: 'onboarding_draft',
    entityId: id,
    after: { step: input.step, title: row.title },
  });
  return viewOf(row);
}

export async function deleteDraft(tx: Tx, v: Viewer, type: DraftType, id: string): Promise<void> {
  const row = await deleteDraftRow(tx, type, id, entitiesInScope(v.scope));
  if (!row) throw notFound(ONBOARDING_MESSAGES.draftNotFound);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'onboarding.draft.delete',
    entity: 'onboarding_draft',
    entityId: id,
    before: row,
  });
}
