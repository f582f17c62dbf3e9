import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DATE_FORMAT, formatDate, formatDateRange, type DateFormat } from '@tenure/domain/dates';
import { intlLocale } from './i18n/index.ts';
import { useTenantStore } from './session/tenantStore.ts';

/** The tenant's date display format (SPEC §9), loaded with the tenant at start-up. */
export function useDateFormat(): DateFormat {
  return useTenantStore((s) => s.tenant?.dateFormat ?? DEFAULT_DATE_FORMAT);
}

/** The reader's language as an Intl locale (lib/i18n `intlLocale`); pages re-render when it changes. */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return intlLocale(i18n.language);
}

/**
 * The date pickers' language (dayjs, which Mantine's pickers use): each language's shell texts
 * (locales/<lang>.ts) load its dayjs locale with them, so a language costs nothing to others.
 */
const DAYJS_LOCALES: Record<string, string> = { hi: 'hi', mr: 'mr', pt: 'pt-br', ru: 'ru' };

export function usePickerLocale(): string {
  const { i18n } = useTranslation();
  return DAYJS_LOCALES[i18n.language] ?? 'en';
}

/**
 * Formats ISO dates and timestamps the way every page of this tenant shows them: the tenant's pattern, with
 * the month named in the reader's language ("07 Sep 2026", "07 сент. 2026", "07 set. 2026").
 */
export function useFormatDate() {
  const pattern = useDateFormat();
  const locale = useIntlLocale();
  const format = useCallback((value: string) => formatDate(value, pattern, undefined, locale), [pattern, locale]);
  const formatRange = useCallback(
    (startDate: string, endDate: string) => formatDateRange(startDate, endDate, pattern, locale),
    [pattern, locale],
  );
  /** A timestamp as the tenant's date and the browser's local time, in the reader's language ("26 Nov 2026 14:05"). */
  const formatDateTime = useCallback(
    (iso: string) =>
      `${formatDate(iso, pattern, undefined, locale)} ${new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}`,
    [pattern, locale],
  );
  /** A month (`2026-09`) as a chart or table names it, in the reader's language ("Sep 2026", "сент. 2026 г."). */
  const formatMonth = useCallback(
    (month: string, year: 'numeric' | '2-digit' = 'numeric') =>
      new Intl.DateTimeFormat(locale, { month: 'short', year, timeZone: 'UTC' }).format(
        new Date(`${month.slice(0, 7)}-01T00:00:00Z`),
      ),
    [locale],
  );
  return { pattern, formatDate: format, formatDateRange: formatRange, formatDateTime, formatMonth };
}

/** Numbers in the reader's language: "1,234.5" in English, "1 234,5" in Russian, "12,34,567" in Hindi. */
export function useFormatNumber(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const locale = useIntlLocale();
  return useCallback(
    (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    [locale],
  );
}

const DAYJS_TOKENS: Record<string, string> = { yyyy: 'YYYY', MMM: 'MMM', MM: 'MM', dd: 'DD' };

/** The same pattern in dayjs tokens, for the `valueFormat` of @mantine/dates pickers. */
export function dayjsFormatOf(pattern: DateFormat): string {
  return pattern.replace(/yyyy|MMM|MM|dd/g, (token) => DAYJS_TOKENS[token] ?? token);
}

/**
 * The one "today" of the web app: the browser user's own calendar day, 'yyyy-MM-dd' in local time.
 * Never `toISOString().slice(0, 10)` — that is the UTC day, yesterday or tomorrow for much of the world.
 * Also turns any other moment into its local day.
 */
export function localIsoDate(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
