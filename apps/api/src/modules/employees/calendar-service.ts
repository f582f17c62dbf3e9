import {
  CELEBRATION_WINDOW_DAYS,
  EMPLOYEE_MESSAGES,
  MAX_CALENDAR_RANGE_DAYS,
  NEW_JOINER_DAYS,
} from '@tenure/domain/employees';
import type { Tx } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { celebrationsBetween, newJoinersBetween, placeOfEmployee } from './calendar-queries.ts';
import { addDays, daysBetween, today } from '../../platform/clock.ts';
import type { Viewer } from '../../platform/viewer.ts';

export interface DateWindow {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** A calendar window: the end not before the start, and at most MAX_CALENDAR_RANGE_DAYS long (else 400). */
export function checkedRange(start: string, end: string) {
  if (end < start) throw badRequest(EMPLOYEE_MESSAGES.endBeforeStart, { endDate: EMPLOYEE_MESSAGES.endBeforeStart });
  if (daysBetween(start, end) > MAX_CALENDAR_RANGE_DAYS)
    throw badRequest(EMPLOYEE_MESSAGES.dateRangeTooLong, { endDate: EMPLOYEE_MESSAGES.dateRangeTooLong });
  return { start, end };
}

/** A person's "today": the day at their location (UTC without an employee record or a location). */
export async function todayOfEmployee(tx: Tx, employeeId: string | null) {
  return today((await placeOfEmployee(tx, employeeId)).timeZone);
}

/** "Today" is the caller's local day, so a celebration (or a review phase) does not flip at UTC midnight. */
export const todayOf = (tx: Tx, v: Viewer) => todayOfEmployee(tx, v.employeeId);

/** Tenant-wide birthdays and anniversaries; default window: today and the next 30 days. */
export async function celebrations(tx: Tx, v: Viewer, w: DateWindow) {
  const start = w.startDate ?? (await todayOf(tx, v));
  const { end } = checkedRange(start, w.endDate ?? addDays(start, CELEBRATION_WINDOW_DAYS));
  return celebrationsBetween(tx, start, end);
}

/** One day's events: birthdays, work anniversaries, and who joined in the week up to it. */
export async function eventDetails(tx: Tx, v: Viewer, date?: string) {
  const day = date ?? (await todayOf(tx, v));
  const events = await celebrationsBetween(tx, day, day);
  return {
    date: day,
    birthdays: events.filter((e) => e.type === 'birthday'),
    workAnniversaries: events.filter((e) => e.type === 'workAnniversary'),
    newJoiners: await newJoinersBetween(tx, addDays(day, -NEW_JOINER_DAYS), day),
  };
}
