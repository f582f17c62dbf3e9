import { useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PagePicker } from '../table/PagePicker.tsx';

const PAGE_SIZE = 10;

/**
 * Search and paging of a short record list held in the browser (master values): the search box,
 * the rows of the current page that match, and the page picker when there is more than one page.
 */
export function useSearchPage<Row>(rows: readonly Row[], searchText: (row: Row) => string) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const needle = search.trim().toLowerCase();
  const matching = needle ? rows.filter((row) => searchText(row).toLowerCase().includes(needle)) : rows;
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pages);

  const searchBox = (
    <TextInput
      label={t('org.common.search')}
      placeholder={t('org.common.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        setPage(1);
      }}
      w={{ base: '100%', sm: 240 }}
    />
  );
  const pager =
    pages > 1 ? (
      <Group justify="flex-end" mt="md">
        <PagePicker total={pages} value={current} onChange={setPage} />
      </Group>
    ) : null;
  return { searchBox, pageRows: matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), pager };
}
