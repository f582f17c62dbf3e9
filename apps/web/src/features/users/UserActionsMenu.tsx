import { useState } from 'react';
import { ActionIcon, Drawer, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@tenure/domain/users';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SessionsTable } from '../auth/index.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useAccountAction, useResetMfa, type AccountAction } from './api.ts';

interface UserActionsMenuProps {
  user: UserRow;
  /** The account actions (ManageUsers); without it only the explanation is offered. */
  canManageAccounts: boolean;
  onWhy(user: UserRow): void;
}

/** What asks first: deactivation, a forced password reset, the reset of two-factor authentication. */
type Confirmed = 'deactivate' | 'reset-password' | 'reset-mfa';
const CONFIRM_TEXTS = {
  deactivate: {
    title: 'users.actions.deactivateTitle',
    text: 'users.actions.deactivateText',
    label: 'users.actions.deactivate',
  },
  'reset-password': {
    title: 'users.actions.resetTitle',
    text: 'users.actions.resetText',
    label: 'users.actions.resetPassword',
  },
  'reset-mfa': {
    title: 'users.actions.resetMfaTitle',
    text: 'users.actions.resetMfaText',
    label: 'users.actions.resetMfa',
  },
} as const satisfies Record<Confirmed, { title: string; text: string; label: string }>;

/** The menu of a user row; deactivation and forced resets ask first. */
export function UserActionsMenu({ user, canManageAccounts, onWhy }: UserActionsMenuProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const action = useAccountAction();
  const resetMfa = useResetMfa();
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const [sessionsOpened, sessions] = useDisclosure(false);
  const pending = confirming === 'reset-mfa' ? resetMfa : action;

  const callbacks = (done: `users.actions.done.${AccountAction | 'reset-mfa'}`) => ({
    onSuccess: () => {
      setConfirming(null);
      showToast('success', t(done, { username: user.username }));
    },
    onError: (error: Error) => {
      if (!confirming) showToast('error', messageText(error.message));
    },
  });
  const run = (kind: AccountAction) =>
    action.mutate({ userId: user.userId, action: kind }, callbacks(`users.actions.done.${kind}`));
  const confirm = (kind: Confirmed) =>
    kind === 'reset-mfa' ? resetMfa.mutate(user.userId, callbacks('users.actions.done.reset-mfa')) : run(kind);
  const close = () => {
    action.reset();
    resetMfa.reset();
    setConfirming(null);
  };
  const texts: (typeof CONFIRM_TEXTS)[Confirmed] = CONFIRM_TEXTS[confirming ?? 'deactivate'];

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
              <Menu.Item onClick={sessions.open}>{t('users.actions.sessions')}</Menu.Item>
              {user.status === 'Locked' && (
                <Menu.Item onClick={() => run('unlock')}>{t('users.actions.unlock')}</Menu.Item>
              )}
              {user.status !== 'Deactivated' && (
                <Menu.Item onClick={() => setConfirming('reset-password')}>
                  {t('users.actions.resetPassword')}
                </Menu.Item>
              )}
              {user.mfaEnabled && (
                <Menu.Item onClick={() => setConfirming('reset-mfa')}>{t('users.actions.resetMfa')}</Menu.Item>
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
        title={t(texts.title, { username: user.username })}
        message={t(texts.text)}
        confirmLabel={t(texts.label)}
        cancelLabel={t('users.actions.cancel')}
        onConfirm={() => confirming && confirm(confirming)}
        onClose={close}
        loading={pending.isPending}
        error={pending.error ? messageText(pending.error.message) : null}
        danger
      />
      <Drawer
        opened={sessionsOpened}
        onClose={sessions.close}
        position="right"
        size="xl"
        title={t('sessions.adminTitle', { username: user.username })}
        closeButtonProps={{ 'aria-label': t('org.common.close') }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('sessions.adminIntro')}
          </Text>
          {sessionsOpened && <SessionsTable owner={{ userId: user.userId }} username={user.username} />}
        </Stack>
      </Drawer>
    </>
  );
}
