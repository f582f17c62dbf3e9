import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GOAL_MESSAGES } from '@tenure/domain/performance';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PagePicker } from '../../../components/table/PagePicker.tsx';
import { GoalCard } from './GoalCard.tsx';
import { useGoals } from './goalsApi.ts';

const SIZE = 10;

/** One page of goals as cards (a goal's key results need room a table row lacks). */
export function GoalList({ query, empty }: { query: Record<string, string>; empty?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const goals = useGoals({ ...query, page: String(page), size: String(SIZE) });
  if (goals.isPending) return <LoadingState />;
  if (goals.isError)
    return (
      <LoadErrorState title={GOAL_MESSAGES.fetchFailed} error={goals.error} onRetry={() => void goals.refetch()} />
    );
  if (goals.data.items.length === 0) return <EmptyState text={empty ?? t('goals.empty')} />;
  const pages = Math.max(1, Math.ceil(goals.data.total / SIZE));
  return (
    <Stack gap="md">
      {goals.data.items.map((goal) => (
        <GoalCard key={goal.id} goal={goal} />
      ))}
      {pages > 1 && (
        <Group justify="flex-end">
          <PagePicker total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
