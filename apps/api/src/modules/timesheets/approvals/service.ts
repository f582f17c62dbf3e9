import { sql, type SQL } from 'drizzle-orm';
import { APPROVAL_MESSAGES, type RequestStatus } from '@tenure/domain/approvals';
import { formatDate } from '@tenure/domain/dates';
import { TIMESHEET_MESSAGES, type ApprovalListQuery, type DecisionResultView, type WeekStatus } from '@tenure/domain/timesheets';
import { timesheetLines } from '../../../db/schema/index.ts';
import { decideRequestsAtOnce } from '../../../platform/approvals.ts';
import { recordAudits } from '../../../platform/audit.ts';
import { escapeLike, pageClause, queryRows, type Tx } from '../../../platform/db.ts';
import { conflict, forbidden, notFound } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { notify, recipientOfEmployee, tenantDateFormat, type Recipient } from '../../../platform/notifications.ts';
import { auditActor, type Viewer } from '../../../platform/viewer.ts';
import { decidableBy, isTimesheetAdmin, linesRoutedTo } from '../policy.ts';
import { lineColumns, lineOrder, projectsDecidedBy, type LineRow, type Person } from '../weeks/queries.ts';
import { refreshWeeks } from '../weeks/service.ts';

export const REQUEST_TYPE = 'timesheetLine';
const EMPLOYEE_LINK = '/timesheet';

/** The line statuses of each tab, as literals (a generic plan knows how few lines one status has). */
const TAB_STATUSES: Record<ApprovalListQuery['tab'], string> = {
  pending: `'pending'`,
  rejected: `'rejected'`,
  history: `'approved', 'rejected'`,
};
const statusOfTab = (alias: 'l' | 'pw', tab: ApprovalListQuery['tab']): SQL => sql.raw(`${alias}.status in (${TAB_STATUSES[tab]})`);

/**
 * The weeks of the tab routed to the caller, with what they sort by (week_start_date,
 * display_name). A project manager's or approver's project lines come from
 * timesheet_project_weeks, which holds both, so the weeks and employees of a queue of hundreds are
 * not looked up to sort them; the lines addressed to them (leave, other work) are few. A search
 * (by name or number) or a timesheet admin's queue of everyone's weeks reads the lines.
 */
function routedWeeks(v: Viewer, q: ApprovalListQuery): SQL {
  const me = v.employeeId;
  if (me && !q.search && !(q.all && isTimesheetAdmin(v))) {
    return sql`select week_id, min(week_start_date) as week_start_date, min(display_name) as display_name from (
                 select pw.week_id, pw.week_start_date, pw.display_name from timesheet_project_weeks pw
                  where pw.project_id in ${projectsDecidedBy(me)} and pw.employee_id <> ${me} and ${statusOfTab('pw', q.tab)}
                 union all
                 select w.id, w.week_start_date, e.display_name from timesheet_lines l join timesheet_weeks w on w.id = l.week_id join employees e on e.id = w.employee_id
                  where l.kind <> 'project' and l.approver_id = ${me} and l.employee_id <> ${me} and ${statusOfTab('l', q.tab)}) r
               group by week_id`;
  }
  const like = q.search ? `%${escapeLike(q.search)}%` : null;
  const search = like ? sql`(lower(e.display_name) like ${like} or lower(e.employee_number) like ${like})` : sql`true`;
  return sql`select w.id as week_id, w.week_start_date, e.display_name
               from (select distinct l.week_id from (${linesRoutedTo(v, statusOfTab('l', q.tab), q.all)}) l) m
               join timesheet_weeks w on w.id = m.week_id join employees e on e.id = w.employee_id
              where ${search}`;
}

/**
 * The approval tabs (SPEC §4): employees' weeks with the lines of the tab routed to the caller,
 * a page of weeks; pending ones oldest week first, the others latest first (by name within a
 * week). The page is picked on the routed weeks alone; only its weeks and lines are read.
 */
export async function listApprovals(tx: Tx, v: Viewer, q: ApprovalListQuery) {
  const scope = sql`${decidableBy(v, sql`l`, q.all)} and ${statusOfTab('l', q.tab)}`;
  const order = (alias: SQL) => (q.tab === 'pending' ? sql`${alias}.week_start_date, ${alias}.display_name, ${alias}.week_id` : sql`${alias}.week_start_date desc, ${alias}.display_name, ${alias}.week_id`);
  const rows = await queryRows<{
    weekId: string; weekStartDate: string; weekEndDate: string; weekStatus: WeekStatus; employee: Person; lines: LineRow[]; total: number;
  }>(
    tx,
    sql`with page as (select m.*, count(*) over ()::int as total from (${routedWeeks(v, q)}) m
                       order by ${order(sql`m`)} ${pageClause(q.size, (q.page - 1) * q.size)})
        select w.id as "weekId", w.week_start_date::text as "weekStartDate", w.week_end_date::text as "weekEndDate", w.status as "weekStatus",
               json_build_object('employeeId', e.id, 'employeeNumber', e.employee_number, 'displayName', e.display_name) as employee,
               (select json_agg(x) from (select ${lineColumns} from timesheet_lines l where l.week_id = w.id and ${scope} order by ${lineOrder}) x) as lines,
               p.total
          from page p join timesheet_weeks w on w.id = p.week_id join employees e on e.id = w.employee_id
         order by ${order(sql`p`)}`,
  );
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

interface LineState {
  id: string;
  status: RequestStatus | 'saved';
  weekId: string;
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
  tx: Tx, v: Viewer, mailer: Mailer, lineIds: readonly string[], to: 'approved' | 'rejected', reason: string | undefined, everyone = true,
): Promise<DecisionResultView & { mail: string[] }> {
  const ids = [...new Set(lineIds)];
  const applied = await decideRequestsAtOnce(tx, {
    requestType: REQUEST_TYPE, table: timesheetLines, ids, to, allowed: decidableBy(v, sql`r`, everyone), decidedBy: v.employeeId, tenantCode: v.tenantCode, reason,
  });
  const done = new Set(applied);
  const rest = ids.filter((id) => !done.has(id));
  const skipped: { id: string; message: string }[] = [];
  if (rest.length > 0) {
    const states = await queryRows<LineState & { decidable: boolean }>(
      tx,
      sql`select l.id, l.status, l.week_id as "weekId", (${decidableBy(v, sql`l`, everyone)}) as decidable
            from timesheet_lines l where l.id = any(${`{${rest.join(',')}}`}::uuid[])`,
    );
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
  const ids = `{${[...new Set(weekIds)].join(',')}}`;
  const lines = await queryRows<{ id: string }>(
    tx,
    sql`select l.id from timesheet_lines l where l.week_id = any(${ids}::uuid[]) and l.status = 'pending' and ${decidableBy(v, sql`l`, true)}`,
  );
  const applied = await decideRequestsAtOnce(tx, {
    requestType: REQUEST_TYPE, table: timesheetLines, ids: lines.map((l) => l.id), to: 'approved', allowed: decidableBy(v, sql`r`, true), decidedBy: v.employeeId, tenantCode: v.tenantCode, reason,
  });
  const decidedWeeks = await afterDecisionWeeks(tx, v, applied, 'approved', reason);
  const skipped = [...new Set(weekIds)].filter((id) => !decidedWeeks.has(id)).map((id) => ({ id, message: TIMESHEET_MESSAGES.nothingToApprove }));
  return { applied: [...decidedWeeks], skipped };
}

/** The weeks of decided lines follow them; one audit entry per week. Returns the weeks. */
async function afterDecisionWeeks(tx: Tx, v: Viewer, lineIds: readonly string[], to: 'approved' | 'rejected', reason: string | undefined): Promise<Set<string>> {
  if (lineIds.length === 0) return new Set();
  const rows = await queryRows<{ weekId: string; lines: string[] }>(
    tx,
    sql`select week_id as "weekId", array_agg(id) as lines from timesheet_lines where id = any(${`{${lineIds.join(',')}}`}::uuid[]) group by week_id`,
  );
  await refreshWeeks(tx, rows.map((r) => r.weekId));
  await recordAudits(
    tx,
    rows.map((row) => ({ ...auditActor(v), action: `timesheet.lines.${to === 'approved' ? 'approve' : 'reject'}`, entity: 'timesheet_week', entityId: row.weekId, after: { lines: row.lines, status: to, reason: reason ?? null } })),
  );
  return new Set(rows.map((r) => r.weekId));
}

async function afterDecision(tx: Tx, v: Viewer, mailer: Mailer, lineIds: readonly string[], to: 'approved' | 'rejected', reason: string | undefined): Promise<string[]> {
  await afterDecisionWeeks(tx, v, lineIds, to, reason);
  if (to !== 'rejected') return [];
  return tellOfRejection(tx, v.tenantCode, mailer, lineIds, reason);
}

/**
 * The employee is told of a rejection: the line (its project and task, or its kind) needs them.
 * Approvals show in the week's status.
 * `decider` names who rejected a line no employee decided (a client's approver); returns the mails.
 */
export async function tellOfRejection(tx: Tx, tenantCode: string, mailer: Mailer, lineIds: readonly string[], reason: string | undefined, decider?: string): Promise<string[]> {
  if (lineIds.length === 0) return [];
  const told = await queryRows<{ recipient: Recipient | null; weekStart: string; line: string; decider: string | null }>(
    tx,
    sql`select ${recipientOfEmployee(sql`l.employee_id`)} as recipient, w.week_start_date::text as "weekStart",
               coalesce((select p.name || coalesce(' – ' || pt.name, '') from projects p left join project_tasks pt on pt.id = l.task_id where p.id = l.project_id), initcap(l.kind)) as line,
               (select display_name from employees where id = l.decided_by) as decider
          from timesheet_lines l join timesheet_weeks w on w.id = l.week_id
         where l.id = any(${`{${lineIds.join(',')}}`}::uuid[])`,
  );
  const format = await tenantDateFormat(tx, tenantCode);
  const mail: string[] = [];
  for (const t of told) {
    if (!t.recipient) continue;
    mail.push(...(await notify(tx, mailer, {
      tenantCode,
      to: t.recipient,
      title: TIMESHEET_MESSAGES.decidedTitle('rejected'),
      body: TIMESHEET_MESSAGES.decidedBody(t.decider ?? decider ?? TIMESHEET_MESSAGES.adminDecider, 'rejected', t.line, formatDate(t.weekStart, format), reason?.trim()),
      link: `${EMPLOYEE_LINK}?date=${t.weekStart}`,
    })));
  }
  return mail;
}
