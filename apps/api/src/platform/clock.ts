/**
 * The one clock. A "day" is a calendar day, 'YYYY-MM-DD', in a time zone: a person's is their
 * location's (employees' `timeZoneOf`), the tenant's default is UTC. Never take "today" from
 * `toISOString().slice(0, 10)`: that is the UTC day, which is yesterday or tomorrow for much of the world.
 */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The day it is in `timeZone` at `at` (now by default). */
export function today(timeZone: string, at: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function localHour(timeZone: string, at: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));
}

/** The time of day in a time zone, as 'HH:mm' (24-hour clock). */
export function localTime(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The UTC day at `at`: for dates that are UTC by definition (job schedules, stored timestamps' days). */
export const utcToday = (at: Date = new Date()) => at.toISOString().slice(0, 10);
