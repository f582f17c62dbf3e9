import { useCallback, useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@tenure/domain/messages';
import type { AuditEntryRow } from '@tenure/domain/audit';
import { Page } from '../../components/Page.tsx';
import { EmptyState, LoadErrorState } from '../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../components/table/DataTable.tsx';
import { ExportButtons } from '../../components/table/ExportButtons.tsx';
import { tableControls, withFilter } from '../../components/table/tableState.ts';
import { useFormatDate } from '../../lib/dates.ts';
import { AuditEntryDrawer } from './AuditEntryDrawer.tsx';
import { AuditFilters } from './AuditFilters.tsx';
import { downloadAuditLog, useAuditLog } from './auditApi.ts';
import { useAuditLabels } from './auditLabels.ts';
import {
  auditFilterQuery,
  auditPageQuery,
  INITIAL_AUDIT_STATE,
  NO_AUDIT_FILTERS,
  type AuditFilterValues,
} from './auditState.ts';

const languageOf = (language: string): LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(language) ? (language as LanguageCode) : 'en';

/**
 * Setup › Audit Log (issue 36): every recorded change of the company, filtered by who, what, which
 * record and when, newest first; a row opens its values before and after; the filtered log exports.
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState(INITIAL_AUDIT_STATE);
  const [cleared, setCleared] = useState(0);
  const [opened, setOpened] = useState<AuditEntryRow | null>(null);
  const list = useAuditLog(auditPageQuery(state));
  const { formatDateTime } = useFormatDate();
  const { actionLabel, actorLabel } = useAuditLabels();

  const onFilter = useCallback(
    (key: keyof AuditFilterValues, value: string) => setState((s) => withFilter(s, key, value)),
    [],
  );
  const onClear = () => {
    setState((s) => ({ ...s, filters: NO_AUDIT_FILTERS, page: 1 }));
    setCleared((n) => n + 1);
  };

  const columns: DataColumn<AuditEntryRow, 'at'>[] = [
    {
      id: 'when',
      label: t('auditLog.columns.when'),
      sortKey: 'at',
      render: (entry) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.at)}
        </Text>
      ),
    },
    {
      id: 'who',
      label: t('auditLog.columns.who'),
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {actorLabel(entry.actor)}
          </Text>
          {entry.actor.employeeName && (
            <Text size="xs" c="dimmed">
              {entry.actor.employeeName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'action',
      label: t('auditLog.columns.action'),
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm">{actionLabel(entry.action)}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {entry.action}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'record',
      label: t('auditLog.columns.record'),
      render: (entry) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} maw={320}>
          {entry.entityId ? `${entry.entity} · ${entry.entityId}` : entry.entity}
        </Text>
      ),
    },
    {
      id: 'details',
      label: t('auditLog.columns.details'),
      render: (entry) => (
        <Button
          size="xs"
          variant="default"
          aria-label={t('auditLog.open', { action: entry.action, when: formatDateTime(entry.at) })}
          onClick={(event) => {
            event.stopPropagation();
            setOpened(entry);
          }}
        >
          {t('auditLog.openShort')}
        </Button>
      ),
    },
  ];

  return (
    <Page title={t('auditLog.title')} intro={t('auditLog.intro')}>
      <Paper withBorder p="md" radius="md">
        <AuditFilters key={cleared} filters={state.filters} onChange={onFilter} onClear={onClear} />
      </Paper>
      {list.error ? (
        <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <Group justify="flex-end" mb="sm">
            <ExportButtons
              fileName="audit-log"
              download={(format) => downloadAuditLog(auditFilterQuery(state), format, languageOf(i18n.language))}
            />
          </Group>
          <DataTable
            caption={t('auditLog.caption')}
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(entry) => entry.id}
            {...tableControls(state, setState, list.data?.total)}
            onSort={() => setState((s) => ({ ...s, order: s.order === 'desc' ? 'asc' : 'desc', page: 1 }))}
            onRowClick={(entry) => setOpened(entry)}
            loading={list.isFetching}
            empty={<EmptyState text={t('auditLog.empty')} />}
          />
        </Paper>
      )}
      <AuditEntryDrawer entry={opened} onClose={() => setOpened(null)} />
    </Page>
  );
}
