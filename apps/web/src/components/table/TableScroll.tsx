import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A table without buttons or links that scrolls sideways on a narrow screen: its scroll area
 * takes the keyboard focus (named after the table), so keyboard users can scroll it too, and its
 * scrollbar shows whenever the table is wider than the page (not only on hover).
 */
export function TableScroll({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ type: 'auto', viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
