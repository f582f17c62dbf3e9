import type { RateCardListView, RatePreviewView } from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { requireRevenueEdit, seenEmployee } from '../policy.ts';
import {
  closedMonthsOf,
  employeeExists,
  frozenHoursReached,
  lockProjectForRates,
  projectCurrency,
  rateCardProject,
  rateCardsOf,
  repricedLines,
  sameTargetRates,
  upsertRateCard,
  type RateCard,
} from './queries.ts';

/**
 * The project's cards, latest first per target, and its closed months. A person's own rate shows
 * only to whom sees that person's revenue (their legal entities, or global access).
 */
export async function listRateCards(tx: Tx, v: Viewer, projectId: string): Promise<RateCardListView> {
  const project = await rateCardProject(tx, projectId);
  if (!project) throw notFound();
  const cards = await rateCardsOf(tx, projectId, (employeeId) => seenEmployee(v, employeeId));
  return { project, cards, closedMonths: await closedMonthsOf(tx, projectId) };
}

async function requireProject(tx: Tx, card: RateCard): Promise<string> {
  const currency = await projectCurrency(tx, card.projectId);
  if (currency === undefined) throw badRequest(notFound().message, { projectId: notFound().message });
  if (card.employeeId && !(await employeeExists(tx, card.employeeId)))
    throw badRequest(notFound().message, { employeeId: notFound().message });
  return currency;
}

/**
 * What a change would do: the open approved lines of the project from the change date on whose
 * revenue moves, with their revenue before and after, and the hours of closed months that keep
 * their frozen rates. Changes nothing.
 */
async function previewOf(tx: Tx, card: RateCard, currency: string): Promise<RatePreviewView> {
  const lines = await repricedLines(tx, card);
  const frozenHours = await frozenHoursReached(tx, card);
  const revenueBefore = round2(lines.reduce((s, l) => s + l.revenueBefore, 0));
  const revenueAfter = round2(lines.reduce((s, l) => s + l.revenueAfter, 0));
  return {
    currency,
    lines,
    revenueBefore,
    revenueAfter,
    difference: round2(revenueAfter - revenueBefore),
    frozenHours,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function previewRateChange(tx: Tx, v: Viewer, card: RateCard): Promise<RatePreviewView> {
  requireRevenueEdit(v);
  return previewOf(tx, card, await requireProject(tx, card));
}

/**
 * Applies a confirmed change: the card is stored (replacing one of the same target and date), and
 * the revenue of open months follows from the next read; closed months keep their frozen days.
 * Changes of one project take turns (row lock on the project), so the answered preview is the
 * change that was made.
 */
export async function applyRateChange(tx: Tx, v: Viewer, card: RateCard) {
  requireRevenueEdit(v);
  const currency = await requireProject(tx, card);
  await lockProjectForRates(tx, card.projectId);
  const preview = await previewOf(tx, card, currency);
  const before = await sameTargetRates(tx, card);
  const view = await upsertRateCard(tx, card, v.userId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'timesheet.revenue.rate-card',
    entity: 'project',
    entityId: card.projectId,
    before: before ?? null,
    after: {
      ...card,
      revenueBefore: preview.revenueBefore,
      revenueAfter: preview.revenueAfter,
      lines: preview.lines.length,
    },
  });
  return { ...preview, card: view };
}
