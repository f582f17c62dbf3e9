/** SPEC §9 'dd MMM yyyy' (14 May 2026) in the user's language; a date-only value is not shifted by the time zone. */
export function formatDate(isoDate: string, language: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  // English as in the spec (14 May 2026), not the US order.
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
