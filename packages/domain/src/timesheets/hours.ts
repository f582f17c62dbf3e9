/**
 * Hours as people type them in a timesheet cell: "7.5", "7,5", "7:30", "8" or "" (nothing).
 * Kept to a quarter of an hour; a day holds at most 24.
 */
export const MAX_HOURS_PER_CELL = 24;
const QUARTER = 0.25;

/** Hours of a typed cell, null when it is empty, NaN when it cannot be read or is out of range. */
export function parseHours(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  const hours = clock
    ? Number(clock[1]) + Number(clock[2]) / 60
    : /^\d{1,2}([.,]\d{1,2})?$/.test(value)
      ? Number(value.replace(',', '.'))
      : NaN;
  if (!Number.isFinite(hours) || hours > MAX_HOURS_PER_CELL) return NaN;
  return roundHours(hours);
}

/** To the nearest quarter hour (7:20 is 7.25, 7:40 is 7.75). */
export function roundHours(hours: number): number {
  return Math.round(hours / QUARTER) * QUARTER;
}

/** How a cell shows hours: "7.5", "8", "" for none. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || hours === 0) return '';
  return String(Number(hours.toFixed(2)));
}

export const sumHours = (values: readonly (number | null | undefined)[]) =>
  values.reduce<number>((sum, h) => sum + (h ?? 0), 0);
