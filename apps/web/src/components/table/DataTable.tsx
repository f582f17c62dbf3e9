import type { ReactNode } from 'react';
import { Box, Group, LoadingOverlay, NativeSelect, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@tenure/domain/paging';
import { PagePicker } from './PagePicker.tsx';
import { pageRange, type SortOrder } from './tableState.ts';
import classes from './DataTable.module.css';

export interface DataColumn<Row, SortKey extends string> {
  id: string;
  label: string;
  /** A column the server can sort by. */
  sortKey?: SortKey;
  render(row: Row): ReactNode;
}

interface DataTableProps<Row, SortKey extends string> {
  caption: string;
  columns: readonly DataColumn<Row, SortKey>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  sort: SortKey;
  order: SortOrder;
  onSort(key: SortKey): void;
  page: number;
  size: number;
  total: number;
  onPage(page: number): void;
  onSize(size: number): void;
  /** A row click (the row's own link or button keeps it reachable by keyboard). */
  onRowClick?(row: Row): void;
  loading?: boolean;
  empty: ReactNode;
  /** Rows under the body (a report's totals), inside the table so they line up with the columns. */
  foot?: ReactNode;
}

/** A server-paged, server-sorted table (SPEC §9 page sizes) that scrolls sideways on a phone. */
export function DataTable<Row, SortKey extends string>(props: DataTableProps<Row, SortKey>) {
  const { t } = useTranslation();
  const { columns, rows, sort, order, onSort, page, size, total } = props;
  const { from, to } = pageRange(page, size, total);
  const pages = Math.max(1, Math.ceil(total / size));

  return (
    <Box pos="relative">
      <LoadingOverlay
        visible={props.loading ?? false}
        zIndex={2}
        overlayProps={{ blur: 1 }}
        loaderProps={{ role: 'status', 'aria-label': t('app.loading') }}
      />
      {/* The scroll area takes the keyboard focus, so a table without buttons (or with no rows) can still be scrolled sideways. */}
      <Table.ScrollContainer
        minWidth={1080}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': props.caption } }}
      >
        <Table striped highlightOnHover={Boolean(props.onRowClick)} verticalSpacing="sm">
          <Table.Caption className={classes.caption}>{props.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const sorted = column.sortKey !== undefined && column.sortKey === sort;
                return (
                  <Table.Th
                    key={column.id}
                    aria-sort={sorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortKey ? (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={() => column.sortKey && onSort(column.sortKey)}
                        aria-label={t('employees.table.sortBy', { column: column.label })}
                      >
                        <Text fw={600} size="sm" component="span">
                          {column.label}
                        </Text>
                        <SortIcon sorted={sorted} order={order} />
                      </UnstyledButton>
                    ) : (
                      column.label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={props.rowKey(row)}
                onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                className={props.onRowClick ? classes.clickable : undefined}
              >
                {columns.map((column) => (
                  <Table.Td key={column.id}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {props.foot && <Table.Tfoot>{props.foot}</Table.Tfoot>}
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && !props.loading && props.empty}
      <Group justify="space-between" mt="md" gap="sm">
        <Group gap="sm">
          <NativeSelect
            label={t('employees.table.pageSize')}
            size="xs"
            w={150}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap' } }}
            data={PAGE_SIZE_OPTIONS.map(String)}
            value={String(size)}
            onChange={(event) => props.onSize(Number(event.currentTarget.value))}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('employees.table.range', { from, to, total })}
          </Text>
        </Group>
        <PagePicker total={pages} value={page} onChange={props.onPage} />
      </Group>
    </Box>
  );
}

function SortIcon({ sorted, order }: { sorted: boolean; order: SortOrder }) {
  if (!sorted) return <IconArrowsSort size={14} aria-hidden className={classes.idleIcon} />;
  return order === 'asc' ? <IconSortAscending size={14} aria-hidden /> : <IconSortDescending size={14} aria-hidden />;
}
