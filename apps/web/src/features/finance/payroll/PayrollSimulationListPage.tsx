import { useState } from 'react';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconScale, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SimulationSummary } from '@tenure/domain/finance/payroll';
import { DeleteDialog } from '../../../components/crud/DeleteDialog.tsx';
import { Page } from '../../../components/Page.tsx';
import type { DataColumn } from '../../../components/table/DataTable.tsx';
import { PagedQueryTable } from '../../../components/table/PagedQueryTable.tsx';
import { initialTableState, tableQuery, withFilter } from '../../../components/table/tableState.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { useDeleteSimulation, useSimulations } from './payrollApi.ts';

/** /payroll-simulation: HR's saved simulations, newest first; open, edit or delete one. */
export function PayrollSimulationListPage() {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const [state, setState] = useState(() =>
    initialTableState<'updatedAt', { search: string }>('updatedAt', { search: '' }),
  );
  const [search] = useDebouncedValue(state.filters.search, 300);
  const list = useSimulations(tableQuery({ ...state, filters: { search } }));
  const [deleting, setDeleting] = useState<SimulationSummary | null>(null);
  const remove = useDeleteSimulation();

  const columns: DataColumn<SimulationSummary, 'updatedAt'>[] = [
    {
      id: 'name',
      label: t('payroll.list.columns.name'),
      render: (s) => (
        <Anchor component={Link} to={`/payroll-simulation-details?id=${s.id}`}>
          {s.name}
        </Anchor>
      ),
    },
    {
      id: 'entity',
      label: t('payroll.list.columns.entity'),
      render: (s) => `${s.entityCode} · ${t(`payroll.countries.${s.country}`)}`,
    },
    { id: 'year', label: t('payroll.list.columns.year'), render: (s) => s.year },
    {
      id: 'subject',
      label: t('payroll.list.columns.subject'),
      render: (s) =>
        s.subject === 'person' ? t('payroll.subjects.person') : t('payroll.list.people', { count: s.headcount }),
    },
    {
      id: 'scenarios',
      label: t('payroll.list.columns.scenarios'),
      render: (s) => (s.scenarioB ? `${s.scenarioA} / ${s.scenarioB}` : s.scenarioA),
    },
    { id: 'updated', label: t('payroll.list.columns.updated'), render: (s) => formatDateTime(s.updatedAt) },
    {
      id: 'actions',
      label: t('payroll.common.actions'),
      render: (s) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            component={Link}
            to={`/payroll-simulation-form?id=${s.id}`}
            aria-label={t('payroll.list.editOf', { name: s.name })}
          >
            {t('payroll.common.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => setDeleting(s)}
            aria-label={t('payroll.list.deleteOf', { name: s.name })}
          >
            {t('payroll.common.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Page title={t('payroll.list.title')} intro={t('payroll.list.intro')}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <TextInput
            label={t('payroll.common.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={state.filters.search}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setState((s) => withFilter(s, 'search', value));
            }}
          />
          <Group>
            <Button
              variant="default"
              component={Link}
              to="/payroll-simulation-rates"
              leftSection={<IconScale size={16} aria-hidden />}
            >
              {t('payroll.list.rates')}
            </Button>
            <Button component={Link} to="/payroll-simulation-form" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('payroll.list.new')}
            </Button>
          </Group>
        </Group>
        <PagedQueryTable
          list={list}
          state={state}
          setState={setState}
          caption={t('payroll.list.caption')}
          columns={columns}
          rowKey={(s) => s.id}
          empty={t('payroll.list.empty')}
          framed
        />
      </Stack>
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        texts={{
          title: t('payroll.list.deleteTitle'),
          question: (name) => t('payroll.list.deleteQuestion', { name }),
          deleted: t('payroll.list.deleted', { name: deleting?.name ?? '' }),
        }}
      />
    </Page>
  );
}
