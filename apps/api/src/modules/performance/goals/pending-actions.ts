import type { WaitingItem } from '@tenure/domain/actions';
import { GOAL_MESSAGES } from '@tenure/domain/performance';
import type { ActionKindProvider } from '../../../platform/actions.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { pendingGoalCount, pendingGoals } from './queries.ts';

/** My Actions: goals submitted to the caller (their reporting manager when submitted) and waiting for a decision. */
export const goalApprovals: ActionKindProvider = {
  kind: 'goalApproval',
  label: GOAL_MESSAGES.goalApprovalsLabel,
  href: '/performance/goals-approval-view',
  async count(tx: Tx, v: Viewer) {
    if (!v.employeeId) return 0;
    return pendingGoalCount(tx, v.employeeId);
  },
  async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
    if (!v.employeeId) return [];
    const rows = await pendingGoals(tx, v.employeeId, limit);
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
