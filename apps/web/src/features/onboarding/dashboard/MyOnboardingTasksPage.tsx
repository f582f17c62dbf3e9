import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ChecklistTaskItem } from './ChecklistTaskItem.tsx';
import { useMyOnboardingTasks } from './dashboardApi.ts';

/** /onboarding-tasks: the joiners' checklist tasks waiting for the user (from My Actions). */
export function MyOnboardingTasksPage() {
  const { t } = useTranslation();
  const tasks = useMyOnboardingTasks();
  return (
    <Page title={t('onboardingLifecycle.myTasks.title')} intro={t('onboardingLifecycle.myTasks.intro')}>
      {tasks.isLoading && <LoadingState />}
      {tasks.error && <LoadErrorState error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {tasks.data && tasks.data.length === 0 && <EmptyState text={t('onboardingLifecycle.myTasks.empty')} />}
      {tasks.data && tasks.data.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            {tasks.data.map((task) => (
              <ChecklistTaskItem
                key={task.id}
                task={task}
                context={t('onboardingLifecycle.myTasks.forJoiner', { name: task.employeeName })}
              />
            ))}
          </Stack>
        </Paper>
      )}
    </Page>
  );
}
