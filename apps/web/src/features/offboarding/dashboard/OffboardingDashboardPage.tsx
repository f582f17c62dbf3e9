import { useState } from 'react';
import { DonutChart } from '@mantine/charts';
import { CountBarChart } from '../../../components/CountBarChart.tsx';
import { Anchor, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OffboardingDashboardQuery, OffboardingDashboardView } from '@tenure/domain/offboarding';
import { DateField } from '../../../components/DateField.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { StatCards } from '../../../components/StatCards.tsx';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useOffboardingDashboard } from './dashboardApi.ts';

/** SPEC §2 /offboarding-dashboard (OffboardingDashboard, flag offboarding): exits by status and month, notice-servers, open tasks, reasons, regretted. */
export function OffboardingDashboardPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<OffboardingDashboardQuery>({});
  const dashboard = useOffboardingDashboard(query);
  const set = (key: keyof OffboardingDashboardQuery) => (value: string | null) =>
    setQuery((q) => ({ ...q, [key]: value || undefined }));
  return (
    <Page title={t('exitDashboard.title')} intro={t('exitDashboard.intro')}>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('exitDashboard.entity')}
            placeholder={t('exitDashboard.allEntities')}
            data={(dashboard.data?.entities ?? []).map((e) => ({ value: e.id, label: e.name }))}
            value={query.legalEntityId ?? null}
            onChange={set('legalEntityId')}
            clearable
            w={240}
          />
          <DateField
            label={t('exitDashboard.from')}
            value={query.from ?? dashboard.data?.from ?? ''}
            onChange={set('from')}
            w={180}
          />
          <DateField
            label={t('exitDashboard.to')}
            value={query.to ?? dashboard.data?.to ?? ''}
            onChange={set('to')}
            w={180}
          />
        </Group>
      </Paper>
      {dashboard.isLoading && <LoadingState />}
      {dashboard.error && <LoadErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {dashboard.data && <Dashboard view={dashboard.data} />}
    </Page>
  );
}

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {empty ? <EmptyState text={t('exitDashboard.noData')} /> : children}
    </Paper>
  );
}

function Dashboard({ view }: { view: OffboardingDashboardView }) {
  const { t } = useTranslation();
  const { formatDate, formatMonth } = useFormatDate();
  const stats = (['resigned', 'left', 'servingNotice', 'openTasks'] as const).map((key) => ({
    key,
    label: t(`exitDashboard.stats.${key}`),
    value: view.totals[key],
  }));
  const statuses = view.byStatus.filter((s) => s.count > 0);
  const reasons = view.reasons.filter((r) => r.count > 0);
  const regrettedData = [
    { name: t('exitDashboard.regretted'), value: view.regretted.regretted, color: 'red.8' },
    { name: t('exitDashboard.nonRegretted'), value: view.regretted.nonRegretted, color: 'teal.8' },
    { name: t('exitDashboard.unmarked'), value: view.regretted.unmarked, color: 'gray.6' },
  ].filter((d) => d.value > 0);
  return (
    <Stack gap="lg">
      <StatCards testIdPrefix="exit-stat" stats={stats} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title={t('exitDashboard.byMonth')} empty={view.totals.resigned + view.totals.left === 0}>
          <CountBarChart
            h={260}
            data={view.byMonth.map((m) => ({ ...m, month: formatMonth(m.month, '2-digit') }))}
            dataKey="month"
            series={[
              { name: 'resigned', label: t('exitDashboard.resigned'), color: 'indigo.7' },
              { name: 'left', label: t('exitDashboard.left'), color: 'orange.8' },
            ]}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
          />
        </ChartCard>
        <ChartCard title={t('exitDashboard.byStatus')} empty={statuses.length === 0}>
          <CountBarChart
            h={260}
            data={statuses.map((s) => ({ status: t(`exitDashboard.statuses.${s.status}`), count: s.count }))}
            dataKey="status"
            series={[{ name: 'count', label: t('exitDashboard.count'), color: 'indigo.7' }]}
          />
        </ChartCard>
        <ChartCard title={t('exitDashboard.reasons')} empty={reasons.length === 0}>
          <CountBarChart
            h={260}
            orientation="vertical"
            data={reasons.map((r) => ({ reason: t(`exitDashboard.categories.${r.category}`), count: r.count }))}
            dataKey="reason"
            series={[{ name: 'count', label: t('exitDashboard.leavers'), color: 'grape.7' }]}
            yAxisProps={{ width: 140 }}
          />
        </ChartCard>
        <ChartCard title={t('exitDashboard.regrettedTitle')} empty={regrettedData.length === 0}>
          <Group justify="center" gap="xl">
            <DonutChart
              data={regrettedData}
              withLabelsLine={false}
              withLabels
              chartLabel={t('exitDashboard.leaversCount', { count: view.totals.left })}
            />
            <Stack gap={4}>
              {regrettedData.map((d) => (
                <Text key={d.name} size="sm">
                  {d.name}: {d.value}
                </Text>
              ))}
            </Stack>
          </Group>
        </ChartCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title={t('exitDashboard.servingNotice')} empty={view.servingNotice.length === 0}>
          <TableScroll minWidth={480} label={t('exitDashboard.servingNotice')}>
            <Table data-testid="serving-notice-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('exitDashboard.employee')}</Table.Th>
                  <Table.Th>{t('exitDashboard.department')}</Table.Th>
                  <Table.Th>{t('exitDashboard.lastDay')}</Table.Th>
                  <Table.Th>{t('exitDashboard.daysLeft')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.servingNotice.map((s) => (
                  <Table.Tr key={s.resignationId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/offboarding-request/${s.resignationId}`}>
                        {s.displayName} ({s.employeeNumber})
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{s.department ?? '—'}</Table.Td>
                    <Table.Td>{formatDate(s.lastDay)}</Table.Td>
                    <Table.Td>{s.daysLeft}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </ChartCard>
        <ChartCard title={t('exitDashboard.openTasks')} empty={view.openTasksByOwner.length === 0}>
          <TableScroll minWidth={420} label={t('exitDashboard.openTasks')}>
            <Table data-testid="open-tasks-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('exitDashboard.owner')}</Table.Th>
                  <Table.Th>{t('exitDashboard.open')}</Table.Th>
                  <Table.Th>{t('exitDashboard.overdue')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.openTasksByOwner.map((o) => (
                  <Table.Tr key={o.employeeNumber ?? 'nobody'}>
                    <Table.Td>{o.displayName ?? t('exitDashboard.noOwner')}</Table.Td>
                    <Table.Td>{o.open}</Table.Td>
                    <Table.Td>{o.overdue}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
