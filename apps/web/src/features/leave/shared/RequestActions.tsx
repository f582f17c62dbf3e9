import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestRow } from '../requestRows.ts';
import type { RequestScope } from '../requestsApi.ts';

/** A decision asked in a dialog first: an approval (optional comment), a rejection or a cancellation. */
export interface PendingDecision {
  row: RequestRow;
  verb: 'approve' | 'reject' | 'cancel';
  /** Who and when, for the dialog's question. */
  describe: string;
}

interface RequestActionsProps {
  row: RequestRow;
  scope: RequestScope;
  mayCancelApproved: boolean;
  describe: string;
  onAsk(decision: PendingDecision): void;
}

/** The buttons of one request row: each names the request for screen readers. */
export function RequestActions({ row, scope, mayCancelApproved, describe, onAsk }: RequestActionsProps) {
  const { t } = useTranslation();
  const ask = (verb: PendingDecision['verb']) => onAsk({ row, verb, describe });
  const buttons = [];
  if (row.status === 'pending' && scope === 'mine') {
    buttons.push(
      <Button
        key="cancel"
        size="compact-sm"
        variant="default"
        aria-label={t('leave.requests.cancelNamed', { what: describe })}
        onClick={() => ask('cancel')}
      >
        {t('leave.requests.cancel')}
      </Button>,
    );
  }
  if (row.status === 'pending' && scope !== 'mine') {
    buttons.push(
      <Button
        key="approve"
        size="compact-sm"
        aria-label={t('leave.requests.approveNamed', { what: describe })}
        onClick={() => ask('approve')}
      >
        {t('leave.requests.approve')}
      </Button>,
      <Button
        key="reject"
        size="compact-sm"
        variant="default"
        color="red"
        aria-label={t('leave.requests.rejectNamed', { what: describe })}
        onClick={() => ask('reject')}
      >
        {t('leave.requests.reject')}
      </Button>,
    );
  }
  if (row.status === 'approved' && scope === 'hr' && mayCancelApproved) {
    buttons.push(
      <Button
        key="cancel"
        size="compact-sm"
        variant="default"
        color="red"
        aria-label={t('leave.requests.cancelApprovedNamed', { what: describe })}
        onClick={() => ask('cancel')}
      >
        {t('leave.requests.cancelApproved')}
      </Button>,
    );
  }
  if (buttons.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {buttons}
    </Group>
  );
}
