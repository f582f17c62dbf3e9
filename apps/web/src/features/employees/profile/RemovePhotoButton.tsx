import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRemoveProfileImage } from '../profileApi.ts';

/** Removes the picture after a confirmation; the avatar then falls back to the initials. */
export function RemovePhotoButton({ employeeNumber, displayName }: { employeeNumber: string; displayName: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const remove = useRemoveProfileImage(employeeNumber);
  const [asking, setAsking] = useState(false);

  const close = () => {
    remove.reset();
    setAsking(false);
  };
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast('success', t('employees.profile.photoRemoved'));
        close();
      },
    });

  return (
    <>
      <Button variant="default" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setAsking(true)}>
        {t('employees.profile.removePhoto')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('employees.profile.removePhotoTitle')}
        message={t('employees.profile.removePhotoQuestion', { name: displayName })}
        confirmLabel={t('employees.profile.removePhoto')}
        cancelLabel={t('employees.profile.cancel')}
        onConfirm={confirm}
        onClose={close}
        loading={remove.isPending}
        error={remove.error ? messageText(remove.error.message) : null}
        danger
      />
    </>
  );
}
