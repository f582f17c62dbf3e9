import { sql } from 'drizzle-orm';
import { timesheetSettings } from '@tenure/domain/policies';
import { FALLBACK_TIMESHEET_RULES, weekEndOf, type LineKind, type LineStatus, type TimesheetRules, type WeekStatus } from '@tenure/domain/timesheets';
import type { Weekday } from '@tenure/domain/policies';
import { queryRows, readTogether, type Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { effectivePlanOf } from '../../policies/index.ts';
import { toWorkCalendar, workCalendarQuery, type WorkCalendarRow } from '../../policies/index.ts';
import { bookableProjectsQuery, projectNameColumns, type BookableProject } from './project-lines.ts';

export interface Person {
  employeeId: string;
  employeeNumber: string;
  displayName: string;
}

/** The employee whose week it is, with their timesheet policy (the effective timesheet plan). */
export interface TimesheetOwner extends Person {
  managerId: string | null;
  rules: TimesheetRules;
  weekStartDay: Weekday;
}

/** The employee with their effective timesheet plan's settings (rows: OwnerRow). */
const ownerQuery = (employeeId: string) =>
  sql`select e.id as "employeeId", e.employee_number as "employeeNumber", e.display_name as "displayName", e.manager_id as "managerId", tp.settings
        from employees e left join lateral (${effectivePlanOf('timesheet')}) tp on true where e.id = ${employeeId}`;

type OwnerRow = Person & { managerId: string | null; settings: unknown };

function toOwner(row: OwnerRow | undefined): TimesheetOwner {
  if (!row) throw notFound();
  const settings = timesheetSettings.safeParse(row.settings);
  const { settings: _, ...person } = row;
  return {
    ...person,
    rules: settings.success ? settings.data : FALLBACK_TIMESHEET_RULES,
    weekStartDay: settings.success ? settings.data.weekStartDay : 'MON',
  };
}

export async function loadOwner(tx: Tx, employeeId: string): Promise<TimesheetOwner> {
  return toOwner((await queryRows<OwnerRow>(tx, ownerQuery(employeeId)))[0]);
}

export interface WeekRow {
  id: string;
  status: WeekStatus;
  wasUnsubmitted: boolean;
}

export interface LineRow {
  id: string;
  kind: LineKind;
  projectId: string | null;
  projectName: string | null;
  taskId: string | null;
  taskName: string | null;
  hours: number[];
  total: number;
  status: LineStatus;
  approver: Person | null;
  decidedBy: Person | null;
  decidedAt: string | null;
  decisionReason: string | null;
}

const personJson = (id: string) =>
  sql.raw(`(select json_build_object('employeeId', p.id, 'employeeNumber', p.employee_number, 'displayName', p.display_name) from employees p where p.id = ${id})`);

/** A line's view columns, of line alias `l`. */
export const lineColumns = sql`l.id, l.kind, l.project_id as "projectId", l.task_id as "taskId", ${projectNameColumns(sql`l`)},
  l.hours, l.total, l.status, ${personJson('l.approver_id')} as approver, ${personJson('l.decided_by')} as "decidedBy",
  l.decided_at as "decidedAt", l.decision_reason as "decisionReason"`;

/** The order lines are shown in: projects by name, then leave, then holidays. */
export const lineOrder = sql`case l.kind when 'project' then 0 when 'leave' then 1 else 2 end, "projectName", "taskName", l.id`;

interface LeaveSpanRow {
  startDate: string;
  endDate: string;
  dayType: string;
}

export interface WeekData {
  week: WeekRow | null;
  lines: LineRow[];
  calendar: WorkCalendarRow[];
  leave: LeaveSpanRow[];
  /** The projects the employee may book in the week. */
  projects: BookableProject[];
}

/** The queries of a week (WeekData), read in one round trip. */
function weekQueries(employeeId: string, weekStart: string, weekEnd: string) {
  const week = sql`select id from timesheet_weeks where employee_id = ${employeeId} and week_start_date = ${weekStart}`;
  return {
    week: sql`select id, status, was_unsubmitted as "wasUnsubmitted", xmin::text as version from timesheet_weeks where employee_id = ${employeeId} and week_start_date = ${weekStart}`,
    lines: sql`select ${lineColumns} from timesheet_lines l where l.week_id = (${week}) order by ${lineOrder}`,
    calendar: workCalendarQuery(employeeId, weekStart, weekEnd),
    leave: sql`select start_date as "startDate", end_date as "endDate", day_type as "dayType" from leave_requests
                where employee_id = ${employeeId} and status = 'approved' and start_date <= ${weekEnd} and end_date >= ${weekStart}`,
    projects: bookableProjectsQuery(employeeId, weekStart, weekEnd),
  };
}

type WeekRows = { week: (WeekRow & { version: string })[]; lines: LineRow[]; calendar: WorkCalendarRow[]; leave: LeaveSpanRow[]; projects: BookableProject[] };

const toWeekData = (r: WeekRows): WeekData => {
  const [week] = r.week;
  return { week: week ? { id: week.id, status: week.status, wasUnsubmitted: week.wasUnsubmitted } : null, lines: r.lines, calendar: r.calendar, leave: r.leave, projects: r.projects };
};

/** The stored week, its lines, the employee's working calendar, approved leave and bookable projects of the week, in one round trip. */
export async function loadWeekData(tx: Tx, employeeId: string, weekStart: string, weekEnd: string): Promise<WeekData> {
  return toWeekData(await readTogether<WeekRows>(tx, weekQueries(employeeId, weekStart, weekEnd)));
}

/** The stored week row locked, as the lock found it: `fresh` when that is the row the rest of the statement read. */
export interface LockedWeekRow {
  id: string;
  wasUnsubmitted: boolean;
  fresh: boolean;
}

/**
 * The employee with their timesheet policy, and the week starting `weekStart` (WeekData), in one
 * round trip; with `lock`, the stored week's row locked FOR UPDATE in the same statement. The
 * statement reads in one snapshot, taken before it waits for the lock: when the locked row is a
 * newer version than the one read, another transaction changed the week meanwhile (fresh false).
 */
export async function loadOwnerAndWeek(tx: Tx, employeeId: string, weekStart: string, lock: boolean): Promise<{ owner: TimesheetOwner; data: WeekData; locked: LockedWeekRow | null }> {
  const queries = weekQueries(employeeId, weekStart, weekEndOf(weekStart));
  const lockQuery = sql`select id, was_unsubmitted as "wasUnsubmitted", xmin::text as version from timesheet_weeks
                          where employee_id = ${employeeId} and week_start_date = ${weekStart} for update`;
  const r = await readTogether<WeekRows & { owner: OwnerRow[]; locked?: { id: string; wasUnsubmitted: boolean; version: string }[] }>(tx, {
    ...queries,
    owner: ownerQuery(employeeId),
    ...(lock ? { locked: lockQuery } : {}),
  });
  const [locked] = r.locked ?? [];
  return {
    owner: toOwner(r.owner[0]),
    data: toWeekData(r),
    locked: locked ? { id: locked.id, wasUnsubmitted: locked.wasUnsubmitted, fresh: locked.version === r.week[0]?.version } : null,
  };
}

/** The stored week and its lines again, after a change (the calendar, leave and projects of the week stay as read). */
export async function loadWeekLines(tx: Tx, employeeId: string, weekStart: string): Promise<Pick<WeekData, 'week' | 'lines'>> {
  const week = sql`select id from timesheet_weeks where employee_id = ${employeeId} and week_start_date = ${weekStart}`;
  const r = await readTogether<{ week: WeekRow[]; lines: LineRow[] }>(tx, {
    week: sql`select id, status, was_unsubmitted as "wasUnsubmitted" from timesheet_weeks where employee_id = ${employeeId} and week_start_date = ${weekStart}`,
    lines: sql`select ${lineColumns} from timesheet_lines l where l.week_id = (${week}) order by ${lineOrder}`,
  });
  return { week: r.week[0] ?? null, lines: r.lines };
}

export { toWorkCalendar };
