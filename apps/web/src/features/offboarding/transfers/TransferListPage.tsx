import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasAccess, section } from '@tenure/domain/access';
import { TRANSFER_STATUSES, type TransferListQuery, type TransferView } from '@tenure/domain/offboarding';
import { Page } from '../../../components/Page.tsx';
import { type DataColumn } from '../../../components/table/DataTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useAccess } from '../shared.tsx';
import { NewTransferModal } from './NewTransferModal.tsx';
import { changesOf, TransferStatusBadge } from './shared.tsx';
import { useTransfers } from './transfersApi.ts';
import { PagedQueryTable } from '../../../components/table/PagedQueryTable.tsx';
import { StatusPeriodFilters, useStatusPeriodTable } from '../../../components/table/StatusPeriodFilters.tsx';

type SortKey = TransferListQuery['sort'];

/** SPEC §2 /transfer-request: the transfers the caller initiated, may initiate or decides; HR and managers start new ones. */
export function TransferListPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const access = useAccess();
  const canInitiate = hasAccess(access.permissions, section('OFFBOARDING', 'TransferRequests'));
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const table = useStatusPeriodTable<SortKey>('waiting');
  const { state, setState } = table;
  const list = useTransfers(table.query);
  const columns: DataColumn<TransferView, SortKey>[] = [
    {
      id: 'employeeName',
      label: t('transfers.columns.employee'),
      sortKey: 'employeeName',
      render: (r) => (
        <Anchor component={Link} to={`/transfer-request/${r.id}`}>
          {r.employee.displayName} ({r.employee.employeeNumber})
        </Anchor>
      ),
    },
    {
      id: 'effectiveDate',
      label: t('transfers.columns.effectiveDate'),
      sortKey: 'effectiveDate',
      render: (r) => formatDate(r.effectiveDate),
    },
    {
      id: 'change',
      label: t('transfers.columns.change'),
      render: (r) => (
        <Stack gap={0}>
          {changesOf(r).map((c) => (
            <Text key={c.field} size="sm">
              {t(`transfers.detail.${c.field}`)}: {c.from} → {c.to}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'status',
      label: t('transfers.columns.status'),
      sortKey: 'status',
      render: (r) => <TransferStatusBadge status={r.status} />,
    },
    { id: 'initiatedBy', label: t('transfers.columns.initiatedBy'), render: (r) => r.initiatedBy?.displayName ?? '—' },
  ];
  return (
    <Page title={t('transfers.list.title')} intro={t('transfers.list.intro')}>
      {canInitiate && (
        <Group>
          <Button onClick={() => setCreating(true)}>{t('transfers.list.newTransfer')}</Button>
        </Group>
      )}
      <StatusPeriodFilters
        table={table}
        statuses={TRANSFER_STATUSES.map((s) => ({ value: s, label: t(`transfers.statuses.${s}`) }))}
        labels={{
          search: t('transfers.list.search'),
          searchPlaceholder: t('transfers.list.searchPlaceholder'),
          status: t('transfers.list.status'),
          allStatuses: t('transfers.list.allStatuses'),
          from: t('transfers.list.from'),
          to: t('transfers.list.to'),
        }}
      />
      <PagedQueryTable
        list={list}
        state={state}
        setState={setState}
        caption={t('transfers.list.caption')}
        columns={columns}
        rowKey={(r) => r.id}
        onRowClick={(r) => void navigate(`/transfer-request/${r.id}`)}
        empty={t('transfers.list.empty')}
        framed
      />
      {canInitiate && <NewTransferModal opened={creating} onClose={() => setCreating(false)} />}
    </Page>
  );
}
