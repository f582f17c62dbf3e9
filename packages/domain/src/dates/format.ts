import { z } from 'zod';

/** The display formats a tenant may choose (SPEC §9 "dd MMM yyyy, yyyy-MM-dd and others"). */
export const DATE_FORMATS = ['dd MMM yyyy', 'dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'dd MMM yyyy';
export const dateFormat = z.enum(DATE_FORMATS);

/** English short month names; Intl gives "Sept" for en-GB September, the tenant format wants "Sep". */
export const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PATTERN_TOKENS = /yyyy|MMM|MM|dd/g;

interface CalendarDay {
  year: string;
  month: number;
  day: string;
}

/** The calendar day of a timestamp in a time zone (undefined: the runtime's own zone). */
function dayOfTimestamp(at: Date, timeZone: string | undefined): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: Number(part('month')), day: part('day') };
}

function calendarDayOf(value: string | Date, timeZone: string | undefined): CalendarDay | null {
  if (typeof value === 'string') {
    // A date-only value is a calendar day already: no time-zone shift.
    const iso = ISO_DATE.exec(value);
    if (iso) return { year: iso[1]!, month: Number(iso[2]), day: iso[3]! };
  }
  const at = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(at.getTime()) ? null : dayOfTimestamp(at, timeZone);
}

/**
 * An ISO date ('2026-09-07') or timestamp in a tenant's display format: 'dd MMM yyyy' gives
 * '07 Sep 2026'. A timestamp shows its day in `timeZone` (default: the runtime's zone). A value
 * that is not a date comes back as it was.
 */
export function formatDate(value: string | Date, pattern: string = DEFAULT_DATE_FORMAT, timeZone?: string): string {
  const day = calendarDayOf(value, timeZone);
  if (!day || day.month < 1 || day.month > 12) return typeof value === 'string' ? value : '';
  return pattern.replace(PATTERN_TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return day.year;
      case 'MMM':
        return MONTH_SHORT_NAMES[day.month - 1]!;
      case 'MM':
        return String(day.month).padStart(2, '0');
      default:
        return day.day;
    }
  });
}

/** "27 Nov 2026", or "27 Nov 2026 – 01 Dec 2026" for a span of days. */
export function formatDateRange(startDate: string, endDate: string, pattern: string = DEFAULT_DATE_FORMAT): string {
  const start = formatDate(startDate, pattern);
  return startDate === endDate ? start : `${start} – ${formatDate(endDate, pattern)}`;
}
