import { z } from 'zod';
import { isoDate } from '../validation/fields.ts';

/** Celebrations look this many days ahead unless a window is given. */
export const CELEBRATION_WINDOW_DAYS = 30;
export const MAX_CALENDAR_RANGE_DAYS = 366;

export const dateWindowQuery = z.object({ startDate: isoDate.optional(), endDate: isoDate.optional() });

export const celebrationView = z.object({
  type: z.enum(['birthday', 'workAnniversary']),
  /** The day it falls on inside the window. */
  date: z.string(),
  /** Completed years of service, for anniversaries only (a birthday's year stays private). */
  years: z.number().nullable(),
  employeeNumber: z.string(),
  displayName: z.string(),
  designation: z.string().nullable(),
  departmentName: z.string().nullable(),
  profileImage: z.string().nullable(),
});
export type CelebrationView = z.infer<typeof celebrationView>;

/** Holidays default to 1 Jan – 31 Dec of the current year, from the caller's holiday calendar (holiday policy plan). */
export const holidayQuery = dateWindowQuery;
export const holidayView = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  isOptional: z.boolean(),
  /** The holiday calendar (holiday policy plan) it comes from. */
  calendarName: z.string(),
});
export type HolidayView = z.infer<typeof holidayView>;

export const quickLinkView = z.object({ id: z.string(), title: z.string(), url: z.string() });

export const eventDetailsQuery = z.object({ date: isoDate.optional() });
/** What happens on one day: birthdays, work anniversaries and people who joined in the week before. */
export const employeeEventDetailsView = z.object({
  date: z.string(),
  birthdays: z.array(celebrationView),
  workAnniversaries: z.array(celebrationView),
  newJoiners: z.array(
    z.object({
      employeeNumber: z.string(),
      displayName: z.string(),
      designation: z.string().nullable(),
      dateOfJoining: z.string(),
    }),
  ),
});
export const NEW_JOINER_DAYS = 7;
