import { intlLocale } from '../../../lib/i18n/index.ts';

/** A clock time in the employee's own time zone (not the browser's), e.g. "09:05", with Latin digits in every language. */
export function formatClockTime(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/** Whole minutes as hours and minutes. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(total));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
