import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChecks, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { feature } from '@tenure/domain/access';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS } from '@tenure/domain/employees';
import { EmptyState, LoadErrorState } from '../../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../../components/table/DataTable.tsx';
import { tableControls, withFilter } from '../../../components/table/tableState.ts';
import { useHasAccess } from '../../../lib/access/useHasAccess.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  initialRequestListState,
  requestListQuery,
  type RequestSortKey,
  type StatusFilter,
} from '../requestListQuery.ts';
import type { RequestKind, RequestRow } from '../requestRows.ts';
import { useBulkApprove, useRequests, type RequestScope } from '../requestsApi.ts';
import { RequestActions, type PendingDecision } from './RequestActions.tsx';
import { DecisionDialog } from './DecisionDialog.tsx';
import { RequestStatusBadge } from './RequestStatusBadge.tsx';
import { useFormatDate } from '../../../lib/dates.ts';

interface RequestListProps {
  kind: RequestKind;
  scope: RequestScope;
  /** The list's status filter choices; the first is the default. One choice: no filter shown. */
  statuses: readonly [StatusFilter, ...StatusFilter[]];
  sort: RequestSortKey;
  order: 'asc' | 'desc';
  /** A manager may include the reportees of their reportees. */
  withIndirect?: boolean;
  testId: string;
}

/**
 * A paged, sortable list of leave or comp-off requests with what the viewer may do to each:
 * the requester cancels a pending one; a manager or HR approves or rejects (one by one or
 * several at once); HR with CancelApprovedLeave cancels an approved one, which gives the days back.
 */
export function RequestList({ kind, scope, statuses, sort, order, withIndirect = false, testId }: RequestListProps) {
  const { t } = useTranslation();
  const { formatDate, formatDateRange } = useFormatDate();
  const messageText = useMessageText();
  const [state, setState] = useState(() => initialRequestListState(sort, order, statuses[0]));
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, EMPLOYEE_SEARCH_DEBOUNCE_MS);
  const [indirect, setIndirect] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const list = useRequests(kind, scope, requestListQuery(state, withIndirect ? indirect : undefined));
  const bulkApprove = useBulkApprove();
  const mayCancelApproved = useHasAccess(feature('LEAVE_MANAGEMENT', 'CancelApprovedLeave'));
  const isTeamView = scope !== 'mine';
  const rows = list.data?.rows ?? [];
  const selectable = isTeamView && state.filters.status === 'pending';

  useEffect(() => setState((s) => withFilter(s, 'filterValue', debouncedSearch)), [debouncedSearch]);
  // A selection belongs to the rows on screen: another page, filter or decision starts afresh.
  useEffect(() => setSelected(new Set()), [list.data]);

  const approveSelected = async () => {
    try {
      const result = await bulkApprove.mutateAsync({ kind, ids: [...selected] });
      if (result.applied.length > 0)
        showToast('success', t('leave.requests.bulkApproved', { count: result.applied.length }));
      if (result.skipped.length > 0)
        showToast('warning', result.skipped.map((skip) => messageText(skip.message)).join(' '));
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** The request in a few words, for the buttons' names and the dialogs: whose (or which type, for my own) and when. */
  const what = (row: RequestRow) =>
    `${isTeamView ? row.employee.displayName : (row.typeName ?? t('leave.kinds.compOff'))}, ${formatDateRange(row.startDate, row.endDate)}`;

  const columns: DataColumn<RequestRow, RequestSortKey>[] = [];
  if (selectable) {
    columns.push({
      id: 'select',
      label: t('leave.columns.select'),
      render: (row) => (
        <Checkbox
          aria-label={t('leave.requests.select', { what: what(row) })}
          checked={selected.has(row.id)}
          onChange={(event) => toggle(row.id, event.currentTarget.checked)}
        />
      ),
    });
  }
  if (isTeamView) {
    columns.push({
      id: 'employee',
      label: t('leave.columns.employee'),
      sortKey: 'employeeName',
      render: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.employee.displayName}
          </Text>
          <Text size="xs" c="dimmed">
            {[row.employee.employeeNumber, row.employee.departmentName].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    });
  }
  columns.push(
    kind === 'leave'
      ? { id: 'type', label: t('leave.columns.leaveType'), sortKey: 'leaveType', render: (row) => row.typeName }
      : { id: 'type', label: t('leave.columns.leaveType'), render: () => t('leave.kinds.compOff') },
    {
      id: 'dates',
      label: kind === 'leave' ? t('leave.columns.dates') : t('leave.columns.workedDate'),
      sortKey: 'startDate',
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateRange(row.startDate, row.endDate)}
        </Text>
      ),
    },
    {
      id: 'days',
      label: t('leave.columns.days'),
      sortKey: 'days',
      render: (row) => (
        <>
          <Text size="sm">{row.days}</Text>
          {row.halfDaySession && (
            <Text size="xs" c="dimmed">
              {t(`leave.sessions.${row.halfDaySession === 'First Half' ? 'first' : 'second'}`)}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'reason',
      label: t('leave.columns.reason'),
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={220}>
          {row.reason}
        </Text>
      ),
    },
  );
  // A list of only pending requests needs neither status nor decision, and a manager is the approver.
  const onlyPending = statuses.length === 1 && statuses[0] === 'pending';
  if (!onlyPending)
    columns.push({
      id: 'status',
      label: t('leave.columns.status'),
      render: (row) => <RequestStatusBadge status={row.status} />,
    });
  if (scope !== 'manager')
    columns.push({
      id: 'approver',
      label: t('leave.columns.approver'),
      render: (row) => row.approver?.displayName ?? '—',
    });
  if (!onlyPending)
    columns.push({ id: 'decidedBy', label: t('leave.columns.decidedBy'), render: (row) => <DecisionCell row={row} /> });
  columns.push(
    {
      id: 'appliedAt',
      label: t('leave.columns.appliedAt'),
      sortKey: 'appliedAt',
      render: (row) => formatDate(row.appliedAt),
    },
    {
      id: 'actions',
      label: t('leave.columns.actions'),
      render: (row) => (
        <RequestActions
          row={row}
          scope={scope}
          mayCancelApproved={mayCancelApproved}
          describe={what(row)}
          onAsk={setPending}
        />
      ),
    },
  );

  return (
    <Stack gap="md" data-testid={testId}>
      {(statuses.length > 1 || isTeamView) && (
        <Group gap="md" align="flex-end" wrap="wrap">
          {isTeamView && (
            <TextInput
              label={t('leave.requests.search')}
              placeholder={t('leave.requests.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', xs: 260 }}
            />
          )}
          {statuses.length > 1 && (
            <Select
              label={t('leave.requests.statusFilter')}
              data={statuses.map((status) => ({ value: status, label: t(`leave.statusFilter.${status}`) }))}
              value={state.filters.status}
              onChange={(value) => value && setState((s) => withFilter(s, 'status', value))}
              allowDeselect={false}
              w={{ base: '100%', xs: 200 }}
            />
          )}
          {withIndirect && (
            <Switch
              label={t('leave.requests.indirect')}
              checked={indirect}
              onChange={(event) => setIndirect(event.currentTarget.checked)}
              mb={8}
            />
          )}
        </Group>
      )}
      {selectable && rows.length > 0 && (
        <Group gap="sm">
          <Checkbox
            label={t('leave.requests.selectAll')}
            checked={rows.every((row) => selected.has(row.id))}
            indeterminate={selected.size > 0 && !rows.every((row) => selected.has(row.id))}
            onChange={(event) =>
              setSelected(event.currentTarget.checked ? new Set(rows.map((row) => row.id)) : new Set())
            }
          />
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={selected.size === 0}
            loading={bulkApprove.isPending}
            onClick={() => void approveSelected()}
          >
            {t('leave.requests.bulkApprove', { count: selected.size })}
          </Button>
        </Group>
      )}
      {list.error ? (
        <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t(`leave.requests.caption.${kind}`)}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          {...tableControls(state, setState, list.data?.total)}
          loading={list.isFetching}
          empty={<EmptyState text={t(`leave.requests.empty.${kind}`)} />}
        />
      )}
      {pending && <DecisionDialog decision={pending} onClose={() => setPending(null)} />}
    </Stack>
  );
}

/** Who decided, when, and why (a rejection's or cancellation's reason, an approval's comment). */
function DecisionCell({ row }: { row: RequestRow }) {
  const { formatDate } = useFormatDate();
  if (!row.decidedBy) return '—';
  return (
    <>
      <Text size="sm">{row.decidedBy.displayName}</Text>
      {row.decidedAt && (
        <Text size="xs" c="dimmed">
          {formatDate(row.decidedAt)}
        </Text>
      )}
      {row.decisionReason && (
        <Text size="xs" fs="italic" maw={220}>
          {row.decisionReason}
        </Text>
      )}
    </>
  );
}
