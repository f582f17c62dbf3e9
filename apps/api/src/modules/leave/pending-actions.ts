import type { WaitingItem } from '@tenure/domain/actions';
import { LEAVE_MESSAGES } from '@tenure/domain/leave';
import type { ActionKindProvider } from '../../platform/actions.ts';
import type { Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { compOffWaiting } from './comp-off-queries.ts';
import { leaveWaiting } from './leave-requests-queries.ts';
import { countWaiting, waitingRows, type WaitingSource } from './requests-queries.ts';

/** Where a manager decides both kinds (SPEC §2 /leave-manager?tab=pendingapprovals), with the list of the kind open. */
const DECISION_PAGE = '/leave-manager?tab=pendingapprovals';

interface DecisionKind {
  kind: string;
  label: string;
  href: string;
  source: WaitingSource;
  /** The title shown when the row has none (comp-off requests have no type). */
  fallbackTitle: string;
}

/**
 * Requests wait for the user when they are its approver (the applicant's manager when it was
 * made) and still pending; HR and higher managers may decide too but are not waited for.
 */
function decisionsWaiting(d: DecisionKind): ActionKindProvider {
  return {
    kind: d.kind,
    label: d.label,
    href: d.href,
    count: (tx: Tx, v: Viewer) => (v.employeeId ? countWaiting(tx, d.source, v.employeeId) : Promise.resolve(0)),
    async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
      if (!v.employeeId) return [];
      const rows = await waitingRows(tx, d.source, v.employeeId, limit);
      return rows.map((r) => ({
        id: r.id,
        employee: { employeeNumber: r.employee_number, displayName: r.display_name, profileImage: r.profile_image },
        title: r.title ?? d.fallbackTitle,
        startDate: r.start_date,
        endDate: r.end_date,
        quantity: { value: Number(r.days), unit: 'days' },
        reason: r.reason,
        submittedAt: new Date(r.created_at).toISOString(),
        href: d.href,
      }));
    },
  };
}

export const leaveDecisions = decisionsWaiting({
  kind: 'leaveDecision',
  label: LEAVE_MESSAGES.leaveDecisionsLabel,
  href: DECISION_PAGE,
  source: leaveWaiting,
  fallbackTitle: '',
});

export const compOffDecisions = decisionsWaiting({
  kind: 'compOffDecision',
  label: LEAVE_MESSAGES.compOffDecisionsLabel,
  href: `${DECISION_PAGE}&kind=compOff`,
  source: compOffWaiting,
  fallbackTitle: LEAVE_MESSAGES.compOffTitle,
});
