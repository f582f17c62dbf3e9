import { sql } from 'drizzle-orm';
import { REVENUE_MESSAGES, type AutoApprovalUserView, type WeekSaveInput, type WeekView } from '@tenure/domain/timesheets';
import { timesheetLines } from '../../../db/schema/index.ts';
import { decideRequestsAtOnce } from '../../../platform/approvals.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { REQUEST_TYPE } from '../approvals/service.ts';
import { refreshWeeks, submitWeek, weekOfId } from '../weeks/service.ts';

/** What the approval history names as the decider of an auto-approval (approval_decisions.decided_by_rule). */
export const AUTO_APPROVAL_RULES = { onSubmission: 'autoApproval.onSubmission', afterDays: 'autoApproval.pendingDays' } as const;

/** `/timesheet-auto-approval`: the people whose weeks approve themselves on submission. */
export function listAutoApprovalUsers(tx: Tx): Promise<AutoApprovalUserView[]> {
  return queryRows<AutoApprovalUserView>(
    tx,
    sql`select a.id, e.id as "employeeId", e.employee_number as "employeeNumber", e.display_name as "displayName",
               le.name as "legalEntityName", a.created_at as "addedAt"
          from timesheet_auto_approval_users a join employees e on e.id = a.employee_id join legal_entities le on le.id = e.legal_entity_id
         order by e.display_name`,
  ).then((rows) => rows.map((r) => ({ ...r, addedAt: new Date(r.addedAt).toISOString() })));
}

export async function addAutoApprovalUser(tx: Tx, v: Viewer, employeeId: string): Promise<AutoApprovalUserView> {
  const [employee] = await queryRows<{ id: string }>(tx, sql`select id from employees where id = ${employeeId} and status <> 'Inactive'`);
  if (!employee) throw notFound();
  const [added] = await queryRows<{ id: string }>(
    tx,
    sql`insert into timesheet_auto_approval_users (tenant_id, employee_id, added_by) values (current_setting('app.tenant_id'), ${employeeId}, ${v.userId})
        on conflict (tenant_id, employee_id) do nothing returning id`,
  );
  if (!added) throw conflict(REVENUE_MESSAGES.alreadyAutoApproved, undefined, 'ALREADY_AUTO_APPROVED');
  await recordAudit(tx, { ...auditActor(v), action: 'timesheet.auto-approval.add', entity: 'employee', entityId: employeeId });
  return (await listAutoApprovalUsers(tx)).find((u) => u.id === added.id)!;
}

export async function removeAutoApprovalUser(tx: Tx, v: Viewer, id: string): Promise<void> {
  const [removed] = await queryRows<{ employeeId: string }>(tx, sql`delete from timesheet_auto_approval_users where id = ${id} returning employee_id as "employeeId"`);
  if (!removed) throw notFound();
  await recordAudit(tx, { ...auditActor(v), action: 'timesheet.auto-approval.remove', entity: 'employee', entityId: removed.employeeId });
}

/** The lines of the given ids approved by a rule: a conditional update from pending, so a line is approved once however often this runs. */
async function approveByRule(tx: Tx, tenantCode: string, lineIds: readonly string[], rule: string, reason: string): Promise<string[]> {
  const applied = await decideRequestsAtOnce(tx, {
    requestType: REQUEST_TYPE, table: timesheetLines, ids: lineIds, to: 'approved', allowed: sql`true`, decidedBy: null, decidedByRule: rule, tenantCode, reason,
  });
  if (applied.length === 0) return applied;
  const weeks = await queryRows<{ weekId: string; lines: string[] }>(
    tx,
    sql`select week_id as "weekId", array_agg(id) as lines from timesheet_lines where id = any(${`{${applied.join(',')}}`}::uuid[]) group by week_id`,
  );
  await refreshWeeks(tx, weeks.map((w) => w.weekId));
  for (const w of weeks) {
    await recordAudit(tx, { tenantCode, actorUserId: null, action: 'timesheet.lines.auto-approve', entity: 'timesheet_week', entityId: w.weekId, after: { lines: w.lines, rule, reason } });
  }
  return applied;
}

/** Right after a submit: the week's pending lines approve themselves when its employee is on auto-approval. Returns how many. */
export async function approveOnSubmission(tx: Tx, tenantCode: string, weekId: string): Promise<number> {
  const lines = await queryRows<{ id: string }>(
    tx,
    sql`select l.id from timesheet_lines l join timesheet_auto_approval_users a on a.employee_id = l.employee_id
         where l.week_id = ${weekId} and l.status = 'pending'`,
  );
  if (lines.length === 0) return 0;
  return (await approveByRule(tx, tenantCode, lines.map((l) => l.id), AUTO_APPROVAL_RULES.onSubmission, REVENUE_MESSAGES.autoApprovedOnSubmit)).length;
}

/**
 * The tenant rule (per legal entity, timesheet settings): lines still pending N days after their
 * submission approve themselves. Idempotent: a line already decided is left alone.
 */
export async function approvePendingByRule(tx: Tx, tenantCode: string, now: Date): Promise<{ approved: number }> {
  const due = await queryRows<{ id: string; days: number }>(
    tx,
    sql`select l.id, s.auto_approve_after_days as days
          from timesheet_lines l join employees e on e.id = l.employee_id
          join timesheet_entity_settings s on s.legal_entity_id = e.legal_entity_id and s.auto_approve_after_days is not null
         where l.status = 'pending' and l.submitted_at <= ${now.toISOString()}::timestamptz - make_interval(days => s.auto_approve_after_days)`,
  );
  let approved = 0;
  for (const days of new Set(due.map((d) => d.days))) {
    const ids = due.filter((d) => d.days === days).map((d) => d.id);
    approved += (await approveByRule(tx, tenantCode, ids, AUTO_APPROVAL_RULES.afterDays, REVENUE_MESSAGES.autoApprovedByRule(days))).length;
  }
  return { approved };
}

/** A submit of someone on auto-approval (flag autoApproval) approves the lines it sent in the same transaction. */
export async function submitWithAutoApproval(tx: Tx, v: Viewer, input: WeekSaveInput, locked: boolean, autoApproval: boolean): Promise<WeekView> {
  const view = await submitWeek(tx, v, input, locked);
  if (!autoApproval || !view.id || (await approveOnSubmission(tx, v.tenantCode, view.id)) === 0) return view;
  return weekOfId(tx, v, view.id, locked);
}
