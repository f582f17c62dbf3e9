import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { POLICY_MESSAGES } from './messages.ts';
import { breakInsideShift } from './shift-time.ts';

/** 'HH:mm', 0-23 hours and 0-59 minutes (SPEC §9). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, POLICY_MESSAGES.invalidTime);

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const weekday = z.enum(WEEKDAYS);

/** SPEC §9 notice period units. */
export const NOTICE_PERIOD_UNITS = ['Month', 'Week', 'Days'] as const;

const nonNegative = z.number({ error: POLICY_MESSAGES.numberRequired }).min(0, MESSAGES.negativeValue);

export const shiftBreak = z.object({ label: z.string().trim().min(1).max(60), start: timeOfDay, end: timeOfDay });

/**
 * A shift runs from start to end; an end at or before the start crosses midnight (a night shift
 * 22:00–06:00 is 8 hours). Breaks lie inside the shift.
 */
export const shiftSettings = z
  .object({
    startTime: timeOfDay,
    endTime: timeOfDay,
    graceMinutes: z.number().int().min(0).max(240).default(0),
    breaks: z.array(shiftBreak).max(10).default([]),
  })
  .superRefine((shift, ctx) => {
    shift.breaks.forEach((pause, i) => {
      if (!breakInsideShift(shift, pause))
        ctx.addIssue({ code: 'custom', path: ['breaks', i, 'start'], message: POLICY_MESSAGES.breakOutsideShift });
    });
  });

export const probationSettings = z.object({
  duration: z.number().int().min(1).max(1000),
  unit: z.enum(['years', 'months', 'weeks', 'days']),
});

export const noticePeriodSettings = z.object({
  duration: z.number().int().min(1).max(1000),
  unit: z.enum(NOTICE_PERIOD_UNITS),
});

export const overtimeSettings = z.object({
  /** Minutes beyond the shift before overtime counts. */
  thresholdMinutes: z.number().int().min(0).max(1440),
  /** Pay multiplier, e.g. 1.5. */
  multiplier: nonNegative.max(10),
  maxHoursPerMonth: nonNegative.max(744),
  requiresApproval: z.boolean(),
});

/** A holiday plan is a holiday calendar: its holidays are rows of policy_holidays. */
export const holidaySettings = z.object({
  /** How many optional (restricted) holidays an employee may take in a calendar year. */
  optionalHolidayLimit: z.number().int().min(0).max(50),
});

export const timesheetSettings = z
  .object({
    weekStartDay: weekday,
    minHoursPerDay: nonNegative.max(24),
    maxHoursPerDay: nonNegative.max(24),
    submissionDeadlineDays: z.number().int().min(0).max(31),
    /** The most hours a week may hold (issue 17); none when absent. */
    maxHoursPerWeek: nonNegative.max(168).nullish(),
  })
  .refine((t) => t.maxHoursPerDay >= t.minHoursPerDay, {
    path: ['maxHoursPerDay'],
    message: POLICY_MESSAGES.maxBelowMin,
  });

/** The days of a normal working week. Days outside it are week-offs. */
export const workWeekSettings = z.object({
  workingDays: z.array(weekday).min(1, POLICY_MESSAGES.workingDayRequired).max(7),
});
export type WorkWeekSettings = z.infer<typeof workWeekSettings>;

/**
 * Extra days off inside the working week, by weekday and week of the month: alternate Saturdays
 * are `{ day: 'SAT', weeks: [2, 4] }`; every Saturday is `weeks: [1, 2, 3, 4, 5]`.
 */
export const weekOffRule = z.object({
  day: weekday,
  weeks: z.array(z.number().int().min(1).max(5)).min(1).max(5),
});
export const weekOffSettings = z.object({ rules: z.array(weekOffRule).max(7) });
export type WeekOffSettings = z.infer<typeof weekOffSettings>;

/** A leave plan grants the leave types it lists (their rules live on the leave type). */
export const leavePolicySettings = z.object({ leaveTypeIds: z.array(z.uuid()).max(100) });

export const POLICY_SETTINGS = {
  leave: leavePolicySettings,
  shift: shiftSettings,
  probation: probationSettings,
  noticePeriod: noticePeriodSettings,
  overtime: overtimeSettings,
  holiday: holidaySettings,
  timesheet: timesheetSettings,
  workWeek: workWeekSettings,
  weekOff: weekOffSettings,
} as const;

/** Used when an employee has no plan of the type and the tenant set no default. */
export const FALLBACK_WORK_WEEK: WorkWeekSettings = { workingDays: ['MON', 'TUE', 'WED', 'THU', 'FRI'] };
export const FALLBACK_WEEK_OFF: WeekOffSettings = { rules: [] };
