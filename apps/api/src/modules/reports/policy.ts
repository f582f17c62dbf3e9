import { feature, hasAccess, section } from '@tenure/domain/access';
import { MESSAGES } from '@tenure/domain/messages';
import type { Tx } from '../../platform/db.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { REPORTS, type RegisteredReport } from './catalogue.ts';
import { entitiesGrantingReport } from './reports-queries.ts';

/*
 * Who may open a report and whose rows it shows.
 * Refusal rule: an unknown report key is a 404; a report of the menu the viewer lacks the key of is
 * a 403 (the menu names every report); a legal entity where they do not hold the report's key is a 403.
 */

export const canOpen = (v: Viewer, report: Pick<RegisteredReport, 'accessKey'>) =>
  hasAccess(v.permissions, section('REPORTS', report.accessKey));

/** Masked columns shown in clear: the key that reveals sensitive profile fields. */
export const canReveal = (v: Viewer) => hasAccess(v.permissions, feature('EMPLOYEE', 'EmployeeSensitiveReveal'));

export function openableReport(v: Viewer, key: string): RegisteredReport {
  const report = REPORTS.get(key);
  if (!report) throw notFound();
  if (!canOpen(v, report)) throw forbidden();
  return report;
}

export function assertCanReveal(v: Viewer): void {
  if (!canReveal(v)) throw forbidden();
}

/**
 * The legal entities whose people the rows may show: the one asked for (default: the entity the
 * viewer works in, X-EntityID) or, with 'all', every entity where a role of theirs grants the
 * report's key. An HR executive whose roles grant it in one entity sees that entity only.
 */
export async function reportEntities(
  tx: Tx,
  v: Viewer,
  report: RegisteredReport,
  asked: string | undefined,
  workingEntityId: string,
): Promise<string[]> {
  const granted = await entitiesGrantingReport(tx, v.userId, report.accessKey);
  if (asked === 'all') return granted;
  const wanted = asked ?? workingEntityId;
  if (!granted.includes(wanted)) throw forbidden(MESSAGES.entityNotAllowed, 'ENTITY_NOT_ALLOWED');
  return [wanted];
}
