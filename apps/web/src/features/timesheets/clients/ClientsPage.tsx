import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feature } from '@tenure/domain/access';
import { DEFAULT_PAGE_SIZE } from '@tenure/domain/paging';
import { CLIENT_STATUSES, type ClientView } from '@tenure/domain/timesheets';
import { useHasAccess } from '../../../lib/access/useHasAccess.ts';
import { DeleteDialog, type DeleteTarget } from '../../../components/crud/DeleteDialog.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState } from '../../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../../components/table/DataTable.tsx';
import { ClientForm } from './ClientForm.tsx';
import { useClients, useDeleteClient, type ClientListFilters } from './clientsApi.ts';

/** /clients: the clients list, searched, filtered by status, paged and sorted; add, edit and delete with EditClient. */
export function ClientsPage() {
  const { t } = useTranslation();
  const canEdit = useHasAccess(feature('CLIENTS_AND_PROJECTS', 'EditClient'));
  const [text, setText] = useState('');
  const [searchQuery] = useDebouncedValue(text, 300);
  const [filters, setFilters] = useState<Omit<ClientListFilters, 'searchQuery'>>({
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    sort: 'name',
    direction: 'asc',
    status: '',
  });
  const clients = useClients({ ...filters, searchQuery });
  const remove = useDeleteClient();
  const [editing, setEditing] = useState<ClientView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const columns: DataColumn<ClientView, ClientListFilters['sort']>[] = [
    {
      id: 'name',
      label: t('projects.clients.columns.name'),
      sortKey: 'name',
      render: (c) => (
        <Anchor component={Link} to={`/clients-details?id=${c.id}`} fw={600}>
          {c.name}
        </Anchor>
      ),
    },
    { id: 'code', label: t('projects.clients.columns.code'), sortKey: 'code', render: (c) => c.code },
    { id: 'currency', label: t('projects.clients.columns.currency'), render: (c) => c.currencyId },
    {
      id: 'billing',
      label: t('projects.clients.columns.billingEntities'),
      render: (c) => c.billingEntities.map((b) => b.name).join(', '),
    },
    {
      id: 'managers',
      label: t('projects.clients.columns.clientManagers'),
      render: (c) => c.clientManagers.map((m) => m.name).join(', ') || '—',
    },
    { id: 'projects', label: t('projects.clients.columns.projects'), render: (c) => c.projectCount },
    {
      id: 'status',
      label: t('projects.clients.columns.status'),
      sortKey: 'status',
      render: (c) => (
        <Badge variant="dot" color={c.status === 'Active' ? 'teal' : 'gray'} tt="none">
          {t(`projects.status.${c.status}`)}
        </Badge>
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      id: 'actions',
      label: t('projects.clients.columns.actions'),
      render: (c) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('projects.clients.editNamed', { name: c.name })}
            onClick={() => setEditing(c)}
          >
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('projects.clients.deleteNamed', { name: c.name })}
            onClick={() => setDeleting({ id: c.id, name: c.name })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    });
  }

  return (
    <Page title={t('projects.clients.title')} intro={t('projects.clients.intro')}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('projects.clients.search')}
          placeholder={t('projects.clients.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setFilters((f) => ({ ...f, page: 1 }));
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label={t('projects.clients.statusFilter')}
          data={[
            { value: '', label: t('projects.clients.allStatuses') },
            ...CLIENT_STATUSES.map((s) => ({ value: s, label: t(`projects.status.${s}`) })),
          ]}
          value={filters.status}
          onChange={(status) =>
            setFilters((f) => ({ ...f, status: (status ?? '') as ClientListFilters['status'], page: 1 }))
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        {canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('projects.clients.add')}
          </Button>
        )}
      </Group>
      {clients.error ? (
        <LoadErrorState error={clients.error} onRetry={() => void clients.refetch()} />
      ) : (
        <DataTable
          caption={t('projects.clients.caption')}
          columns={columns}
          rows={clients.data?.items ?? []}
          rowKey={(c) => c.id}
          sort={filters.sort}
          order={filters.direction}
          onSort={(sort) =>
            setFilters((f) => ({
              ...f,
              sort,
              direction: f.sort === sort && f.direction === 'asc' ? 'desc' : 'asc',
              page: 1,
            }))
          }
          page={filters.page}
          size={filters.size}
          total={clients.data?.total ?? 0}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
          onSize={(size) => setFilters((f) => ({ ...f, size, page: 1 }))}
          loading={clients.isLoading}
          empty={<EmptyState text={t('projects.clients.empty')} />}
        />
      )}
      {editing && <ClientForm client={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        texts={{
          title: t('projects.clients.deleteTitle'),
          question: (name) => t('projects.clients.deleteQuestion', { name }),
          deleted: t('projects.clients.deleted'),
        }}
      />
    </Page>
  );
}
