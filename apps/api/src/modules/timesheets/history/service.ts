import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { historyQuery, WeekStatus } from '@tenure/domain/timesheets';
import { queryRows, type Tx } from '../../../platform/db.ts';
import { requireEmployee, type Viewer } from '../../../platform/viewer.ts';

/** The caller's weeks, latest first, a page of 20 (SPEC §9), optionally between two dates. */
export async function weekHistory(tx: Tx, v: Viewer, q: z.infer<typeof historyQuery>) {
  const employeeId = requireEmployee(v);
  const rows = await queryRows<{ id: string; weekStartDate: string; weekEndDate: string; status: WeekStatus; totalHours: number; lineCount: number; updatedAt: Date; total: number }>(
    tx,
    sql`select w.id, w.week_start_date::text as "weekStartDate", w.week_end_date::text as "weekEndDate", w.status, w.total_hours as "totalHours",
               (select count(*)::int from timesheet_lines l where l.week_id = w.id) as "lineCount", w.updated_at as "updatedAt", count(*) over ()::int as total
          from timesheet_weeks w
         where w.employee_id = ${employeeId} and w.status <> 'new'
           and (${q.startDate ?? null}::date is null or w.week_end_date >= ${q.startDate ?? null}::date)
           and (${q.endDate ?? null}::date is null or w.week_start_date <= ${q.endDate ?? null}::date)
         order by w.week_start_date desc
         limit ${q.size} offset ${(q.page - 1) * q.size}`,
  );
  return {
    items: rows.map(({ total: _, ...r }) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    size: q.size,
  };
}
