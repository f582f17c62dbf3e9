import type { z } from 'zod';
import { weekStartOf, type pendingQuery } from '@tenure/domain/timesheets';
import { addDays } from '@tenure/domain/policies';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { pendingPeople } from '../policy.ts';
import { pendingWeeks } from './queries.ts';

/** The Mondays from the week of `start` to `end`. */
function weeksBetween(start: string, end: string): string[] {
  const weeks: string[] = [];
  for (let week = weekStartOf(start); week <= end; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/**
 * Pending timesheets (SPEC §7 filter: the week's startDate and endDate): the weeks between the two
 * dates that the caller's reportees (everyone's, for a timesheet admin) have not submitted —
 * missing, saved or un-submitted. Weeks are counted from Monday;
 * each person's week is looked up by the unique index, not joined with every stored week.
 */
export async function pendingTimesheets(tx: Tx, v: Viewer, q: z.infer<typeof pendingQuery>) {
  const rows = await pendingWeeks(tx, pendingPeople(v), weeksBetween(q.startDate, q.endDate), q);
  return {
    items: rows.map((r) => ({
      employee: { employeeId: r.employeeId, employeeNumber: r.employeeNumber, displayName: r.displayName },
      weekStartDate: r.weekStartDate,
      status: r.status ?? ('new' as const),
      totalHours: r.totalHours ?? 0,
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    size: q.size,
  };
}
