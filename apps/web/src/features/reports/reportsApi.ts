import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  reportDefinitionView,
  reportMenu,
  reportRecipientList,
  reportRowsView,
  reportScheduleItem,
  reportSummaryView,
  reportScheduleList,
  reportViewItem,
  reportViewList,
  type ReportDefinitionView,
  type ReportScheduleInput,
  type ReportViewInput,
  type ReportViewUpdate,
} from '@tenure/domain/reports';
import { api } from '../../lib/api/index.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import type { ExportFormat } from '../../components/table/ExportButtons.tsx';
import { exportQueryOf, type ReportViewState } from './reportQuery.ts';
import { tableQuery } from '../../components/table/tableState.ts';

const REPORTS_KEY = ['reports'] as const;

/** The native reports the viewer may open, by group (GET /api/reports); reloaded on an entity switch. */
export function useReportMenu() {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: [...REPORTS_KEY, 'menu', entityCode],
    queryFn: () => api.request('/api/reports', reportMenu),
    staleTime: 5 * 60_000,
  });
}

/** A report's columns, filters and chart; a 404 means the report is not built natively yet. */
export function useReportDefinition(key: string) {
  return useQuery({
    queryKey: [...REPORTS_KEY, key, 'definition'],
    queryFn: () => api.request(`/api/reports/${key}`, reportDefinitionView),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** One page of a report's rows (its totals and chart come apart); the previous page stays on screen while the next loads. */
export function useReportRows(key: string, state: ReportViewState, reveal: boolean) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const query = { ...tableQuery(state), ...revealQuery(reveal), summary: 'false' };
  return useQuery({
    queryKey: [...REPORTS_KEY, key, 'rows', entityCode, query],
    queryFn: () => api.request(`/api/reports/${key}/rows`, reportRowsView, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * A report's totals and chart, asked for beside its rows: figures over every matching row can take
 * longer than a page, and the page does not wait for them. They follow the filters only, but for a
 * chart of the page's people (a heat map), which follows the page too.
 */
export function useReportSummary(definition: ReportDefinitionView, state: ReportViewState) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const all = tableQuery(state);
  const { page: _page, size: _size, sort: _sort, order: _order, ...filters } = all;
  const query = definition.chart?.kind === 'heatmap' ? all : filters;
  return useQuery({
    queryKey: [...REPORTS_KEY, definition.key, 'summary', entityCode, query],
    queryFn: () => api.request(`/api/reports/${definition.key}/summary`, reportSummaryView, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The whole report as a file (every page, the screen's filters, order and columns), with the session's headers. */
export const downloadReport = (
  key: string,
  state: ReportViewState,
  format: ExportFormat,
  reveal: boolean,
  columns: readonly string[] | null,
) =>
  api.download(`/api/reports/${key}/export`, {
    query: {
      ...exportQueryOf(state, format),
      ...revealQuery(reveal),
      ...(columns ? { columns: columns.join(',') } : {}),
    },
  });

const viewsKey = (key: string) => [...REPORTS_KEY, key, 'views'] as const;

/** The viewer's saved views of a report and those shared with the tenant. */
export function useReportViews(key: string) {
  return useQuery({
    queryKey: viewsKey(key),
    queryFn: () => api.request(`/api/reports/${key}/views`, reportViewList),
  });
}

/** Saves, renames or shares, and deletes a view; the list is read again after each. */
export function useReportViewMutations(key: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: viewsKey(key) });
  return {
    create: useMutation({
      mutationFn: (body: ReportViewInput) =>
        api.request(`/api/reports/${key}/views`, reportViewItem, { method: 'POST', body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: ReportViewUpdate & { id: string }) =>
        api.request(`/api/reports/views/${id}`, reportViewItem, { method: 'PUT', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.request(`/api/reports/views/${id}`, z.null(), { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

/** Whom a schedule of the report may mail: the users who may open it in the working entity. */
export function useReportRecipients(key: string, enabled: boolean) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  return useQuery({
    queryKey: [...REPORTS_KEY, key, 'recipients', entityCode],
    queryFn: () => api.request(`/api/reports/${key}/recipients`, reportRecipientList),
    enabled,
  });
}

const schedulesKey = (viewId: string) => [...REPORTS_KEY, 'views', viewId, 'schedules'] as const;

/** A saved view's mail schedules, with adding and deleting one. */
export function useViewSchedules(viewId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: schedulesKey(viewId) });
  return {
    list: useQuery({
      queryKey: schedulesKey(viewId),
      queryFn: () => api.request(`/api/reports/views/${viewId}/schedules`, reportScheduleList),
    }),
    create: useMutation({
      mutationFn: (body: ReportScheduleInput) =>
        api.request(`/api/reports/views/${viewId}/schedules`, reportScheduleItem, { method: 'POST', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        api.request(`/api/reports/views/${viewId}/schedules/${id}`, z.null(), { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

/** Masked columns in clear: asked for each time (never kept in a link), and audited by the server. */
const revealQuery = (reveal: boolean): Record<string, string> => (reveal ? { reveal: 'true' } : {});
