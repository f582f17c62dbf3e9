import { Drawer, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ChecklistTaskItem } from './ChecklistTaskItem.tsx';
import { useChecklist } from './dashboardApi.ts';

/** A joiner's checklist, task by task, to tick off. */
export function ChecklistDrawer({ employeeNumber, onClose }: { employeeNumber: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const checklist = useChecklist(employeeNumber);
  const data = checklist.data;
  const done = data?.tasks.filter((task) => task.doneAt).length ?? 0;
  return (
    <Drawer
      opened={employeeNumber !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={
        data
          ? t('onboardingLifecycle.checklist.title', { name: data.employeeName })
          : t('onboardingLifecycle.checklist.loading')
      }
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {checklist.isLoading && <LoadingState />}
      {checklist.error && <LoadErrorState error={checklist.error} onRetry={() => void checklist.refetch()} />}
      {data && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('onboardingLifecycle.checklist.fromTemplate', { template: data.templateName })}
          </Text>
          <Progress value={(done / Math.max(1, data.tasks.length)) * 100} aria-hidden />
          <Text size="sm">{t('onboardingLifecycle.checklist.progress', { done, total: data.tasks.length })}</Text>
          {data.tasks.map((task) => (
            <ChecklistTaskItem key={task.id} task={task} />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
