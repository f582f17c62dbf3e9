import type { Dispatch, SetStateAction } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tenure/domain/paging';

export type SortOrder = 'asc' | 'desc';

/** What a server-paged table asks for: page, size, sort and filters (empty filters are not sent). */
export interface TableState<SortKey extends string, Filters extends Record<string, string>> {
  page: number;
  size: number;
  sort: SortKey;
  order: SortOrder;
  filters: Filters;
}

export function initialTableState<SortKey extends string, Filters extends Record<string, string>>(
  sort: SortKey,
  filters: Filters,
): TableState<SortKey, Filters> {
  return { page: 1, size: DEFAULT_PAGE_SIZE, sort, order: 'asc', filters };
}

/** A click on the sorted column flips its order; another column starts ascending. Both go back to page 1. */
export function toggleSort<S extends string, F extends Record<string, string>>(
  state: TableState<S, F>,
  sort: S,
): TableState<S, F> {
  const order: SortOrder = state.sort === sort && state.order === 'asc' ? 'desc' : 'asc';
  return { ...state, sort, order, page: 1 };
}

/** New filters show their first page. */
export function withFilter<S extends string, F extends Record<string, string>>(
  state: TableState<S, F>,
  key: keyof F,
  value: string,
): TableState<S, F> {
  return { ...state, filters: { ...state.filters, [key]: value }, page: 1 };
}

export function withPageSize<S extends string, F extends Record<string, string>>(
  state: TableState<S, F>,
  size: number,
): TableState<S, F> {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? { ...state, size, page: 1 } : state;
}

/** A DataTable's sorting and paging props, driven by this state: sorting and a new size go back to page 1. */
export function tableControls<S extends string, F extends Record<string, string>>(
  state: TableState<S, F>,
  setState: Dispatch<SetStateAction<TableState<S, F>>>,
  total: number | undefined,
) {
  return {
    sort: state.sort,
    order: state.order,
    onSort: (key: S) => setState((s) => toggleSort(s, key)),
    page: state.page,
    size: state.size,
    total: total ?? 0,
    onPage: (page: number) => setState((s) => ({ ...s, page })),
    onSize: (size: number) => setState((s) => withPageSize(s, size)),
  };
}

/** The filters that are set, as query parameters. */
export function filterParams(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => [key, value.trim()]),
  );
}

export function tableQuery<S extends string, F extends Record<string, string>>(
  state: TableState<S, F>,
): Record<string, string> {
  return {
    ...filterParams(state.filters),
    page: String(state.page),
    size: String(state.size),
    sort: state.sort,
    order: state.order,
  };
}

/** "11–20 of 42": the rows a page shows. */
export function pageRange(page: number, size: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * size + 1, to: Math.min(page * size, total) };
}
