import { useMemo, useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addDays } from '@tenure/domain/policies';
import { OVERVIEW_TYPES, overviewView, weekStartOf } from '@tenure/domain/timesheets';
import { DateField } from '../../../components/DateField.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { api } from '../../../lib/api/index.ts';
import { localIsoDate, useFormatDate } from '../../../lib/dates.ts';
import { useEntityCode } from '../week/weekApi.ts';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.6', 'gray.6'];

/** SPEC §2 /timesheet-overview: hours per project and week of the reportees (RM) or of the caller's projects (PM). */
export function TimesheetOverviewPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const entityCode = useEntityCode();
  const thisWeek = weekStartOf(localIsoDate());
  const [type, setType] = useState<(typeof OVERVIEW_TYPES)[number]>('RM');
  const [startDate, setStartDate] = useState(addDays(thisWeek, -7 * 7));
  const [endDate, setEndDate] = useState(thisWeek);
  const overview = useQuery({
    queryKey: ['timesheets', 'overview', entityCode, type, startDate, endDate],
    queryFn: () => api.request('/api/timesheet/v2/overview', overviewView, { query: { type, startDate, endDate } }),
    placeholderData: keepPreviousData,
  });
  const chart = useMemo(() => {
    const rows = overview.data?.rows ?? [];
    const labels = [...new Set(rows.map((r) => r.label))];
    const weeks = [...new Set(rows.map((r) => r.weekStartDate))].sort();
    const data = weeks.map((week) => ({
      week: formatDate(week),
      ...Object.fromEntries(
        labels.map((label) => [label, rows.find((r) => r.weekStartDate === week && r.label === label)?.hours ?? 0]),
      ),
    }));
    return { data, series: labels.map((name, i) => ({ name, color: COLORS[i % COLORS.length]! })) };
  }, [overview.data, formatDate]);

  return (
    <Page title={t('timesheetOverview.title')} intro={t('timesheetOverview.intro')}>
      <Group align="flex-end" gap="md">
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as typeof type)}
          data={OVERVIEW_TYPES.map((value) => ({ value, label: t(`timesheetOverview.types.${value}`) }))}
          aria-label={t('timesheetOverview.type')}
        />
        <DateField
          label={t('timesheetOverview.from')}
          value={startDate}
          onChange={(value) => value && setStartDate(value)}
          w={180}
        />
        <DateField
          label={t('timesheetOverview.to')}
          value={endDate}
          onChange={(value) => value && setEndDate(value)}
          w={180}
        />
      </Group>
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <LoadErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : overview.data.rows.length === 0 ? (
        <EmptyState text={t('timesheetOverview.empty')} />
      ) : (
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Text fw={600} mb="sm">
              {t('timesheetOverview.chartTitle')}
            </Text>
            <BarChart
              h={320}
              data={chart.data}
              dataKey="week"
              type="stacked"
              series={chart.series}
              withLegend
              role="img"
              aria-label={t('timesheetOverview.chartTitle')}
            />
          </Paper>
          <Table withTableBorder>
            <Table.Caption>{t('timesheetOverview.statusCaption')}</Table.Caption>
            <Table.Tbody>
              {overview.data.statusCounts.map((c) => (
                <Table.Tr key={c.status}>
                  <Table.Th scope="row">{t(`timesheetWeek.weekStatus.${c.status}`)}</Table.Th>
                  <Table.Td>{c.weeks}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Page>
  );
}
