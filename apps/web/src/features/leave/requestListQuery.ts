import type { LEAVE_SORT_FIELDS } from '@tenure/domain/leave';
import { filterParams, initialTableState, type TableState } from '../../components/table/tableState.ts';

export type RequestSortKey = (typeof LEAVE_SORT_FIELDS)[number];
/** The status filter of a list: one status, 'decided' (approved, rejected or cancelled) or 'all'. */
export type StatusFilter = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'decided' | 'all';
export type RequestFilters = { filterValue: string; status: StatusFilter };
export type RequestListState = TableState<RequestSortKey, RequestFilters>;

export function initialRequestListState(
  sort: RequestSortKey,
  order: 'asc' | 'desc',
  status: StatusFilter,
): RequestListState {
  return { ...initialTableState<RequestSortKey, RequestFilters>(sort, { filterValue: '', status }), order };
}

/** The leave API's names for paging and sorting (SPEC §7: pageNo, pageSize, sortBy, sortOrder, filterValue). */
export function requestListQuery(state: RequestListState, indirect?: boolean): Record<string, string> {
  const query: Record<string, string> = {
    ...filterParams(state.filters),
    pageNo: String(state.page),
    pageSize: String(state.size),
    sortBy: state.sort,
    sortOrder: state.order,
  };
  if (indirect !== undefined) query.indirect = String(indirect);
  return query;
}
