import type { ReactNode } from 'react';
import { Table, type MantineSpacing } from '@mantine/core';
import { TableScroll } from './TableScroll.tsx';

export interface PlainTableProps {
  /** Names the scroll region for keyboard and screen-reader users; shown as the caption with `caption`. */
  label: string;
  minWidth: number;
  /** Column headings in order; a `false` heading (a column shown only sometimes) is left out. */
  headers: readonly (string | false)[];
  caption?: boolean;
  striped?: boolean;
  verticalSpacing?: MantineSpacing;
  testId?: string;
  /** The body rows (`Table.Tr`). */
  children: ReactNode;
}

/** A small read-mostly table (dashboards, histories, key lists): headings, rows, sideways scrolling. */
export function PlainTable({
  label,
  minWidth,
  headers,
  caption = false,
  striped = false,
  verticalSpacing = 'sm',
  testId,
  children,
}: PlainTableProps) {
  return (
    <TableScroll minWidth={minWidth} label={label}>
      <Table striped={striped} verticalSpacing={verticalSpacing} data-testid={testId}>
        {caption && <Table.Caption>{label}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {headers.map((heading, i) =>
              heading === false ? null : (
                <Table.Th key={i} scope="col">
                  {heading}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </TableScroll>
  );
}
