import { sql } from 'drizzle-orm';
import { WEEK_HISTORY_LIMIT, type WeekStatus } from '@tenure/domain/timesheets';
import { queryRows, readTogether, type Tx } from '../../../platform/db.ts';

/** The employee's weeks past 'new', latest first, a page at a time, optionally between two dates; each row carries the total count. */
export const weeksOf = (
  tx: Tx,
  employeeId: string,
  q: { startDate?: string | undefined; endDate?: string | undefined; page: number; size: number },
) =>
  queryRows<{
    id: string;
    weekStartDate: string;
    weekEndDate: string;
    status: WeekStatus;
    totalHours: number;
    lineCount: number;
    updatedAt: Date;
    total: number;
  }>(
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

/** Whose week `weekId` is, and when it starts. */
export async function weekOwner(
  tx: Tx,
  weekId: string,
): Promise<{ employeeId: string; weekStart: string } | undefined> {
  const [week] = await queryRows<{ employeeId: string; weekStart: string }>(
    tx,
    sql`select employee_id as "employeeId", week_start_date::text as "weekStart" from timesheet_weeks where id = ${weekId}`,
  );
  return week;
}

export interface DecisionRow {
  at: string;
  toStatus: 'approved' | 'rejected';
  actorName: string | null;
  rule: string | null;
  client: string | null;
  reason: string | null;
  lines: string[];
}

/** The week's saves, submits and pull-backs (audit trail) and the decisions on its lines (approval records, `requestType`), latest first. */
export const weekEvents = (tx: Tx, weekId: string, requestType: string) =>
  readTogether<{ audit: { at: string; action: string; actorName: string | null }[]; decisions: DecisionRow[] }>(tx, {
    audit: sql`select to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, a.action, e.display_name as "actorName"
                 from audit_log a left join users u on u.id = a.actor_user_id left join employees e on e.id = u.employee_id
                where a.entity = 'timesheet_week' and a.entity_id = ${weekId} and a.action in ('timesheet.week.save', 'timesheet.week.submit', 'timesheet.week.unsubmit')
                order by a.created_at desc limit ${WEEK_HISTORY_LIMIT}`,
    decisions: sql`select to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, d.to_status as "toStatus", e.display_name as "actorName",
                          d.decided_by_rule as rule, case when d.decided_by is null and d.decided_by_rule is null then min(c.name) end as client, d.reason,
                          array_agg(distinct coalesce(p.name, initcap(l.kind::text)) order by coalesce(p.name, initcap(l.kind::text))) as lines
                     from approval_decisions d
                     join timesheet_lines l on l.id = d.request_id
                     left join projects p on p.id = l.project_id
                     left join clients c on c.id = p.client_id
                     left join employees e on e.id = d.decided_by
                    where d.request_type = ${requestType} and l.week_id = ${weekId} and d.to_status in ('approved', 'rejected')
                    group by d.created_at, d.to_status, d.decided_by, e.display_name, d.decided_by_rule, d.reason
                    order by d.created_at desc limit ${WEEK_HISTORY_LIMIT}`,
  });
