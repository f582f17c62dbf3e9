import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** Opens an empty add form; `small` for a list inside a panel. */
export function AddButton({
  small = false,
  onClick,
  children,
}: {
  small?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Button
      size={small ? 'xs' : undefined}
      variant={small ? 'default' : undefined}
      leftSection={<IconPlus size={small ? 14 : 16} aria-hidden />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
