import { useState } from 'react';
import { Button, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@tenure/domain/users';
import type { DataColumn } from '../../components/table/DataTable.tsx';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useLegalEntities, useUserEntities } from './api.ts';
import { UserListFilters, UserListTable, useUserListPage } from './UserList.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';
import { EntityRoles } from './UserRoleAssignmentPage.tsx';

/** /user-entities-assignment: which legal entities each user can work in. */
export function UserEntitiesAssignmentPage() {
  const { t } = useTranslation();
  const users = useUserListPage();
  const [editing, setEditing] = useState<string | null>(null);

  const columns: DataColumn<UserRow, 'username'>[] = [
    {
      id: 'username',
      label: t('users.columns.username'),
      render: (row) => (
        <Text fw={600} size="sm">
          {row.username}
        </Text>
      ),
    },
    { id: 'name', label: t('users.columns.name'), render: (row) => row.name },
    { id: 'status', label: t('users.columns.status'), render: (row) => <UserStatusBadge status={row.status} /> },
    { id: 'access', label: t('users.columns.access'), render: (row) => <EntityRoles user={row} /> },
    {
      id: 'actions',
      label: t('users.columns.actions'),
      render: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => setEditing(row.userId)}
          aria-label={t('users.entities.manage', { username: row.username })}
        >
          {t('users.entities.manageButton')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('users.entities.title')}
        </Title>
        <Text c="dimmed">{t('users.entities.intro')}</Text>
      </div>
      <UserListFilters users={users} />
      <UserListTable users={users} columns={columns} />
      <EntityAccessModal user={users.rows.find((r) => r.userId === editing) ?? null} onClose={() => setEditing(null)} />
    </Stack>
  );
}

/** One switch per legal entity; each switch gives or removes access at once. */
function EntityAccessModal({ user, onClose }: { user: UserRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const entities = useLegalEntities();
  const change = useUserEntities();
  const held = new Set(user?.entities.map((e) => e.legalEntityCode));

  const toggle = (code: string, on: boolean) => {
    if (!user) return;
    change.mutate(
      { userId: user.userId, input: { action: on ? 'give' : 'remove', legalEntityCodes: [code] } },
      {
        onSuccess: () => showToast('success', t(on ? 'users.entities.given' : 'users.entities.removed')),
        onError: (error) => showToast('error', messageText(error.message)),
      },
    );
  };

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('users.entities.manage', { username: user.username }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('users.close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('users.entities.hint')}
        </Text>
        {(entities.data ?? []).map((e) => (
          <Switch
            key={e.legalEntityCode}
            label={`${e.legalEntityName} (${e.legalEntityCode})`}
            checked={held.has(e.legalEntityCode)}
            disabled={change.isPending}
            onChange={(event) => toggle(e.legalEntityCode, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </Modal>
  );
}
