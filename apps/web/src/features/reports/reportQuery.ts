import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tenure/domain/paging';
import { acceptsFilterValue, type ReportDefinitionView } from '@tenure/domain/reports';
import { filterParams, type TableState } from '../../components/table/tableState.ts';

/** What a report shows: its filters (common and its own, '' when not set), page, size and sort. */
export type ReportViewState = TableState<string, Record<string, string>>;

type Definition = Pick<ReportDefinitionView, 'columns' | 'filters' | 'commonFilters' | 'defaultSort'>;

/** The filters a report understands, common first, then its own. */
export const filterKeysOf = (definition: Definition): string[] => [
  ...definition.commonFilters,
  ...definition.filters.map((f) => f.key),
];

const isSortable = (definition: Definition, key: string) =>
  definition.columns.some((column) => column.key === key && column.sortable);

/**
 * Reads a report's state from the page's URL query, so a link opens the report with its filters:
 * an unknown parameter, a value the report's own filter does not offer, a size outside 10/20/25/50/100
 * or a column that cannot be sorted are left out (the defaults apply).
 */
export function reportStateFromParams(params: URLSearchParams, definition: Definition): ReportViewState {
  const filters: Record<string, string> = {};
  for (const key of filterKeysOf(definition)) {
    const value = params.get(key)?.trim() ?? '';
    const own = definition.filters.find((f) => f.key === key);
    filters[key] = value !== '' && (!own || acceptsFilterValue(own, value)) ? value : '';
  }
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const sort = params.get('sort') ?? '';
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: isSortable(definition, sort) ? sort : definition.defaultSort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** The URL query of a state: only what differs from the defaults, so a plain report has a plain link. */
export function paramsOfReportState(state: ReportViewState, definition: Definition): URLSearchParams {
  const params = new URLSearchParams(filterParams(state.filters));
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size));
  if (state.sort !== definition.defaultSort) params.set('sort', state.sort);
  if (state.order !== 'asc') params.set('order', state.order);
  return params;
}

/** GET /api/reports/{key}/export: what the screen shows, every page of it (a PDF: the page on screen). */
export function exportQueryOf(state: ReportViewState, format: 'csv' | 'xlsx' | 'pdf'): Record<string, string> {
  const page: Record<string, string> = format === 'pdf' ? { page: String(state.page), size: String(state.size) } : {};
  return { ...filterParams(state.filters), sort: state.sort, order: state.order, ...page, format };
}

/** Filters cleared: the report's defaults (the server's default range, the working entity). */
export const withoutFilters = (state: ReportViewState): ReportViewState => ({
  ...state,
  filters: Object.fromEntries(Object.keys(state.filters).map((key) => [key, ''])),
  page: 1,
});
