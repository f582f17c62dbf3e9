import { useState } from 'react';
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS } from '@tenure/domain/employees';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tenure/domain/paging';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PagePicker } from '../../../components/table/PagePicker.tsx';
import { pageRange } from '../../../components/table/tableState.ts';
import { useDirectory } from '../api.ts';
import { PersonCard } from '../PersonCard.tsx';

/** /employee-directory: everyone, with photo, title, department and contact; searchable and paged. */
export function EmployeeDirectoryPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), EMPLOYEE_SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE, search: '' });
  // A new search starts again from page 1.
  const page = paging.search === debounced ? paging.page : 1;
  const query = { page: String(page), size: String(paging.size), ...(debounced ? { search: debounced } : {}) };
  const directory = useDirectory(query);
  const total = directory.data?.total ?? 0;
  const { from, to } = pageRange(page, paging.size, total);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('employees.directory.title')}
        </Title>
        <Text c="dimmed">{t('employees.directory.intro')}</Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <TextInput
          label={t('employees.directory.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={480}
          data-testid="directory-search"
        />
      </Paper>
      {directory.isPending ? (
        <LoadingState />
      ) : directory.error ? (
        <LoadErrorState error={directory.error} onRetry={() => void directory.refetch()} />
      ) : directory.data.items.length === 0 ? (
        <EmptyState text={t('employees.directory.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={directory.isFetching}>
          {directory.data.items.map((person) => (
            <PersonCard key={person.employeeNumber} person={person} />
          ))}
        </SimpleGrid>
      )}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <NativeSelect
            label={t('employees.table.pageSize')}
            size="xs"
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap' } }}
            data={PAGE_SIZE_OPTIONS.map(String)}
            value={String(paging.size)}
            onChange={(event) => setPaging({ page: 1, size: Number(event.currentTarget.value), search: debounced })}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('employees.table.range', { from, to, total })}
          </Text>
        </Group>
        <PagePicker total={Math.max(1, Math.ceil(total / paging.size))} value={page} onChange={(next) => setPaging({ ...paging, page: next, search: debounced })} />
      </Group>
    </Stack>
  );
}
