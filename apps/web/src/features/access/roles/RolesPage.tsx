import { useMemo, useState } from 'react';
import { Badge, Group, Paper, Select, TextInput } from '@mantine/core';
import { IconCopy, IconPencil, IconPlayerPause, IconPlayerPlay, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RoleView } from '@tenure/domain/access';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../../components/crud/CrudTable.tsx';
import { RowButton } from '../../../components/crud/RowActions.tsx';
import { EmptyState } from '../../../components/QueryStates.tsx';
import { Page } from '../../../components/Page.tsx';
import { ApiRequestError } from '../../../lib/api/index.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteRole, useRoles, useSetRoleActive } from '../rolesApi.ts';
import { RoleEditor, type RoleEditing } from './RoleEditor.tsx';
import { ROLE_SORTS, filterRoles, sortRoles, type RoleSort } from './roleList.ts';
import { selectedKeys } from './roleKeys.ts';

/** /user-access-role-management: the tenant's roles; create, edit, copy, disable, enable and delete them. */
export function RolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<RoleEditing | null>(null);
  const [switching, setSwitching] = useState<RoleView | null>(null);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<RoleSort>('name');
  const sortLabels: Record<RoleSort, string> = {
    name: t('roles.sortName'),
    users: t('roles.sortUsers'),
    status: t('roles.sortStatus'),
  };

  return (
    <Page title={t('roles.title')} intro={t('roles.intro')}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <CrudPanel
          query={roles}
          emptyText={t('roles.empty')}
          remove={(id) => remove.mutateAsync(id)}
          deleteTexts={{
            title: t('roles.deleteTitle'),
            question: (name) => t('roles.deleteQuestion', { name }),
            deleted: t('roles.deletedToast', { name: roles.data?.find((r) => r.id === remove.variables)?.name ?? '' }),
          }}
          toolbar={
            <Group justify="space-between" align="flex-end" mb="md" gap="sm">
              <Group gap="sm" align="flex-end">
                <TextInput
                  label={t('roles.search')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                  w={{ base: '100%', sm: 260 }}
                />
                <Select
                  label={t('roles.sortBy')}
                  data={ROLE_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
                  value={sort}
                  onChange={(next) => setSort(ROLE_SORTS.find((value) => value === next) ?? 'name')}
                  allowDeselect={false}
                  w={160}
                />
              </Group>
              <AddButton onClick={() => setEditing({ mode: 'create' })}>{t('roles.create')}</AddButton>
            </Group>
          }
          form={
            editing && (
              <RoleEditor
                key={editing.mode === 'create' ? 'new' : `${editing.mode}-${editing.role.id}`}
                editing={editing}
                onClose={() => setEditing(null)}
              />
            )
          }
        >
          {(rows, confirmDelete) => (
            <RoleTable
              roles={sortRoles(filterRoles(rows, search), sort)}
              search={search}
              onEdit={(role) => setEditing({ mode: 'edit', role })}
              onCopy={(role) => setEditing({ mode: 'copy', role })}
              onSwitch={setSwitching}
              onDelete={(role) => confirmDelete(role)}
            />
          )}
        </CrudPanel>
      </Paper>
      <SwitchActiveDialog role={switching} onClose={() => setSwitching(null)} />
    </Page>
  );
}

interface RoleTableProps {
  roles: RoleView[];
  search: string;
  onEdit(role: RoleView): void;
  onCopy(role: RoleView): void;
  onSwitch(role: RoleView): void;
  onDelete(role: RoleView): void;
}

function RoleTable({ roles, search, onEdit, onCopy, onSwitch, onDelete }: RoleTableProps) {
  const { t } = useTranslation();
  const keyCounts = useMemo(
    () => new Map(roles.map((role) => [role.id, selectedKeys(role.permissions).size])),
    [roles],
  );
  if (roles.length === 0) return <EmptyState text={t('roles.noMatches', { search })} />;
  return (
    <CrudTable
      testId="roles"
      minWidth={760}
      rows={roles}
      rowKey={(role) => role.id}
      columns={[
        { header: t('roles.name'), cell: (role) => <NameCell name={role.name} detail={role.description} /> },
        { header: t('roles.access'), cell: (role) => t('roles.keysCount', { count: keyCounts.get(role.id) ?? 0 }) },
        { header: t('roles.users'), cell: (role) => t('roles.usersCount', { count: role.userCount }) },
        {
          header: t('roles.status'),
          cell: (role) => (
            <Group gap={6}>
              <Badge variant="dot" color={role.isActive ? 'teal' : 'gray'} radius="sm">
                {role.isActive ? t('roles.active') : t('roles.disabled')}
              </Badge>
              {role.code === 'SUPER_ADMIN' && (
                <Badge variant="light" color="blue" radius="sm">
                  {t('roles.protected')}
                </Badge>
              )}
            </Group>
          ),
        },
      ]}
      actions={(role) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <RowButton
            label={t('roles.edit', { name: role.name })}
            onClick={() => onEdit(role)}
            icon={<IconPencil size={18} aria-hidden />}
          />
          <RowButton
            label={t('roles.copy', { name: role.name })}
            onClick={() => onCopy(role)}
            icon={<IconCopy size={18} aria-hidden />}
          />
          {role.code !== 'SUPER_ADMIN' && (
            <>
              <RowButton
                label={t(role.isActive ? 'roles.disable' : 'roles.enable', { name: role.name })}
                onClick={() => onSwitch(role)}
                icon={
                  role.isActive ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />
                }
              />
              <RowButton
                label={t('roles.delete', { name: role.name })}
                onClick={() => onDelete(role)}
                icon={<IconTrash size={18} aria-hidden />}
                color="red"
              />
            </>
          )}
        </Group>
      )}
    />
  );
}

/** Asks before disabling (its holders lose its access) or enabling a role; a refusal stays in the dialog. */
function SwitchActiveDialog({ role, onClose }: { role: RoleView | null; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const setActive = useSetRoleActive();
  const [refusal, setRefusal] = useState<string | null>(null);
  const enabling = role ? !role.isActive : false;
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!role) return;
    try {
      await setActive.mutateAsync({ id: role.id, active: enabling });
      showToast('success', t(enabling ? 'roles.enabledToast' : 'roles.disabledToast', { name: role.name }));
      close();
    } catch (error) {
      setRefusal(error instanceof ApiRequestError ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };
  return (
    <ConfirmDialog
      opened={role !== null}
      title={t(enabling ? 'roles.enableTitle' : 'roles.disableTitle')}
      message={
        role
          ? t(enabling ? 'roles.enableQuestion' : 'roles.disableQuestion', { name: role.name, count: role.userCount })
          : ''
      }
      confirmLabel={t(enabling ? 'roles.enableConfirm' : 'roles.disableConfirm')}
      cancelLabel={t('org.common.cancel')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={setActive.isPending}
      error={refusal}
      danger={!enabling}
    />
  );
}
