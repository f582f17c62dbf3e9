import { z } from 'zod';
import { isoDay } from './days.ts';

/** The display formats a tenant may choose (SPEC §9 "dd MMM yyyy, yyyy-MM-dd and others"). */
export const DATE_FORMATS = ['dd MMM yyyy', 'dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'dd MMM yyyy';
export const dateFormat = z.enum(DATE_FORMATS);

/** English short month names; Intl gives "Sept" for en-GB September, the tenant format wants "Sep". */
export const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const monthNamesByLocale = new Map<string, readonly string[]>();

/**
 * The short month names of a language for the tenant's 'MMM' token: English keeps MONTH_SHORT_NAMES, other
 * languages take Intl's names as they stand beside a day ("сент.", "set.", "सित॰"), so the tenant's pattern
 * keeps its order and only the month's word follows the reader.
 */
export function shortMonthNames(locale: string): readonly string[] {
  if (locale === 'en' || locale.startsWith('en-')) return MONTH_SHORT_NAMES;
  let names = monthNamesByLocale.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    names = MONTH_SHORT_NAMES.map(
      (english, month) =>
        format.formatToParts(Date.UTC(2000, month, 15)).find((part) => part.type === 'month')?.value ?? english,
    );
    monthNamesByLocale.set(locale, names);
  }
  return names;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PATTERN_TOKENS = /yyyy|MMM|MM|dd/g;

interface CalendarDay {
  year: string;
  month: number;
  day: string;
}

/** The calendar day of a timestamp in a time zone (undefined: the runtime's own zone). */
function dayOfTimestamp(at: Date, timeZone: string | undefined): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
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
 * '07 Sep 2026' ('07 сент. 2026' in Russian: `locale` names the month). A timestamp shows its day in
 * `timeZone` (default: the runtime's zone). A value that is not a date comes back as it was.
 */
export function formatDate(
  value: string | Date,
  pattern: string = DEFAULT_DATE_FORMAT,
  timeZone?: string,
  locale = 'en',
): string {
  const day = calendarDayOf(value, timeZone);
  if (!day || day.month < 1 || day.month > 12) return typeof value === 'string' ? value : '';
  return pattern.replace(PATTERN_TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return day.year;
      case 'MMM':
        return shortMonthNames(locale)[day.month - 1]!;
      case 'MM':
        return String(day.month).padStart(2, '0');
      default:
        return day.day;
    }
  });
}

/** "27 Nov 2026", or "27 Nov 2026 – 01 Dec 2026" for a span of days (months named in `locale`). */
export function formatDateRange(
  startDate: string,
  endDate: string,
  pattern: string = DEFAULT_DATE_FORMAT,
  locale = 'en',
): string {
  const start = formatDate(startDate, pattern, undefined, locale);
  return startDate === endDate ? start : `${start} – ${formatDate(endDate, pattern, undefined, locale)}`;
}

const MONTH_BY_NAME = new Map(MONTH_SHORT_NAMES.map((name, i) => [name.toLowerCase(), i + 1]));

/** A calendar day as yyyy-MM-dd, or null when it does not exist (31 Feb). */
function realDay(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return isoDay(at);
}

/**
 * A typed date in the tenant's display format ('07 Sep 2026', '07/09/2026') or ISO
 * ('2026-09-07') as yyyy-MM-dd; null when it is neither or not a real day. Months by name in any
 * case, one-digit days and months accepted.
 */
export function parseDate(text: string, pattern: DateFormat): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = value.split(/[\s/.-]+/);
  const order = pattern.split(/[\s/-]+/);
  if (parts.length !== 3 || order.length !== 3) return null;
  let year = NaN;
  let month = NaN;
  let day = NaN;
  order.forEach((token, i) => {
    const part = parts[i]!;
    if (token === 'yyyy') year = /^\d{4}$/.test(part) ? Number(part) : NaN;
    else if (token === 'MMM') month = MONTH_BY_NAME.get(part.slice(0, 3).toLowerCase()) ?? NaN;
    else if (token === 'MM') month = /^\d{1,2}$/.test(part) ? Number(part) : NaN;
    else day = /^\d{1,2}$/.test(part) ? Number(part) : NaN;
  });
  return Number.isNaN(year + month + day) ? null : realDay(year, month, day);
}
