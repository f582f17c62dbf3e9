import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DRAFTS_PER_TYPE_LIMIT, type DraftType } from '@tenure/domain/onboarding';
import { onboardingDrafts } from '../../db/schema/index.ts';
import { queryRows, type Tx } from '../../platform/db.ts';

export type DraftRow = typeof onboardingDrafts.$inferSelect;

/** What a save writes: the step reached, the title and entity shown in the list, the form's data. */
export type DraftValues = Pick<DraftRow, 'step' | 'title' | 'legalEntityCode' | 'data'>;

/** How many drafts of every type the tenant has saved. */
export async function countAllDrafts(tx: Tx): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(onboardingDrafts);
  return row?.count ?? 0;
}

/** A draft that names no legal entity yet, or one of `entities` (ids): the drafts a viewer of those entities shares. */
const inEntities = (
  entities: SQL,
): SQL => sql`(${onboardingDrafts.legalEntityCode} is null or upper(${onboardingDrafts.legalEntityCode})
  in (select upper(code) from legal_entities where id in ${entities}))`;

/** Whether the legal entity code `code` names one of `entities` (ids). */
export async function entityCodeIn(tx: Tx, code: string, entities: SQL): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists(select 1 from legal_entities where upper(code) = upper(${code}) and id in ${entities}) as found`,
  );
  return row?.found ?? false;
}

/** The drafts of one type among `entities`, most recently saved first, at most DRAFTS_PER_TYPE_LIMIT. */
export function draftsOfType(tx: Tx, type: DraftType, entities: SQL): Promise<DraftRow[]> {
  return tx
    .select()
    .from(onboardingDrafts)
    .where(and(eq(onboardingDrafts.type, type), inEntities(entities)))
    .orderBy(desc(onboardingDrafts.updatedAt))
    .limit(DRAFTS_PER_TYPE_LIMIT);
}

export async function draftRow(tx: Tx, type: DraftType, id: string, entities: SQL): Promise<DraftRow | null> {
  const [row] = await tx
    .select()
    .from(onboardingDrafts)
    .where(and(eq(onboardingDrafts.id, id), eq(onboardingDrafts.type, type), inEntities(entities)));
  return row ?? null;
}

/** Serialises creations of a type in the tenant until the transaction ends, then counts its drafts. */
export async function lockAndCountDrafts(tx: Tx, tenantCode: string, type: DraftType): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`onboarding-drafts:${tenantCode}:${type}`}))`);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(onboardingDrafts)
    .where(eq(onboardingDrafts.type, type));
  return count?.n ?? 0;
}

export async function insertDraft(
  tx: Tx,
  d: DraftValues & { tenantId: string; type: DraftType; createdBy: string },
): Promise<DraftRow> {
  const [row] = await tx.insert(onboardingDrafts).values(d).returning();
  return row!;
}

export async function updateDraftRow(
  tx: Tx,
  type: DraftType,
  id: string,
  values: DraftValues,
  entities: SQL,
): Promise<DraftRow | null> {
  const [row] = await tx
    .update(onboardingDrafts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(onboardingDrafts.id, id), eq(onboardingDrafts.type, type), inEntities(entities)))
    .returning();
  return row ?? null;
}

/** Deletes the draft of that type; answers its title, or null when there was none. */
export async function deleteDraftRow(
  tx: Tx,
  type: DraftType,
  id: string,
  entities: SQL,
): Promise<{ title: string } | null> {
  const [row] = await tx
    .delete(onboardingDrafts)
    .where(and(eq(onboardingDrafts.id, id), eq(onboardingDrafts.type, type), inEntities(entities)))
    .returning({ title: onboardingDrafts.title });
  return row ?? null;
}

/** Deletes a draft whatever its type (the form it was resumed from is complete). */
export async function deleteDraftById(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`delete from onboarding_drafts where id = ${id}`);
}
