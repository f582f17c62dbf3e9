import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';

/** An icon button of a row, named for screen readers and explained by a tooltip. */
export function IconAction({ label, color, onClick, children }: { label: string; color?: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
