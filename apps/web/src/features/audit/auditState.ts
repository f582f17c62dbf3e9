import { initialTableState, type TableState } from '../../components/table/tableState.ts';
import { dayBoundary } from './auditDiff.ts';

export const NO_AUDIT_FILTERS = { actor: '', action: '', entity: '', entityId: '', from: '', to: '' };
export type AuditFilterValues = typeof NO_AUDIT_FILTERS;
export type AuditListState = TableState<'at', AuditFilterValues>;

/** Newest first. */
export const INITIAL_AUDIT_STATE: AuditListState = { ...initialTableState('at', NO_AUDIT_FILTERS), order: 'desc' };

/** The filters as the API takes them: the chosen days as the instants they start and end in the reader's zone. */
export function auditFilterQuery(state: AuditListState): Record<string, string> {
  const { from, to, ...rest } = state.filters;
  const query: Record<string, string> = { order: state.order };
  for (const [key, value] of Object.entries(rest)) if (value.trim()) query[key] = value.trim();
  if (from) query.from = dayBoundary(from, 'start');
  if (to) query.to = dayBoundary(to, 'end');
  return query;
}

export const auditPageQuery = (state: AuditListState): Record<string, string> => ({
  ...auditFilterQuery(state),
  page: String(state.page),
  size: String(state.size),
});
