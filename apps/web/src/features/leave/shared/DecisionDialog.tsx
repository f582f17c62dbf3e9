import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDecideRequest } from '../requestsApi.ts';
import { ReasonModal } from '../../../components/ReasonModal.tsx';
import type { PendingDecision } from './RequestActions.tsx';

/**
 * Confirms a decision. Approving takes an optional comment the employee sees; rejecting and
 * cancelling approved leave (HR) need a reason (SPEC §4); a requester withdrawing a pending
 * request only confirms.
 */
export function DecisionDialog({ decision, onClose }: { decision: PendingDecision; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const decide = useDecideRequest();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { row, verb, describe } = decision;
  const send = async (reason?: string) => {
    await decide.mutateAsync({ kind: row.kind, id: row.id, verb, reason: reason || undefined });
    showToast('success', t('messages.updated'));
  };

  if (verb === 'cancel' && row.status === 'pending') {
    return (
      <ConfirmDialog
        opened
        title={t('leave.decision.withdrawTitle')}
        message={t('leave.decision.withdrawQuestion', { what: describe })}
        confirmLabel={t('leave.decision.withdraw')}
        cancelLabel={t('leave.decision.keep')}
        loading={decide.isPending}
        error={refusal}
        danger
        onClose={onClose}
        onConfirm={() =>
          void send().then(onClose, (error: unknown) =>
            setRefusal(error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong')),
          )
        }
      />
    );
  }
  if (verb === 'approve') {
    return (
      <ReasonModal
        title={t('leave.decision.approveTitle')}
        message={t('leave.decision.approveQuestion', { what: describe })}
        label={t('leave.decision.comment')}
        confirmLabel={t('leave.requests.approve')}
        required={false}
        onConfirm={send}
        onClose={onClose}
      />
    );
  }
  const rejecting = verb === 'reject';
  return (
    <ReasonModal
      title={t(rejecting ? 'leave.decision.rejectTitle' : 'leave.decision.cancelApprovedTitle')}
      message={t(rejecting ? 'leave.decision.rejectQuestion' : 'leave.decision.cancelApprovedQuestion', {
        what: describe,
      })}
      confirmLabel={t(rejecting ? 'leave.requests.reject' : 'leave.requests.cancelApproved')}
      required
      danger
      onConfirm={send}
      onClose={onClose}
    />
  );
}
