import { parseIsoDay } from '../policies/work-calendar.ts';

/** Constants and rules of clients, projects, tasks and project teams (SPEC §3, §9). */

export const CLIENT_STATUSES = ['Active', 'Inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const PROJECT_STATUSES = ['Active', 'OnHold', 'Completed', 'Closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** Statuses in which people can be allocated and book hours. */
export const OPEN_PROJECT_STATUSES: readonly ProjectStatus[] = ['Active'];

/** Task types of the task catalogue and custom tasks ("task types", SPEC §3). */
export const TASK_TYPES = [
  'Development',
  'Testing',
  'Design',
  'Analysis',
  'Project Management',
  'Meeting',
  'Support',
  'Training',
  'Documentation',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** An allocation is given either as hours per week or as a percentage of the standard week. */
export const ALLOCATION_BASES = ['HoursPerWeek', 'Percent'] as const;
export type AllocationBasis = (typeof ALLOCATION_BASES)[number];

/** The week a 100% allocation stands for (README Decisions): five days of eight hours. */
export const STANDARD_WEEK_HOURS = 40;
/** Nobody is allocated more than this to one project in a week. */
export const MAX_HOURS_PER_WEEK = 80;

/** Sections of the project set-up history log (projectSetupHistoryLogs). */
export const PROJECT_HISTORY_SECTIONS = ['project', 'managers', 'approvers', 'entities', 'tasks', 'team'] as const;
export type ProjectHistorySection = (typeof PROJECT_HISTORY_SECTIONS)[number];

/** SPEC §9 fixed sizes. */
export const BILLING_ENTITIES_PAGE_SIZE = 25;
export const TASKS_PAGE_SIZE = 100;
export const TEAM_PAGE_SIZE = 1500;
export const APPROVERS_PAGE_SIZE = 100;
/** Project managers per project, billing entities and client managers per client: a short list. */
export const MAX_LINKS = 25;

const DAY_MS = 86_400_000;
const toDay = (iso: string) => parseIsoDay(iso).getTime();

/** Monday to Friday days from start to end, both included (ISO dates). */
export function weekdaysBetween(startDate: string, endDate: string): number {
  const start = toDay(startDate);
  const end = toDay(endDate);
  if (end < start) return 0;
  const days = Math.round((end - start) / DAY_MS) + 1;
  const fullWeeks = Math.floor(days / 7);
  let count = fullWeeks * 5;
  const startDow = new Date(start).getUTCDay();
  for (let i = 0; i < days % 7; i++) {
    const dow = (startDow + i) % 7;
    if (dow !== 0 && dow !== 6) count++;
  }
  return count;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Hours per week and percent of the standard week, whichever was given, and the other from it. */
export function allocationRate(basis: AllocationBasis, value: number): { hoursPerWeek: number; percent: number } {
  return basis === 'Percent'
    ? { percent: round2(value), hoursPerWeek: round2((value * STANDARD_WEEK_HOURS) / 100) }
    : { hoursPerWeek: round2(value), percent: round2((value * 100) / STANDARD_WEEK_HOURS) };
}

/** The allocated hours of a period: the weekly hours spread over its weekdays. */
export function allocatedHours(startDate: string, endDate: string, hoursPerWeek: number): number {
  return round2((weekdaysBetween(startDate, endDate) * hoursPerWeek) / 5);
}

/** Two inclusive date ranges share at least one day. */
export const periodsOverlap = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/**
 * The highest total percent an employee is allocated on any day of `period`, over all their
 * allocations (impactOfMultipleAllocations shows it when above 100).
 */
export function peakAllocationPercent(
  period: { startDate: string; endDate: string },
  allocations: readonly { startDate: string; endDate: string; percent: number }[],
): number {
  const inPeriod = allocations.filter((a) => periodsOverlap(a, period));
  // The total only changes where an allocation starts, so the peak is at one of those days.
  const days = new Set([
    period.startDate,
    ...inPeriod.map((a) => (a.startDate > period.startDate ? a.startDate : period.startDate)),
  ]);
  let peak = 0;
  for (const day of days) {
    const total = inPeriod.filter((a) => a.startDate <= day && day <= a.endDate).reduce((sum, a) => sum + a.percent, 0);
    peak = Math.max(peak, total);
  }
  return round2(peak);
}
