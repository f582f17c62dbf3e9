import type { ReactNode } from 'react';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One icon button of a row, named for screen readers and shown as a tooltip. */
export function RowButton({
  label,
  onClick,
  icon,
  color,
}: {
  label: string;
  onClick(): void;
  icon: ReactNode;
  color?: 'red' | 'gray';
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

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
  const toggleLabel = t(active ? 'org.common.deactivateNamed' : 'org.common.reactivateNamed', { name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RowButton
        label={t('org.common.editNamed', { name })}
        onClick={onEdit}
        icon={<IconPencil size={18} aria-hidden />}
      />
      {onToggleActive && (
        <RowButton
          label={toggleLabel}
          onClick={onToggleActive}
          color="gray"
          icon={active ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
        />
      )}
      <RowButton
        label={t('org.common.deleteNamed', { name })}
        onClick={onDelete}
        icon={<IconTrash size={18} aria-hidden />}
        color="red"
      />
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
