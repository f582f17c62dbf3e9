import { useState, type ReactNode } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RESIGNED_STATUSES, type ResignedEmployeeFilters, type ResignedEmployeeItem } from '@tenure/domain/onboarding';
import { Page } from '../../../components/Page.tsx';
import { type DataColumn } from '../../../components/table/DataTable.tsx';
import { ExportButtons } from '../../../components/table/ExportButtons.tsx';
import { filterParams, initialTableState, tableQuery } from '../../../components/table/tableState.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { downloadResignedExport, useResignedEmployees } from './resignedApi.ts';
import { EmployeeStatusBadge } from '../../../components/employees/EmployeeStatusBadge.tsx';
import { PagedQueryTable } from '../../../components/table/PagedQueryTable.tsx';

type SortKey = ResignedEmployeeFilters['sort'];

/** SPEC §2 /resigned-employee-list: employees serving notice or gone, paged, searched, sorted and exported. */
export function ResignedEmployeesPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const [state, setState] = useState(() =>
    initialTableState<SortKey, { search: string; status: string }>('employeeName', { search: '', status: '' }),
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = tableQuery({ ...state, filters: { ...state.filters, search: debounced } });
  const list = useResignedEmployees(query);

  const column = (
    key: SortKey,
    render: (row: ResignedEmployeeItem) => ReactNode,
  ): DataColumn<ResignedEmployeeItem, SortKey> => ({
    id: key,
    label: t(`onboardingLifecycle.columns.${key}`),
    sortKey: key,
    render,
  });
  const columns: DataColumn<ResignedEmployeeItem, SortKey>[] = [
    column('employeeName', (row) => row.employeeName),
    column('employeeNumber', (row) => row.employeeNumber),
    column('designation', (row) => row.designation ?? '—'),
    column('departmentName', (row) => row.departmentName ?? '—'),
    {
      id: 'reportingManagerName',
      label: t('onboardingLifecycle.columns.reportingManagerName'),
      render: (row) => row.reportingManagerName ?? '—',
    },
    column('dateOfJoining', (row) => formatDate(row.dateOfJoining)),
    column('status', (row) => <EmployeeStatusBadge status={row.status} />),
  ];

  return (
    <Page title={t('onboardingLifecycle.resigned.title')} intro={t('onboardingLifecycle.resigned.intro')}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('onboardingLifecycle.searchLabel')}
            placeholder={t('onboardingLifecycle.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setState((s) => ({ ...s, page: 1 }));
            }}
            w={{ base: '100%', xs: 320 }}
          />
          <Select
            label={t('onboardingLifecycle.columns.status')}
            data={[
              { value: '', label: t('onboardingLifecycle.resigned.allStatuses') },
              ...RESIGNED_STATUSES.map((s) => ({ value: s, label: t(`employees.statuses.${s}`) })),
            ]}
            value={state.filters.status}
            onChange={(value) => setState((s) => ({ ...s, page: 1, filters: { ...s.filters, status: value ?? '' } }))}
            allowDeselect={false}
            w={200}
          />
        </Group>
        <ExportButtons
          download={(format) =>
            downloadResignedExport({
              ...filterParams({ ...state.filters, search: debounced }),
              sort: state.sort,
              order: state.order,
              format,
            })
          }
          fileName="resigned-employees"
        />
      </Group>
      <PagedQueryTable
        list={list}
        state={state}
        setState={setState}
        caption={t('onboardingLifecycle.resigned.caption')}
        columns={columns}
        rowKey={(row) => row.employeeNumber}
        empty={t('onboardingLifecycle.resigned.empty')}
        framed
      />
    </Page>
  );
}
