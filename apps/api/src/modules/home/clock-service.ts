import { EMPLOYEE_MESSAGES } from '@tenure/domain/employees';
import type { ClockDayView } from '@tenure/domain/home';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { conflict } from '../../platform/errors.ts';
import { placeOfEmployee } from '../employees/index.ts';
import { today } from '../../platform/clock.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { closeOpenSession, openSession, sessionsOfDay } from './queries.ts';

const MINUTE_MS = 60_000;

/**
 * The log of one local working day: the sessions clocked in on that day in the employee's time
 * zone, plus a session still open from an earlier day (a night shift), so "clock out" is always visible.
 */
export async function clockDay(tx: Tx, v: Viewer, date?: string, now = new Date()): Promise<ClockDayView> {
  const employeeId = requireEmployee(v);
  const { timeZone } = await placeOfEmployee(tx, employeeId);
  const day = date ?? today(timeZone, now);
  const isToday = day === today(timeZone, now);
  const rows = await sessionsOfDay(tx, employeeId, day, isToday);
  const sessions = rows.map((r) => ({
    id: r.id,
    clockInAt: r.clockInAt.toISOString(),
    clockOutAt: r.clockOutAt?.toISOString() ?? null,
    minutes: Math.floor(((r.clockOutAt ?? now).getTime() - r.clockInAt.getTime()) / MINUTE_MS),
  }));
  return {
    date: day,
    timeZone,
    isClockedIn: rows.some((r) => r.clockOutAt === null),
    sessions,
    totalMinutes: sessions.reduce((sum, s) => sum + s.minutes, 0),
  };
}

/**
 * Opens a session. The partial unique index allows one open session per employee, so of two
 * clock-ins racing each other exactly one inserts; the other finds the conflict and gets a 409.
 */
export async function clockIn(tx: Tx, v: Viewer, now = new Date()): Promise<ClockDayView> {
  const employeeId = requireEmployee(v);
  const { timeZone } = await placeOfEmployee(tx, employeeId);
  const opened = await openSession(tx, {
    tenantId: v.tenantCode,
    employeeId,
    clockInAt: now,
    timeZone,
    workDate: today(timeZone, now),
  });
  if (!opened) throw conflict(EMPLOYEE_MESSAGES.alreadyClockedIn, undefined, 'ALREADY_CLOCKED_IN');
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'attendance.clock-in',
    entity: 'attendance_session',
    entityId: opened.id,
    after: { clockInAt: now.toISOString(), timeZone },
  });
  return clockDay(tx, v, undefined, now);
}

export async function clockOut(tx: Tx, v: Viewer, now = new Date()): Promise<ClockDayView> {
  const employeeId = requireEmployee(v);
  const closed = await closeOpenSession(tx, employeeId, now);
  if (!closed) throw conflict(EMPLOYEE_MESSAGES.notClockedIn, undefined, 'NOT_CLOCKED_IN');
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'attendance.clock-out',
    entity: 'attendance_session',
    entityId: closed.id,
    before: { clockOutAt: null },
    after: { clockOutAt: now.toISOString() },
  });
  // The day the session began: a night shift closed after midnight shows with its own day.
  return clockDay(tx, v, closed.workDate, now);
}
