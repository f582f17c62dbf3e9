import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Anchor, Group, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ReportDefinitionView, ReportRow } from '@tenure/domain/reports';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../components/table/DataTable.tsx';
import { ExportButtons } from '../../components/table/ExportButtons.tsx';
import { toggleSort, withFilter, withPageSize } from '../../components/table/tableState.ts';
import { ApiRequestError } from '../../lib/api/index.ts';
import type { PageProps } from '../../lib/access/routes.ts';
import { useFormatDate } from '../../lib/dates.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { BiDashboard } from './BiDashboard.tsx';
import { ColumnPicker } from './ColumnPicker.tsx';
import { ComingSoonPage } from './ComingSoonPage.tsx';
import { rememberReport } from './recentReports.ts';
import { REPORT_EXTRAS } from './reportExtras.ts';
import { alignsRight, formatReportCell } from './reportCells.ts';
import { paramsOfReportState, reportStateFromParams, withoutFilters, type ReportViewState } from './reportQuery.ts';
import { columnsToKeep, paramsOfSavedState, pickedColumnsFrom, savedStateOf, shownColumnsOf } from './reportColumns.ts';
import { PersonDaysDrawer } from './PersonDaysDrawer.tsx';
import { ReportFilters } from './ReportFilters.tsx';
import { SavedViews } from './SavedViews.tsx';
import { downloadReport, useReportDefinition, useReportRows, useReportSummary } from './reportsApi.ts';

/** @mantine/charts (and recharts) come only with a report that has a chart. */
const ReportChart = lazy(() => import('./ReportChart.tsx').then((m) => ({ default: m.ReportChart })));

/**
 * A report of SPEC §2's menu: the native report when the server knows it (its definition draws the
 * filters, columns and chart), else the "Coming soon" page a later issue replaces.
 */
export function ReportPage(props: PageProps) {
  const key = props.route.path.slice(1);
  const definition = useReportDefinition(key);
  if (definition.isPending) return <LoadingState />;
  if (definition.error instanceof ApiRequestError && definition.error.status === 404)
    return <ComingSoonPage {...props} />;
  if (definition.isError) return <LoadErrorState error={definition.error} onRetry={() => void definition.refetch()} />;
  return (
    <BiDashboard reportKey={key} title={definition.data.title}>
      <NativeReport definition={definition.data} />
    </BiDashboard>
  );
}

interface IndexedRow {
  index: number;
  cells: ReportRow;
}

function NativeReport({ definition }: { definition: ReportDefinitionView }) {
  const { t } = useTranslation();
  const { formatDate, formatDateTime } = useFormatDate();
  const userId = useSessionStore((s) => s.user?.userId);
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => reportStateFromParams(params, definition), [params, definition]);
  const picked = useMemo(() => pickedColumnsFrom(params, definition), [params, definition]);
  const viewId = params.get('view');
  /** The link: the state, the columns picked and the saved view opened (kept until another is opened). */
  const setLink = (next: ReportViewState, columns: readonly string[] | null) => {
    const link = paramsOfReportState(next, definition);
    if (columns) link.set('columns', columns.join(','));
    if (viewId) link.set('view', viewId);
    setParams(link, { replace: true });
  };
  const setState = (next: ReportViewState) => setLink(next, picked);
  const shown = shownColumnsOf(definition, picked);
  const [reveal, setReveal] = useState(false);
  const rows = useReportRows(definition.key, state, reveal);
  const summary = useReportSummary(definition, state);
  const [drilled, setDrilled] = useState<string | null>(null);
  const { Action, Panel } = REPORT_EXTRAS[definition.key] ?? {};

  useEffect(() => {
    if (userId) rememberReport(userId, definition.route);
  }, [userId, definition.route]);

  const formatters = { formatDate, formatDateTime, yes: t('reportViewer.table.yes'), no: t('reportViewer.table.no') };
  const columns: DataColumn<IndexedRow, string>[] = shown.map((column) => ({
    id: column.key,
    label: column.heading,
    sortKey: column.sortable ? column.key : undefined,
    render: (row) => {
      const text = formatReportCell(column, row.cells[column.key] ?? null, formatters);
      const employeeId = row.cells.employeeId;
      return definition.personDays && column.key === 'employeeName' && typeof employeeId === 'string' ? (
        <Anchor component="button" size="sm" onClick={() => setDrilled(employeeId)}>
          {text}
        </Anchor>
      ) : (
        <Text size="sm" ta={alignsRight(column) ? 'right' : undefined}>
          {text}
        </Text>
      );
    },
  }));
  const filtered = Object.values(state.filters).some((value) => value !== '');
  const totals = summary.data?.totals;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {definition.title}
          </Title>
          <Text c="dimmed">{definition.description}</Text>
        </Stack>
        <Group gap="sm">
          {Action && <Action reportKey={definition.key} state={state} />}
          <ExportButtons
            download={(format) => downloadReport(definition.key, state, format, reveal, picked)}
            fileName={definition.key}
            formats={['csv', 'xlsx', 'pdf']}
          />
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm">
        <SavedViews
          reportKey={definition.key}
          current={savedStateOf(state, picked)}
          openedId={viewId}
          onOpen={(view) => setParams(paramsOfSavedState(view.state, view.id))}
        />
        <ColumnPicker
          definition={definition}
          shown={shown.map((c) => c.key)}
          onChange={(keys) => setLink(state, columnsToKeep(definition, keys))}
        />
      </Group>
      <Paper withBorder p="md">
        <ReportFilters
          definition={definition}
          filters={state.filters}
          onChange={(key, value) => setState(withFilter(state, key, value))}
          onClear={() => setState(withoutFilters(state))}
        />
        {definition.canReveal && (
          <Switch
            mt="md"
            label={t('reportViewer.reveal')}
            checked={reveal}
            onChange={(event) => setReveal(event.currentTarget.checked)}
          />
        )}
      </Paper>
      {Panel && <Panel />}
      {definition.personDays && (
        <PersonDaysDrawer
          reportKey={definition.key}
          employeeId={drilled}
          filters={state.filters}
          onClose={() => setDrilled(null)}
        />
      )}
      {rows.isError ? (
        <LoadErrorState error={rows.error} onRetry={() => void rows.refetch()} title={t('reportViewer.loadFailed')} />
      ) : rows.isPending ? (
        <LoadingState />
      ) : (
        <>
          {summary.isError ? (
            <LoadErrorState
              error={summary.error}
              onRetry={() => void summary.refetch()}
              title={t('reportViewer.summaryFailed')}
            />
          ) : (
            definition.chart &&
            rows.data.total > 0 &&
            (summary.isPending ? (
              <LoadingState />
            ) : (
              summary.data.chart && (
                <Suspense fallback={<LoadingState />}>
                  <ReportChart chart={definition.chart} series={summary.data.chart} />
                </Suspense>
              )
            ))
          )}
          <Paper withBorder p="md">
            <DataTable
              caption={t('reportViewer.table.caption', { title: definition.title })}
              columns={columns}
              rows={rows.data.items.map((cells, index) => ({ index, cells }))}
              rowKey={(row) => String(row.index)}
              sort={state.sort}
              order={state.order}
              onSort={(sort) => setState(toggleSort(state, sort))}
              page={state.page}
              size={state.size}
              total={rows.data.total}
              onPage={(page) => setState({ ...state, page })}
              onSize={(size) => setState(withPageSize(state, size))}
              loading={rows.isFetching}
              empty={
                <EmptyState text={filtered ? t('reportViewer.table.empty') : t('reportViewer.table.emptyDefault')} />
              }
              foot={
                totals &&
                rows.data.total > 0 && (
                  <Table.Tr data-testid="report-totals">
                    {shown.map((column, index) => (
                      <Table.Th key={column.key} scope={index === 0 ? 'row' : undefined}>
                        <Text size="sm" fw={700} ta={alignsRight(column) ? 'right' : undefined}>
                          {index === 0 && totals[column.key] == null
                            ? t('reportViewer.table.total')
                            : formatReportCell(column, totals[column.key] ?? null, formatters)}
                        </Text>
                      </Table.Th>
                    ))}
                  </Table.Tr>
                )
              }
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
