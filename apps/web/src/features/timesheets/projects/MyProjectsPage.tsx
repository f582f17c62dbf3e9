import { useState } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { STATUS_COLORS } from './ProjectsPage.tsx';
import { useMyProjects } from './projectsApi.ts';

/** /my-projects and /allocated-projects: the employee's allocations, each with its project, managers and tasks. */
export function MyProjectsPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const [includePast, setIncludePast] = useState(false);
  const mine = useMyProjects(includePast);
  let body;
  if (mine.error) body = <LoadErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (!mine.data) body = <LoadingState />;
  else if (mine.data.length === 0) body = <EmptyState text={t('projects.mine.empty')} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {mine.data.map((p) => (
          <Card
            key={p.projectAllocationId}
            withBorder
            padding="md"
            component="article"
            aria-label={p.projectName}
            data-testid="my-project"
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Anchor component={Link} to={`/projects-details/${p.projectId}`} fw={700}>
                    {p.projectName}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {p.clientName}
                  </Text>
                </div>
                <Badge variant="dot" color={STATUS_COLORS[p.status]} tt="none">
                  {t(`projects.status.${p.status}`)}
                </Badge>
              </Group>
              <Text size="sm">
                <Text span fw={600}>{`${t('projects.mine.allocation')}: `}</Text>
                {t('projects.mine.allocationDates', {
                  from: formatDate(p.allocationStartDate),
                  to: formatDate(p.allocationEndDate),
                })}{' '}
                · {t('projects.mine.rate', { percent: String(p.percent), hours: String(p.hoursPerWeek) })}
              </Text>
              {p.role && (
                <Text size="sm">
                  <Text span fw={600}>{`${t('projects.mine.role')}: `}</Text>
                  {p.role}
                </Text>
              )}
              <Text size="sm">
                <Text span fw={600}>{`${t('projects.mine.managers')}: `}</Text>
                {p.projectManagers.join(', ')}
              </Text>
              <Text size="sm" fw={600}>
                {t('projects.mine.tasks')}
              </Text>
              <Group gap={6}>
                {p.tasks.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('projects.mine.noTasks')}
                  </Text>
                ) : (
                  p.tasks.map((task) => (
                    <Badge key={task.taskId} variant="light" color="gray" tt="none">
                      {task.taskName}
                    </Badge>
                  ))
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  return (
    <Page title={t('projects.mine.title')} intro={t('projects.mine.intro')}>
      <Switch
        label={t('projects.mine.includePast')}
        checked={includePast}
        onChange={(e) => setIncludePast(e.currentTarget.checked)}
      />
      {body}
    </Page>
  );
}
