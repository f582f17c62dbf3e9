import { sql, type SQL } from 'drizzle-orm';
import { TIMESHEET_MESSAGES, type WeekStatus } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';

/** The weeks (alias `w`) starting between the two dates. */
export const overviewRange = (startDate: string, endDate: string): SQL =>
  sql`w.week_start_date between ${startDate}::date and ${endDate}::date`;

/** Hours per week and project (or leave, holiday), and the weeks by status, of the lines in range. */
export async function overviewHours(tx: Tx, lines: SQL, range: SQL) {
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
  return { rows, counts };
}
