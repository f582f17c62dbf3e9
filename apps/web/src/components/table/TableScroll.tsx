import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A table without buttons or links that scrolls sideways on a narrow screen: its scroll area
 * takes the keyboard focus (named after the table), so keyboard users can scroll it too.
 */
export function TableScroll({ minWidth, label, children }: { minWidth: number; label: string; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      {children}
    </Table.ScrollContainer>
  );
}
