import { sql } from 'drizzle-orm';
import type { WaitingItem } from '@tenure/domain/actions';
import { TIMESHEET_MESSAGES } from '@tenure/domain/timesheets';
import type { ActionKindProvider } from '../../platform/actions.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { linesRoutedTo } from './policy.ts';

const DECISION_PAGE = '/timesheet-approval';
const PENDING = sql`l.status = 'pending'`;

/**
 * Timesheet weeks waiting for the user (home page's pending count and My Actions): an employee's
 * week with at least one pending line routed to the user counts once.
 */
export const timesheetDecisions: ActionKindProvider = {
  kind: 'timesheetDecision',
  label: TIMESHEET_MESSAGES.pendingDecisionsLabel,
  href: DECISION_PAGE,
  async count(tx: Tx, v: Viewer) {
    if (!v.employeeId) return 0;
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(distinct l.week_id)::int as n from (${linesRoutedTo(v, PENDING, false)}) l`,
    );
    return row?.n ?? 0;
  },
  async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
    if (!v.employeeId) return [];
    const rows = await queryRows<{ id: string; employeeNumber: string; displayName: string; profileImage: string | null; start: string; end: string; hours: number; submittedAt: Date }>(
      tx,
      sql`select w.id, e.employee_number as "employeeNumber", e.display_name as "displayName", e.profile_image as "profileImage",
                 w.week_start_date::text as start, w.week_end_date::text as "end", p.hours, p.submitted_at as "submittedAt"
            from (select l.week_id, sum(l.total)::float8 as hours, min(l.submitted_at) as submitted_at
                    from (${linesRoutedTo(v, PENDING, false)}) l group by l.week_id) p
            join timesheet_weeks w on w.id = p.week_id join employees e on e.id = w.employee_id
           order by p.submitted_at, w.id limit ${limit}`,
    );
    return rows.map((r) => ({
      id: r.id,
      employee: { employeeNumber: r.employeeNumber, displayName: r.displayName, profileImage: r.profileImage },
      title: TIMESHEET_MESSAGES.pendingDecisionsTitle,
      startDate: r.start,
      endDate: r.end,
      quantity: { value: r.hours, unit: 'hours' },
      reason: null,
      submittedAt: new Date(r.submittedAt).toISOString(),
      href: DECISION_PAGE,
    }));
  },
};
