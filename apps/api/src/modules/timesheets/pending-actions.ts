import type { WaitingItem } from '@tenure/domain/actions';
import { TIMESHEET_MESSAGES } from '@tenure/domain/timesheets';
import type { ActionKindProvider } from '../../platform/actions.ts';
import type { Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { PENDING_LINE, routedWeekCount, routedWeekList } from './approvals/queries.ts';
import { linesRoutedTo } from './policy.ts';

const DECISION_PAGE = '/timesheet-approval';

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
    return routedWeekCount(tx, linesRoutedTo(v, PENDING_LINE, false));
  },
  async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
    if (!v.employeeId) return [];
    const rows = await routedWeekList(tx, linesRoutedTo(v, PENDING_LINE, false), limit);
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
