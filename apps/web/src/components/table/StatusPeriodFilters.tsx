import { useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DateField } from '../DateField.tsx';
import { initialTableState, tableQuery, type TableState } from './tableState.ts';

/** A request list's filters: a search, one status (or all) and a period. */
export type StatusPeriodValues = { search: string; status: string; startDate: string; endDate: string };

type FilterKey = Exclude<keyof StatusPeriodValues, 'search'>;

/**
 * The table state of a list filtered by StatusPeriodFilters: the search waits for a pause in
 * typing, and any change of filter goes back to the first page. `query` is what the list asks for.
 */
export function useStatusPeriodTable<S extends string>(sort: S) {
  const [state, setState] = useState<TableState<S, StatusPeriodValues>>(() =>
    initialTableState<S, StatusPeriodValues>(sort, { search: '', status: '', startDate: '', endDate: '' }),
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return {
    state,
    setState,
    query: tableQuery({ ...state, filters: { ...state.filters, search: debounced } }),
    search,
    onSearch: (value: string) => {
      setSearch(value);
      setState((s) => ({ ...s, page: 1 }));
    },
    setFilter: (key: FilterKey, value: string) =>
      setState((s) => ({ ...s, page: 1, filters: { ...s.filters, [key]: value } })),
  };
}

interface StatusPeriodFiltersProps {
  table: Pick<ReturnType<typeof useStatusPeriodTable>, 'state' | 'search' | 'onSearch' | 'setFilter'>;
  /** Each status the list may be filtered by, with its label in the reader's language. */
  statuses: readonly { value: string; label: string }[];
  labels: { search: string; searchPlaceholder: string; status: string; allStatuses: string; from: string; to: string };
}

/** Search, status and period of a request list (resignations, transfers), in one row that wraps. */
export function StatusPeriodFilters({ table, statuses, labels }: StatusPeriodFiltersProps) {
  const { state, search, onSearch, setFilter } = table;
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={labels.search}
        placeholder={labels.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label={labels.status}
        data={[{ value: '', label: labels.allStatuses }, ...statuses]}
        value={state.filters.status}
        onChange={(value) => setFilter('status', value ?? '')}
        allowDeselect={false}
        w={180}
      />
      <DateField
        label={labels.from}
        value={state.filters.startDate}
        onChange={(v) => setFilter('startDate', v)}
        clearable
        w={170}
      />
      <DateField
        label={labels.to}
        value={state.filters.endDate}
        onChange={(v) => setFilter('endDate', v)}
        clearable
        w={170}
      />
    </Group>
  );
}
