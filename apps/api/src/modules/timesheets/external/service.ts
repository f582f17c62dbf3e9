import {
  TIMESHEET_MESSAGES,
  type ExternalMasterDataView,
  type ExternalPageQuery,
  type ExternalWeekView,
} from '@tenure/domain/timesheets';
import { decideRequestsAtOnce } from '../../../platform/approvals.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { lineRequests, weeksOfLines, type LineRule } from '../approvals/queries.ts';
import { tellOfRejection } from '../approvals/service.ts';
import { decidableByClient } from '../policy.ts';
import type { ExternalCaller } from './auth.ts';
import * as q from './queries.ts';
import { refreshWeeks } from '../weeks/service.ts';

/** What the key acts with, recorded on every audit entry of the service. */
const keyOf = (c: ExternalCaller) => ({
  apiKeyId: c.keyId,
  apiKeyName: c.keyName,
  apiKeyPrefix: c.prefix,
  clientId: c.clientId,
});

export async function auditExternal(
  tx: Tx,
  c: ExternalCaller,
  action: string,
  entityId: string | null,
  after: Record<string, unknown> = {},
): Promise<void> {
  // At most once a minute: every call locking the key's row would queue a client's concurrent calls behind each other.
  // Sent with the commit, like the audit entry.
  await q.markKeyUsed(tx, c.keyId);
  await recordAudit(tx, {
    tenantCode: c.tenantCode,
    actorUserId: null,
    action: `external.${action}`,
    entity: 'client_api_keys',
    entityId,
    after: { ...keyOf(c), ...after },
  });
}

/** A page of the people allocated to the client's projects, with those projects' names. */
export const externalResources = (tx: Tx, c: ExternalCaller, page: ExternalPageQuery) =>
  q.clientResources(tx, c.clientId, page);

/** A page of employees' weeks with lines of the client's projects in `status`, each with those lines only. */
export const externalTimesheets = (
  tx: Tx,
  c: ExternalCaller,
  status: 'pending' | 'approved' | 'rejected',
  page: ExternalPageQuery,
): Promise<ExternalWeekView[]> => q.clientTimesheets(tx, c.clientId, status, page);

export async function externalMasterData(tx: Tx, c: ExternalCaller): Promise<ExternalMasterDataView> {
  const { client, projects } = await q.clientWithProjects(tx, c.clientId);
  return { client, entity: c.entity, projects };
}

/**
 * The client's approver decides lines of the client's projects, through the approval pattern
 * (a line another approver decided first is skipped). A line of another client's project, of
 * another tenant or unknown is not found, so a key learns nothing outside its client. Answers
 * the mails of rejections to deliver after commit.
 */
export async function externalDecide(
  tx: Tx,
  c: ExternalCaller,
  mailer: Mailer,
  lineIds: readonly string[],
  to: 'approved' | 'rejected',
  reason: string | undefined,
) {
  const ids = [...new Set(lineIds)];
  const decidable: LineRule = (line) => decidableByClient(c, line);
  const applied = await decideRequestsAtOnce(tx, {
    ...lineRequests(decidable),
    ids,
    to,
    decidedBy: null,
    tenantCode: c.tenantCode,
    reason,
  });
  const done = new Set(applied);
  const rest = ids.filter((id) => !done.has(id));
  const visible = rest.length === 0 ? [] : await q.linesWithin(tx, rest, decidable);
  const skipped = rest.map((id) => ({
    id,
    message: visible.some((x) => x.id === id) ? TIMESHEET_MESSAGES.notPending : notFound().message,
  }));
  if (applied.length === 0 && visible.length === 0) throw notFound();
  const weeks = applied.length === 0 ? [] : await weeksOfLines(tx, applied);
  await refreshWeeks(
    tx,
    weeks.map((w) => w.weekId),
  );
  for (const w of weeks)
    await auditExternal(tx, c, to === 'approved' ? 'approve' : 'reject', w.weekId, {
      lines: w.lines,
      reason: reason ?? null,
    });
  if (weeks.length === 0)
    await auditExternal(tx, c, to === 'approved' ? 'approve' : 'reject', null, { lines: [], skipped: skipped.length });
  // The employee hears of a rejection as from any approver, named by the client.
  const client = to === 'rejected' ? await q.clientName(tx, c.clientId) : undefined;
  const mail = client ? await tellOfRejection(tx, c.tenantCode, mailer, applied, reason, client) : [];
  return { applied, skipped, mail };
}
