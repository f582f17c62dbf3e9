import {
  REVENUE_MESSAGES,
  type AutoApprovalUserView,
  type WeekSaveInput,
  type WeekView,
} from '@tenure/domain/timesheets';
import { decideRequestsAtOnce } from '../../../platform/approvals.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { lineRequests, weeksOfLines } from '../approvals/queries.ts';
import { refreshWeeks, submitWeek, weekOfId } from '../weeks/service.ts';
import * as q from './queries.ts';

export { listAutoApprovalUsers } from './queries.ts';

/** What the approval history names as the decider of an auto-approval (approval_decisions.decided_by_rule). */
export const AUTO_APPROVAL_RULES = {
  onSubmission: 'autoApproval.onSubmission',
  afterDays: 'autoApproval.pendingDays',
} as const;

export async function addAutoApprovalUser(tx: Tx, v: Viewer, employeeId: string): Promise<AutoApprovalUserView> {
  if (!(await q.activeEmployeeExists(tx, employeeId))) throw notFound();
  const added = await q.insertAutoApprovalUser(tx, employeeId, v.userId);
  if (!added) throw conflict(REVENUE_MESSAGES.alreadyAutoApproved, undefined, 'ALREADY_AUTO_APPROVED');
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'timesheet.auto-approval.add',
    entity: 'employee',
    entityId: employeeId,
  });
  return (await q.listAutoApprovalUsers(tx)).find((u) => u.id === added.id)!;
}

export async function removeAutoApprovalUser(tx: Tx, v: Viewer, id: string): Promise<void> {
  const removed = await q.deleteAutoApprovalUser(tx, id);
  if (!removed) throw notFound();
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'timesheet.auto-approval.remove',
    entity: 'employee',
    entityId: removed.employeeId,
  });
}

/** The lines of the given ids approved by a rule: a conditional update from pending, so a line is approved once however often this runs. */
async function approveByRule(
  tx: Tx,
  tenantCode: string,
  lineIds: readonly string[],
  rule: string,
  reason: string,
): Promise<string[]> {
  const applied = await decideRequestsAtOnce(tx, {
    ...lineRequests(),
    ids: lineIds,
    to: 'approved',
    decidedBy: null,
    decidedByRule: rule,
    tenantCode,
    reason,
  });
  if (applied.length === 0) return applied;
  const weeks = await weeksOfLines(tx, applied);
  await refreshWeeks(
    tx,
    weeks.map((w) => w.weekId),
  );
  for (const w of weeks) {
    await recordAudit(tx, {
      tenantCode,
      actorUserId: null,
      action: 'timesheet.lines.auto-approve',
      entity: 'timesheet_week',
      entityId: w.weekId,
      after: { lines: w.lines, rule, reason },
    });
  }
  return applied;
}

/** Right after a submit: the week's pending lines approve themselves when its employee is on auto-approval. Returns how many. */
export async function approveOnSubmission(tx: Tx, tenantCode: string, weekId: string): Promise<number> {
  const lines = await q.pendingLinesOnAutoApproval(tx, weekId);
  if (lines.length === 0) return 0;
  return (
    await approveByRule(
      tx,
      tenantCode,
      lines.map((l) => l.id),
      AUTO_APPROVAL_RULES.onSubmission,
      REVENUE_MESSAGES.autoApprovedOnSubmit,
    )
  ).length;
}

/**
 * The tenant rule (per legal entity, timesheet settings): lines still pending N days after their
 * submission approve themselves. Idempotent: a line already decided is left alone.
 */
export async function approvePendingByRule(tx: Tx, tenantCode: string, now: Date): Promise<{ approved: number }> {
  const due = await q.linesPendingPastRule(tx, now);
  let approved = 0;
  for (const days of new Set(due.map((d) => d.days))) {
    const ids = due.filter((d) => d.days === days).map((d) => d.id);
    approved += (
      await approveByRule(tx, tenantCode, ids, AUTO_APPROVAL_RULES.afterDays, REVENUE_MESSAGES.autoApprovedByRule(days))
    ).length;
  }
  return { approved };
}

/** A submit of someone on auto-approval (flag autoApproval) approves the lines it sent in the same transaction. */
export async function submitWithAutoApproval(
  tx: Tx,
  v: Viewer,
  input: WeekSaveInput,
  locked: boolean,
  autoApproval: boolean,
): Promise<WeekView> {
  const view = await submitWeek(tx, v, input, locked);
  if (!autoApproval || !view.id || (await approveOnSubmission(tx, v.tenantCode, view.id)) === 0) return view;
  return weekOfId(tx, v, view.id, locked);
}
