import { sql } from 'drizzle-orm';
import type { WaitingItem } from '@tenure/domain/actions';
import { GOAL_MESSAGES } from '@tenure/domain/performance';
import type { ActionKindProvider } from '../../../platform/actions.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';

/** My Actions: goals submitted to the caller (their reporting manager when submitted) and waiting for a decision. */
export const goalApprovals: ActionKindProvider = {
  kind: 'goalApproval',
  label: GOAL_MESSAGES.goalApprovalsLabel,
  href: '/performance/goals-approval-view',
  async count(tx: Tx, v: Viewer) {
    if (!v.employeeId) return 0;
    const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from goals where approver_id = ${v.employeeId} and status = 'pending'`);
    return row?.n ?? 0;
  },
  async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
    if (!v.employeeId) return [];
    const rows = await queryRows<{ id: string; title: string; employee_number: string; display_name: string; profile_image: string | null; start_date: string; end_date: string; updated_at: Date | string }>(
      tx,
      sql`select g.id, g.title, e.employee_number, e.display_name, e.profile_image, g.start_date::text as start_date, g.end_date::text as end_date, g.updated_at
            from goals g join employees e on e.id = g.owner_id where g.approver_id = ${v.employeeId} and g.status = 'pending'
           order by g.updated_at, g.id limit ${limit}`,
    );
    return rows.map((r) => ({
      id: r.id,
      employee: { employeeNumber: r.employee_number, displayName: r.display_name, profileImage: r.profile_image },
      title: r.title,
      startDate: r.start_date,
      endDate: r.end_date,
      quantity: null,
      reason: null,
      submittedAt: new Date(r.updated_at).toISOString(),
      href: '/performance/goals-approval-view',
    }));
  },
};
