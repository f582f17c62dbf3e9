import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RowActionsProps {
  name: string;
  onEdit(): void;
  onDelete(): void;
  /** With a record that can be switched off: its state, and the button that asks to switch it. */
  active?: boolean;
  onToggleActive?(): void;
}

/** Edit, (de)activate and delete buttons of one row, named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete, active, onToggleActive }: RowActionsProps) {
  const { t } = useTranslation();
  const editLabel = t('org.common.editNamed', { name });
  const deleteLabel = t('org.common.deleteNamed', { name });
  const toggleLabel = t(active ? 'org.common.deactivateNamed' : 'org.common.reactivateNamed', { name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={editLabel} withArrow>
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {onToggleActive && (
        <Tooltip label={toggleLabel} withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={toggleLabel} onClick={onToggleActive}>
            {active ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
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
