import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportChart as ReportChartSpec, ReportRowsView } from '@tenure/domain/reports';
import { ReportHeatmap } from './ReportHeatmap.tsx';

const COLORS = ['blue.6', 'teal.6', 'red.6', 'grape.6', 'orange.6', 'cyan.6', 'lime.7', 'pink.6'] as const;
const colorAt = (index: number): string => COLORS[index % COLORS.length] ?? 'gray.6';

interface ReportChartProps {
  chart: ReportChartSpec;
  series: NonNullable<ReportRowsView['chart']>;
}

/** The report's chart (loaded with @mantine/charts only when a report has one). */
export function ReportChart({ chart, series }: ReportChartProps) {
  const { t } = useTranslation();
  const colored = series.series.map((s, index) => ({ name: s.name, label: s.label, color: colorAt(index) }));
  return (
    <Paper withBorder p="md" data-testid="report-chart">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {chart.title}
        </Title>
        {series.data.length === 0 ? (
          <Text c="dimmed">{t('reportViewer.chart.noData')}</Text>
        ) : chart.kind === 'heatmap' ? (
          <ReportHeatmap title={chart.title} series={series} />
        ) : (
          <ChartOf chart={chart} series={series} colored={colored} />
        )}
      </Stack>
    </Paper>
  );
}

function ChartOf({
  chart,
  series,
  colored,
}: ReportChartProps & { colored: { name: string; label: string; color: string }[] }) {
  const common = { h: 280, data: series.data, dataKey: series.dataKey, series: colored, withLegend: true };
  if (chart.kind === 'line') return <LineChart {...common} curveType="linear" />;
  if (chart.kind === 'bar') return <BarChart {...common} yAxisProps={{ allowDecimals: false }} />;
  const value = colored[0]?.name ?? '';
  return (
    <DonutChart
      h={280}
      withLabelsLine
      withLabels
      withTooltip
      data={series.data.map((point, index) => ({
        name: String(point[series.dataKey]),
        value: Number(point[value]),
        color: colorAt(index),
      }))}
    />
  );
}
