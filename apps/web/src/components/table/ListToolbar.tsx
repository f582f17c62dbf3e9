import type { ReactNode } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FilterChoice } from '../FilterBar.tsx';

interface ListToolbarProps {
  /** The list's search box (the list waits for a pause in typing itself). */
  search: { label: string; value: string; onChange(value: string): void };
  /** One filter beside it; cleared, its value is ''. */
  filter: { label: string; choices: readonly FilterChoice[]; value: string; onChange(value: string): void };
  /** The list's actions, on the right. */
  children?: ReactNode;
}

/** A compact list's search and one filter on the left, its actions on the right, aligned on the inputs' baseline. */
export function ListToolbar({ search, filter, children }: ListToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end">
        <TextInput
          label={search.label}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.value}
          onChange={(e) => search.onChange(e.currentTarget.value)}
        />
        <Select
          label={filter.label}
          clearable
          data={[...filter.choices]}
          value={filter.value || null}
          onChange={(value) => filter.onChange(value ?? '')}
        />
      </Group>
      {children}
    </Group>
  );
}
