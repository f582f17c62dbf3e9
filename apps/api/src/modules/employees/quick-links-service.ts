import { EMPLOYEE_MESSAGES, type QuickLinkInput } from '@tenure/domain/employees';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import {
  allQuickLinks,
  deleteQuickLinkRow,
  findQuickLink,
  insertQuickLink,
  lockQuickLinks,
  nextQuickLinkOrderId,
  quickLinkTitleTaken,
  renumberQuickLinks,
  updateQuickLinkRow,
} from './quick-links-queries.ts';

const titleTaken = () =>
  conflict(EMPLOYEE_MESSAGES.quickLinkTitleTaken, { title: EMPLOYEE_MESSAGES.quickLinkTitleTaken }, 'DUPLICATE_NAME');

const audit = (
  tx: Tx,
  v: Viewer,
  action: string,
  entityId: string | null,
  change: { before?: unknown; after?: unknown },
) => recordAudit(tx, { ...auditActor(v), action: `quick-link.${action}`, entity: 'quick_link', entityId, ...change });

export async function createQuickLink(tx: Tx, v: Viewer, input: QuickLinkInput) {
  await lockQuickLinks(tx, v.tenantCode);
  if (await quickLinkTitleTaken(tx, input.title)) throw titleTaken();
  const orderId = await nextQuickLinkOrderId(tx);
  const after = await insertQuickLink(tx, { tenantId: v.tenantCode, ...input, orderId });
  await audit(tx, v, 'create', after.id, { after });
  return after;
}

/** Title, address and state; the position changes through the order call. */
export async function updateQuickLink(tx: Tx, v: Viewer, id: string, input: QuickLinkInput) {
  await lockQuickLinks(tx, v.tenantCode);
  const before = await findQuickLink(tx, id);
  if (!before) throw notFound();
  if (await quickLinkTitleTaken(tx, input.title, id)) throw titleTaken();
  const after = await updateQuickLinkRow(tx, id, input);
  await audit(tx, v, 'update', id, { before, after });
  return after;
}

export async function deleteQuickLink(tx: Tx, v: Viewer, id: string) {
  await lockQuickLinks(tx, v.tenantCode);
  const before = await findQuickLink(tx, id);
  if (!before) throw notFound();
  await deleteQuickLinkRow(tx, id);
  await audit(tx, v, 'delete', id, { before });
}

/** The new order must name every link exactly once: a list someone changed meanwhile is refused, not half-applied. */
export async function reorderQuickLinks(tx: Tx, v: Viewer, ids: readonly string[]) {
  await lockQuickLinks(tx, v.tenantCode);
  const before = await allQuickLinks(tx);
  const known = new Set(before.map((l) => l.id));
  if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
    throw conflict(EMPLOYEE_MESSAGES.quickLinkOrderMismatch, undefined, 'STALE_ORDER');
  }
  await renumberQuickLinks(tx, ids);
  const after = await allQuickLinks(tx);
  await audit(tx, v, 'reorder', null, { before: before.map((l) => l.id), after: after.map((l) => l.id) });
  return after;
}
