import { APPROVAL_MESSAGES, type RequestStatus } from '@tenure/domain/approvals';
import { TIMESHEET_MESSAGES, type ApprovalListQuery, type DecisionResultView } from '@tenure/domain/timesheets';
import { decideRequestsAtOnce } from '../../../platform/approvals.ts';
import { recordAudits } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { conflict, forbidden, notFound } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { notify } from '../../../platform/notifications.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { decidableBy, isTimesheetAdmin, linesRoutedTo } from '../policy.ts';
import { refreshWeeks } from '../weeks/service.ts';
import {
  approvalPage,
  lineRequests,
  lineStates,
  pendingLinesOfWeeks,
  rejectedLines,
  routedWeeks,
  statusOfTab,
  weeksOfLines,
  type LineRule,
  type LineState,
} from './queries.ts';

export { REQUEST_TYPE } from './queries.ts';
const EMPLOYEE_LINK = '/timesheet';

/**
 * The approval tabs (SPEC §4): employees' weeks with the lines of the tab routed to the caller,
 * a page of weeks; pending ones oldest week first, the others latest first (by name within a
 * week). The page is picked on the routed weeks alone; only its weeks and lines are read.
 */
export async function listApprovals(tx: Tx, v: Viewer, q: ApprovalListQuery) {
  const byLines = Boolean(q.search) || (q.all && isTimesheetAdmin(v));
  const weeks = routedWeeks(v.employeeId, q, byLines, linesRoutedTo(v, statusOfTab('l', q.tab), q.all));
  const rows = await approvalPage(tx, weeks, (line) => decidableBy(v, line, q.all), q);
  return {
    items: rows.map(({ total: _, ...r }) => ({
      ...r,
      totalHours: r.lines.reduce((sum, l) => sum + l.total, 0),
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    size: q.size,
  };
}

/** Why a line was not decided: unknown, not the caller's, or no longer waiting. */
function skipMessage(line: LineState | undefined, decidable: boolean): { message: string; status: 403 | 404 | 409 } {
  if (!line) return { message: notFound().message, status: 404 };
  if (!decidable) return { message: APPROVAL_MESSAGES.notTheApprover, status: 403 };
  if (line.status === 'saved') return { message: TIMESHEET_MESSAGES.notPending, status: 409 };
  return { message: APPROVAL_MESSAGES.alreadyDecided(line.status as RequestStatus), status: 409 };
}

/**
 * Approves or rejects lines (a week's, or a single one) in one conditional update through the
 * approval pattern: two approvers at once each decide only what was still pending. When nothing
 * could be decided, the first line's reason is the answer (403, 404 or 409); otherwise the lines
 * left out are reported as skipped. The weeks follow their lines; employees hear of rejections.
 */
export async function decideLines(
  tx: Tx,
  v: Viewer,
  mailer: Mailer,
  lineIds: readonly string[],
  to: 'approved' | 'rejected',
  reason: string | undefined,
  everyone = true,
): Promise<DecisionResultView & { mail: string[] }> {
  const ids = [...new Set(lineIds)];
  const decidable: LineRule = (line) => decidableBy(v, line, everyone);
  const applied = await decideRequestsAtOnce(tx, {
    ...lineRequests(decidable),
    ids,
    to,
    decidedBy: v.employeeId,
    tenantCode: v.tenantCode,
    reason,
  });
  const done = new Set(applied);
  const rest = ids.filter((id) => !done.has(id));
  const skipped: { id: string; message: string }[] = [];
  if (rest.length > 0) {
    const states = await lineStates(tx, rest, decidable);
    const reasons = rest.map((id) => {
      const state = states.find((s) => s.id === id);
      return { id, ...skipMessage(state, state?.decidable ?? false) };
    });
    if (applied.length === 0) {
      const first = reasons[0]!;
      if (first.status === 404) throw notFound();
      if (first.status === 403) throw forbidden(first.message, 'TRANSITION_NOT_ALLOWED');
      throw conflict(first.message, undefined, 'ALREADY_DECIDED');
    }
    skipped.push(...reasons.map(({ id, message }) => ({ id, message })));
  }
  const mail = await afterDecision(tx, v, mailer, applied, to, reason);
  return { applied, skipped, mail };
}

/** Approves every pending line the caller may decide in whole weeks (a team's weeks in one call). */
export async function approveWeeks(tx: Tx, v: Viewer, weekIds: readonly string[], reason: string | undefined) {
  const decidable: LineRule = (line) => decidableBy(v, line, true);
  const lines = await pendingLinesOfWeeks(tx, [...new Set(weekIds)], decidable);
  const applied = await decideRequestsAtOnce(tx, {
    ...lineRequests(decidable),
    ids: lines.map((l) => l.id),
    to: 'approved',
    decidedBy: v.employeeId,
    tenantCode: v.tenantCode,
    reason,
  });
  const decidedWeeks = await afterDecisionWeeks(tx, v, applied, 'approved', reason);
  const skipped = [...new Set(weekIds)]
    .filter((id) => !decidedWeeks.has(id))
    .map((id) => ({ id, message: TIMESHEET_MESSAGES.nothingToApprove }));
  return { applied: [...decidedWeeks], skipped };
}

/** The weeks of decided lines follow them; one audit entry per week. Returns the weeks. */
async function afterDecisionWeeks(
  tx: Tx,
  v: Viewer,
  lineIds: readonly string[],
  to: 'approved' | 'rejected',
  reason: string | undefined,
): Promise<Set<string>> {
  if (lineIds.length === 0) return new Set();
  const rows = await weeksOfLines(tx, lineIds);
  await refreshWeeks(
    tx,
    rows.map((r) => r.weekId),
  );
  await recordAudits(
    tx,
    rows.map((row) => ({
      ...auditActor(v),
      action: `timesheet.lines.${to === 'approved' ? 'approve' : 'reject'}`,
      entity: 'timesheet_week',
      entityId: row.weekId,
      after: { lines: row.lines, status: to, reason: reason ?? null },
    })),
  );
  return new Set(rows.map((r) => r.weekId));
}

async function afterDecision(
  tx: Tx,
  v: Viewer,
  mailer: Mailer,
  lineIds: readonly string[],
  to: 'approved' | 'rejected',
  reason: string | undefined,
): Promise<string[]> {
  await afterDecisionWeeks(tx, v, lineIds, to, reason);
  if (to !== 'rejected') return [];
  return tellOfRejection(tx, v.tenantCode, mailer, lineIds, reason);
}

/**
 * The employee is told of a rejection: the line (its project and task, or its kind) needs them.
 * Approvals show in the week's status.
 * `decider` names who rejected a line no employee decided (a client's approver); returns the mails.
 */
export async function tellOfRejection(
  tx: Tx,
  tenantCode: string,
  mailer: Mailer,
  lineIds: readonly string[],
  reason: string | undefined,
  decider?: string,
): Promise<string[]> {
  if (lineIds.length === 0) return [];
  const told = await rejectedLines(tx, lineIds);
  const mail: string[] = [];
  for (const t of told) {
    if (!t.recipient) continue;
    mail.push(
      ...(await notify(tx, mailer, {
        tenantCode,
        to: t.recipient,
        says: (texts) =>
          texts.timesheetLineDecided({
            who: t.decider ?? decider ?? null,
            status: 'rejected',
            line: t.line,
            weekStart: t.weekStart,
            reason: reason?.trim(),
          }),
        link: `${EMPLOYEE_LINK}?date=${t.weekStart}`,
      })),
    );
  }
  return mail;
}
