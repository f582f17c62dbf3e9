import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Edit and delete buttons of one row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  const editLabel = t('org.common.editNamed', { name });
  const deleteLabel = t('org.common.deleteNamed', { name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={editLabel} withArrow>
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel} withArrow>
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
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
