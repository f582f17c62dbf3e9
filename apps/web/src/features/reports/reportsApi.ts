import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportDefinitionView, reportMenu, reportRowsView } from '@tenure/domain/reports';
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

/** One page of a report's rows with its totals and chart; the previous page stays on screen while the next loads. */
export function useReportRows(key: string, state: ReportViewState, reveal: boolean) {
  const entityCode = useSessionStore((s) => s.entity?.legalEntityCode);
  const query = { ...tableQuery(state), ...revealQuery(reveal) };
  return useQuery({
    queryKey: [...REPORTS_KEY, key, 'rows', entityCode, query],
    queryFn: () => api.request(`/api/reports/${key}/rows`, reportRowsView, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The whole report as a file (every page, the screen's filters and order), with the session's headers. */
export const downloadReport = (key: string, state: ReportViewState, format: ExportFormat, reveal: boolean) =>
  api.download(`/api/reports/${key}/export`, { query: { ...exportQueryOf(state, format), ...revealQuery(reveal) } });

/** Masked columns in clear: asked for each time (never kept in a link), and audited by the server. */
const revealQuery = (reveal: boolean): Record<string, string> => (reveal ? { reveal: 'true' } : {});
