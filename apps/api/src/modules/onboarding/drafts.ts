import { and, desc, eq, sql } from 'drizzle-orm';
import { DRAFTS_PER_TYPE_LIMIT, ONBOARDING_MESSAGES, draftTitle, type DraftInput, type DraftSummary, type DraftType, type DraftView } from '@tenure/domain/onboarding';
import { onboardingDrafts } from '../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';

type DraftRow = typeof onboardingDrafts.$inferSelect;

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

/** How many drafts of every type the tenant has saved (the onboarding dashboard's tile). */
export async function countDrafts(tx: Tx): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(onboardingDrafts);
  return row?.count ?? 0;
}

/** The drafts of one type, most recently saved first (HR shares them: any onboarding HR may resume one). */
export async function listDrafts(tx: Tx, type: DraftType): Promise<DraftSummary[]> {
  const rows = await tx.select().from(onboardingDrafts).where(eq(onboardingDrafts.type, type)).orderBy(desc(onboardingDrafts.updatedAt)).limit(DRAFTS_PER_TYPE_LIMIT);
  return rows.map(summaryOf);
}

export async function getDraft(tx: Tx, type: DraftType, id: string): Promise<DraftView> {
  const [row] = await tx.select().from(onboardingDrafts).where(and(eq(onboardingDrafts.id, id), eq(onboardingDrafts.type, type)));
  if (!row) throw notFound(ONBOARDING_MESSAGES.draftNotFound);
  return viewOf(row);
}

/** A new draft; at most DRAFTS_PER_TYPE_LIMIT per type (a 409 asks to finish or delete some). */
export async function createDraft(tx: Tx, v: Viewer, type: DraftType, input: DraftInput): Promise<DraftView> {
  // Serialises creations of the type so that two saves cannot both pass the limit.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`onboarding-drafts:${v.tenantCode}:${type}`}))`);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(onboardingDrafts).where(eq(onboardingDrafts.type, type));
  if ((count?.n ?? 0) >= DRAFTS_PER_TYPE_LIMIT) throw conflict(ONBOARDING_MESSAGES.tooManyDrafts(DRAFTS_PER_TYPE_LIMIT), undefined, 'TOO_MANY_DRAFTS');
  const [row] = await tx
    .insert(onboardingDrafts)
    .values({ tenantId: v.tenantCode, type, step: input.step, title: draftTitle(input.data), legalEntityCode: entityCodeOf(input.data), data: input.data, createdBy: v.userId })
    .returning();
  await recordAudit(tx, { ...auditActor(v), action: 'onboarding.draft.create', entity: 'onboarding_draft', entityId: row!.id, after: { type, step: input.step, title: row!.title } });
  return viewOf(row!);
}

export async function updateDraft(tx: Tx, v: Viewer, type: DraftType, id: string, input: DraftInput): Promise<DraftView> {
  const [row] = await tx
    .update(onboardingDrafts)
    .set({ step: input.step, title: draftTitle(input.data), legalEntityCode: entityCodeOf(input.data), data: input.data, updatedAt: new Date() })
    .where(and(eq(onboardingDrafts.id, id), eq(onboardingDrafts.type, type)))
    .returning();
  if (!row) throw notFound(ONBOARDING_MESSAGES.draftNotFound);
  await recordAudit(tx, { ...auditActor(v), action: 'onboarding.draft.update', entity: 'onboarding_draft', entityId: id, after: { step: input.step, title: row.title } });
  return viewOf(row);
}

export async function deleteDraft(tx: Tx, v: Viewer, type: DraftType, id: string): Promise<void> {
  const [row] = await tx.delete(onboardingDrafts).where(and(eq(onboardingDrafts.id, id), eq(onboardingDrafts.type, type))).returning({ title: onboardingDrafts.title });
  if (!row) throw notFound(ONBOARDING_MESSAGES.draftNotFound);
  await recordAudit(tx, { ...auditActor(v), action: 'onboarding.draft.delete', entity: 'onboarding_draft', entityId: id, before: row });
}
