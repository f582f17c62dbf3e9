/** The home dashboard and web clock-in/clock-out contracts (SPEC §2 /home, /home/web-clockinout-details). */
import { z } from 'zod';
import { feature, section, type AccessKey } from '../access/access-key.ts';
import { MESSAGES } from '../messages.ts';
import { celebrationView, holidayView, quickLinkView } from '../employees/calendar.ts';
import { employeeCard } from '../employees/list.ts';

export const UPCOMING_HOLIDAYS_COUNT = 5;
/** Celebrations shown on the home card before "See all", so the card stays as tall as its neighbours. */
export const HOME_CELEBRATIONS_SHOWN = 5;

/** Holding any of these, a user decides other people's requests, so the home page shows their pending actions. */
export const DECIDER_ACCESS_KEYS: readonly AccessKey[] = [
  feature('LEAVE_MANAGEMENT', 'TeamLeave'),
  section('LEAVE_MANAGEMENT', 'HrLeaveManagement'),
  feature('WORK_TIMESHEET', 'ApproveTeamTimesheet'),
];

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
  /** Whether the user decides anyone's requests (a decider key, reportees, or requests waiting); only then is the count shown. */
  decidesRequests: z.boolean(),
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
