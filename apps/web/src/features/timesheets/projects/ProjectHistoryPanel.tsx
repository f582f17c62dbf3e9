import { useState } from 'react';
import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectHistoryView } from '@tenure/domain/timesheets';
import { EmptyState, LoadErrorState } from '../../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../../components/table/DataTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useProjectHistory } from './projectsApi.ts';

const shown = (value: unknown) =>
  value === null || value === undefined ? (
    '—'
  ) : (
    <Code block style={{ whiteSpace: 'pre-wrap', maxWidth: 280 }}>
      {Array.isArray(value)
        ? value.join(', ')
        : typeof value === 'object'
          ? Object.entries(value)
              .map(([k, v]) => `${k}: ${String(v ?? '—')}`)
              .join('\n')
          : String(value)}
    </Code>
  );

/** The project set-up history log (projectSetupHistoryLogs): who changed what and when, latest first. */
export function ProjectHistoryPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const history = useProjectHistory(projectId, paging.page, paging.size);
  const columns: DataColumn<ProjectHistoryView, 'changedAt'>[] = [
    {
      id: 'when',
      label: t('projects.history.columns.when'),
      render: (e) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(e.changedAt)}
        </Text>
      ),
    },
    { id: 'who', label: t('projects.history.columns.who'), render: (e) => e.changedByName },
    {
      id: 'section',
      label: t('projects.history.columns.section'),
      render: (e) => t(`projects.history.sections.${e.section}`),
    },
    { id: 'summary', label: t('projects.history.columns.summary'), render: (e) => e.summary },
    { id: 'before', label: t('projects.history.columns.before'), render: (e) => shown(e.before) },
    { id: 'after', label: t('projects.history.columns.after'), render: (e) => shown(e.after) },
  ];
  if (history.error) return <LoadErrorState error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <DataTable
      caption={t('projects.history.caption')}
      columns={columns}
      rows={history.data?.items ?? []}
      rowKey={(e) => e.id}
      sort="changedAt"
      order="desc"
      onSort={() => undefined}
      page={paging.page}
      size={paging.size}
      total={history.data?.total ?? 0}
      onPage={(page) => setPaging((p) => ({ ...p, page }))}
      onSize={(size) => setPaging({ page: 1, size })}
      loading={history.isLoading}
      empty={<EmptyState text={t('projects.history.empty')} />}
    />
  );
}
