import { z } from 'zod';

/**
 * Optional (restricted) holidays: days of the employee's holiday calendar marked optional, which
 * become their days off once taken, up to the calendar's optionalHolidayLimit a calendar year.
 */
export const optionalHolidayQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

/** The holiday to take (the body of POST) or to give back (the path of DELETE). */
export const optionalHolidayInput = z.object({ holidayId: z.uuid() });
export const optionalHolidayParam = optionalHolidayInput;

export const optionalHolidayView = z.object({
  holidayId: z.string(),
  date: z.string(),
  name: z.string(),
  taken: z.boolean(),
  /** Whether it may still be taken or given back: only before the day (see canChangeOptionalHoliday). */
  changeable: z.boolean(),
});
export type OptionalHolidayView = z.infer<typeof optionalHolidayView>;

export const optionalHolidaysView = z.object({
  year: z.number(),
  /** The caller's holiday calendar (null when none applies to them). */
  calendarName: z.string().nullable(),
  /** How many optional holidays may be taken in the year. */
  limit: z.number(),
  /** How many of the year's optional holidays the caller took. */
  taken: z.number(),
  holidays: z.array(optionalHolidayView),
});
export type OptionalHolidaysView = z.infer<typeof optionalHolidaysView>;

/** An optional holiday is taken or given back before its day only ('yyyy-MM-dd' strings compare as dates). */
export const canChangeOptionalHoliday = (date: string, today: string) => date > today;
