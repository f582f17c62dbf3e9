import type { JobView } from '@tenure/domain/leave';

/** A count the job reported under a name, or null when it reported none. */
export function resultCount(result: JobView['result'], key: string): number | null {
  const value = result?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
