import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionView } from '@tenure/domain/auth';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useEndSessions, useSessions, type SessionsOwner } from './sessionsApi.ts';

/**
 * Where an account is signed in: device, address, when and how, each with a button to sign it out,
 * and one for all the rest (the user's own: every other; an admin's view: every one). Both ask first.
 */
export function SessionsTable({ owner, username }: { owner: SessionsOwner; username?: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { formatDateTime } = useFormatDate();
  const sessions = useSessions(owner);
  const end = useEndSessions(owner);
  const [confirming, setConfirming] = useState<SessionView | 'rest' | null>(null);
  const self = 'self' in owner;

  if (sessions.isPending) return <LoadingState />;
  if (sessions.isError)
    return (
      <LoadErrorState error={sessions.error} onRetry={() => void sessions.refetch()} title={t('sessions.loadFailed')} />
    );

  const deviceOf = (s: SessionView) => s.device ?? t('sessions.unknownDevice');
  const others = sessions.data.filter((s) => !s.current);
  const close = () => {
    end.reset();
    setConfirming(null);
  };
  const confirm = () =>
    confirming &&
    end.mutate(confirming === 'rest' ? 'rest' : { sessionId: confirming.sessionId }, {
      onSuccess: ({ ended }) => {
        setConfirming(null);
        showToast('success', ended === 1 ? t('sessions.done.one') : t('sessions.done.many', { count: ended }));
      },
    });

  return (
    <Stack gap="sm">
      {sessions.data.length === 0 ? (
        <EmptyState text={t('sessions.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('sessions.columns.device')}</Table.Th>
                <Table.Th scope="col">{t('sessions.columns.address')}</Table.Th>
                <Table.Th scope="col">{t('sessions.columns.signedIn')}</Table.Th>
                <Table.Th scope="col">{t('sessions.columns.how')}</Table.Th>
                <Table.Th scope="col">{t('sessions.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((s) => (
                <Table.Tr key={s.sessionId}>
                  <Table.Th scope="row" fw={400}>
                    <Group gap="xs">
                      <Text size="sm">{deviceOf(s)}</Text>
                      {s.current && (
                        <Badge variant="dot" color="teal" miw="max-content">
                          {t('sessions.thisDevice')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Th>
                  <Table.Td>{s.ip ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(s.signedInAt)}</Table.Td>
                  <Table.Td>{s.providerName ?? t('sessions.password')}</Table.Td>
                  <Table.Td>
                    {!s.current && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={t('sessions.signOutLabel', {
                          device: deviceOf(s),
                          when: formatDateTime(s.signedInAt),
                        })}
                        onClick={() => setConfirming(s)}
                      >
                        {t('sessions.signOut')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(self ? others.length > 0 : sessions.data.length > 0) && (
        <Group>
          <Button variant="light" color="red" onClick={() => setConfirming('rest')}>
            {self ? t('sessions.signOutOthers') : t('sessions.signOutAll')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={
          confirming === 'rest'
            ? self
              ? t('sessions.signOutOthersTitle')
              : t('sessions.signOutAllTitle', { username })
            : t('sessions.signOutTitle')
        }
        message={
          confirming === 'rest'
            ? self
              ? t('sessions.signOutOthersText')
              : t('sessions.signOutAllText')
            : t('sessions.signOutText')
        }
        confirmLabel={t('sessions.signOut')}
        cancelLabel={t('sessions.cancel')}
        onConfirm={confirm}
        onClose={close}
        loading={end.isPending}
        error={end.error ? messageText(end.error.message) : null}
        danger
      />
    </Stack>
  );
}
