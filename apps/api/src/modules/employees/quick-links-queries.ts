import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { quickLinks } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db.ts';

export const quickLinkColumns = {
  id: quickLinks.id,
  title: quickLinks.title,
  url: quickLinks.url,
  orderId: quickLinks.orderId,
  isActive: quickLinks.isActive,
};

/** The links the home page shows, in order. */
export const activeQuickLinks = (tx: Tx) =>
  tx
    .select({ id: quickLinks.id, title: quickLinks.title, url: quickLinks.url })
    .from(quickLinks)
    .where(eq(quickLinks.isActive, true))
    .orderBy(asc(quickLinks.orderId), asc(quickLinks.title));

/** Every quick link of the tenant, inactive ones too, in the order the home page shows them. */
export const allQuickLinks = (tx: Tx) =>
  tx.select(quickLinkColumns).from(quickLinks).orderBy(asc(quickLinks.orderId), asc(quickLinks.title));

export const findQuickLink = (tx: Tx, id: string) =>
  tx
    .select(quickLinkColumns)
    .from(quickLinks)
    .where(eq(quickLinks.id, id))
    .then((r) => r[0] ?? null);

/** Titles are unique whatever their case, so the home page never shows two links of the same name. */
export const quickLinkTitleTaken = async (tx: Tx, title: string, exceptId?: string) =>
  (
    await tx
      .select({ id: quickLinks.id })
      .from(quickLinks)
      .where(and(sql`lower(${quickLinks.title}) = lower(${title})`, exceptId ? ne(quickLinks.id, exceptId) : undefined))
  ).length > 0;

/** A new link goes last. */
export const nextQuickLinkOrderId = async (tx: Tx) =>
  (
    await tx.select({ next: sql<number>`coalesce(max(${quickLinks.orderId}), 0) + 1`.mapWith(Number) }).from(quickLinks)
  )[0]!.next;

/** Numbers the links 1, 2, 3… in the given order, in one statement. */
export async function renumberQuickLinks(tx: Tx, ids: readonly string[]): Promise<void> {
  const positions = sql.join(
    ids.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update quick_links set order_id = v.position, updated_at = now() from (values ${positions}) as v(id, position) where quick_links.id = v.id`,
  );
}

/**
 * Quick-link changes of one tenant run one at a time: the title check and the numbering then see
 * every earlier change (there is no unique index on the title to fall back on).
 */
export const lockQuickLinks = (tx: Tx, tenantCode: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quick-links:${tenantCode}`}))`);

export async function insertQuickLink(tx: Tx, values: typeof quickLinks.$inferInsert) {
  const [row] = await tx.insert(quickLinks).values(values).returning(quickLinkColumns);
  return row!;
}

export async function updateQuickLinkRow(tx: Tx, id: string, input: Partial<typeof quickLinks.$inferInsert>) {
  const [row] = await tx
    .update(quickLinks)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(quickLinks.id, id))
    .returning(quickLinkColumns);
  return row!;
}

export const deleteQuickLinkRow = (tx: Tx, id: string) => tx.delete(quickLinks).where(eq(quickLinks.id, id));
