import { sql, type SQL } from 'drizzle-orm';
import { timesheetSettings } from '@tenure/domain/policies';
import {
  FALLBACK_TIMESHEET_RULES,
  sumHours,
  weekEndOf,
  type LineKind,
  type LineStatus,
  type TimesheetRules,
  type WeekStatus,
} from '@tenure/domain/timesheets';
import type { Weekday } from '@tenure/domain/policies';
import { queryRows, readTogether, type Tx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { effectivePlanOf } from '../../policies/index.ts';
import { toWorkCalendar, workCalendarQuery, type WorkCalendarRow } from '../../policies/index.ts';

/**
 * What the weekly timesheet reads of the projects side (clients, projects, tasks, allocations:
 * tables of the timesheets-projects schema), in SQL on those tables.
 */

/** A project the employee is allocated to in a week, with the tasks they may book on it. */
export interface BookableProject {
  projectId: string;
  projectName: string;
  allocationStart: string;
  allocationEnd: string | null;
  tasks: { taskId: string; taskName: string }[];
}

/**
 * The employee's allocations that overlap the week, on active projects, with each project's tasks
 * (rows: BookableProject, one per project), read together with the week (week-queries).
 */
export function bookableProjectsQuery(employeeId: string, weekStart: string, weekEnd: string): SQL {
  return sql`select p.id as "projectId", p.name as "projectName", min(a.start_date)::text as "allocationStart", max(a.end_date)::text as "allocationEnd",
               coalesce((select json_agg(json_build_object('taskId', t.id, 'taskName', t.name) order by t.name)
                           from project_tasks t where t.project_id = p.id), '[]') as tasks
          from project_allocations a join projects p on p.id = a.project_id
         where a.employee_id = ${employeeId} and a.start_date <= ${weekEnd} and a.end_date >= ${weekStart} and p.status = 'Active'
         group by p.id, p.name
         order by p.name`;
}

/**
 * Who a project line of project `projectId` goes to: the project's designated approver, else its
 * project manager (the first by name when there are several; all of them may decide it).
 */
export const projectLineApprover = (projectId: SQL): SQL => sql`coalesce(
    (select x.employee_id from project_approvers x join employees e on e.id = x.employee_id where x.project_id = ${projectId} order by e.display_name, e.id limit 1),
    (select x.employee_id from project_managers x join employees e on e.id = x.employee_id where x.project_id = ${projectId} order by e.display_name, e.id limit 1))`;

/** The projects whose lines `employeeId` decides: those they manage or are a designated approver of. */
export const projectsDecidedBy = (employeeId: string): SQL =>
  sql`(select project_id from project_managers where employee_id = ${employeeId} union select project_id from project_approvers where employee_id = ${employeeId})`;

/** Project and task names of line alias `l`, as the select-list columns "projectName" and "taskName". */
export const projectNameColumns = (l: SQL): SQL =>
  sql`(select name from projects where id = ${l}.project_id) as "projectName", (select name from project_tasks where id = ${l}.task_id) as "taskName"`;

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
  sql.raw(
    `(select json_build_object('employeeId', p.id, 'employeeNumber', p.employee_number, 'displayName', p.display_name) from employees p where p.id = ${id})`,
  );

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

type WeekRows = {
  week: (WeekRow & { version: string })[];
  lines: LineRow[];
  calendar: WorkCalendarRow[];
  leave: LeaveSpanRow[];
  projects: BookableProject[];
};

const toWeekData = (r: WeekRows): WeekData => {
  const [week] = r.week;
  return {
    week: week ? { id: week.id, status: week.status, wasUnsubmitted: week.wasUnsubmitted } : null,
    lines: r.lines,
    calendar: r.calendar,
    leave: r.leave,
    projects: r.projects,
  };
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
export async function loadOwnerAndWeek(
  tx: Tx,
  employeeId: string,
  weekStart: string,
  lock: boolean,
): Promise<{ owner: TimesheetOwner; data: WeekData; locked: LockedWeekRow | null }> {
  const queries = weekQueries(employeeId, weekStart, weekEndOf(weekStart));
  const lockQuery = sql`select id, was_unsubmitted as "wasUnsubmitted", xmin::text as version from timesheet_weeks
                          where employee_id = ${employeeId} and week_start_date = ${weekStart} for update`;
  const r = await readTogether<
    WeekRows & { owner: OwnerRow[]; locked?: { id: string; wasUnsubmitted: boolean; version: string }[] }
  >(tx, {
    ...queries,
    owner: ownerQuery(employeeId),
    ...(lock ? { locked: lockQuery } : {}),
  });
  const [locked] = r.locked ?? [];
  return {
    owner: toOwner(r.owner[0]),
    data: toWeekData(r),
    locked: locked
      ? { id: locked.id, wasUnsubmitted: locked.wasUnsubmitted, fresh: locked.version === r.week[0]?.version }
      : null,
  };
}

/** The stored week and its lines again, after a change (the calendar, leave and projects of the week stay as read). */
export async function loadWeekLines(
  tx: Tx,
  employeeId: string,
  weekStart: string,
): Promise<Pick<WeekData, 'week' | 'lines'>> {
  const week = sql`select id from timesheet_weeks where employee_id = ${employeeId} and week_start_date = ${weekStart}`;
  const r = await readTogether<{ week: WeekRow[]; lines: LineRow[] }>(tx, {
    week: sql`select id, status, was_unsubmitted as "wasUnsubmitted" from timesheet_weeks where employee_id = ${employeeId} and week_start_date = ${weekStart}`,
    lines: sql`select ${lineColumns} from timesheet_lines l where l.week_id = (${week}) order by ${lineOrder}`,
  });
  return { week: r.week[0] ?? null, lines: r.lines };
}

/**
 * Whether `approverId` may read `employeeId`'s weeks (week `weekStart`, or any): the employee
 * reports to them, or a line of theirs is routed to them.
 */
export async function mayApproveWeeksOf(
  tx: Tx,
  approverId: string,
  employeeId: string,
  weekStart: string | null,
): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select exists (select 1 from employees where id = ${employeeId} and manager_id = ${approverId})
            or exists (select 1 from timesheet_lines l join timesheet_weeks w on w.id = l.week_id
                        where l.employee_id = ${employeeId} and l.approver_id = ${approverId}
                          and (${weekStart}::date is null or w.week_start_date = ${weekStart}::date)) as ok`,
  );
  return row?.ok ?? false;
}

/** The ids of the projects whose lines `employeeId` decides. */
export const decidedProjectIds = async (tx: Tx, employeeId: string): Promise<string[]> =>
  (
    await queryRows<{ projectId: string }>(
      tx,
      sql`select project_id as "projectId" from ${projectsDecidedBy(employeeId)} x`,
    )
  ).map((r) => r.projectId);

// ---- Writing a week

/** The week's lines, in the order the week shows them. */
const linesOfWeek = (weekId: SQL) =>
  sql`select coalesce(json_agg(x), '[]') from (select ${lineColumns} from timesheet_lines l where l.week_id = ${weekId} order by ${lineOrder}) x`;

/** The week's lines as they are now. */
export const linesOfWeekNow = async (tx: Tx, weekId: string): Promise<LineRow[]> =>
  (await queryRows<{ lines: LineRow[] }>(tx, sql`select (${linesOfWeek(sql`${weekId}::uuid`)}) as lines`))[0]!.lines;

export interface LockedWeek {
  weekId: string;
  wasUnsubmitted: boolean;
  /** The week's lines as they are under its lock. */
  lines: LineRow[];
}

/**
 * The stored week's row locked FOR UPDATE with its lines as the statement read them: `fresh` when
 * the row locked is the version the statement's snapshot read.
 */
export const lockStoredWeek = (tx: Tx, employeeId: string, weekStart: string) =>
  queryRows<LockedWeek & { fresh: boolean }>(
    tx,
    sql`with w as (select id, was_unsubmitted, xmin as version from timesheet_weeks where employee_id = ${employeeId} and week_start_date = ${weekStart} for update)
          select w.id as "weekId", w.was_unsubmitted as "wasUnsubmitted", w.version = (select s.xmin from timesheet_weeks s where s.id = w.id) as fresh,
                 (${linesOfWeek(sql`w.id`)}) as lines
            from w`,
  );

/** Creates the week's row unless it exists. */
export const insertWeek = (tx: Tx, employeeId: string, weekStart: string, weekEnd: string) =>
  tx.execute(sql`insert into timesheet_weeks (tenant_id, employee_id, week_start_date, week_end_date)
                 values (current_setting('app.tenant_id'), ${employeeId}, ${weekStart}, ${weekEnd}) on conflict do nothing`);

/** A week's state as its lines make it: their statuses and total. */
export interface WeekState {
  id: string;
  wasUnsubmitted: boolean;
  statuses: LineStatus[] | null;
  total: number | null;
}

const weekState = (
  w: SQL,
) => sql`w.id, w.was_unsubmitted as "wasUnsubmitted", (select array_agg(l.status) from timesheet_lines l where l.week_id = ${w}) as statuses,
                              (select sum(l.total)::float8 from timesheet_lines l where l.week_id = ${w}) as total`;

/** The weeks' rows locked in id order, with their lines' state as read (`fresh`: the row locked is the version read). */
export const lockWeekStates = (tx: Tx, weekIds: readonly string[]) =>
  queryRows<WeekState & { fresh: boolean }>(
    tx,
    sql`with w as (select id, was_unsubmitted, xmin as version from timesheet_weeks where id = any(${`{${weekIds.join(',')}}`}::uuid[]) order by id for update)
        select ${weekState(sql`w.id`)}, w.version = (select s.xmin from timesheet_weeks s where s.id = w.id) as fresh from w`,
  );

/** The weeks' lines' state, read again. */
export const weekStates = (tx: Tx, weekIds: readonly string[]) =>
  queryRows<WeekState>(
    tx,
    sql`select ${weekState(sql`w.id`)} from timesheet_weeks w where w.id = any(${`{${weekIds.join(',')}}`}::uuid[])`,
  );

/** Stores each week's status and total. */
export async function writeWeekStates(
  tx: Tx,
  weeks: readonly { id: string; status: WeekStatus; total: number }[],
): Promise<void> {
  const list = (values: readonly unknown[]) => `{${values.join(',')}}`;
  await tx.execute(sql`
    update timesheet_weeks w set status = u.status, total_hours = u.total, updated_at = now()
      from unnest(${list(weeks.map((r) => r.id))}::uuid[], ${list(weeks.map((r) => r.status))}::text[], ${list(weeks.map((r) => r.total))}::real[]) as u(id, status, total)
     where w.id = u.id`);
}

/**
 * Removes the `removed` lines and writes the `changed` ones of the week, stores the week's status
 * and total, and answers how many were removed and written and the week's lines.
 * One statement removes and writes the lines (their triggers run once), stores the week's row and answers the week's lines.
 * Each line's seven hours travel as one text of a real[]. Only editable lines are removed or written: a line sent for
 * approval since the week was read (an upload does not wait for the week's lock) fails the save.
 */
export async function writeWeekLines(
  tx: Tx,
  weekId: string,
  employeeId: string,
  removed: readonly string[],
  changed: readonly { kind: LineKind; projectId: string | null; taskId: string | null; hours: readonly number[] }[],
  week: { status: WeekStatus; total: number },
): Promise<{ removed: number; written: number; lines: LineRow[] }> {
  const editable = sql`('saved', 'rejected')`;
  const changes = JSON.stringify(
    changed.map((l) => ({
      kind: l.kind,
      project_id: l.projectId,
      task_id: l.taskId,
      hours: `{${l.hours.join(',')}}`,
      total: sumHours(l.hours),
    })),
  );
  const [written] = await queryRows<{ removed: number; written: number; lines: LineRow[] }>(
    tx,
    sql`with removed as (delete from timesheet_lines where id = any(${`{${removed.join(',')}}`}::uuid[]) and status in ${editable} returning id),
             written as (
               insert into timesheet_lines (tenant_id, week_id, employee_id, kind, project_id, task_id, hours, total)
               select current_setting('app.tenant_id'), ${weekId}, ${employeeId}, x.kind, x.project_id, x.task_id, x.hours::real[], x.total
                 from json_to_recordset(${changes}) as x(kind text, project_id uuid, task_id uuid, hours text, total real)
               on conflict (tenant_id, week_id, kind, project_id, task_id) do update set hours = excluded.hours, total = excluded.total, updated_at = now()
                where timesheet_lines.status in ${editable}
               returning *),
             stored as (update timesheet_weeks set status = ${week.status}, total_hours = ${week.total}, updated_at = now() where id = ${weekId})
        -- The statement's snapshot holds the lines as they were: the written ones are taken from what the insert returned.
        select (select count(*)::int from removed) as removed, (select count(*)::int from written) as written,
               (select coalesce(json_agg(x), '[]') from (
                  select * from (select ${lineColumns} from written l
                                 union all
                                 select ${lineColumns} from timesheet_lines l
                                  where l.week_id = ${weekId} and l.id not in (select id from written) and l.id not in (select id from removed)) l
                   order by ${lineOrder}) x) as lines`,
  );
  return written!;
}

/** The lines a submit sends: saved and rejected ones, only rejected ones in a closed week. */
const submittable = (locked: boolean) => (locked ? sql`('rejected')` : sql`('saved', 'rejected')`);

/** Drops the week's empty lines a submit would send. */
export const dropEmptyLines = (tx: Tx, weekId: string, locked: boolean) =>
  tx.execute(
    sql`delete from timesheet_lines where week_id = ${weekId} and status in ${submittable(locked)} and total = 0`,
  );

/**
 * Sends the week's submittable lines for approval, each to its approver: a project line to the
 * project's (projectLineApprover), the others to the reporting manager.
 */
export const sendLinesForApproval = (tx: Tx, weekId: string, locked: boolean, managerId: string | null) =>
  queryRows<{ id: string; approverId: string | null }>(
    tx,
    sql`update timesheet_lines l
           set status = 'pending', submitted_at = now(), updated_at = now(), decided_by = null, decided_at = null, decision_reason = null,
               approver_id = case when l.kind = 'project' then ${projectLineApprover(sql`l.project_id`)} else ${managerId}::uuid end
         where l.week_id = ${weekId} and l.status in ${submittable(locked)}
     returning l.id, l.approver_id as "approverId"`,
  );

/** Pulls the week's pending lines back to saved. */
export const pullBackLines = (tx: Tx, weekId: string) =>
  queryRows<{ id: string }>(
    tx,
    sql`update timesheet_lines set status = 'saved', approver_id = null, submitted_at = null, updated_at = now()
         where week_id = ${weekId} and status = 'pending' returning id`,
  );

export const markUnsubmitted = (tx: Tx, weekId: string) =>
  tx.execute(sql`update timesheet_weeks set was_unsubmitted = true where id = ${weekId}`);

/** Whose week `id` is, and its start. */
export async function weekRefOf(
  tx: Tx,
  id: string,
): Promise<{ employeeId: string; weekStartDate: string } | undefined> {
  const [row] = await queryRows<{ employeeId: string; weekStartDate: string }>(
    tx,
    sql`select employee_id as "employeeId", week_start_date::text as "weekStartDate" from timesheet_weeks where id = ${id}`,
  );
  return row;
}

export { toWorkCalendar };
