import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';

interface IconActionProps {
  label: string;
  color?: string;
  loading?: boolean;
  onClick(): void;
  children: ReactNode;
}

/** An icon button of a row, named for screen readers and explained by a tooltip. */
export function IconAction({ label, color, loading, onClick, children }: IconActionProps) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} loading={loading} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
