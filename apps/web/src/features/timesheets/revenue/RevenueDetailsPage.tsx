import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Group, Pagination, Paper, Progress, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import { addDays } from '@tenure/domain/policies';
import { REVENUE_GROUPS, type RevenueGroup } from '@tenure/domain/timesheets';
import { DateField } from '../../../components/DateField.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ExportButtons } from '../../../components/table/ExportButtons.tsx';
import { formatMoney } from './money.ts';
import { RateCardsPanel } from './RateCardsPanel.tsx';
import { downloadRevenue, useRevenue, useRevenueProjects } from './revenueApi.ts';
import { localIsoDate } from '../../../lib/dates.ts';

/** Rows of the totals table per page: grouping by person can give thousands. */
const TOTALS_PAGE = 50;

/**
 * SPEC §2 /timesheet-revenue-details: approved hours priced at the rate valid on each day, by
 * client, project, person or month, of the entities the viewer may see; fixed-bid consumption;
 * the projects' rate cards (changed after a preview, by holders of global revenue access).
 */
export function RevenueDetailsPage() {
  const { t, i18n } = useTranslation();
  const today = localIsoDate();
  // Whole months by default, up to the end of this one: read from the kept month totals.
  const [from, setFrom] = useState(`${addDays(today, -90).slice(0, 7)}-01`);
  const [to, setTo] = useState(addDays(`${addDays(`${today.slice(0, 7)}-01`, 32).slice(0, 7)}-01`, -1));
  const [projectId, setProjectId] = useState<string | null>(null);
  const [group, setGroup] = useState<RevenueGroup>('project');
  const [page, setPage] = useState(1);
  const filters = { from, to, projectId };
  const revenue = useRevenue({ ...filters, groupBy: group });
  const projects = useRevenueProjects();
  const totals = revenue.data?.totals ?? [];
  const pages = Math.ceil(totals.length / TOTALS_PAGE);
  const current = Math.min(page, Math.max(1, pages));
  const shown = totals.slice((current - 1) * TOTALS_PAGE, current * TOTALS_PAGE);
  const chart = totals.map((x) => ({
    name: `${x.label} (${x.currency})`,
    revenue: Math.round(x.revenue),
    cost: Math.round(x.cost),
  }));
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);

  return (
    <Page title={t('timesheetRevenue.title')} intro={t('timesheetRevenue.intro')}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <DateField label={t('timesheetRevenue.from')} value={from} onChange={(v) => v && setFrom(v)} w={180} />
        <DateField label={t('timesheetRevenue.to')} value={to} onChange={(v) => v && setTo(v)} w={180} />
        <Select
          label={t('timesheetRevenue.project')}
          placeholder={t('timesheetRevenue.allProjects')}
          clearable
          searchable
          data={(projects.data ?? []).map((p) => ({ value: p.projectId, label: `${p.projectName} · ${p.clientName}` }))}
          value={projectId}
          onChange={setProjectId}
          w={320}
        />
        <ExportButtons download={(format) => downloadRevenue(filters, format)} fileName={`revenue-${from}-to-${to}`} />
      </Group>
      {revenue.isPending ? (
        <LoadingState />
      ) : revenue.isError ? (
        <LoadErrorState error={revenue.error} onRetry={() => void revenue.refetch()} />
      ) : (
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Title order={2} size="h4">
                {t('timesheetRevenue.byGroup')}
              </Title>
              <SegmentedControl
                value={group}
                onChange={(v) => {
                  setGroup(v as RevenueGroup);
                  setPage(1);
                }}
                data={REVENUE_GROUPS.map((value) => ({ value, label: t(`timesheetRevenue.groups.${value}`) }))}
                aria-label={t('timesheetRevenue.groupBy')}
              />
            </Group>
            {totals.length === 0 ? (
              <EmptyState text={t('timesheetRevenue.empty')} />
            ) : (
              <Stack gap="md">
                <BarChart
                  h={Math.max(200, Math.min(totals.length, 12) * 36 + 60)}
                  data={chart.slice(0, 12)}
                  dataKey="name"
                  orientation="vertical"
                  yAxisProps={{ width: 220 }}
                  series={[
                    { name: 'revenue', label: t('timesheetRevenue.revenue'), color: 'teal.7' },
                    { name: 'cost', label: t('timesheetRevenue.cost'), color: 'gray.6' },
                  ]}
                  withLegend
                  aria-label={t('timesheetRevenue.chart')}
                />
                <Table.ScrollContainer
                  minWidth={720}
                  scrollAreaProps={{
                    viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('timesheetRevenue.byGroup') },
                  }}
                >
                  <Table striped data-testid="revenue-totals">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t(`timesheetRevenue.groups.${group}`)}</Table.Th>
                        <Table.Th ta="right">{t('timesheetRevenue.hours')}</Table.Th>
                        <Table.Th ta="right">{t('timesheetRevenue.revenue')}</Table.Th>
                        <Table.Th ta="right">{t('timesheetRevenue.cost')}</Table.Th>
                        <Table.Th ta="right">{t('timesheetRevenue.margin')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {shown.map((x) => (
                        <Table.Tr key={`${x.key}|${x.currency}`}>
                          <Table.Td>
                            {x.label}
                            {x.frozen && (
                              <Text span size="xs" c="dimmed">
                                {' '}
                                · {t('timesheetRevenue.frozen')}
                              </Text>
                            )}
                            {x.unpricedHours > 0 && (
                              <Text span size="xs" c="orange.9">
                                {' '}
                                · {t('timesheetRevenue.unpriced', { hours: x.unpricedHours })}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td ta="right">{x.hours}</Table.Td>
                          <Table.Td ta="right">{money(x.revenue, x.currency)}</Table.Td>
                          <Table.Td ta="right">{money(x.cost, x.currency)}</Table.Td>
                          <Table.Td ta="right">{money(x.revenue - x.cost, x.currency)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {pages > 1 && (
                  <Pagination
                    total={pages}
                    value={current}
                    onChange={setPage}
                    getControlProps={(control) => ({ 'aria-label': t(`timesheetApprovals.pager.${control}`) })}
                  />
                )}
              </Stack>
            )}
          </Paper>

          {revenue.data.fixedBids.length > 0 && (
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t('timesheetRevenue.fixedBids')}
              </Title>
              <TableScroll minWidth={520} label={t('timesheetRevenue.fixedBids')}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('timesheetRevenue.groups.project')}</Table.Th>
                      <Table.Th ta="right">{t('timesheetRevenue.budget')}</Table.Th>
                      <Table.Th ta="right">{t('timesheetRevenue.consumed')}</Table.Th>
                      <Table.Th w="30%">{t('timesheetRevenue.consumption')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {revenue.data.fixedBids.map((b) => (
                      <Table.Tr key={b.projectId}>
                        <Table.Td>
                          {b.projectName} · {b.clientName}
                        </Table.Td>
                        <Table.Td ta="right">{b.budgetHours}</Table.Td>
                        <Table.Td ta="right">{b.consumedHours}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Progress
                              value={Math.min(100, b.percent)}
                              color={b.percent > 100 ? 'red.8' : b.percent > 85 ? 'orange.8' : 'teal.8'}
                              w="100%"
                              aria-label={t('timesheetRevenue.consumptionOf', { project: b.projectName })}
                            />
                            <Text size="sm">{b.percent}%</Text>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            </Paper>
          )}

          <RateCardsPanel projects={projects.data ?? []} canEdit={revenue.data.canEdit} />
        </Stack>
      )}
    </Page>
  );
}
