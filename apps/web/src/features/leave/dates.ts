import type { LeaveDayType } from '@tenure/domain/leave';

/** The weekday of a 'yyyy-MM-dd' date ("Friday"), without time-zone shifts. */
export function weekdayOf(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { weekday: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The range the day-count endpoint is asked about, once the form holds one that makes sense
 * (both dates, end not before start); a half day is its start date alone.
 */
export function dayCountRange(
  startDate: string,
  endDate: string,
  dayType: LeaveDayType,
): { startDate: string; endDate: string; dayType: LeaveDayType } | null {
  if (!ISO_DATE.test(startDate)) return null;
  if (dayType === 'Half Day') return { startDate, endDate: startDate, dayType };
  if (!ISO_DATE.test(endDate) || endDate < startDate) return null;
  return { startDate, endDate, dayType };
}
