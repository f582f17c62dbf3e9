import { addDays, isWeekOff, type WorkCalendar } from '../policies/index.ts';
import { DAYS_IN_WEEK } from './week.ts';

/**
 * The utilisation engine's rules (docs/decisions/reports-utilisation.md): a person's available hours
 * over a period from their working calendar, joining and last day and approved leave; booked hours
 * from timesheet lines clipped to the period; utilisation = booked ÷ available. Pure, so the reports,
 * the drill-down and the tests share one arithmetic.
 */

/** How a booked hour counts: billable to a client, unbilled work on a client's project, or the company's own work. */
export const BOOKED_CATEGORIES = ['billable', 'nonBillable', 'internal'] as const;
export type BookedCategory = (typeof BOOKED_CATEGORIES)[number];

/** The billing type (BillingType master) of a project that bills nobody: its hours are internal. */
export const INTERNAL_BILLING_TYPE = 'Non-Billable';

/**
 * A project line's category: internal when its project's billing type is Non-Billable (the company's
 * own projects), else billable when its task is (project_tasks.is_billable), else non-billable.
 */
export function bookedCategory(projectBillingType: string | null, taskIsBillable: boolean | null): BookedCategory {
  if (projectBillingType === INTERNAL_BILLING_TYPE) return 'internal';
  return taskIsBillable ? 'billable' : 'nonBillable';
}

const DAY_MS = 86_400_000;

/** Milliseconds of an ISO day (yyyy-mm-dd) at midnight UTC, without a Date: called for every person of a report. */
const utcMillis = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));

/** Days from `from` to `day` (negative before it). */
export const dayIndex = (from: string, day: string) => Math.round((utcMillis(day) - utcMillis(from)) / DAY_MS);

/** What a day of the work calendar is, before the person's own leave and optional holidays. */
export type CalendarDayKind = 'working' | 'weekOff' | 'holiday';

/**
 * A work calendar laid over a period once, for everyone who shares it: each day's kind, and how many
 * working days and holidays come before each day, so a person's window is counted in constant time.
 */
export interface PeriodCalendar {
  from: string;
  to: string;
  kinds: readonly CalendarDayKind[];
  holidayNames: ReadonlyMap<string, string>;
  /** workingBefore[i]: working days among the days before day i (length: days + 1). */
  workingBefore: readonly number[];
  holidayBefore: readonly number[];
}

/**
 * The calendar's days from `from` to `to`. A holiday (not optional, or optional and taken when the
 * calendar was made with the person's choices) on a day of the work week is a holiday; on a week-off
 * it is just a week-off (it takes no hours away). Week-offs follow isWeekOff, the leave and timesheet pages' rule.
 */
export function periodCalendar(calendar: WorkCalendar, from: string, to: string): PeriodCalendar {
  const length = Math.max(0, dayIndex(from, to) + 1);
  const kinds: CalendarDayKind[] = [];
  const holidayNames = new Map<string, string>();
  const workingBefore = [0];
  const holidayBefore = [0];
  for (let i = 0; i < length; i++) {
    const day = addDays(from, i);
    const holiday = calendar.holidays.get(day);
    const kind: CalendarDayKind = isWeekOff(calendar, day)
      ? 'weekOff'
      : holiday && !holiday.isOptional
        ? 'holiday'
        : 'working';
    if (holiday) holidayNames.set(day, holiday.name);
    kinds.push(kind);
    workingBefore.push(workingBefore[i]! + (kind === 'working' ? 1 : 0));
    holidayBefore.push(holidayBefore[i]! + (kind === 'holiday' ? 1 : 0));
  }
  return { from, to, kinds, holidayNames, workingBefore, holidayBefore };
}

/** The days of the period the person works here: from max(period start, joining) to min(period end, last day); null when none. */
export function employedWindow(
  from: string,
  to: string,
  joined: string,
  lastDay: string | null,
): { from: string; to: string } | null {
  const start = joined > from ? joined : from;
  const end = lastDay !== null && lastDay < to ? lastDay : to;
  return start <= end ? { from: start, to: end } : null;
}

/** Approved leave of a person: a half day ('Half Day') counts half on its day. */
export interface LeaveSpan {
  startDate: string;
  endDate: string;
  dayType: string;
}

/** Who a person is to the engine besides their calendar. */
export interface PersonCalendarFacts {
  joined: string;
  /** The last working day of a released resignation; null while they stay. */
  lastDay: string | null;
  /** The timesheet policy's daily hours (minHoursPerDay): what a working day is worth. */
  hoursPerDay: number;
  leave: readonly LeaveSpan[];
  /** The optional holidays the person took (dates): days off like any holiday. */
  takenOptional: readonly string[];
}

export interface Availability {
  hoursPerDay: number;
  /** Days of the work week in the window that are not holidays (leave days included). */
  workingDays: number;
  holidayDays: number;
  /** Leave on working days (a half day counts 0.5). */
  leaveDays: number;
  holidayHours: number;
  leaveHours: number;
  /** (working days − leave days) × hours per day. */
  availableHours: number;
}

const leaveOn = (leave: readonly LeaveSpan[], day: string) => {
  const span = leave.find((l) => l.startDate <= day && l.endDate >= day);
  return span ? (span.dayType === 'Half Day' ? 0.5 : 1) : 0;
};

/** Days of the leave spans and taken optional holidays inside the window, each once. */
function ownDaysIn(window: { from: string; to: string }, facts: PersonCalendarFacts): string[] {
  const days = new Set<string>();
  for (const l of facts.leave) {
    const start = l.startDate > window.from ? l.startDate : window.from;
    const end = l.endDate < window.to ? l.endDate : window.to;
    for (let day = start; day <= end; day = addDays(day, 1)) days.add(day);
  }
  for (const day of facts.takenOptional) if (day >= window.from && day <= window.to) days.add(day);
  return [...days];
}

/** What a day is for the person: the calendar's kind, a taken optional holiday, or leave (its fraction) on a working day. */
function personDay(period: PeriodCalendar, facts: PersonCalendarFacts, day: string) {
  const kind = period.kinds[dayIndex(period.from, day)]!;
  if (kind === 'working' && facts.takenOptional.includes(day)) return { kind: 'holiday' as const, leave: 0 };
  return { kind, leave: kind === 'working' ? leaveOn(facts.leave, day) : 0 };
}

const NONE: Omit<Availability, 'hoursPerDay'> = {
  workingDays: 0,
  holidayDays: 0,
  leaveDays: 0,
  holidayHours: 0,
  leaveHours: 0,
  availableHours: 0,
};

/** A person's available hours over the period of the shared calendar (counted from its prefix sums; leave and optional holidays one by one). */
export function personAvailability(period: PeriodCalendar, facts: PersonCalendarFacts): Availability {
  const window = employedWindow(period.from, period.to, facts.joined, facts.lastDay);
  if (!window) return { hoursPerDay: facts.hoursPerDay, ...NONE };
  const a = dayIndex(period.from, window.from);
  const b = dayIndex(period.from, window.to) + 1;
  let workingDays = period.workingBefore[b]! - period.workingBefore[a]!;
  let holidayDays = period.holidayBefore[b]! - period.holidayBefore[a]!;
  let leaveDays = 0;
  for (const day of ownDaysIn(window, facts)) {
    const own = personDay(period, facts, day);
    if (own.kind === 'holiday' && period.kinds[dayIndex(period.from, day)] === 'working') {
      workingDays -= 1;
      holidayDays += 1;
    }
    leaveDays += own.leave;
  }
  const h = facts.hoursPerDay;
  return {
    hoursPerDay: h,
    workingDays,
    holidayDays,
    leaveDays,
    holidayHours: holidayDays * h,
    leaveHours: leaveDays * h,
    availableHours: (workingDays - leaveDays) * h,
  };
}

/** One day of a person's drill-down. */
export interface AvailabilityDay {
  date: string;
  kind: CalendarDayKind | 'notEmployed';
  /** The holiday's name on a holiday (or a holiday falling on a week-off). */
  holidayName: string | null;
  /** Leave taken that day: 0, 0.5 or 1. */
  leaveDays: number;
  availableHours: number;
}

/** Every day of the period for one person, as the drill-down shows it; the sums equal personAvailability. */
export function availabilityDays(period: PeriodCalendar, facts: PersonCalendarFacts): AvailabilityDay[] {
  const window = employedWindow(period.from, period.to, facts.joined, facts.lastDay);
  return period.kinds.map((_, i) => {
    const date = addDays(period.from, i);
    const holidayName = period.holidayNames.get(date) ?? null;
    if (!window || date < window.from || date > window.to)
      return { date, kind: 'notEmployed', holidayName, leaveDays: 0, availableHours: 0 };
    const own = personDay(period, facts, date);
    return {
      date,
      kind: own.kind,
      holidayName,
      leaveDays: own.leave,
      availableHours: own.kind === 'working' ? (1 - own.leave) * facts.hoursPerDay : 0,
    };
  });
}

/** The hours of a timesheet line (seven days from the week's start) that fall between `from` and `to`. */
export function hoursInPeriod(weekStartDate: string, hours: readonly number[], from: string, to: string): number {
  let sum = 0;
  for (let i = 0; i < DAYS_IN_WEEK; i++) {
    const day = addDays(weekStartDate, i);
    if (day >= from && day <= to) sum += hours[i] ?? 0;
  }
  return sum;
}

/** Booked ÷ available in percent to two decimals; none when nothing was available. A group's: its sums, never an average of percentages. */
export function utilisationPercent(booked: number, available: number): number | null {
  return available > 0 ? Math.round((booked / available) * 10_000) / 100 : null;
}

/** Red, amber or green of a utilisation against its target (docs/decisions/reports-utilisation.md). */
export const RAG_STATUSES = ['Green', 'Amber', 'Red'] as const;
export type RagStatus = (typeof RAG_STATUSES)[number];

/** Amber: at most this many percentage points below the target. */
export const AMBER_BAND_POINTS = 10;

/** The tenant's target when it has set none (percent). */
export const DEFAULT_UTILISATION_TARGET = 75;

/** Green at or above the target, amber within AMBER_BAND_POINTS below it, red further below; none without a figure. */
export function ragStatus(actual: number | null, target: number): RagStatus | null {
  if (actual === null) return null;
  if (actual >= target) return 'Green';
  return actual >= target - AMBER_BAND_POINTS ? 'Amber' : 'Red';
}
