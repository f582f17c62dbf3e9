import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  auditActorOptions,
  auditEntryView,
  auditFamiliesView,
  auditLogPage,
  type AUDIT_EXPORT_FORMATS,
} from '@tenure/domain/audit';
import { api } from '../../lib/api/index.ts';

const BASE = '/api/audit-log';
const AUDIT_KEY = ['audit-log'] as const;

/** One page of the tenant's audit log; the previous page stays on screen while the next loads. */
export function useAuditLog(query: Record<string, string>) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'list', query],
    queryFn: () => api.request(BASE, auditLogPage, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One entry with its values before and after (when a row is opened). */
export function useAuditEntry(id: string | null) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'entry', id],
    queryFn: () => api.request(`${BASE}/${id ?? ''}`, auditEntryView),
    enabled: id !== null,
  });
}

export function useActionFamilies() {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'families'],
    queryFn: () => api.request(`${BASE}/families`, auditFamiliesView),
  });
}

/** Accounts matching what was typed in the "who" filter. */
export function useActorOptions(search: string) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'actors', search],
    queryFn: () => api.request(`${BASE}/actors`, auditActorOptions, { query: { search } }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The filtered log as a file, headings in the reader's language. */
export const downloadAuditLog = (
  filters: Record<string, string>,
  format: (typeof AUDIT_EXPORT_FORMATS)[number],
  language: string,
) => api.download(`${BASE}/export`, { query: { ...filters, format, language } });
