import type { WaitingItem } from '@tenure/domain/actions';
import { OFFBOARDING_MESSAGES, TRANSFER_MESSAGES } from '@tenure/domain/offboarding';
import type { ActionKindProvider } from '../../platform/actions.ts';
import type { Tx } from '../../platform/db.ts';
import type { Viewer } from '../../platform/viewer.ts';
import {
  countTransfersWaiting,
  countWaiting,
  exitStepsWaiting,
  listTransfersWaiting,
  listWaiting,
  resignationsWaiting,
  tasksWaiting,
  type WaitingRow,
  type WaitingSource,
} from './action-queries.ts';
import { canApproveTransfers } from './policy.ts';

/**
 * Offboarding's kinds in My Actions: resignations waiting for the manager's decision, exit steps
 * waiting for their approver (only the chain's current step), tasks open for their owner.
 */
function waiting(
  kind: string,
  label: string,
  href: (row: WaitingRow) => string,
  source: WaitingSource,
): ActionKindProvider {
  return {
    kind,
    label,
    href: '/offboarding-request',
    async count(tx: Tx, v: Viewer) {
      if (!v.employeeId) return 0;
      return countWaiting(tx, source, v.employeeId);
    },
    async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
      if (!v.employeeId) return [];
      const rows = await listWaiting(tx, source, v.employeeId, limit);
      return rows.map((r) => ({
        id: r.id,
        employee: { employeeNumber: r.employee_number, displayName: r.display_name, profileImage: r.profile_image },
        title: r.title,
        startDate: r.start_date,
        endDate: r.end_date,
        quantity: null,
        reason: r.reason,
        submittedAt: new Date(r.created_at).toISOString(),
        href: href(r),
      }));
    },
  };
}

export const resignationDecisions = waiting(
  'resignationDecision',
  OFFBOARDING_MESSAGES.resignationDecisionsLabel,
  (r) => `/offboarding-request/${r.resignation_id}`,
  resignationsWaiting,
);

export const exitApprovalDecisions = waiting(
  'exitApproval',
  OFFBOARDING_MESSAGES.exitApprovalsLabel,
  (r) => `/offboarding-request/${r.resignation_id}`,
  exitStepsWaiting,
);

export const offboardingTaskActions = waiting(
  'offboardingTask',
  OFFBOARDING_MESSAGES.offboardingTasksLabel,
  () => '/offboarding-tasks',
  tasksWaiting,
);

/** Pending transfers the caller may decide: ApproveTransfer in the old or new entity, not their own nor ones they initiated. */
export const transferDecisions: ActionKindProvider = {
  kind: 'transferDecision',
  label: TRANSFER_MESSAGES.decisionsLabel,
  href: '/transfer-request',
  async count(tx: Tx, v: Viewer) {
    if (!v.employeeId || !canApproveTransfers(v)) return 0;
    return countTransfersWaiting(tx, v);
  },
  async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
    if (!v.employeeId || !canApproveTransfers(v)) return [];
    const rows = await listTransfersWaiting(tx, v, limit);
    return rows.map((r) => ({
      id: r.id,
      employee: { employeeNumber: r.employee_number, displayName: r.display_name, profileImage: r.profile_image },
      title: `Transfer to ${r.entity}`,
      startDate: r.effective_date,
      endDate: null,
      quantity: null,
      reason: r.reason,
      submittedAt: new Date(r.created_at).toISOString(),
      href: `/transfer-request/${r.id}`,
    }));
  },
};
