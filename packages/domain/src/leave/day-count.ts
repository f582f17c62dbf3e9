import { addDays, dayOffReason, type WorkCalendar } from '../policies/work-calendar.ts';
import type { LeaveDayType } from './leave-types.ts';

export interface DayCount {
  days: number;
  excluded: { date: string; reason: 'weekOff' | 'holiday'; name: string }[];
}

/** The longest span counted day by day; longer requests are refused before counting. */
export const MAX_LEAVE_SPAN_DAYS = 366;

/**
 * SPEC issue 5 item 6: the days a request charges are its working days; week-offs and holidays
 * of the employee's calendar are left out. A half day counts 0.5 (on a working day).
 */
export function countLeaveDays(
  calendar: WorkCalendar,
  startDate: string,
  endDate: string,
  dayType: LeaveDayType,
): DayCount {
  const excluded: DayCount['excluded'] = [];
  let days = 0;
  for (let day = startDate, n = 0; day <= endDate && n < MAX_LEAVE_SPAN_DAYS; day = addDays(day, 1), n++) {
    const off = dayOffReason(calendar, day);
    if (off) excluded.push({ date: day, ...off });
    else days += 1;
  }
  return { days: dayType === 'Half Day' ? Math.min(days, 1) / 2 : days, excluded };
}
