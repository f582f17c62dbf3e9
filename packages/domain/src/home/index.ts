/** The home dashboard and web clock-in/clock-out contracts (SPEC §2 /home, /home/web-clockinout-details). */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { celebrationView, holidayView, quickLinkView } from '../employees/calendar.ts';
import { employeeCard } from '../employees/list.ts';

export const UPCOMING_HOLIDAYS_COUNT = 5;

export const PARTS_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
/** Morning before 12:00, afternoon before 17:00, evening after, in the employee's own time zone. */
export function partOfDay(localHour: number): (typeof PARTS_OF_DAY)[number] {
  if (localHour < 12) return 'morning';
  return localHour < 17 ? 'afternoon' : 'evening';
}

export const homeDashboardView = z.object({
  greeting: z.object({
    firstName: z.string(),
    displayName: z.string(),
    partOfDay: z.enum(PARTS_OF_DAY),
    /** The employee's local date and time zone. */
    today: z.string(),
    timeZone: z.string(),
  }),
  quickLinks: z.array(quickLinkView),
  celebrations: z.array(celebrationView),
  upcomingHolidays: z.array(holidayView),
  manager: employeeCard.nullable(),
  team: z.array(employeeCard),
  /** Approvals waiting for the user; 0 until leave and timesheet approvals exist. */
  pendingActionsCount: z.number(),
});
export type HomeDashboardView = z.infer<typeof homeDashboardView>;

export const clockSessionView = z.object({
  id: z.string(),
  clockInAt: z.string(),
  clockOutAt: z.string().nullable(),
  /** Whole minutes; an open session counts up to now. */
  minutes: z.number(),
});

export const clockDayQuery = z.object({ date: z.iso.date(MESSAGES.invalidDate).optional() });

export const clockDayView = z.object({
  /** The local working day (the day the session was clocked in, in the employee's time zone). */
  date: z.string(),
  timeZone: z.string(),
  isClockedIn: z.boolean(),
  sessions: z.array(clockSessionView),
  totalMinutes: z.number(),
});
export type ClockDayView = z.infer<typeof clockDayView>;
