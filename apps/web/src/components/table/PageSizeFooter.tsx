import { Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@tenure/domain/paging';
import { PagePicker } from './PagePicker.tsx';
import { pageRange } from './tableState.ts';

interface PageSizeFooterProps {
  page: number;
  pageSize: number;
  total: number;
  onPageSize(size: number): void;
  onPage(page: number): void;
}

/** Below a paged list: the page size choice, "from–to of total", and the page buttons. */
export function PageSizeFooter({ page, pageSize, total, onPageSize, onPage }: PageSizeFooterProps) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page, pageSize, total);
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <NativeSelect
          label={t('employees.table.pageSize')}
          size="xs"
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap' } }}
          data={PAGE_SIZE_OPTIONS.map(String)}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('employees.table.range', { from, to, total })}
        </Text>
      </Group>
      <PagePicker total={Math.max(1, Math.ceil(total / pageSize))} value={page} onChange={onPage} />
    </Group>
  );
}
