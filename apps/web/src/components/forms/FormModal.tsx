import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormModalProps {
  title: string;
  onClose(): void;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  saving: boolean;
  children: ReactNode;
  /** Wider for a long form (the role editor's key lists). */
  size?: 'lg' | 'xl';
}

/** A dialog around one add/edit form, with Cancel and Save. */
export function FormModal({ title, onClose, onSubmit, saving, children, size = 'lg' }: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('org.common.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('org.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
