import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { weekStartOf, type pendingQuery, type WeekStatus } from '@tenure/domain/timesheets';
import { addDays } from '@tenure/domain/policies';
import { queryRows, type Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { pendingPeople } from '../policy.ts';
import { employedOn } from '../../../platform/employment.ts';

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
  const people = pendingPeople(v);
  const rows = await queryRows<{ employeeId: string; employeeNumber: string; displayName: string; weekStartDate: string; status: WeekStatus | null; totalHours: number | null; total: number }>(
    tx,
    sql`select e.id as "employeeId", e.employee_number as "employeeNumber", e.display_name as "displayName", s.week::text as "weekStartDate",
               w.status, w.total_hours as "totalHours", count(*) over ()::int as total
          from employees e
          cross join unnest(${`{${weeksBetween(q.startDate, q.endDate).join(',')}}`}::date[]) s(week)
          left join lateral (select w.status, w.total_hours from timesheet_weeks w where w.employee_id = e.id and w.week_start_date = s.week limit 1) w on true
         where ${people} and ${employedOn(sql`s.week`)} and (w.status is null or w.status in ('new', 'saved', 'unsubmitted'))
         order by s.week desc, e.display_name, e.id
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
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
