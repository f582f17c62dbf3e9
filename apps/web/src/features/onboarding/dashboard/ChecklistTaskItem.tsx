import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChecklistTaskView } from '@tenure/domain/onboarding';
import { localIsoDate, useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSetTaskDone } from './dashboardApi.ts';

/** One checklist task: a checkbox to mark it done or not, with its owner and due date. */
export function ChecklistTaskItem({ task, context }: { task: ChecklistTaskView; context?: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  const setDone = useSetTaskDone();
  const owner =
    task.ownerKind === 'role'
      ? t(`onboardingLifecycle.roles.${task.ownerRoleCode ?? ''}`, { defaultValue: task.ownerRoleCode ?? '' })
      : (task.ownerName ?? t('onboardingLifecycle.checklist.noOwner'));
  const overdue = !task.doneAt && task.dueDate < localIsoDate();

  const toggle = async (done: boolean) => {
    try {
      await setDone.mutateAsync({ taskId: task.id, done });
      showToast(
        'success',
        done
          ? t('onboardingLifecycle.checklist.markedDone', { task: task.title })
          : t('onboardingLifecycle.checklist.markedOpen', { task: task.title }),
      );
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  return (
    <Group
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      data-testid="checklist-task"
      data-done={task.doneAt ? 'true' : 'false'}
    >
      <Checkbox
        mt={2}
        checked={task.doneAt !== null}
        disabled={setDone.isPending}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        aria-label={context ? `${task.title} (${context})` : task.title}
      />
      <Stack gap={0}>
        <Text size="sm" fw={500} td={task.doneAt ? 'line-through' : undefined}>
          {task.title}
          {context ? ` · ${context}` : ''}
        </Text>
        <Text size="xs" c={overdue ? 'red.8' : 'dimmed'}>
          {task.doneAt
            ? t('onboardingLifecycle.checklist.doneBy', { name: task.doneByName ?? '', date: formatDate(task.doneAt) })
            : t('onboardingLifecycle.checklist.ownerDue', { owner, date: formatDate(task.dueDate) })}
        </Text>
      </Stack>
    </Group>
  );
}
