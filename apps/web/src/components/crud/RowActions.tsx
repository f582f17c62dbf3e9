import type { ReactNode } from 'react';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One icon button of a row, named for screen readers and shown as a tooltip. */
export function RowButton({ label, onClick, icon, danger }: { label: string; onClick(): void; icon: ReactNode; danger?: boolean }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={danger ? 'red' : undefined} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** Edit and delete buttons of one row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RowButton label={t('org.common.editNamed', { name })} onClick={onEdit} icon={<IconPencil size={18} aria-hidden />} />
      <RowButton label={t('org.common.deleteNamed', { name })} onClick={onDelete} icon={<IconTrash size={18} aria-hidden />} danger />
    </Group>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={active ? 'teal' : 'gray'} radius="sm">
      {active ? t('org.common.activeStatus') : t('org.common.inactiveStatus')}
    </Badge>
  );
}
