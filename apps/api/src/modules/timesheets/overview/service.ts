import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { TIMESHEET_MESSAGES, type overviewQuery, type OverviewView, type WeekStatus } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { requireEmployee, type Viewer } from '../../../platform/viewer.ts';
import { projectsDecidedBy } from '../weeks/queries.ts';

/**
 * The timesheet overview (SPEC §6: RM and PM differ): a reporting manager sees their reportees'
 * hours, every line; a project manager sees the hours booked on the projects they manage or approve
 * for, by anyone. Hours per project (or leave, holiday) and week, and the weeks by status.
 */
export async function timesheetOverview(tx: Tx, v: Viewer, q: z.infer<typeof overviewQuery>): Promise<OverviewView> {
  const me = requireEmployee(v);
  const lines = q.type === 'RM'
    ? sql`l.employee_id in (select id from employees where manager_id = ${me})`
    : sql`l.project_id in ${projectsDecidedBy(me)}`;
  const range = sql`w.week_start_date between ${q.startDate}::date and ${q.endDate}::date`;
  const rows = await queryRows<{ weekStartDate: string; label: string; hours: number }>(
    tx,
    sql`select w.week_start_date::text as "weekStartDate",
               coalesce(p.name, case l.kind when 'leave' then ${TIMESHEET_MESSAGES.leaveLine} else ${TIMESHEET_MESSAGES.holidayLine} end) as label,
               sum(l.total)::float8 as hours
          from timesheet_lines l join timesheet_weeks w on w.id = l.week_id left join projects p on p.id = l.project_id
         where ${lines} and ${range}
         group by 1, 2 order by 1, 2`,
  );
  const counts = await queryRows<{ status: WeekStatus; weeks: number }>(
    tx,
    sql`select w.status, count(distinct w.id)::int as weeks
          from timesheet_lines l join timesheet_weeks w on w.id = l.week_id
         where ${lines} and ${range} group by w.status order by w.status`,
  );
  return { type: q.type, rows, statusCounts: counts };
}
