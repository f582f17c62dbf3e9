import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InactiveEmployeeItem } from '@tenure/domain/onboarding';
import { DEFAULT_PAGE_SIZE } from '@tenure/domain/paging';
import { DateField } from '../../../components/DateField.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState } from '../../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../../components/table/DataTable.tsx';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useInactiveEmployees, useReactivateEmployee } from './activationApi.ts';

/** SPEC §2 /activate-employee "Search Inactive Employee": find a former employee and take them back. */
export function ActivateEmployeePage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [chosen, setChosen] = useState<InactiveEmployeeItem | null>(null);
  const list = useInactiveEmployees({ ...paging, search: debounced });

  const columns: DataColumn<InactiveEmployeeItem, 'employeeName'>[] = [
    {
      id: 'employeeName',
      label: t('onboardingLifecycle.columns.employeeName'),
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.employeeName}
        </Text>
      ),
    },
    {
      id: 'employeeNumber',
      label: t('onboardingLifecycle.columns.employeeNumber'),
      render: (row) => row.employeeNumber,
    },
    { id: 'email', label: t('onboardingLifecycle.columns.email'), render: (row) => row.email },
    { id: 'designation', label: t('onboardingLifecycle.columns.designation'), render: (row) => row.designation ?? '—' },
    {
      id: 'departmentName',
      label: t('onboardingLifecycle.columns.departmentName'),
      render: (row) => row.departmentName ?? '—',
    },
    {
      id: 'legalEntityName',
      label: t('onboardingLifecycle.columns.legalEntityName'),
      render: (row) => row.legalEntityName,
    },
    {
      id: 'dateOfJoining',
      label: t('onboardingLifecycle.columns.previousJoining'),
      render: (row) => formatDate(row.dateOfJoining),
    },
    {
      id: 'actions',
      label: t('onboardingLifecycle.columns.actions'),
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconUserCheck size={14} aria-hidden />}
          aria-label={t('onboardingLifecycle.activation.activateNamed', { name: row.employeeName })}
          onClick={() => setChosen(row)}
        >
          {t('onboardingLifecycle.activation.activate')}
        </Button>
      ),
    },
  ];

  return (
    <Page title={t('onboardingLifecycle.activation.title')} intro={t('onboardingLifecycle.activation.intro')}>
      <TextInput
        label={t('onboardingLifecycle.searchLabel')}
        placeholder={t('onboardingLifecycle.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        maw={420}
      />
      {list.error ? (
        <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <DataTable
            caption={t('onboardingLifecycle.activation.caption')}
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(row) => row.employeeNumber}
            sort="employeeName"
            order="asc"
            onSort={() => undefined}
            page={paging.page}
            size={paging.size}
            total={list.data?.total ?? 0}
            onPage={(page) => setPaging((p) => ({ ...p, page }))}
            onSize={(size) => setPaging({ page: 1, size })}
            loading={list.isFetching}
            empty={<EmptyState text={t('onboardingLifecycle.activation.empty')} />}
          />
        </Paper>
      )}
      {chosen && <ReactivateModal employee={chosen} onClose={() => setChosen(null)} />}
    </Page>
  );
}

function ReactivateModal({ employee, onClose }: { employee: InactiveEmployeeItem; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reactivate = useReactivateEmployee();

  const submit = async () => {
    if (!date) return setError(t('onboardingLifecycle.activation.dateRequired'));
    try {
      await reactivate.mutateAsync({ employeeNumber: employee.employeeNumber, dateOfJoining: date });
      showToast('success', t('onboardingLifecycle.activation.done', { name: employee.employeeName }));
      onClose();
    } catch (failure) {
      const message =
        failure instanceof ApiRequestError
          ? (failure.fieldErrors.dateOfJoining ?? failure.message)
          : t('messages.somethingWentWrong');
      setError(messageText(message));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('onboardingLifecycle.activation.modalTitle', { name: employee.employeeName })}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      <Stack>
        <Text size="sm">
          {employee.hasAccount
            ? t('onboardingLifecycle.activation.withAccount')
            : t('onboardingLifecycle.activation.withoutAccount')}
        </Text>
        <DateField
          label={t('onboardingLifecycle.activation.newJoiningDate')}
          value={date}
          onChange={(value) => {
            setDate(value);
            setError(null);
          }}
          error={error}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('onboardingLifecycle.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={reactivate.isPending}>
            {t('onboardingLifecycle.activation.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
