import { addDays, parseIsoDay, WEEKDAYS, type Weekday } from '../policies/index.ts';

/** A timesheet week has seven days: weekStartDate .. weekEndDate. */
export const DAYS_IN_WEEK = 7;

/** The first day of the week holding `day`, for weeks starting on `startDay` (the work-week policy's, else Monday). */
export function weekStartOf(day: string, startDay: Weekday = 'MON'): string {
  const weekday = (parseIsoDay(day).getUTCDay() + 6) % 7; // 0 = Monday
  const back = (weekday - WEEKDAYS.indexOf(startDay) + DAYS_IN_WEEK) % DAYS_IN_WEEK;
  return addDays(day, -back);
}

export const weekEndOf = (weekStartDate: string) => addDays(weekStartDate, DAYS_IN_WEEK - 1);

/** The seven dates of the week. */
export function weekDates(weekStartDate: string): string[] {
  return Array.from({ length: DAYS_IN_WEEK }, (_, i) => addDays(weekStartDate, i));
}
