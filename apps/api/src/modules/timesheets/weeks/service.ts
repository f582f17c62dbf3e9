import { addDays, dayOffReason, isWeekOff, type WorkCalendar } from '@tenure/domain/policies';
import {
  checkWeekHours,
  expectedWeekHours,
  isLineEditable,
  isWeekLocked,
  sumHours,
  TIMESHEET_MESSAGES,
  weekDates,
  weekEndOf,
  weekStartOf,
  weekStatusOf,
  type LineKind,
  type TimesheetLineInput,
  type WeekSaveInput,
  type WeekView,
} from '@tenure/domain/timesheets';
import { recordAudit } from '../../../platform/audit.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { todayOfEmployee } from '../../employees/index.ts';
import { weekEstimateRows } from '../estimates/queries.ts';
import { ownsWeek, readableEmployee, readableWeekOwner } from '../policy.ts';
import * as store from './queries.ts';
import {
  loadOwnerAndWeek,
  loadWeekData,
  loadWeekLines,
  toWorkCalendar,
  type BookableProject,
  type LineRow,
  type LockedWeek,
  type LockedWeekRow,
  type TimesheetOwner,
  type WeekData,
  type WeekRow,
} from './queries.ts';

const lineKey = (l: { kind: LineKind; projectId: string | null; taskId: string | null }) =>
  `${l.kind}|${l.projectId ?? ''}|${l.taskId ?? ''}`;
const sameHours = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((h, i) => h === b[i]);

/** Approved leave per day of the week (1 a full day, 0.5 a half day), on working days only. */
function leaveDaysOf(dates: readonly string[], data: WeekData, calendar: WorkCalendar): number[] {
  return dates.map((day) => {
    if (dayOffReason(calendar, day)) return 0;
    const span = data.leave.find((l) => l.startDate <= day && l.endDate >= day);
    return span ? (span.dayType === 'Half Day' ? 0.5 : 1) : 0;
  });
}

/**
 * The non-project lines the week's leave and holidays fill (the daily minimum of the policy per
 * leave day or holiday on a working day), suggested when the week has no such line yet.
 */
function suggestedLines(
  dates: readonly string[],
  leaveDays: readonly number[],
  calendar: WorkCalendar,
  owner: TimesheetOwner,
  stored: readonly LineRow[],
): ViewLine[] {
  const perDay = owner.rules.minHoursPerDay;
  const holidayHours = dates.map((day) => {
    return dayOffReason(calendar, day)?.reason === 'holiday' && !isWeekOff(calendar, day) ? perDay : 0;
  });
  const suggestions: [LineKind, number[]][] = [
    ['leave', leaveDays.map((d) => d * perDay)],
    ['holiday', holidayHours],
  ];
  return suggestions
    .filter(([kind, hours]) => sumHours(hours) > 0 && !stored.some((l) => l.kind === kind))
    .map(([kind, hours]) => ({
      id: null,
      kind,
      projectId: null,
      projectName: null,
      taskId: null,
      taskName: null,
      hours,
      total: sumHours(hours),
      status: 'saved' as const,
      approver: null,
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
    }));
}

/** A line as the week shows it: a suggested leave or holiday line has no id until it is saved. */
type ViewLine = Omit<LineRow, 'id'> & { id: string | null };

interface WeekContext {
  owner: TimesheetOwner;
  weekStart: string;
  weekEnd: string;
  data: WeekData;
  calendar: WorkCalendar;
  projects: BookableProject[];
  locked: boolean;
  /** The day it is for the employee, in their location's time zone: it decides future days and closed weeks. */
  today: string;
  /** The stored week's row, when weekContext locked it as it read the week. */
  lockedRow: LockedWeekRow | null;
}

/**
 * The week of `day` (the employee's today without one: their location's day) for the employee,
 * with their policy. It is read from a guessed start (the start a save names, else the Monday of
 * `date`) together with the policy, in one round trip;
 * when the policy starts weeks on another day, that week is read again. With `lock`, the stored
 * week's row is locked in the same round trip (see lockWeek).
 */
async function weekContext(
  tx: Tx,
  employeeId: string,
  day: string | undefined,
  restrictHistoricalEdit: boolean,
  read: { guess?: string; lock?: boolean } = {},
): Promise<WeekContext> {
  const now = await todayOfEmployee(tx, employeeId);
  const date = day ?? now;
  const guess = read.guess ?? weekStartOf(date, 'MON');
  const first = await loadOwnerAndWeek(tx, employeeId, guess, read.lock ?? false);
  const { owner } = first;
  const weekStart = weekStartOf(date, owner.weekStartDay);
  const weekEnd = weekEndOf(weekStart);
  const guessed = weekStart === guess;
  const data = guessed ? first.data : await loadWeekData(tx, employeeId, weekStart, weekEnd);
  return {
    owner,
    weekStart,
    weekEnd,
    data,
    calendar: toWorkCalendar(data.calendar),
    projects: data.projects,
    locked: isWeekLocked(weekStart, now, owner.rules, restrictHistoricalEdit),
    today: now,
    lockedRow: guessed ? first.locked : null,
  };
}

function toWeekView(c: WeekContext, v: Viewer): WeekView {
  const dates = weekDates(c.weekStart);
  const leaveDays = leaveDaysOf(dates, c.data, c.calendar);
  const lines = [...c.data.lines, ...suggestedLines(dates, leaveDays, c.calendar, c.owner, c.data.lines)];
  return {
    id: c.data.week?.id ?? null,
    employee: {
      employeeId: c.owner.employeeId,
      employeeNumber: c.owner.employeeNumber,
      displayName: c.owner.displayName,
    },
    weekStartDate: c.weekStart,
    weekEndDate: c.weekEnd,
    status: c.data.week?.status ?? 'new',
    locked: c.locked,
    // A closed week stays open for the lines an approver sent back.
    editable: ownsWeek(v, c.owner.employeeId) && (!c.locked || c.data.lines.some((l) => l.status === 'rejected')),
    maxHoursPerDay: c.owner.rules.maxHoursPerDay,
    maxHoursPerWeek: c.owner.rules.maxHoursPerWeek ?? null,
    expectedHours: expectedWeekHours(c.weekStart, c.owner.rules, c.calendar),
    totalHours: sumHours(lines.map((l) => l.total)),
    days: dates.map((date, i) => ({
      date,
      dayOff: dayOffReason(c.calendar, date),
      leaveDays: leaveDays[i]!,
      isFuture: date > c.today,
    })),
    lines,
    projects: c.projects,
  };
}

export async function openWeek(
  tx: Tx,
  v: Viewer,
  q: { date?: string | undefined; employeeId?: string | undefined },
  restrictHistoricalEdit: boolean,
): Promise<WeekView> {
  const employeeId = await readableEmployee(tx, v, q.employeeId, null);
  return toWeekView(await weekContext(tx, employeeId, q.date, restrictHistoricalEdit), v);
}

/**
 * The week row of the caller, created if it is new, locked so that saves and submits of one week
 * run one after the other, with its lines as they are under the lock: a stored week (the usual
 * case) without a round trip of its own when weekContext locked it, else in one. A statement that
 * locks reads in its snapshot, taken before it waited for the lock; every holder of the lock
 * updates the row, so a row version newer than the snapshot's means the lines may have changed
 * meanwhile, and they are read again.
 */
async function lockWeek(tx: Tx, c: WeekContext): Promise<LockedWeek> {
  const linesNow = (weekId: string) => store.linesOfWeekNow(tx, weekId);
  if (c.lockedRow) {
    const { id, wasUnsubmitted, fresh } = c.lockedRow;
    return { weekId: id, wasUnsubmitted, lines: fresh ? c.data.lines : await linesNow(id) };
  }
  const locked = () => store.lockStoredWeek(tx, c.owner.employeeId, c.weekStart);
  let [row] = c.data.week ? await locked() : [];
  if (!row) {
    await store.insertWeek(tx, c.owner.employeeId, c.weekStart, c.weekEnd);
    [row] = await locked();
  }
  const { fresh, ...week } = row!;
  return fresh ? week : { ...week, lines: await linesNow(week.weekId) };
}

/**
 * The week's status and total from its lines (domain weekStatusOf), kept on the week row. The
 * weeks are locked in id order first (two refreshes of the same weeks queue rather than deadlock)
 * and their lines read under the lock, as lockWeek does; every week row is written, which tells a
 * transaction waiting for its lock that its lines changed.
 */
export async function refreshWeeks(tx: Tx, weekIds: readonly string[]): Promise<void> {
  if (weekIds.length === 0) return;
  const rows = await store.lockWeekStates(tx, weekIds);
  const stale = rows.filter((r) => !r.fresh).map((r) => r.id);
  const again = stale.length === 0 ? [] : await store.weekStates(tx, stale);
  const weeks = [...rows.filter((r) => r.fresh), ...again];
  await store.writeWeekStates(
    tx,
    weeks.map((r) => ({ id: r.id, status: weekStatusOf(r.statuses ?? [], r.wasUnsubmitted), total: r.total ?? 0 })),
  );
}

interface SaveOutcome {
  weekId: string;
  context: WeekContext;
  /** The week's row as its lines now make it (stored). */
  week: WeekRow;
  /** The week's lines as saved. */
  lines: LineRow[];
}

/**
 * Saves the employee's week: every line they keep. Lines waiting for approval or approved must come
 * back unchanged (409); saved and rejected lines take the new hours (a rejected line stays rejected
 * until it is submitted again); lines left out are removed. The policy's checks give 400 with the
 * cells at fault, and nothing is changed.
 */
async function saveLines(
  tx: Tx,
  v: Viewer,
  input: WeekSaveInput,
  restrictHistoricalEdit: boolean,
): Promise<SaveOutcome> {
  const employeeId = requireEmployee(v);
  const context = await weekContext(tx, employeeId, input.weekStartDate, restrictHistoricalEdit, {
    guess: input.weekStartDate,
    lock: true,
  });
  if (context.weekStart !== input.weekStartDate)
    throw badRequest(TIMESHEET_MESSAGES.weekStartMismatch, { weekStartDate: TIMESHEET_MESSAGES.weekStartMismatch });
  if (context.locked && !context.data.lines.some((l) => l.status === 'rejected'))
    throw conflict(TIMESHEET_MESSAGES.weekLocked, undefined, 'WEEK_LOCKED');
  const fieldErrors: Record<string, string> = {};
  const seen = new Set<string>();
  input.lines.forEach((line, i) => {
    const key = lineKey(line);
    if (seen.has(key)) fieldErrors[`lines.${i}.projectId`] = TIMESHEET_MESSAGES.duplicateLine;
    seen.add(key);
    if (line.kind !== 'project') return;
    const project = context.projects.find((p) => p.projectId === line.projectId);
    if (!project) fieldErrors[`lines.${i}.projectId`] = TIMESHEET_MESSAGES.notAllocated;
    else if (line.taskId && !project.tasks.some((t) => t.taskId === line.taskId))
      fieldErrors[`lines.${i}.taskId`] = TIMESHEET_MESSAGES.notAllocated;
  });
  const { weekId, wasUnsubmitted, lines: existing } = await lockWeek(tx, context);
  const byKey = new Map(existing.map((l) => [lineKey(l), l]));
  // Only what changes is checked against the policy: an approved line's hours stay as they were.
  const changed = input.lines.filter((line) => {
    const before = byKey.get(lineKey(line));
    return !before || !sameHours(before.hours, line.hours);
  });
  Object.assign(fieldErrors, policyErrors(context, input.lines, changed));
  if (Object.keys(fieldErrors).length > 0) throw badRequest(Object.values(fieldErrors)[0]!, fieldErrors);

  const kept = new Set(input.lines.map(lineKey));
  // A closed week takes changes to its rejected lines only.
  const reopened = (key: string) => byKey.get(key)?.status === 'rejected';
  if (context.locked && (changed.some((l) => !reopened(lineKey(l))) || existing.some((l) => !kept.has(lineKey(l))))) {
    throw conflict(TIMESHEET_MESSAGES.weekLocked, undefined, 'WEEK_LOCKED');
  }
  for (const line of existing) {
    if (isLineEditable(line.status)) continue;
    const incoming = input.lines.find((l) => lineKey(l) === lineKey(line));
    if (!incoming || !sameHours(incoming.hours, line.hours)) {
      throw conflict(
        line.status === 'approved' ? TIMESHEET_MESSAGES.lineApproved : TIMESHEET_MESSAGES.linePending,
        undefined,
        line.status === 'approved' ? 'LINE_APPROVED' : 'LINE_PENDING',
      );
    }
  }
  const removed = existing.filter((l) => isLineEditable(l.status) && !kept.has(lineKey(l))).map((l) => l.id);
  // The week now holds exactly the lines sent (those not sent were editable and removed; the others came back unchanged):
  // its state follows from them without reading them again.
  const statuses = input.lines.map((line) => byKey.get(lineKey(line))?.status ?? 'saved');
  const week = {
    id: weekId,
    status: weekStatusOf(statuses, wasUnsubmitted),
    wasUnsubmitted,
    total: sumHours(input.lines.map((l) => sumHours(l.hours))),
  };
  const written = await store.writeWeekLines(tx, weekId, employeeId, removed, changed, week);
  if (written.removed !== removed.length || written.written !== changed.length)
    throw conflict(TIMESHEET_MESSAGES.linePending, undefined, 'LINE_PENDING');
  return { weekId, context, week, lines: written.lines };
}

/** The policy's checks on the lines that change; errors keyed by their place in the input. */
function policyErrors(
  c: WeekContext,
  lines: readonly TimesheetLineInput[],
  changed: readonly TimesheetLineInput[],
): Record<string, string> {
  const ruleLines = lines.map((line) => {
    const project = c.projects.find((p) => p.projectId === line.projectId);
    return {
      // Unchanged lines count towards the daily maximum but are not checked cell by cell.
      projectId: changed.includes(line) ? line.projectId : null,
      hours: line.hours,
      allocation: project ? { startDate: project.allocationStart, endDate: project.allocationEnd } : null,
    };
  });
  return checkWeekHours(c.weekStart, ruleLines, c.owner.rules, c.today);
}

/** The week as it reads after a change made in this transaction: its row and lines again, the rest as read before. */
async function reopened(tx: Tx, v: Viewer, c: WeekContext): Promise<WeekView> {
  return toWeekView({ ...c, data: { ...c.data, ...(await loadWeekLines(tx, c.owner.employeeId, c.weekStart)) } }, v);
}

export async function saveWeek(
  tx: Tx,
  v: Viewer,
  input: WeekSaveInput,
  restrictHistoricalEdit: boolean,
): Promise<WeekView> {
  const { weekId, context, week, lines } = await saveLines(tx, v, input, restrictHistoricalEdit);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'timesheet.week.save',
    entity: 'timesheet_week',
    entityId: weekId,
    after: { lines: input.lines },
  });
  return toWeekView({ ...context, data: { ...context.data, week, lines } }, v);
}

/**
 * Saves the week, then sends its saved and fixed (rejected) lines with hours for approval, each to
 * its approver: a project line to the project's designated approver or manager, a leave or holiday
 * line to the reporting manager. Approved lines are not touched; empty editable lines are dropped.
 */
export async function submitWeek(
  tx: Tx,
  v: Viewer,
  input: WeekSaveInput,
  restrictHistoricalEdit: boolean,
): Promise<WeekView> {
  const { weekId, context } = await saveLines(tx, v, input, restrictHistoricalEdit);
  await store.dropEmptyLines(tx, weekId, context.locked);
  const sent = await store.sendLinesForApproval(tx, weekId, context.locked, context.owner.managerId);
  if (sent.length === 0) throw badRequest(TIMESHEET_MESSAGES.nothingToSubmit);
  if (sent.some((l) => l.approverId === null))
    throw badRequest(TIMESHEET_MESSAGES.noApprover, undefined, 'NO_APPROVER');
  await refreshWeeks(tx, [weekId]);
  const view = await reopened(tx, v, context);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'timesheet.week.submit',
    entity: 'timesheet_week',
    entityId: weekId,
    after: { lines: sent.map((l) => l.id), status: view.status },
  });
  return view;
}

/** Pulls back the lines still waiting for a decision (approved ones stay); the week reads un-submitted. */
export async function unsubmitWeek(
  tx: Tx,
  v: Viewer,
  weekStartDate: string,
  restrictHistoricalEdit: boolean,
): Promise<WeekView> {
  const employeeId = requireEmployee(v);
  const context = await weekContext(tx, employeeId, weekStartDate, restrictHistoricalEdit, {
    guess: weekStartDate,
    lock: true,
  });
  if (context.locked) throw conflict(TIMESHEET_MESSAGES.weekLocked, undefined, 'WEEK_LOCKED');
  if (!context.data.week || context.weekStart !== weekStartDate)
    throw conflict(TIMESHEET_MESSAGES.nothingToUnsubmit, undefined, 'NOTHING_TO_UNSUBMIT');
  const { weekId } = await lockWeek(tx, context);
  const pulled = await store.pullBackLines(tx, weekId);
  if (pulled.length === 0) throw conflict(TIMESHEET_MESSAGES.nothingToUnsubmit, undefined, 'NOTHING_TO_UNSUBMIT');
  await store.markUnsubmitted(tx, weekId);
  await refreshWeeks(tx, [weekId]);
  const view = await reopened(tx, v, context);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'timesheet.week.unsubmit',
    entity: 'timesheet_week',
    entityId: weekId,
    after: { lines: pulled.map((l) => l.id) },
  });
  return view;
}

/**
 * Copies last week's project lines that this week does not have yet, with their hours on the days
 * that have come and inside the allocation (the others are left empty), and saves the week.
 */
export async function copyLastWeek(
  tx: Tx,
  v: Viewer,
  weekStartDate: string,
  restrictHistoricalEdit: boolean,
): Promise<WeekView> {
  const employeeId = requireEmployee(v);
  const current = await weekContext(tx, employeeId, weekStartDate, restrictHistoricalEdit);
  const last = await loadWeekData(tx, employeeId, addDays(current.weekStart, -7), addDays(current.weekStart, -1));
  const have = new Set(current.data.lines.map(lineKey));
  const dates = weekDates(current.weekStart);
  const now = current.today;
  const copied = last.lines
    .filter((l) => l.kind === 'project' && !have.has(lineKey(l)))
    .flatMap((l) => {
      const project = current.projects.find((p) => p.projectId === l.projectId);
      if (!project) return [];
      const inside = (day: string) =>
        day <= now &&
        day >= project.allocationStart &&
        (project.allocationEnd === null || day <= project.allocationEnd);
      return [
        {
          kind: 'project' as const,
          projectId: l.projectId,
          taskId: l.taskId,
          hours: l.hours.map((h, i) => (inside(dates[i]!) ? h : 0)),
        },
      ];
    });
  if (copied.length === 0) throw badRequest(TIMESHEET_MESSAGES.nothingToCopy, undefined, 'NOTHING_TO_COPY');
  const keep = current.data.lines.map((l) => ({
    kind: l.kind,
    projectId: l.projectId,
    taskId: l.taskId,
    hours: l.hours,
  }));
  return saveWeek(tx, v, { weekStartDate: current.weekStart, lines: [...keep, ...copied] }, restrictHistoricalEdit);
}

/** A week by its id (/timesheets/{id}), for whoever may read that employee's week. */
export async function weekOfId(tx: Tx, v: Viewer, id: string, restrictHistoricalEdit: boolean): Promise<WeekView> {
  const row = await store.weekRefOf(tx, id);
  if (!row) throw notFound();
  const employeeId = await readableWeekOwner(tx, v, { employeeId: row.employeeId, weekStart: row.weekStartDate });
  return toWeekView(await weekContext(tx, employeeId, row.weekStartDate, restrictHistoricalEdit), v);
}

/**
 * The week's projects with the estimates of the employee's allocations overlapping the week (their
 * sum; null when none has one) and the hours booked within those allocations' dates (flag estimatedHours).
 */
export async function withWeekEstimates(tx: Tx, view: WeekView): Promise<WeekView> {
  if (view.projects.length === 0) return view;
  const rows = await weekEstimateRows(tx, view.employee.employeeId, view.weekStartDate, view.weekEndDate);
  return {
    ...view,
    projects: view.projects.map((p) => {
      const row = rows.find((r) => r.projectId === p.projectId);
      return { ...p, estimatedHours: row?.estimatedHours ?? null, loggedHours: row?.loggedHours ?? 0 };
    }),
  };
}
