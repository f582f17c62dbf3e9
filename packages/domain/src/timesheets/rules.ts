import { addDays, isWeekOff, type WorkCalendar } from '../policies/index.ts';
import { sumHours } from './hours.ts';
import { TIMESHEET_MESSAGES } from './messages.ts';
import { weekDates, weekEndOf } from './week.ts';

/** The parts of the timesheet policy (policies' timesheet settings) the week is checked against. */
export interface TimesheetRules {
  maxHoursPerDay: number;
  minHoursPerDay: number;
  /** Days after the week's end during which it may still be changed (restrictHistoricalTimeSheetEdit). */
  submissionDeadlineDays: number;
  /** The most hours of a week (the plan's weekly limit); none when absent. */
  maxHoursPerWeek?: number | null | undefined;
}

/** When an employee has no timesheet plan and the tenant no default: 8 to 24 hours, a week's grace. */
export const FALLBACK_TIMESHEET_RULES: TimesheetRules = {
  maxHoursPerDay: 24,
  minHoursPerDay: 8,
  submissionDeadlineDays: 7,
};

/** A week closes `submissionDeadlineDays` after its last day, when the tenant restricts historical edits. */
export function isWeekLocked(
  weekStartDate: string,
  today: string,
  rules: TimesheetRules,
  restrictHistoricalEdit: boolean,
): boolean {
  return restrictHistoricalEdit && addDays(weekEndOf(weekStartDate), rules.submissionDeadlineDays) < today;
}

/**
 * The week's expected hours: the daily minimum on each day of the work week (week-offs expect
 * none). Holidays and leave on such a day count like worked days: their lines are filled with the
 * daily minimum, so both the expected hours and the week's total include them.
 */
export function expectedWeekHours(weekStartDate: string, rules: TimesheetRules, calendar: WorkCalendar): number {
  return weekDates(weekStartDate).filter((day) => !isWeekOff(calendar, day)).length * rules.minHoursPerDay;
}

export interface RuleLine {
  /** Null for a non-project line (leave, holiday). */
  projectId: string | null;
  hours: readonly number[];
  /** The allocation's dates, for a project line: hours outside them are refused. */
  allocation?: { startDate: string; endDate: string | null } | null;
}

/**
 * The policy's checks of one week's hours, as field errors keyed `lines.<i>.hours.<day>` (a cell)
 * or `days.<day>` (a day's total): project hours only on days that have come and inside the
 * allocation, and no day above the daily maximum.
 */
export function checkWeekHours(
  weekStartDate: string,
  lines: readonly RuleLine[],
  rules: TimesheetRules,
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const dates = weekDates(weekStartDate);
  lines.forEach((line, i) => {
    if (line.projectId === null) return;
    line.hours.forEach((h, d) => {
      if (!h) return;
      const day = dates[d]!;
      if (day > today) errors[`lines.${i}.hours.${d}`] = TIMESHEET_MESSAGES.futureDay;
      else if (
        line.allocation &&
        (day < line.allocation.startDate || (line.allocation.endDate !== null && day > line.allocation.endDate))
      ) {
        errors[`lines.${i}.hours.${d}`] = TIMESHEET_MESSAGES.outsideAllocation;
      }
    });
  });
  dates.forEach((_, d) => {
    if (sumHours(lines.map((l) => l.hours[d])) > rules.maxHoursPerDay)
      errors[`days.${d}`] = TIMESHEET_MESSAGES.dailyMaximum(rules.maxHoursPerDay);
  });
  const max = rules.maxHoursPerWeek;
  if (max != null && sumHours(lines.flatMap((l) => l.hours)) > max) errors.week = TIMESHEET_MESSAGES.weeklyMaximum(max);
  return errors;
}
