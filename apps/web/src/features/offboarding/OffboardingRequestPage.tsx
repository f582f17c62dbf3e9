import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { feature, hasAccess } from '@tenure/domain/access';
import {
  EXIT_REASON_CATEGORIES,
  RESIGNATION_STATUSES,
  noticeShortfall,
  type ExitReasonCategory,
  type ResignationListQuery,
  type ResignationView,
} from '@tenure/domain/offboarding';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DateField } from '../../components/DateField.tsx';
import { Page } from '../../components/Page.tsx';
import { type DataColumn } from '../../components/table/DataTable.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { useEligibility, useResignations, useSubmitResignation } from './offboardingApi.ts';
import { StatusBadge, useAccess, useRefusalText } from './shared.tsx';
import { PagedQueryTable } from '../../components/table/PagedQueryTable.tsx';
import { StatusPeriodFilters, useStatusPeriodTable } from '../../components/table/StatusPeriodFilters.tsx';

type SortKey = ResignationListQuery['sort'];
type Scope = ResignationListQuery['scope'];

/** SPEC §2 /offboarding-request: the employee resigns and follows it; managers and HR list and open resignations. */
export function OffboardingRequestPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const isHr = hasAccess(access.permissions, feature('OFFBOARDING', 'SubmitResignationOnBehalf'));
  const isManager =
    access.isReportingManager || hasAccess(access.permissions, feature('OFFBOARDING', 'TeamOffboarding'));
  const scopes: Scope[] = ['mine', ...(isManager ? (['team'] as const) : []), ...(isHr ? (['all'] as const) : [])];
  // Managers and HR open on the resignations they decide; their own resignation (and its form) is under "My resignations".
  const [scope, setScope] = useState<Scope>(scopes[scopes.length - 1]!);
  return (
    <Page title={t('offboarding.request.title')} intro={t('offboarding.request.intro')}>
      {scopes.length > 1 && (
        <SegmentedControl
          aria-label={t('offboarding.request.caption')}
          value={scope}
          onChange={(value) => setScope(value as Scope)}
          data={scopes.map((s) => ({ value: s, label: t(`offboarding.request.${s}`) }))}
          w="fit-content"
        />
      )}
      {access.isEmployee && scope === 'mine' && <ResignForm />}
      <ResignationList key={scope} scope={scope} />
    </Page>
  );
}

function ResignForm() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const eligibility = useEligibility();
  const submit = useSubmitResignation();
  const refusal = useRefusalText();
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState<ExitReasonCategory | null>(null);
  const [lastDay, setLastDay] = useState('');
  const [comments, setComments] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = eligibility.data;
  if (!check) return null;
  if (!check.eligible) {
    return (
      <Alert color="blue" title={t('offboarding.request.alreadyOpen')}>
        {check.openResignationId && (
          <Anchor component={Link} to={`/offboarding-request/${check.openResignationId}`}>
            {t('offboarding.request.open')}
          </Anchor>
        )}
      </Alert>
    );
  }
  const shortfall = lastDay ? noticeShortfall(lastDay, check.noticeLastDay) : 0;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" maw={560}>
        <Title order={2} size="h4">
          {t('offboarding.request.resignTitle')}
        </Title>
        <Text size="sm">
          {t('offboarding.request.noticeInfo', { date: formatDate(check.noticeLastDay), days: check.noticeDays })}
        </Text>
        <Select
          label={t('exitDashboard.reasonCategory')}
          required
          data={EXIT_REASON_CATEGORIES.map((c) => ({ value: c, label: t(`exitDashboard.categories.${c}`) }))}
          value={category}
          onChange={(v) => setCategory(EXIT_REASON_CATEGORIES.find((c) => c === v) ?? null)}
        />
        <Textarea
          label={t('offboarding.request.reason')}
          required
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <DateField label={t('offboarding.request.proposedLastDay')} required value={lastDay} onChange={setLastDay} />
        {shortfall > 0 && (
          <Text size="sm" c="orange.9">
            {t('offboarding.request.shortfall', { days: shortfall })}
          </Text>
        )}
        <Textarea
          label={t('offboarding.request.comments')}
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group>
          <Button disabled={!reason.trim() || !lastDay || !category} onClick={() => setConfirming(true)}>
            {t('offboarding.request.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('offboarding.request.resignTitle')}
        message={t('offboarding.confirm.submit')}
        confirmLabel={t('offboarding.request.submit')}
        cancelLabel={t('offboarding.verbs.cancel')}
        loading={submit.isPending}
        error={error}
        onConfirm={() =>
          submit.mutate(
            {
              reason,
              reasonCategory: category ?? 'Other',
              proposedLastDay: lastDay,
              ...(comments.trim() ? { comments } : {}),
            },
            { onSuccess: () => setConfirming(false), onError: (e) => setError(refusal(e)) },
          )
        }
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </Paper>
  );
}

function ResignationList({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const navigate = useNavigate();
  const table = useStatusPeriodTable<SortKey>('waiting');
  const { state, setState } = table;
  const list = useResignations({ ...table.query, scope });
  const columns: DataColumn<ResignationView, SortKey>[] = [
    {
      id: 'employeeName',
      label: t('offboarding.columns.employeeName'),
      sortKey: 'employeeName',
      render: (r) => (
        <Anchor component={Link} to={`/offboarding-request/${r.id}`}>
          {r.employee.displayName} ({r.employee.employeeNumber})
        </Anchor>
      ),
    },
    {
      id: 'submittedOn',
      label: t('offboarding.columns.submittedOn'),
      sortKey: 'submittedOn',
      render: (r) => formatDate(r.submittedOn.slice(0, 10)),
    },
    {
      id: 'proposedLastDay',
      label: t('offboarding.columns.proposedLastDay'),
      sortKey: 'proposedLastDay',
      render: (r) => formatDate(r.proposedLastDay),
    },
    {
      id: 'lastWorkingDay',
      label: t('offboarding.columns.lastWorkingDay'),
      render: (r) => (r.lastWorkingDay ? formatDate(r.lastWorkingDay) : '—'),
    },
    {
      id: 'status',
      label: t('offboarding.columns.status'),
      sortKey: 'status',
      render: (r) => <StatusBadge status={r.status} />,
    },
    {
      id: 'exitStatus',
      label: t('offboarding.columns.exitStatus'),
      render: (r) =>
        r.exitStatus ? (
          <Badge variant="dot" color="gray">
            {t(`offboarding.exitStatuses.${r.exitStatus}`)}
          </Badge>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Stack gap="sm">
      <StatusPeriodFilters
        table={table}
        statuses={RESIGNATION_STATUSES.map((s) => ({ value: s, label: t(`offboarding.statuses.${s}`) }))}
        labels={{
          search: t('offboarding.request.search'),
          searchPlaceholder: t('offboarding.request.searchPlaceholder'),
          status: t('offboarding.request.status'),
          allStatuses: t('offboarding.request.allStatuses'),
          from: t('offboarding.request.from'),
          to: t('offboarding.request.to'),
        }}
      />
      <PagedQueryTable
        list={list}
        state={state}
        setState={setState}
        caption={t('offboarding.request.caption')}
        columns={columns}
        rowKey={(r) => r.id}
        onRowClick={(r) => void navigate(`/offboarding-request/${r.id}`)}
        empty={t('offboarding.request.empty')}
        framed
      />
    </Stack>
  );
}
