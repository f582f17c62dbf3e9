import { useState } from 'react';
import { Card, Grid, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { teamLeaveEntry } from '@tenure/domain/leave';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { EmployeeAvatar } from '../../../components/employees/EmployeeAvatar.tsx';
import { localIsoDate, useFormatDate } from '../../../lib/dates.ts';
import { useTeamOverview } from '../requestsApi.ts';

type TeamLeaveEntry = z.infer<typeof teamLeaveEntry>;

/** Who of the team is away today and in the coming week, and this month's requests. */
export function TeamOverviewTab() {
  const { t } = useTranslation();
  const [indirect, setIndirect] = useState(false);
  const overview = useTeamOverview(localIsoDate(), indirect);

  return (
    <Stack gap="lg">
      <Switch
        label={t('leave.requests.indirect')}
        checked={indirect}
        onChange={(event) => setIndirect(event.currentTarget.checked)}
      />
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <LoadErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="team-leave-counts">
            <Count label={t('leave.manager.onLeaveToday')} value={overview.data.onLeaveToday.length} />
            <Count label={t('leave.manager.upcomingWeek')} value={overview.data.upcoming.length} />
            <Count label={t('leave.manager.pendingThisMonth')} value={overview.data.pendingThisMonth} />
            <Count label={t('leave.manager.approvedThisMonth')} value={overview.data.approvedThisMonth} />
          </SimpleGrid>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TeamLeaveList
                title={t('leave.manager.onLeaveToday')}
                empty={t('leave.manager.nobodyToday')}
                entries={overview.data.onLeaveToday}
                testId="team-on-leave-today"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TeamLeaveList
                title={t('leave.manager.upcomingWeek')}
                empty={t('leave.manager.nobodyUpcoming')}
                entries={overview.data.upcoming}
                testId="team-upcoming-leave"
              />
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function TeamLeaveList({
  title,
  empty,
  entries,
  testId,
}: {
  title: string;
  empty: string;
  entries: readonly TeamLeaveEntry[];
  testId: string;
}) {
  const { t } = useTranslation();
  const { formatDateRange } = useFormatDate();
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId} h="100%">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <Group component="li" key={entry.leaveApplicationId} gap="sm" wrap="nowrap">
              <EmployeeAvatar
                displayName={entry.employee.displayName}
                profileImage={entry.employee.profileImage}
                size={36}
                radius={36}
              />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {entry.employee.displayName}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.leaveTypeName} · {formatDateRange(entry.startDate, entry.endDate)} ·{' '}
                  {t('leave.dashboard.days', { count: entry.days })}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
