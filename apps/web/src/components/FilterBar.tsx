import { useEffect, useState } from 'react';
import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS } from '@tenure/domain/employees';
import classes from './FilterBar.module.css';

export interface FilterChoice {
  value: string;
  label: string;
}

/** One select of a filter bar: the filter it sets, its label and its choices. */
export interface FilterSelect<K extends string> {
  key: K;
  label: string;
  choices: readonly FilterChoice[];
}

interface FilterBarProps<F extends { search: string }> {
  filters: F;
  selects: readonly FilterSelect<Exclude<keyof F & string, 'search'>>[];
  onChange(key: keyof F & string, value: string): void;
  onClear(): void;
  labels: { title: string; clear: string; search: string; any: string };
  testIds: { search: string; selectPrefix: string };
}

/**
 * A list page's search and filters under a title with "Clear filters". The search box waits for a
 * pause in typing. The search takes two cells so its label stays on one line; every cell is as
 * wide as the page allows, so the filters line up in full rows at any width.
 */
export function FilterBar<F extends { search: string } & Record<string, string>>({
  filters,
  selects,
  onChange,
  onClear,
  labels,
  testIds,
}: FilterBarProps<F>) {
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search, EMPLOYEE_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== filters.search) onChange('search', debounced);
  }, [debounced, filters.search, onChange]);
  useEffect(() => {
    if (filters.search === '') setSearch('');
  }, [filters.search]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h5">
          {labels.title}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {labels.clear}
        </Button>
      </Group>
      <div className={classes.grid}>
        <TextInput
          className={classes.search}
          label={labels.search}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid={testIds.search}
        />
        {selects.map(({ key, label, choices }) => (
          <Select
            key={key}
            label={label}
            placeholder={labels.any}
            data={choices}
            value={filters[key] || null}
            onChange={(value) => onChange(key, value ?? '')}
            clearable
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid={`${testIds.selectPrefix}${key}`}
          />
        ))}
      </div>
    </Stack>
  );
}
