import { useState, type ReactNode } from 'react';
import { BarChart } from '@mantine/charts';
import { Badge, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VendorConsultantFilters, VendorConsultantItem, VendorDashboardView } from '@tenure/domain/vendors';
import { Page } from '../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../components/table/DataTable.tsx';
import { PlainTable } from '../../components/table/PlainTable.tsx';
import { ExportButtons } from '../../components/table/ExportButtons.tsx';
import {
  filterParams,
  initialTableState,
  tableQuery,
  toggleSort,
  withPageSize,
} from '../../components/table/tableState.ts';
import { useFormatDate } from '../../lib/dates.ts';
import { downloadVendorConsultants, useVendorConsultants, useVendorDashboard } from './vendorsApi.ts';
import { StatCards } from '../../components/StatCards.tsx';

const COLORS = ['teal.8', 'indigo.7', 'orange.8', 'grape.7', 'cyan.8', 'red.8', 'lime.9', 'pink.8'];
const number = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 2 });
const money = (n: number, currency: string) => `${number(n)} ${currency}`;

/** SPEC §2 /vendor-dashboard (flag vendorDashboard, VendorDashboard): vendors, their consultants, hours and cost per month, contracts ending soon. */
export function VendorDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useVendorDashboard();
  return (
    <Page title={t('vendors.dashboard.title')} intro={t('vendors.dashboard.intro')}>
      {dashboard.isLoading && <LoadingState />}
      {dashboard.error && <LoadErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {dashboard.data &&
        (dashboard.data.vendors.length === 0 ? (
          <EmptyState text={t('vendors.dashboard.empty')} />
        ) : (
          <Dashboard view={dashboard.data} />
        ))}
    </Page>
  );
}

function Dashboard({ view }: { view: VendorDashboardView }) {
  const { t } = useTranslation();
  const { formatDate, formatMonth } = useFormatDate();
  const series = view.vendors.map((v, i) => ({
    name: `v${i}`,
    label: v.vendorName,
    color: COLORS[i % COLORS.length]!,
  }));
  const hoursData = view.months.map((month) => ({
    month: formatMonth(month),
    ...Object.fromEntries(
      view.vendors.map((v, i) => [`v${i}`, v.months.filter((m) => m.month === month).reduce((s, m) => s + m.hours, 0)]),
    ),
  }));
  const currencies = [...new Set(view.vendors.flatMap((v) => v.costs.map((c) => c.currencyId)))];
  const stats = [
    { key: 'vendors', value: view.vendors.length },
    { key: 'consultants', value: view.vendors.reduce((s, v) => s + v.consultants, 0) },
    { key: 'hours', value: number(view.vendors.reduce((s, v) => s + v.hours, 0)) },
    { key: 'endingSoon', value: view.endingSoon.length },
  ] as const;

  return (
    <Stack gap="lg">
      <StatCards
        testIdPrefix="vendor-stat"
        stats={stats.map((s) => ({ ...s, label: t(`vendors.dashboard.stats.${s.key}`) }))}
      />
      <SimpleGrid cols={{ base: 1, lg: currencies.length ? 2 : 1 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('vendors.dashboard.hoursChart')}
          </Title>
          <BarChart
            h={260}
            data={hoursData}
            dataKey="month"
            type="stacked"
            series={series}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
          />
        </Paper>
        {currencies.map((currency) => (
          <Paper key={currency} withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              {t('vendors.dashboard.costChart', { currency })}
            </Title>
            <BarChart
              h={260}
              orientation="vertical"
              data={view.vendors.map((v) => ({
                vendor: v.vendorName,
                cost: v.costs.find((c) => c.currencyId === currency)?.cost ?? 0,
              }))}
              dataKey="vendor"
              series={[{ name: 'cost', label: t('vendors.dashboard.columns.cost'), color: 'indigo.7' }]}
              yAxisProps={{ width: 150 }}
            />
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('vendors.dashboard.vendorsTitle')}
          </Title>
          <PlainTable
            label={t('vendors.dashboard.vendorsTitle')}
            minWidth={600}
            headers={[
              t('vendors.dashboard.columns.vendorName'),
              t('vendors.dashboard.columns.vendorType'),
              t('vendors.dashboard.columns.consultants'),
              t('vendors.dashboard.columns.hours'),
              t('vendors.dashboard.columns.cost'),
            ]}
            verticalSpacing="xs"
            testId="vendor-table"
          >
            {view.vendors.map((v) => (
              <Table.Tr key={v.vendorName} data-testid="vendor-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {v.vendorName}
                  </Text>
                  {!v.listed && (
                    <Badge size="xs" variant="light" color="orange">
                      {t('vendors.dashboard.notListed')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{v.vendorType ?? t('vendors.dashboard.noType')}</Table.Td>
                <Table.Td>{v.consultants}</Table.Td>
                <Table.Td>{number(v.hours)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {v.costs.map((c) => money(c.cost, c.currencyId)).join(', ') || '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
          <Title order={3} size="h5" mt="md" mb="xs">
            {t('vendors.dashboard.byTypeTitle')}
          </Title>
          <Group gap="xs">
            {view.byType.map((type) => (
              <Badge key={type.vendorType ?? ''} variant="light" color="gray" size="lg" tt="none">
                {t('vendors.dashboard.typeCount', {
                  type: type.vendorType ?? t('vendors.dashboard.noType'),
                  vendors: type.vendors,
                  consultants: type.consultants,
                })}
              </Badge>
            ))}
          </Group>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('vendors.dashboard.endingTitle')}
          </Title>
          {view.endingSoon.length === 0 ? (
            <EmptyState text={t('vendors.dashboard.noEnding')} />
          ) : (
            <Stack gap="xs" data-testid="ending-contracts">
              {view.endingSoon.map((c) => (
                <Group key={c.employeeNumber} justify="space-between" wrap="wrap">
                  <Text size="sm">
                    <Text span fw={600}>
                      {c.consultantName}
                    </Text>{' '}
                    · {c.vendorName}
                  </Text>
                  <Badge variant="dot" color={c.daysLeft <= 30 ? 'red' : 'orange'}>
                    {t('vendors.dashboard.endsIn', { date: formatDate(c.endDate), days: c.daysLeft })}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
      <ConsultantTable vendors={view.vendors.map((v) => v.vendorName)} />
    </Stack>
  );
}

type SortKey = VendorConsultantFilters['sort'];

function ConsultantTable({ vendors }: { vendors: string[] }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const [state, setState] = useState(() =>
    initialTableState<SortKey, { search: string; vendorName: string }>('consultantName', {
      search: '',
      vendorName: '',
    }),
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const filters = { ...state.filters, search: debounced };
  const list = useVendorConsultants(tableQuery({ ...state, filters }));
  const column = (
    key: SortKey,
    label: string,
    render: (row: VendorConsultantItem) => ReactNode,
  ): DataColumn<VendorConsultantItem, SortKey> => ({ id: key, label, sortKey: key, render });
  const columns: DataColumn<VendorConsultantItem, SortKey>[] = [
    column('consultantName', t('vendors.dashboard.columns.consultantName'), (row) => row.consultantName),
    column('employeeNumber', t('vendors.dashboard.columns.employeeNumber'), (row) => row.employeeNumber),
    column('vendorName', t('vendors.dashboard.columns.vendorName'), (row) => row.vendorName),
    { id: 'legalEntity', label: t('vendors.dashboard.columns.legalEntity'), render: (row) => row.legalEntityName },
    column('endDate', t('vendors.dashboard.columns.endDate'), (row) => formatDate(row.endDate)),
    { id: 'rate', label: t('vendors.dashboard.columns.rate'), render: (row) => money(row.billingRate, row.currencyId) },
    column('hours', t('vendors.dashboard.columns.hours'), (row) => number(row.hours)),
    column('cost', t('vendors.dashboard.columns.cost'), (row) => money(row.cost, row.currencyId)),
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('vendors.dashboard.consultantsTitle')}
      </Title>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('vendors.dashboard.search')}
            placeholder={t('vendors.dashboard.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setState((s) => ({ ...s, page: 1 }));
            }}
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            label={t('vendors.dashboard.columns.vendorName')}
            data={[
              { value: '', label: t('vendors.dashboard.allVendors') },
              ...vendors.map((v) => ({ value: v, label: v })),
            ]}
            value={state.filters.vendorName}
            onChange={(value) =>
              setState((s) => ({ ...s, page: 1, filters: { ...s.filters, vendorName: value ?? '' } }))
            }
            allowDeselect={false}
            w={260}
          />
        </Group>
        <ExportButtons
          download={(format) =>
            downloadVendorConsultants({ ...filterParams(filters), sort: state.sort, order: state.order, format })
          }
          fileName="vendor-consultants"
        />
      </Group>
      {list.error ? (
        <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t('vendors.dashboard.consultantsCaption')}
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(row) => row.employeeNumber}
          sort={state.sort}
          order={state.order}
          onSort={(key) => setState((s) => toggleSort(s, key))}
          page={state.page}
          size={state.size}
          total={list.data?.total ?? 0}
          onPage={(page) => setState((s) => ({ ...s, page }))}
          onSize={(size) => setState((s) => withPageSize(s, size))}
          loading={list.isFetching}
          empty={<EmptyState text={t('vendors.dashboard.noConsultants')} />}
        />
      )}
    </Paper>
  );
}
