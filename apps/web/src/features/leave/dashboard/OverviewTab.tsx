import { Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { localIsoDate, useFormatDate } from '../../../lib/dates.ts';
import { upcomingLeave } from '../requestRows.ts';
import { useRequests } from '../requestsApi.ts';
import { useBalances } from '../setupApi.ts';
import { BalanceChart } from '../shared/BalanceChart.tsx';
import { BalanceTable } from '../shared/BalanceTable.tsx';
import { LoadedBalances } from '../shared/LoadedBalances.tsx';

/** The approved requests looked through for upcoming leave: the latest ones by start date. */
const APPROVED_LATEST = { status: 'approved', sortBy: 'startDate', sortOrder: 'desc', pageNo: '1', pageSize: '50' };

/** My balances per leave type (chart and figures) and my approved leave still to come. */
export function OverviewTab() {
  const { t } = useTranslation();
  const balances = useBalances(null);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            {t('leave.dashboard.balancesTitle')}
          </Title>
          <LoadedBalances balances={balances}>
            {(data) => (
              <Stack gap="lg">
                <BalanceChart balances={data} title={t('leave.dashboard.chartTitle')} />
                <BalanceTable balances={data} caption={t('leave.dashboard.tableCaption')} />
              </Stack>
            )}
          </LoadedBalances>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <UpcomingLeaveCard />
      </Grid.Col>
    </Grid>
  );
}

function UpcomingLeaveCard() {
  const { t } = useTranslation();
  const { formatDateRange } = useFormatDate();
  const approved = useRequests('leave', 'mine', APPROVED_LATEST);
  const upcoming = approved.data ? upcomingLeave(approved.data.rows, localIsoDate()) : [];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="upcoming-leave">
      <Title order={2} size="h4" mb="md">
        {t('leave.dashboard.upcomingTitle')}
      </Title>
      {approved.isPending ? (
        <LoadingState />
      ) : approved.isError ? (
        <LoadErrorState error={approved.error} onRetry={() => void approved.refetch()} />
      ) : upcoming.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('leave.dashboard.noUpcoming')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {upcoming.map((row) => (
            <li key={row.id}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text size="sm" fw={600}>
                    {row.typeName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateRange(row.startDate, row.endDate)}
                  </Text>
                </div>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('leave.dashboard.days', { count: row.days })}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
