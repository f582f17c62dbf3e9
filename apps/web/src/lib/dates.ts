import { useCallback } from 'react';
import { DEFAULT_DATE_FORMAT, formatDate, formatDateRange, type DateFormat } from '@tenure/domain/dates';
import { useTenantStore } from './session/tenantStore.ts';

/** The tenant's date display format (SPEC §9), loaded with the tenant at start-up. */
export function useDateFormat(): DateFormat {
  return useTenantStore((s) => s.tenant?.dateFormat ?? DEFAULT_DATE_FORMAT);
}

/** Formats ISO dates and timestamps the way every page of this tenant shows them. */
export function useFormatDate() {
  const pattern = useDateFormat();
  const format = useCallback((value: string) => formatDate(value, pattern), [pattern]);
  const formatRange = useCallback(
    (startDate: string, endDate: string) => formatDateRange(startDate, endDate, pattern),
    [pattern],
  );
  /** A timestamp as the tenant's date and the browser's local time ("26 Nov 2026 14:05"). */
  const formatDateTime = useCallback(
    (iso: string) =>
      `${formatDate(iso, pattern)} ${new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`,
    [pattern],
  );
  return { pattern, formatDate: format, formatDateRange: formatRange, formatDateTime };
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
