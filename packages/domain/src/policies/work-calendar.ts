import { isoDay } from '../dates/days.ts';
import {
  FALLBACK_WEEK_OFF,
  FALLBACK_WORK_WEEK,
  WEEKDAYS,
  type WeekOffSettings,
  type Weekday,
  type WorkWeekSettings,
} from './settings.ts';

/**
 * An employee's working calendar: the work-week and week-off plans that apply to them and the
 * holidays of their holiday plan. Pure, so the browser shows the same day count the server charges.
 */
export interface WorkCalendar {
  workWeek: WorkWeekSettings;
  weekOff: WeekOffSettings;
  /** ISO date → holiday name; optional holidays are not days off unless the employee takes them. */
  holidays: ReadonlyMap<string, { name: string; isOptional: boolean }>;
}

/** `takenOptional`: the dates of the optional holidays the employee took; those are days off like any holiday. */
export function workCalendar(
  workWeek: WorkWeekSettings | null,
  weekOff: WeekOffSettings | null,
  holidays: readonly { date: string; name: string; isOptional: boolean }[],
  takenOptional: ReadonlySet<string> = new Set(),
): WorkCalendar {
  return {
    workWeek: workWeek ?? FALLBACK_WORK_WEEK,
    weekOff: weekOff ?? FALLBACK_WEEK_OFF,
    holidays: new Map(
      holidays.map((h) => [h.date, { name: h.name, isOptional: h.isOptional && !takenOptional.has(h.date) }]),
    ),
  };
}

/** Parses 'yyyy-MM-dd' as a UTC calendar day (no time-zone drift). */
export function parseIsoDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

export function addDays(iso: string, days: number): string {
  const d = parseIsoDay(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

export function weekdayOf(iso: string): Weekday {
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(parseIsoDay(iso).getUTCDay() + 6) % 7]!;
}

/** 1 for days 1-7 of the month, 2 for 8-14, … 5 for 29-31. */
export function weekOfMonth(iso: string): number {
  return Math.ceil(parseIsoDay(iso).getUTCDate() / 7);
}

export type DayOffReason = 'weekOff' | 'holiday';

/** The day is off by the work week (not a working weekday, or a week-off rule's day), whether or not it is a holiday. */
export function isWeekOff(calendar: WorkCalendar, iso: string): boolean {
  const day = weekdayOf(iso);
  const week = weekOfMonth(iso);
  return (
    !calendar.workWeek.workingDays.includes(day) ||
    calendar.weekOff.rules.some((rule) => rule.day === day && rule.weeks.includes(week))
  );
}

/** Why a day is not a working day, or null when it is one. */
export function dayOffReason(calendar: WorkCalendar, iso: string): { reason: DayOffReason; name: string } | null {
  const holiday = calendar.holidays.get(iso);
  if (holiday && !holiday.isOptional) return { reason: 'holiday', name: holiday.name };
  return isWeekOff(calendar, iso) ? { reason: 'weekOff', name: weekdayOf(iso) } : null;
}
