import { useState } from 'react';
import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasAccess, section } from '@tenure/domain/access';
import { TRANSFER_STATUSES, type TransferListQuery, type TransferView } from '@tenure/domain/offboarding';
import { DateField } from '../../../components/DateField.tsx';
import { Page } from '../../../components/Page.tsx';
import { type DataColumn } from '../../../components/table/DataTable.tsx';
import { initialTableState, tableQuery } from '../../../components/table/tableState.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { useAccess } from '../shared.tsx';
import { NewTransferModal } from './NewTransferModal.tsx';
import { changesOf, TransferStatusBadge } from './shared.tsx';
import { useTransfers } from './transfersApi.ts';
import { PagedQueryTable } from '../../../components/table/PagedQueryTable.tsx';

type SortKey = TransferListQuery['sort'];
type Filters = { search: string; status: string; startDate: string; endDate: string };

/** SPEC §2 /transfer-request: the transfers the caller initiated, may initiate or decides; HR and managers start new ones. */
export function TransferListPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const access = useAccess();
  const canInitiate = hasAccess(access.permissions, section('OFFBOARDING', 'TransferRequests'));
  const [creating, setCreating] = useState(false);
  const [state, setState] = useState(() => initialTableState<SortKey, Filters>('createdAt', { search: '', status: '', startDate: '', endDate: '' }));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useTransfers(tableQuery({ ...state, filters: { ...state.filters, search: debounced } }));
  const setFilter = (key: 'status' | 'startDate' | 'endDate', value: string) => setState((s) => ({ ...s, page: 1, filters: { ...s.filters, [key]: value } }));
  const columns: DataColumn<TransferView, SortKey>[] = [
    { id: 'employeeName', label: t('transfers.columns.employee'), sortKey: 'employeeName', render: (r) => <Anchor component={Link} to={`/transfer-request/${r.id}`}>{r.employee.displayName} ({r.employee.employeeNumber})</Anchor> },
    { id: 'effectiveDate', label: t('transfers.columns.effectiveDate'), sortKey: 'effectiveDate', render: (r) => formatDate(r.effectiveDate) },
    {
      id: 'change',
      label: t('transfers.columns.change'),
      render: (r) => (
        <Stack gap={0}>
          {changesOf(r).map((c) => (
            <Text key={c.field} size="sm">{t(`transfers.detail.${c.field}`)}: {c.from} → {c.to}</Text>
          ))}
        </Stack>
      ),
    },
    { id: 'status', label: t('transfers.columns.status'), sortKey: 'status', render: (r) => <TransferStatusBadge status={r.status} /> },
    { id: 'initiatedBy', label: t('transfers.columns.initiatedBy'), render: (r) => r.initiatedBy?.displayName ?? '—' },
  ];
  return (
    <Page title={t('transfers.list.title')} intro={t('transfers.list.intro')}>
      {canInitiate && (
        <Group>
          <Button onClick={() => setCreating(true)}>{t('transfers.list.newTransfer')}</Button>
        </Group>
      )}
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('transfers.list.search')}
          placeholder={t('transfers.list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setState((s) => ({ ...s, page: 1 }));
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label={t('transfers.list.status')}
          data={[{ value: '', label: t('transfers.list.allStatuses') }, ...TRANSFER_STATUSES.map((s) => ({ value: s, label: s }))]}
          value={state.filters.status}
          onChange={(value) => setFilter('status', value ?? '')}
          allowDeselect={false}
          w={180}
        />
        <DateField label={t('transfers.list.from')} value={state.filters.startDate} onChange={(v) => setFilter('startDate', v)} clearable w={170} />
        <DateField label={t('transfers.list.to')} value={state.filters.endDate} onChange={(v) => setFilter('endDate', v)} clearable w={170} />
      </Group>
      <PagedQueryTable
        list={list}
        state={state}
        setState={setState}
        caption={t('transfers.list.caption')}
        columns={columns}
        rowKey={(r) => r.id}
        empty={t('transfers.list.empty')}
        framed
      />
      {canInitiate && <NewTransferModal opened={creating} onClose={() => setCreating(false)} />}
    </Page>
  );
}
