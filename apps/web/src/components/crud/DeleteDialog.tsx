import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api/index.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

export interface DeleteTarget {
  id: string;
  name: string;
}

interface DeleteDialogProps {
  target: DeleteTarget | null;
  onClose(): void;
  remove(id: string): Promise<unknown>;
  /** The dialog's title, its question about the named record, the success toast and the failure without a reason, instead of the generic ones. */
  texts?: { title: string; question(name: string): string; deleted: string; failed?: string };
}

/**
 * Confirms a delete; a refusal (409 IN_USE: still used by employees, sub-departments, cities…)
 * stays in the dialog with the server's reason instead of vanishing in a toast.
 */
export function DeleteDialog({ target, onClose, remove, texts }: DeleteDialogProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = async () => {
    if (!target) return;
    setDeleting(true);
    try {
      await remove(target.id);
      showToast('success', texts ? texts.deleted : t('org.common.deleted', { name: target.name }));
      close();
    } catch (error) {
      setRefusal(
        error instanceof ApiRequestError
          ? messageText(error.message)
          : (texts?.failed ?? t('messages.somethingWentWrong')),
      );
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      opened={target !== null}
      title={texts ? texts.title : t('org.common.deleteTitle')}
      message={
        texts ? texts.question(target?.name ?? '') : t('org.common.deleteQuestion', { name: target?.name ?? '' })
      }
      confirmLabel={t('org.common.delete')}
      cancelLabel={t('org.common.cancel')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={deleting}
      error={refusal}
      danger
    />
  );
}
