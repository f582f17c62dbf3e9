import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import type { TeamLeaveOverviewView } from '@tenure/domain/leave';
import { queryRows, type Tx } from '../../platform/db.ts';
import { requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { today } from './dates.ts';
import { leaveSpanOf } from './leave-requests.ts';
import { teamScope } from './request-flow.ts';

const UPCOMING_DAYS = 7;
type Entry = TeamLeaveOverviewView['onLeaveToday'][number];

/** The manager overview tab: approved leave of the team today and in the next week, and this month's requests by status. */
export async function teamOverview(tx: Tx, v: Viewer, date: string | undefined, indirect: boolean): Promise<TeamLeaveOverviewView> {
  const day = date ?? today();
  const scope = teamScope(requireEmployee(v), indirect);
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select r.id, e.employee_number, e.display_name, e.profile_image, lt.name as leave_type_name, r.start_date::text as start_date,
               r.end_date::text as end_date, r.day_type, r.half_day_session, r.days::float8 as days
          from leave_requests r join employees e on e.id = r.employee_id join leave_types lt on lt.id = r.leave_type_id
         where ${scope} and r.status = 'approved' and r.start_date <= ${addDays(day, UPCOMING_DAYS)}::date and r.end_date >= ${day}::date
         order by r.start_date, lower(e.display_name)`,
  );
  const entries: Entry[] = rows.map((r) => ({
    leaveApplicationId: String(r.id),
    employee: { employeeNumber: String(r.employee_number), displayName: String(r.display_name), profileImage: (r.profile_image as string | null) ?? null },
    ...leaveSpanOf(r),
  }));
  const monthStart = `${day.slice(0, 7)}-01`;
  const [counts] = await queryRows<{ pending: number; approved: number }>(
    tx,
    sql`select count(*) filter (where r.status = 'pending')::int as pending, count(*) filter (where r.status = 'approved')::int as approved
          from leave_requests r join employees e on e.id = r.employee_id
         where ${scope} and r.start_date >= ${monthStart}::date and r.start_date < (${monthStart}::date + interval '1 month')`,
  );
  return {
    date: day,
    onLeaveToday: entries.filter((e) => e.startDate <= day),
    upcoming: entries.filter((e) => e.startDate > day),
    pendingThisMonth: counts?.pending ?? 0,
    approvedThisMonth: counts?.approved ?? 0,
  };
}
