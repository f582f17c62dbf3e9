import { useState } from 'react';
import { Paper, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feature, hasAccess } from '@tenure/domain/access';
import { Page } from '../../components/Page.tsx';
import { EmptyState, LoadErrorState } from '../../components/QueryStates.tsx';
import { useOffboardingTasks } from './offboardingApi.ts';
import { useAccess } from './shared.tsx';
import { TaskTable } from './TaskTable.tsx';

/** SPEC §2 /offboarding-tasks: the tasks the user owns (HR: every leaver's), open first. */
export function OffboardingTasksPage() {
  const { t } = useTranslation();
  const isHr = hasAccess(useAccess().permissions, feature('OFFBOARDING', 'SubmitResignationOnBehalf'));
  const [scope, setScope] = useState<'mine' | 'all'>('mine');
  const tasks = useOffboardingTasks(scope);
  return (
    <Page title={t('offboarding.tasks.title')} intro={t('offboarding.tasks.intro')}>
      {isHr && (
        <SegmentedControl
          aria-label={t('offboarding.tasks.caption')}
          value={scope}
          onChange={(v) => setScope(v as 'mine' | 'all')}
          data={[
            { value: 'mine', label: t('offboarding.tasks.mine') },
            { value: 'all', label: t('offboarding.tasks.all') },
          ]}
          w="fit-content"
        />
      )}
      {tasks.error ? (
        <LoadErrorState error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : (
        <Paper withBorder p="md" radius="md">
          {tasks.data && tasks.data.length === 0 ? (
            <EmptyState text={t('offboarding.tasks.empty')} />
          ) : (
            <TaskTable tasks={tasks.data ?? []} withLeaver />
          )}
        </Paper>
      )}
    </Page>
  );
}
