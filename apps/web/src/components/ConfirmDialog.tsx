import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlertCircle } from '@tabler/icons-react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onClose(): void;
  /** The action is running: the confirm button spins and the dialog stays. */
  loading?: boolean;
  /** Why the action was refused (e.g. "in use"); shown in the dialog, so the user sees it where they acted. */
  error?: string | null;
  /** A destructive action gets a red button. */
  danger?: boolean;
  /** Fields the decision takes (a reason, a date), under the question. */
  children?: ReactNode;
}

/** Asks before an action that cannot be undone. Cancel holds the initial focus, so Enter never destroys by accident. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  loading,
  error,
  danger,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered withCloseButton={false}>
      <Stack gap="md">
        <Text>{message}</Text>
        {children}
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="confirm-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} disabled={Boolean(error)}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
