import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@tenure/domain/users';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useAccountAction, type AccountAction } from './api.ts';

interface UserActionsMenuProps {
  user: UserRow;
  /** The account actions (ManageUsers); without it only the explanation is offered. */
  canManageAccounts: boolean;
  onWhy(user: UserRow): void;
}

/** The menu of a user row; deactivation and forced resets ask first. */
export function UserActionsMenu({ user, canManageAccounts, onWhy }: UserActionsMenuProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const action = useAccountAction();
  const [confirming, setConfirming] = useState<'deactivate' | 'reset-password' | null>(null);

  const run = (kind: AccountAction) =>
    action.mutate(
      { userId: user.userId, action: kind },
      {
        onSuccess: () => {
          setConfirming(null);
          showToast('success', t(`users.actions.done.${kind}`, { username: user.username }));
        },
        onError: (error) => {
          if (!confirming) showToast('error', messageText(error.message));
        },
      },
    );
  const close = () => {
    action.reset();
    setConfirming(null);
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            aria-label={t('users.actions.menu', { username: user.username })}
            data-testid={`user-actions-${user.username}`}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onWhy(user)}>{t('users.actions.why')}</Menu.Item>
          {canManageAccounts && (
            <>
              {user.status === 'Locked' && (
                <Menu.Item onClick={() => run('unlock')}>{t('users.actions.unlock')}</Menu.Item>
              )}
              {user.status !== 'Deactivated' && (
                <Menu.Item onClick={() => setConfirming('reset-password')}>
                  {t('users.actions.resetPassword')}
                </Menu.Item>
              )}
              {user.status === 'Deactivated' ? (
                <Menu.Item onClick={() => run('reactivate')}>{t('users.actions.reactivate')}</Menu.Item>
              ) : (
                <Menu.Item color="red" onClick={() => setConfirming('deactivate')}>
                  {t('users.actions.deactivate')}
                </Menu.Item>
              )}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming !== null}
        title={t(confirming === 'deactivate' ? 'users.actions.deactivateTitle' : 'users.actions.resetTitle', {
          username: user.username,
        })}
        message={t(confirming === 'deactivate' ? 'users.actions.deactivateText' : 'users.actions.resetText')}
        confirmLabel={t(confirming === 'deactivate' ? 'users.actions.deactivate' : 'users.actions.resetPassword')}
        cancelLabel={t('users.actions.cancel')}
        onConfirm={() => confirming && run(confirming)}
        onClose={close}
        loading={action.isPending}
        error={action.error ? messageText(action.error.message) : null}
        danger
      />
    </>
  );
}
