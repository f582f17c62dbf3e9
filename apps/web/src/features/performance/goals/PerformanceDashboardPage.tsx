import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GOAL_MESSAGES, type PerformanceDashboardView } from '@tenure/domain/performance';
import { CountBarChart } from '../../../components/CountBarChart.tsx';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { StatCards } from '../../../components/StatCards.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { GoalFormModal } from './GoalFormModal.tsx';
import { GoalList } from './GoalList.tsx';
import { usePerformanceDashboard } from './goalsApi.ts';
import { useGoalsAccess } from './useGoalsAccess.ts';

/** SPEC §2 /performance: my goals and their progress, goals waiting for me, my team's progress. */
export function PerformanceDashboardPage() {
  const { t } = useTranslation();
  const dashboard = usePerformanceDashboard();
  const access = useGoalsAccess();
  const [adding, setAdding] = useState(false);
  if (dashboard.isPending) return <LoadingState />;
  if (dashboard.isError)
    return (
      <LoadErrorState
        title={GOAL_MESSAGES.fetchFailed}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  const view = dashboard.data;
  const stats = [
    { key: 'myGoals', label: t('goals.dashboard.myGoals'), value: view.myGoals.length },
    {
      key: 'myProgress',
      label: t('goals.dashboard.myProgress'),
      value: t('goals.progressValue', { value: view.myAvgProgress }),
    },
    ...(access.teamGoals
      ? [
          { key: 'pending', label: t('goals.dashboard.pending'), value: view.pendingApprovals },
          {
            key: 'teamProgress',
            label: t('goals.dashboard.teamProgress'),
            value: view.teamAvgProgress === null ? '—' : t('goals.progressValue', { value: view.teamAvgProgress }),
          },
        ]
      : []),
  ];
  return (
    <Page
      title={t('goals.dashboard.title')}
      intro={view.period ? `${t('goals.dashboard.intro')} ${view.period.name}.` : t('goals.dashboard.intro')}
    >
      <StatCards testIdPrefix="performance-stat" stats={stats} />
      {access.teamGoals && view.pendingApprovals > 0 && access.approvals && (
        <Anchor component={Link} to="/performance/goals-approval-view">
          {t('goals.dashboard.openApprovals')}
        </Anchor>
      )}
      <SimpleGrid cols={{ base: 1, lg: view.team.length ? 2 : 1 }}>
        {view.myGoals.length > 0 && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('goals.dashboard.chart')}
            </Title>
            <BarChart
              h={Math.max(160, view.myGoals.length * 44)}
              orientation="vertical"
              data={view.myGoals.map((g) => ({ goal: g.title, progress: g.avgGoalProgress }))}
              dataKey="goal"
              yAxisProps={{ width: 180 }}
              xAxisProps={{ domain: [0, 100] }}
              series={[{ name: 'progress', label: t('goals.progress'), color: 'blue.8' }]}
            />
          </Paper>
        )}
        {view.team.length > 0 && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('goals.dashboard.teamChart')}
            </Title>
            <BarChart
              h={Math.max(160, view.team.length * 36)}
              orientation="vertical"
              data={view.team.map((m) => ({ person: m.displayName, progress: m.avgProgress }))}
              dataKey="person"
              yAxisProps={{ width: 160 }}
              xAxisProps={{ domain: [0, 100] }}
              series={[{ name: 'progress', label: t('goals.progress'), color: 'teal.8' }]}
            />
          </Paper>
        )}
      </SimpleGrid>
      {view.review && <ReviewPanel review={view.review} team={view.team} />}
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('goals.dashboard.myGoals')}
          </Title>
          {view.period ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('goals.addGoal')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('goals.noPeriod')}
            </Text>
          )}
        </Group>
        <GoalList query={{ scope: 'mine', ...(view.period ? { periodId: view.period.id } : {}) }} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('goals.dashboard.objectives')}
        </Title>
        <GoalList
          query={{ scope: 'company', level: 'company', ...(view.period ? { periodId: view.period.id } : {}) }}
        />
      </Stack>
      {adding && <GoalFormModal goal={null} level="individual" onClose={() => setAdding(false)} />}
    </Page>
  );
}

/** Issue 20 item 6: the current review cycle, my review's status, my team's statuses and released ratings by band. */
function ReviewPanel({
  review,
  team,
}: {
  review: NonNullable<PerformanceDashboardView['review']>;
  team: PerformanceDashboardView['team'];
}) {
  const { t } = useTranslation();
  const status = (s: PerformanceDashboardView['team'][number]['reviewStatus']) =>
    s ? t(`reviews.statuses.${s}`) : t('goals.dashboard.noReview');
  const anyReleased = review.released.some((b) => b.count > 0);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('goals.dashboard.review', { cycle: review.cycleName })}
        </Title>
        <Text>
          {t('goals.dashboard.myReview')}: <b>{status(review.myStatus)}</b>
        </Text>
        {team.length > 0 && (
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <PlainTable
              label={t('goals.dashboard.teamReviews')}
              caption
              minWidth={320}
              headers={[t('goals.rm.employee'), t('goals.rm.review')]}
              striped
            >
              {team.map((m) => (
                <Table.Tr key={m.employeeNumber}>
                  <Table.Td>{m.displayName}</Table.Td>
                  <Table.Td>{status(m.reviewStatus)}</Table.Td>
                </Table.Tr>
              ))}
            </PlainTable>
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('goals.dashboard.released')}
              </Title>
              {anyReleased ? (
                <CountBarChart
                  h={220}
                  data={review.released}
                  dataKey="band"
                  series={[{ name: 'count', label: t('goals.dashboard.people'), color: 'violet.8' }]}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('goals.dashboard.noneReleased')}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
