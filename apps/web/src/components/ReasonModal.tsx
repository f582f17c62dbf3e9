import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_MESSAGES } from '@tenure/domain/approvals';
import { DECISION_REASON_MAX } from '@tenure/domain/leave';
import { useMessageText } from '../lib/i18n/useMessage.ts';

interface ReasonModalProps {
  title: string;
  /** What is about to happen, in a sentence. */
  message: string;
  confirmLabel: string;
  /** Rejections and HR cancellations need a reason (SPEC §4); others take an optional one. */
  required: boolean;
  /** The text box's label; 'Reason' unless given. */
  label?: string;
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
  danger?: boolean;
}

/** Asks why before a decision; a refusal from the server stays in the dialog. */
export function ReasonModal({
  title,
  message,
  confirmLabel,
  required,
  label,
  onConfirm,
  onClose,
  danger,
}: ReasonModalProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const confirm = async () => {
    if (required && reason.trim() === '') {
      setError(APPROVAL_MESSAGES.reasonRequired);
      return;
    }
    setSaving(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (failure) {
      setRefusal(failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('org.common.close') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{message}</Text>
          <Textarea
            label={label ?? t('leave.decision.reason')}
            withAsterisk={required}
            autosize
            minRows={3}
            maxLength={DECISION_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          {refusal && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('org.common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={saving}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
