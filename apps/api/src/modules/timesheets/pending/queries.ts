import { sql, type SQL } from 'drizzle-orm';
import type { WeekStatus } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { employedOn } from '../../../platform/employment.ts';

/**
 * The weeks (Mondays `weeks`) that `people` (alias `e`) employed then have not submitted, a page at
 * a time; each person's week is looked up by the unique index. Each row carries the total count.
 */
export const pendingWeeks = (tx: Tx, people: SQL, weeks: readonly string[], q: { page: number; size: number }) =>
  queryRows<{
    employeeId: string;
    employeeNumber: string;
    displayName: string;
    weekStartDate: string;
    status: WeekStatus | null;
    totalHours: number | null;
    total: number;
  }>(
    tx,
    sql`select e.id as "employeeId", e.employee_number as "employeeNumber", e.display_name as "displayName", s.week::text as "weekStartDate",
               w.status, w.total_hours as "totalHours", count(*) over ()::int as total
          from employees e
          cross join unnest(${`{${weeks.join(',')}}`}::date[]) s(week)
          left join lateral (select w.status, w.total_hours from timesheet_weeks w where w.employee_id = e.id and w.week_start_date = s.week limit 1) w on true
         where ${people} and ${employedOn(sql`s.week`)} and (w.status is null or w.status in ('new', 'saved', 'unsubmitted'))
         order by s.week desc, e.display_name, e.id
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
