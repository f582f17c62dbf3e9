import { z } from 'zod';
import { LINE_STATUSES } from './status.ts';
import { BOOKED_CATEGORIES } from './utilisation.ts';

/** The kinds of day of a person's utilisation drill-down. */
export const UTILISATION_DAY_KINDS = ['working', 'weekOff', 'holiday', 'notEmployed'] as const;

/**
 * GET /api/reports/{key}/people/{employeeId}/days: how a person's utilisation over the report's
 * period was counted — each day (week-off, holiday, leave, not yet or no longer employed), the
 * hours available, the lines counted with their hours inside the period, and the sums.
 */
export const utilisationPersonDaysView = z.object({
  employee: z.object({ employeeId: z.string(), employeeNumber: z.string(), displayName: z.string() }),
  from: z.string(),
  to: z.string(),
  includeSubmitted: z.boolean(),
  hoursPerDay: z.number(),
  workingDays: z.number(),
  holidayDays: z.number(),
  leaveDays: z.number(),
  holidayHours: z.number(),
  leaveHours: z.number(),
  availableHours: z.number(),
  bookedHours: z.number(),
  billableHours: z.number(),
  nonBillableHours: z.number(),
  internalHours: z.number(),
  utilisation: z.number().nullable(),
  days: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(UTILISATION_DAY_KINDS),
      holidayName: z.string().nullable(),
      leaveDays: z.number(),
      availableHours: z.number(),
      bookedHours: z.number(),
    }),
  ),
  lines: z.array(
    z.object({
      weekStartDate: z.string(),
      projectName: z.string(),
      taskName: z.string().nullable(),
      category: z.enum(BOOKED_CATEGORIES),
      status: z.enum(LINE_STATUSES),
      hours: z.array(z.number()),
      hoursInPeriod: z.number(),
    }),
  ),
});
export type UtilisationPersonDaysView = z.infer<typeof utilisationPersonDaysView>;

/** GET /api/timesheet/v2/utilisation-target: the tenant's utilisation target (the default until one is saved). */
export const utilisationTargetView = z.object({ targetPercent: z.number(), isDefault: z.boolean() });
export type UtilisationTargetView = z.infer<typeof utilisationTargetView>;

export const UTILISATION_MESSAGES = {
  targetRange: 'Enter a target from 1 to 100.',
} as const;

/** PUT /api/timesheet/v2/utilisation-target: a target from 1 to 100 percent, to two decimals. */
export const utilisationTargetInput = z.object({
  targetPercent: z.number().min(1, UTILISATION_MESSAGES.targetRange).max(100, UTILISATION_MESSAGES.targetRange),
});
export type UtilisationTargetInput = z.infer<typeof utilisationTargetInput>;
