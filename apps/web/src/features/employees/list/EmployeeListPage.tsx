import { useCallback, useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconNumber } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButtons } from '../../../components/table/ExportButtons.tsx';
import { filterParams, tableQuery, withFilter } from '../../../components/table/tableState.ts';
import { type DataColumn } from '../../../components/table/DataTable.tsx';
import type { EmployeeListItem, EmployeeSortKey } from '@tenure/domain/employees';
import { EmployeeStatusBadge } from '../../../components/employees/EmployeeStatusBadge.tsx';
import { downloadEmployeeExport, useEmployeeList } from '../api.ts';
import { EmployeeFilters } from './EmployeeFilters.tsx';
import { INITIAL_EMPLOYEE_LIST_STATE, NO_FILTERS, type EmployeeListFilterValues } from './employeeListState.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { section, hasAccess } from '@tenure/domain/access';
import { isFlagOn } from '../../../lib/access/access.ts';
import { useAccessContext } from '../../../lib/access/useAccessContext.ts';
import { NumberPatternsDialog } from './NumberPatternsDialog.tsx';
import { PagedQueryTable } from '../../../components/table/PagedQueryTable.tsx';

/** /employees: the HR list with server-side paging, sorting, filters, search and export. */
export function EmployeeListPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const navigate = useNavigate();
  const [state, setState] = useState(INITIAL_EMPLOYEE_LIST_STATE);
  const list = useEmployeeList(tableQuery(state));
  const access = useAccessContext();
  // Generated numbers are set up here, beside the people they number (Setup › Employees).
  const maySetNumbers =
    access.status === 'ready' &&
    isFlagOn('autoEmployeeNumberGeneration', access.ctx) &&
    hasAccess(access.ctx.permissions, section('ADMINISTRATION', 'SetupEmployees'));
  const [numbersOpen, setNumbersOpen] = useState(false);
  const openProfile = (row: EmployeeListItem) =>
    void navigate(`/employee-profile?empNumber=${encodeURIComponent(row.employeeNumber)}`, {
      state: { empNumber: row.employeeNumber, isSelf: false },
    });

  const onFilter = useCallback(
    (key: keyof EmployeeListFilterValues, value: string) => setState((s) => withFilter(s, key, value)),
    [],
  );

  const column = (
    key: EmployeeSortKey,
    render: (row: EmployeeListItem) => ReactNode,
  ): DataColumn<EmployeeListItem, EmployeeSortKey> => ({
    id: key,
    label: t(`employees.list.columns.${key}`),
    sortKey: key,
    render,
  });
  const columns = [
    column('employeeName', (row) => (
      <Anchor
        component="button"
        type="button"
        fw={600}
        size="sm"
        ta="left"
        onClick={(event) => {
          event.stopPropagation();
          openProfile(row);
        }}
      >
        {row.employeeName}
      </Anchor>
    )),
    column('employeeNumber', (row) => row.employeeNumber),
    column('designation', (row) => row.designation ?? '—'),
    column('departmentName', (row) => row.departmentName ?? '—'),
    column('locationName', (row) => row.locationName ?? '—'),
    column('legalEntityName', (row) => row.legalEntityName),
    column('employmentType', (row) => row.employmentType),
    column('dateOfJoining', (row) => formatDate(row.dateOfJoining)),
    column('status', (row) => <EmployeeStatusBadge status={row.status} />),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('employees.list.title')}
          </Title>
          <Text c="dimmed">{t('employees.list.intro')}</Text>
        </div>
        <Group gap="sm">
          {maySetNumbers && (
            <Button
              variant="default"
              leftSection={<IconNumber size={16} aria-hidden />}
              onClick={() => setNumbersOpen(true)}
            >
              {t('onboarding.numbers.open')}
            </Button>
          )}
          <ExportButtons
            download={(format) =>
              downloadEmployeeExport({ ...filterParams(state.filters), sort: state.sort, order: state.order, format })
            }
            fileName="employees"
          />
        </Group>
      </Group>
      {numbersOpen && <NumberPatternsDialog onClose={() => setNumbersOpen(false)} />}
      <Paper withBorder p="md" radius="md">
        <EmployeeFilters
          filters={state.filters}
          onChange={onFilter}
          onClear={() => setState((s) => ({ ...s, filters: NO_FILTERS, page: 1 }))}
        />
      </Paper>
      <PagedQueryTable
        list={list}
        state={state}
        setState={setState}
        caption={t('employees.list.caption', {
          column: t(`employees.list.columns.${state.sort}`),
          order: t(state.order === 'asc' ? 'employees.list.ascending' : 'employees.list.descending'),
        })}
        columns={columns}
        rowKey={(row) => row.employeeId}
        onRowClick={openProfile}
        empty={t('employees.list.empty')}
        framed
      />
    </Stack>
  );
}
