import { useState } from 'react';
import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS } from '@tenure/domain/employees';
import { DEFAULT_PAGE_SIZE } from '@tenure/domain/paging';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PageSizeFooter } from '../../../components/table/PageSizeFooter.tsx';
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
      <PageSizeFooter
        page={page}
        pageSize={paging.size}
        total={total}
        onPageSize={(size) => setPaging({ page: 1, size, search: debounced })}
        onPage={(next) => setPaging({ ...paging, page: next, search: debounced })}
      />
    </Stack>
  );
}
