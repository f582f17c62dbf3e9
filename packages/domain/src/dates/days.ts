/**
 * A computed calendar day, held as a UTC midnight `Date`, as 'yyyy-MM-dd'. This is formatting,
 * not a clock: "today" is never taken here — domain rules get the day as a parameter.
 */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
