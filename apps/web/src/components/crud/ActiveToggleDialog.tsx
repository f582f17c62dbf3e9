import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api/index.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

export interface ToggleTarget {
  name: string;
  isActive: boolean;
  /** Saves the record with the opposite state. */
  toggle(): Promise<unknown>;
}

/**
 * Asks before switching a record off (it leaves every dropdown, records that have it keep it) or
 * back on; a refusal stays in the dialog.
 */
export function ActiveToggleDialog({ target, onClose }: { target: ToggleTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const deactivating = target?.isActive ?? true;

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    setSaving(true);
    try {
      await target.toggle();
      showToast(
        'success',
        t(deactivating ? 'org.common.deactivated' : 'org.common.reactivated', { name: target.name }),
      );
      close();
    } catch (error) {
      setRefusal(error instanceof ApiRequestError ? messageText(error.message) : t('messages.somethingWentWrong'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ConfirmDialog
      opened={target !== null}
      title={t(deactivating ? 'org.common.deactivateTitle' : 'org.common.reactivateTitle')}
      message={t(deactivating ? 'org.common.deactivateQuestion' : 'org.common.reactivateQuestion', {
        name: target?.name ?? '',
      })}
      confirmLabel={t(deactivating ? 'org.common.deactivate' : 'org.common.reactivate')}
      cancelLabel={t('org.common.cancel')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={saving}
      error={refusal}
    />
  );
}
