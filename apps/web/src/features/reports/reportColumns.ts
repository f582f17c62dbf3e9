import type { ReportDefinitionView, ReportViewState as SavedViewState } from '@tenure/domain/reports';
import { filterParams } from '../../components/table/tableState.ts';
import type { ReportViewState } from './reportQuery.ts';

type Columns = Pick<ReportDefinitionView, 'columns'>;

/** The link's `columns` parameter: the keys the viewer picked, in order (unknown keys left out); null: the report's default. */
export function pickedColumnsFrom(params: URLSearchParams, definition: Columns): string[] | null {
  const known = new Set(definition.columns.map((c) => c.key));
  const picked = (params.get('columns') ?? '').split(',').filter((key) => known.has(key));
  return picked.length > 0 ? [...new Set(picked)] : null;
}

/** The columns shown: those picked, else every column not hidden until picked. */
export function shownColumnsOf<D extends Columns>(definition: D, picked: readonly string[] | null): D['columns'] {
  if (!picked) return definition.columns.filter((c) => !c.hidden);
  return picked.flatMap((key) => definition.columns.filter((c) => c.key === key));
}

/** The picked columns as the link keeps them: null when they are the report's default ones. */
export function columnsToKeep(definition: Columns, picked: readonly string[]): string[] | null {
  const defaults = shownColumnsOf(definition, null).map((c) => c.key);
  const same = picked.length === defaults.length && picked.every((key, index) => key === defaults[index]);
  return same || picked.length === 0 ? null : [...picked];
}

/** What a saved view keeps of the screen: the filters set, the columns picked and the sort. */
export const savedStateOf = (state: ReportViewState, columns: readonly string[] | null): SavedViewState => ({
  filters: filterParams(state.filters),
  columns: columns ? [...columns] : null,
  sort: state.sort,
  order: state.order,
});

/** The link of a saved view: its filters, sort and columns (the report page reads them like any link). */
export function paramsOfSavedState(saved: SavedViewState, view: string): URLSearchParams {
  const params = new URLSearchParams(saved.filters);
  if (saved.sort) params.set('sort', saved.sort);
  if (saved.order !== 'asc') params.set('order', saved.order);
  if (saved.columns) params.set('columns', saved.columns.join(','));
  params.set('view', view);
  return params;
}
