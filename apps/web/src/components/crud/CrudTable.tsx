import type { ReactNode } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface CrudColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
}

interface CrudTableProps<Row> {
  testId: string;
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  columns: readonly CrudColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** The buttons at the end of a row; without them the table is read-only and has no actions column. */
  actions?(row: Row): ReactNode;
}

/** The table of a record list: one row per record, its edit and delete buttons last. */
export function CrudTable<Row>({ testId, minWidth, columns, rows, rowKey, actions }: CrudTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th scope="col" key={index}>
                {column.header}
              </Table.Th>
            ))}
            {actions && (
              <Table.Th scope="col">
                <VisuallyHidden>{t('org.common.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <Table.Td key={index}>{column.cell(row)}</Table.Td>
              ))}
              {actions && <Table.Td>{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A record's name in bold, with an optional line about it below. */
export function NameCell({ name, detail }: { name: string; detail?: string | null }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {detail}
        </Text>
      )}
    </>
  );
}
