import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { feature, hasAccess } from '@tenure/domain/access';
import type { UserRow } from '@tenure/domain/users';
import type { DataColumn } from '../../components/table/DataTable.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { useEntityPermissions } from '../../lib/access/permissionsApi.ts';
import { BulkRolesPanel } from './BulkRolesPanel.tsx';
import { CreateUserModal } from './CreateUserModal.tsx';
import { EffectivePermissionsDrawer } from './EffectivePermissionsDrawer.tsx';
import { UserActionsMenu } from './UserActionsMenu.tsx';
import { UserListFilters, UserListTable, useUserListPage } from './UserList.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';

/** "US-NY-01: Employee, Reporting Manager" per entity. */
export function EntityRoles({ user }: { user: UserRow }) {
  const { t } = useTranslation();
  if (user.entities.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('users.noEntity')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {user.entities.map((e) => (
        <Text key={e.userEntityMappingId} size="sm">
          <Text span fw={600} size="sm">
            {e.legalEntityCode}
          </Text>
          : {e.roles.length ? e.roles.map((r) => r.roleName).join(', ') : t('users.noRole')}
        </Text>
      ))}
    </Stack>
  );
}

/** /user-role-assignment: the tenant's users with status, entities and roles; bulk role changes and account actions. */
export function UserRoleAssignmentPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const users = useUserListPage();
  const [selected, setSelected] = useState<string[]>([]);
  const [why, setWhy] = useState<UserRow | null>(null);
  const [creating, setCreating] = useState(false);
  const permissions = useEntityPermissions();
  const canManageAccounts = permissions.data
    ? hasAccess(permissions.data.permissions, feature('ADMINISTRATION', 'ManageUsers'))
    : false;
  const pageIds = users.rows.map((r) => r.userId);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));

  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const columns: DataColumn<UserRow, 'username'>[] = [
    {
      id: 'select',
      label: t('users.columns.select'),
      render: (row) => (
        <Checkbox
          aria-label={t('users.selectRow', { username: row.username })}
          checked={selected.includes(row.userId)}
          onChange={() => toggle(row.userId)}
        />
      ),
    },
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
    { id: 'employeeNumber', label: t('users.columns.employeeNumber'), render: (row) => row.employeeNumber ?? '—' },
    { id: 'email', label: t('users.columns.email'), render: (row) => row.email },
    { id: 'status', label: t('users.columns.status'), render: (row) => <UserStatusBadge status={row.status} /> },
    {
      id: 'lastLogin',
      label: t('users.columns.lastLogin'),
      render: (row) => (row.lastLoginAt ? formatDate(row.lastLoginAt) : t('users.never')),
    },
    { id: 'access', label: t('users.columns.access'), render: (row) => <EntityRoles user={row} /> },
    {
      id: 'actions',
      label: t('users.columns.actions'),
      render: (row) => <UserActionsMenu user={row} canManageAccounts={canManageAccounts} onWhy={setWhy} />,
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('users.roles.title')}
          </Title>
          <Text c="dimmed">{t('users.roles.intro')}</Text>
        </div>
        {canManageAccounts && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('users.create.button')}
          </Button>
        )}
      </Group>
      <UserListFilters users={users} />
      <BulkRolesPanel
        selected={selected}
        filters={users.state.filters}
        matching={users.list.data?.total ?? 0}
        onDone={() => setSelected([])}
      />
      <UserListTable users={users} columns={columns}>
        <Checkbox
          mb="sm"
          label={t('users.selectPage')}
          checked={allOnPage}
          onChange={() =>
            setSelected((s) => (allOnPage ? s.filter((id) => !pageIds.includes(id)) : [...new Set([...s, ...pageIds])]))
          }
        />
      </UserListTable>
      <EffectivePermissionsDrawer user={why} onClose={() => setWhy(null)} />
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
