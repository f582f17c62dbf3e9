import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { IconFileSpreadsheet, IconFileTypePdf, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { compareScenarios, type ScenarioResult, type SimulationView } from '@tenure/domain/finance/payroll';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { saveFile } from '../../../lib/saveFile.ts';
import { showToast } from '../../../lib/toast.ts';
import { downloadSimulation, useSimulation } from './payrollApi.ts';
import { SimulationMarker } from './SimulationMarker.tsx';

const useMoney = (currency: string) => {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (n: number) => format.format(n);
};

/** /payroll-simulation-details?id=: the result by component, the charts, and scenario A beside B; exports. */
export function PayrollSimulationDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const simulation = useSimulation(params.get('id'));
  return (
    <Page title={simulation.data?.name ?? t('payroll.details.title')} intro={t('payroll.details.intro')}>
      {simulation.data ? (
        <SimulationResult sim={simulation.data} />
      ) : simulation.error ? (
        <LoadErrorState error={simulation.error} onRetry={() => void simulation.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}

function SimulationResult({ sim }: { sim: SimulationView }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const money = useMoney(sim.currency);
  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);
  const rows = compareScenarios(sim.results.a, sim.results.b);
  const scenarios: [string, ScenarioResult][] = [
    [sim.scenarioA, sim.results.a],
    ...(sim.results.b ? [[sim.scenarioB!, sim.results.b] as [string, ScenarioResult]] : []),
  ];

  const exportAs = async (format: 'xlsx' | 'pdf') => {
    setExporting(format);
    try {
      saveFile(await downloadSimulation(sim.id, format), `payroll-simulation.${format}`);
      showToast('success', t('payroll.details.exported'));
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="lg">
      <SimulationMarker>
        <Text size="sm">
          {sim.entityCode} — {sim.entityName} · {t(`payroll.countries.${sim.country}`)} · {sim.year} · {sim.currency} ·{' '}
          {sim.subject === 'person' ? t('payroll.subjects.person') : t('payroll.list.people', { count: sim.headcount })}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {t('payroll.details.rates', { country: sim.rateSet.country, year: sim.rateSet.year })}: {sim.rateSet.source}
        </Text>
      </SimulationMarker>
      <Group justify="flex-end">
        <Button variant="default" component={Link} to="/payroll-simulation">
          {t('payroll.common.back')}
        </Button>
        <Button
          variant="default"
          component={Link}
          to={`/payroll-simulation-form?id=${sim.id}`}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('payroll.details.edit')}
        </Button>
        <Button
          variant="default"
          loading={exporting === 'xlsx'}
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => void exportAs('xlsx')}
        >
          {t('payroll.details.exportXlsx')}
        </Button>
        <Button
          variant="default"
          loading={exporting === 'pdf'}
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          onClick={() => void exportAs('pdf')}
        >
          {t('payroll.details.exportPdf')}
        </Button>
      </Group>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('payroll.details.comparison')}
        </Title>
        <PlainTable
          label={t('payroll.details.comparison')}
          minWidth={640}
          headers={[
            t('payroll.details.component'),
            sim.scenarioA,
            sim.scenarioB ?? false,
            sim.scenarioB ? t('payroll.details.difference') : false,
          ]}
          testId="comparison-table"
          verticalSpacing="xs"
        >
          {rows.map((row) => (
            <Table.Tr
              key={`${row.kind}-${row.code}`}
              fw={row.kind === 'total' ? 700 : undefined}
              data-testid={`comparison-${row.code}`}
            >
              <Table.Td>
                {row.label}{' '}
                {row.kind !== 'total' && (
                  <Badge size="xs" variant="default">
                    {t(`payroll.kinds.${row.kind}`)}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">{money(row.a)}</Table.Td>
              {row.b !== null && <Table.Td ta="right">{money(row.b)}</Table.Td>}
              {row.difference !== null && (
                <Table.Td ta="right">
                  {row.difference > 0 ? '+' : ''}
                  {money(row.difference)}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </PlainTable>
      </Paper>

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('payroll.details.chart', { scenario: scenarios.map(([name]) => name).join(' / ') })}
          </Title>
          <BarChart
            h={280}
            data={scenarios.map(([name, r]) => ({
              scenario: name,
              net: r.total.annual.net,
              deductions: r.total.annual.deductions,
              employer: r.total.annual.employerContributions,
            }))}
            dataKey="scenario"
            type="stacked"
            valueFormatter={money}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={[
              { name: 'net', label: t('payroll.details.chartNet'), color: 'teal.7' },
              { name: 'deductions', label: t('payroll.details.chartDeductions'), color: 'orange.7' },
              { name: 'employer', label: t('payroll.details.chartEmployer'), color: 'grape.7' },
            ]}
          />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('payroll.kinds.deduction')} · {t('payroll.kinds.employer')}
          </Title>
          <BarChart
            h={280}
            orientation="vertical"
            yAxisProps={{ width: 170 }}
            valueFormatter={money}
            data={rows
              .filter((r) => r.kind === 'deduction' || r.kind === 'employer')
              .map((r) => ({ component: r.label, a: r.a, b: r.b ?? 0 }))}
            dataKey="component"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={[
              { name: 'a', label: sim.scenarioA, color: 'indigo.7' },
              ...(sim.scenarioB ? [{ name: 'b', label: sim.scenarioB, color: 'cyan.8' }] : []),
            ]}
          />
        </Paper>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: scenarios.length }}>
        {scenarios.map(([name, result]) => (
          <Paper key={name} withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('payroll.details.components', { scenario: name })}
            </Title>
            <PlainTable
              label={t('payroll.details.components', { scenario: name })}
              minWidth={420}
              headers={[t('payroll.details.component'), t('payroll.details.annual'), t('payroll.details.monthly')]}
              verticalSpacing="xs"
            >
              {result.total.components.map((c) => (
                <Table.Tr key={c.code}>
                  <Table.Td>{c.label}</Table.Td>
                  <Table.Td ta="right">{money(c.annual)}</Table.Td>
                  <Table.Td ta="right">{money(c.monthly)}</Table.Td>
                </Table.Tr>
              ))}
              {(['net', 'employerCost'] as const).map((key) => (
                <Table.Tr key={key} fw={700}>
                  <Table.Td>{t(key === 'net' ? 'payroll.details.chartNet' : 'payroll.details.cost')}</Table.Td>
                  <Table.Td ta="right">{money(result.total.annual[key])}</Table.Td>
                  <Table.Td ta="right">{money(result.total.monthly[key])}</Table.Td>
                </Table.Tr>
              ))}
            </PlainTable>
          </Paper>
        ))}
      </SimpleGrid>

      {sim.subject === 'group' && (
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('payroll.details.people')}
          </Title>
          <PlainTable
            label={t('payroll.details.people')}
            minWidth={560}
            headers={[
              t('payroll.form.label'),
              t('payroll.details.headcount'),
              ...scenarios.flatMap(([name]) => [
                `${t('payroll.details.net')} (${name})`,
                `${t('payroll.details.cost')} (${name})`,
              ]),
            ]}
            verticalSpacing="xs"
          >
            {sim.results.a.members.map((m, i) => (
              <Table.Tr key={i}>
                <Table.Td>{m.label}</Table.Td>
                <Table.Td ta="right">{m.headcount}</Table.Td>
                {scenarios.flatMap(([name, r]) => [
                  <Table.Td key={`${name}-net`} ta="right">
                    {money(r.members[i]!.result.annual.net)}
                  </Table.Td>,
                  <Table.Td key={`${name}-cost`} ta="right">
                    {money(r.members[i]!.result.annual.employerCost)}
                  </Table.Td>,
                ])}
              </Table.Tr>
            ))}
          </PlainTable>
        </Paper>
      )}
    </Stack>
  );
}
