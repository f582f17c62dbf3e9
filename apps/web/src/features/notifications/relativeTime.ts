import { formatDate, type DateFormat } from '@tenure/domain/dates';
import { intlLocale } from '../../lib/i18n/index.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday"; a notification older than a week shows its date in the tenant's format
 * instead, the month named in the reader's language. Latin digits in every language (lib/i18n intlLocale).
 */
export function relativeTime(isoDateTime: string, now: Date, language: string, dateFormat: DateFormat): string {
  const then = new Date(isoDateTime);
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const locale = language === 'en' ? 'en-GB' : intlLocale(language);
  if (-seconds >= 7 * 86_400) return formatDate(then, dateFormat, undefined, intlLocale(language));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
