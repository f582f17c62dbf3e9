import { sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '@tenure/domain/approvals';
import type { ApprovalListQuery, WeekStatus } from '@tenure/domain/timesheets';
import { timesheetLines } from '../../../db/schema/index.ts';
import { escapeLike, pageClause, queryRows, type Tx } from '../../../platform/db.ts';
import { recipientOfEmployee, type Recipient } from '../../../platform/notifications.ts';
import { lineColumns, lineOrder, projectsDecidedBy, type LineRow, type Person } from '../weeks/queries.ts';

/** What the approval pattern calls a timesheet line (approval_decisions.request_type). */
export const REQUEST_TYPE = 'timesheetLine';

/** A rule on a timesheet line given the line's alias: who may decide it (policy's decidableBy). */
export type LineRule = (line: SQL) => SQL;

/**
 * The timesheet lines as the approval pattern's requests (platform's decideRequestsAtOnce), the
 * lines `allowed` lets the decider decide (every line when absent).
 */
export const lineRequests = (allowed?: LineRule) => ({
  requestType: REQUEST_TYPE,
  table: timesheetLines,
  allowed: allowed ? allowed(sql`r`) : sql`true`,
});

/** A line (alias `l`) waiting for a decision. */
export const PENDING_LINE = sql`l.status = 'pending'`;

/** The line statuses of each tab, as literals (a generic plan knows how few lines one status has). */
const TAB_STATUSES: Record<ApprovalListQuery['tab'], string> = {
  pending: `'pending'`,
  rejected: `'rejected'`,
  history: `'approved', 'rejected'`,
};
export const statusOfTab = (alias: 'l' | 'pw', tab: ApprovalListQuery['tab']): SQL =>
  sql.raw(`${alias}.status in (${TAB_STATUSES[tab]})`);

/**
 * The weeks of the tab routed to the caller, with what they sort by (week_start_date,
 * display_name). A project manager's or approver's project lines come from
 * timesheet_project_weeks, which holds both, so the weeks and employees of a queue of hundreds are
 * not looked up to sort them; the lines addressed to them (leave, other work) are few. A search
 * (by name or number) or a timesheet admin's queue of everyone's weeks (`byLines`) reads the
 * `routed` lines (policy's linesRoutedTo).
 */
export function routedWeeks(me: string | null, q: ApprovalListQuery, byLines: boolean, routed: SQL): SQL {
  if (me && !byLines) {
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
               from (select distinct l.week_id from (${routed}) l) m
               join timesheet_weeks w on w.id = m.week_id join employees e on e.id = w.employee_id
              where ${search}`;
}

/**
 * A page of the `weeks` (routedWeeks), pending ones oldest week first, the others latest first (by
 * name within a week), each with its employee and its lines of the tab that `decidable` lets the
 * caller decide; each row carries the total count.
 */
export function approvalPage(tx: Tx, weeks: SQL, decidable: LineRule, q: ApprovalListQuery) {
  const scope = sql`${decidable(sql`l`)} and ${statusOfTab('l', q.tab)}`;
  const order = (alias: SQL) =>
    q.tab === 'pending'
      ? sql`${alias}.week_start_date, ${alias}.display_name, ${alias}.week_id`
      : sql`${alias}.week_start_date desc, ${alias}.display_name, ${alias}.week_id`;
  return queryRows<{
    weekId: string;
    weekStartDate: string;
    weekEndDate: string;
    weekStatus: WeekStatus;
    employee: Person;
    lines: LineRow[];
    total: number;
  }>(
    tx,
    sql`with page as (select m.*, count(*) over ()::int as total from (${weeks}) m
                       order by ${order(sql`m`)} ${pageClause(q.size, (q.page - 1) * q.size)})
        select w.id as "weekId", w.week_start_date::text as "weekStartDate", w.week_end_date::text as "weekEndDate", w.status as "weekStatus",
               json_build_object('employeeId', e.id, 'employeeNumber', e.employee_number, 'displayName', e.display_name) as employee,
               (select json_agg(x) from (select ${lineColumns} from timesheet_lines l where l.week_id = w.id and ${scope} order by ${lineOrder}) x) as lines,
               p.total
          from page p join timesheet_weeks w on w.id = p.week_id join employees e on e.id = w.employee_id
         order by ${order(sql`p`)}`,
  );
}

export interface LineState {
  id: string;
  status: RequestStatus | 'saved';
  weekId: string;
}

/** The lines' states, and whether `decidable` lets the caller decide each. */
export const lineStates = (tx: Tx, ids: readonly string[], decidable: LineRule) =>
  queryRows<LineState & { decidable: boolean }>(
    tx,
    sql`select l.id, l.status, l.week_id as "weekId", (${decidable(sql`l`)}) as decidable
            from timesheet_lines l where l.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );

/** The pending lines of the weeks that `decidable` lets the caller decide. */
export const pendingLinesOfWeeks = (tx: Tx, weekIds: readonly string[], decidable: LineRule) =>
  queryRows<{ id: string }>(
    tx,
    sql`select l.id from timesheet_lines l where l.week_id = any(${`{${weekIds.join(',')}}`}::uuid[]) and l.status = 'pending' and ${decidable(sql`l`)}`,
  );

/** The weeks of the lines, each with its lines among them. */
export const weeksOfLines = (tx: Tx, lineIds: readonly string[]) =>
  queryRows<{ weekId: string; lines: string[] }>(
    tx,
    sql`select week_id as "weekId", array_agg(id) as lines from timesheet_lines where id = any(${`{${lineIds.join(',')}}`}::uuid[]) group by week_id`,
  );

/** Whom to tell of each rejected line: its employee, the week, the line's name and who decided it. */
export const rejectedLines = (tx: Tx, lineIds: readonly string[]) =>
  queryRows<{ recipient: Recipient | null; weekStart: string; line: string; decider: string | null }>(
    tx,
    sql`select ${recipientOfEmployee(sql`l.employee_id`)} as recipient, w.week_start_date::text as "weekStart",
               coalesce((select p.name || coalesce(' – ' || pt.name, '') from projects p left join project_tasks pt on pt.id = l.task_id where p.id = l.project_id), initcap(l.kind)) as line,
               (select display_name from employees where id = l.decided_by) as decider
          from timesheet_lines l join timesheet_weeks w on w.id = l.week_id
         where l.id = any(${`{${lineIds.join(',')}}`}::uuid[])`,
  );

/** How many weeks hold a line of `routed` (policy's linesRoutedTo). */
export async function routedWeekCount(tx: Tx, routed: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(distinct l.week_id)::int as n from (${routed}) l`);
  return row?.n ?? 0;
}

/** The weeks holding a line of `routed`, oldest submission first, with their employee and hours. */
export const routedWeekList = (tx: Tx, routed: SQL, limit: number) =>
  queryRows<{
    id: string;
    employeeNumber: string;
    displayName: string;
    profileImage: string | null;
    start: string;
    end: string;
    hours: number;
    submittedAt: Date;
  }>(
    tx,
    sql`select w.id, e.employee_number as "employeeNumber", e.display_name as "displayName", e.profile_image as "profileImage",
               w.week_start_date::text as start, w.week_end_date::text as "end", p.hours, p.submitted_at as "submittedAt"
          from (select l.week_id, sum(l.total)::float8 as hours, min(l.submitted_at) as submitted_at
                  from (${routed}) l group by l.week_id) p
          join timesheet_weeks w on w.id = p.week_id join employees e on e.id = w.employee_id
         order by p.submitted_at, w.id limit ${limit}`,
  );
