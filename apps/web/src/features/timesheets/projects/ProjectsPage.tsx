import { useState } from 'react';
import { Anchor, Badge, Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { feature } from '@tenure/domain/access';
import { DEFAULT_PAGE_SIZE } from '@tenure/domain/paging';
import {
  PROJECT_STATUSES,
  type ProjectListRequest,
  type ProjectStatus,
  type ProjectView,
} from '@tenure/domain/timesheets';
import { useHasAccess } from '../../../lib/access/useHasAccess.ts';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState } from '../../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../../components/table/DataTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useProjectList, useProjectOptions } from './projectsApi.ts';

type SortKey = ProjectListRequest['sort'];
export const STATUS_COLORS: Record<ProjectStatus, string> = {
  Active: 'teal',
  OnHold: 'yellow',
  Completed: 'blue',
  Closed: 'gray',
};

/** /projects (every project, for administrators) and /manage-projects (the caller's own): searchQuery and filterValues, paged and sorted. */
export function ProjectsPage({ managedOnly }: { managedOnly: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { formatDate } = useFormatDate();
  const canCreate = useHasAccess(feature('CLIENTS_AND_PROJECTS', 'EditProject'));
  const choices = useProjectOptions();
  const [text, setText] = useState('');
  const [searchQuery] = useDebouncedValue(text, 300);
  const [filters, setFilters] = useState<{ status: ProjectStatus[]; clientIds: string[]; billingTypeIds: string[] }>({
    status: [],
    clientIds: [],
    billingTypeIds: [],
  });
  const [paging, setPaging] = useState<{ page: number; size: number; sort: SortKey; direction: 'asc' | 'desc' }>({
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    sort: 'name',
    direction: 'asc',
  });
  const list = useProjectList({
    searchQuery: searchQuery.trim() || undefined,
    filterValues: filters,
    managedOnly,
    ...paging,
  });
  const setFilter = (change: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const columns: DataColumn<ProjectView, SortKey>[] = [
    {
      id: 'name',
      label: t('projects.projects.columns.name'),
      sortKey: 'name',
      render: (p) => (
        <Anchor
          component={Link}
          to={`/projects-details/${p.id}`}
          aria-label={t('projects.projects.open', { name: p.projectName })}
          fw={600}
        >
          {p.projectName}
        </Anchor>
      ),
    },
    { id: 'code', label: t('projects.projects.columns.code'), sortKey: 'code', render: (p) => p.code },
    { id: 'client', label: t('projects.projects.columns.client'), sortKey: 'clientName', render: (p) => p.clientName },
    { id: 'billingType', label: t('projects.projects.columns.billingType'), render: (p) => p.billingType.name },
    {
      id: 'dates',
      label: t('projects.projects.columns.dates'),
      sortKey: 'startDate',
      render: (p) =>
        `${formatDate(p.projectStartDate)} – ${p.projectEndDate ? formatDate(p.projectEndDate) : t('projects.projects.openEnded')}`,
    },
    {
      id: 'managers',
      label: t('projects.projects.columns.managers'),
      render: (p) => p.projectManagers.map((m) => m.name).join(', '),
    },
    { id: 'team', label: t('projects.projects.columns.team'), render: (p) => p.teamSize },
    {
      id: 'status',
      label: t('projects.projects.columns.status'),
      sortKey: 'status',
      render: (p) => (
        <Badge variant="dot" color={STATUS_COLORS[p.status]} tt="none">
          {t(`projects.status.${p.status}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Page
      title={t(managedOnly ? 'projects.projects.manageTitle' : 'projects.projects.title')}
      intro={t(managedOnly ? 'projects.projects.manageIntro' : 'projects.projects.intro')}
    >
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('projects.projects.search')}
          placeholder={t('projects.projects.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <MultiSelect
          label={t('projects.projects.statusFilter')}
          data={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`projects.status.${s}`) }))}
          value={filters.status}
          onChange={(status) => setFilter({ status: status as ProjectStatus[] })}
          w={{ base: '100%', xs: 220 }}
          clearable
        />
        <MultiSelect
          label={t('projects.projects.clientFilter')}
          data={(choices.data?.clients ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={filters.clientIds}
          onChange={(clientIds) => setFilter({ clientIds })}
          searchable
          clearable
          w={{ base: '100%', xs: 240 }}
        />
        <MultiSelect
          label={t('projects.projects.billingTypeFilter')}
          data={(choices.data?.billingTypes ?? []).map((b) => ({ value: b.id, label: b.name }))}
          value={filters.billingTypeIds}
          onChange={(billingTypeIds) => setFilter({ billingTypeIds })}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
        {canCreate && !managedOnly && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void navigate('/project-details')}>
            {t('projects.projects.add')}
          </Button>
        )}
      </Group>
      {list.error ? (
        <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t('projects.projects.caption')}
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(p) => p.id}
          sort={paging.sort}
          order={paging.direction}
          onSort={(sort) =>
            setPaging((p) => ({
              ...p,
              sort,
              direction: p.sort === sort && p.direction === 'asc' ? 'desc' : 'asc',
              page: 1,
            }))
          }
          page={paging.page}
          size={paging.size}
          total={list.data?.total ?? 0}
          onPage={(page) => setPaging((p) => ({ ...p, page }))}
          onSize={(size) => setPaging((p) => ({ ...p, size, page: 1 }))}
          loading={list.isLoading}
          empty={<EmptyState text={t('projects.projects.empty')} />}
        />
      )}
    </Page>
  );
}
