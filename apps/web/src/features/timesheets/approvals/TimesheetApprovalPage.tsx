import { useState } from 'react';
import { Button, Checkbox, Group, Pagination, Paper, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  APPROVAL_TABS,
  formatHours,
  type ApprovalTab,
  type ApprovalWeekView,
  type TimesheetLineView,
} from '@tenure/domain/timesheets';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ReasonModal } from '../../../components/ReasonModal.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSearchParamChoice } from '../../../lib/useSearchParamChoice.ts';
import { LineStatusBadge, WeekStatusBadge } from '../week/LineStatusBadge.tsx';
import { useApprovals, useApproveWeeks, useDecideLines } from './approvalsApi.ts';

const PAGE_SIZE = 10;

/**
 * SPEC §2 /timesheet-approval, /approval-timesheet and /admin-timesheet-approval (`all`: everyone's
 * lines), with the §4 tabs Pending for Approval, Rejected and History.
 */
export function TimesheetApprovalPage({ all }: { all: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useSearchParamChoice('tab', APPROVAL_TABS);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  return (
    <Page
      title={t(all ? 'timesheetApprovals.adminTitle' : 'timesheetApprovals.title')}
      intro={t(all ? 'timesheetApprovals.adminIntro' : 'timesheetApprovals.intro')}
    >
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab(value);
          setPage(1);
        }}
      >
        <Tabs.List>
          {APPROVAL_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`timesheetApprovals.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TextInput
        label={t('timesheetApprovals.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={320}
      />
      <ApprovalList tab={tab} page={page} onPage={setPage} all={all} search={debounced} />
    </Page>
  );
}

function ApprovalList({
  tab,
  page,
  onPage,
  all,
  search,
}: {
  tab: ApprovalTab;
  page: number;
  onPage(page: number): void;
  all: boolean;
  search: string;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const list = useApprovals(tab, page, PAGE_SIZE, all, search);
  const approveWeeks = useApproveWeeks();
  const [selected, setSelected] = useState<string[]>([]);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <LoadErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState text={t(`timesheetApprovals.empty.${tab}`)} />;

  const bulk = async () => {
    try {
      const result = await approveWeeks.mutateAsync(selected);
      showToast(
        result.skipped.length ? 'warning' : 'success',
        t('timesheetApprovals.bulkDone', { applied: result.applied.length, skipped: result.skipped.length }),
      );
      setSelected([]);
    } catch (failure) {
      showToast('error', failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong'));
    }
  };

  return (
    <Stack gap="md">
      {tab === 'pending' && (
        <Group justify="space-between">
          <Checkbox
            label={t('timesheetApprovals.selectAll')}
            checked={selected.length === list.data.items.length}
            indeterminate={selected.length > 0 && selected.length < list.data.items.length}
            onChange={(event) => setSelected(event.currentTarget.checked ? list.data.items.map((w) => w.weekId) : [])}
          />
          <Button disabled={selected.length === 0} loading={approveWeeks.isPending} onClick={() => void bulk()}>
            {t('timesheetApprovals.approveSelected', { count: selected.length })}
          </Button>
        </Group>
      )}
      {list.data.items.map((week) => (
        <WeekCard
          key={week.weekId}
          week={week}
          tab={tab}
          selected={selected.includes(week.weekId)}
          onSelect={(on) =>
            setSelected((current) => (on ? [...current, week.weekId] : current.filter((id) => id !== week.weekId)))
          }
        />
      ))}
      {list.data.total > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(list.data.total / PAGE_SIZE)}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': t(`timesheetApprovals.pager.${control}`) })}
        />
      )}
    </Stack>
  );
}

interface Pending {
  verb: 'approve' | 'reject';
  lines: TimesheetLineView[];
}

function WeekCard({
  week,
  tab,
  selected,
  onSelect,
}: {
  week: ApprovalWeekView;
  tab: ApprovalTab;
  selected: boolean;
  onSelect(on: boolean): void;
}) {
  const { t } = useTranslation();
  const { formatDateRange } = useFormatDate();
  const messageText = useMessageText();
  const decide = useDecideLines();
  const [asking, setAsking] = useState<Pending | null>(null);
  const range = formatDateRange(week.weekStartDate, week.weekEndDate);
  const waiting = week.lines.filter((l) => l.status === 'pending');
  const lineName = (l: TimesheetLineView) =>
    l.kind === 'project'
      ? `${l.projectName ?? ''}${l.taskName ? ` – ${l.taskName}` : ''}`
      : t(`timesheetWeek.kinds.${l.kind}`);

  const run = async (p: Pending, reason?: string) => {
    const result = await decide.mutateAsync({
      verb: p.verb,
      lineIds: p.lines.map((l) => l.id!),
      ...(reason ? { reason } : {}),
    });
    showToast(result.skipped.length ? 'warning' : 'success', t(`timesheetApprovals.done.${p.verb}`));
  };
  const approve = (lines: TimesheetLineView[]) =>
    void run({ verb: 'approve', lines }).catch((failure: unknown) =>
      showToast('error', failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong')),
    );

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      aria-label={t('timesheetApprovals.weekOf', { name: week.employee.displayName, range })}
      component="section"
    >
      <Group justify="space-between" mb="sm">
        <Group gap="sm">
          {tab === 'pending' && (
            <Checkbox
              aria-label={t('timesheetApprovals.selectWeek', { name: week.employee.displayName, range })}
              checked={selected}
              onChange={(e) => onSelect(e.currentTarget.checked)}
            />
          )}
          <Text fw={600}>{week.employee.displayName}</Text>
          <Text size="sm" c="dimmed">
            {week.employee.employeeNumber} · {range}
          </Text>
          <WeekStatusBadge status={week.weekStatus} />
        </Group>
        {waiting.length > 0 && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={() => setAsking({ verb: 'reject', lines: waiting })}
            >
              {t('timesheetApprovals.rejectWeek')}
            </Button>
            <Button size="xs" onClick={() => approve(waiting)}>
              {t('timesheetApprovals.approveWeek')}
            </Button>
          </Group>
        )}
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('timesheetWeek.grid.line')}</Table.Th>
              <Table.Th>{t('timesheetApprovals.hours')}</Table.Th>
              <Table.Th>{t('timesheetWeek.grid.total')}</Table.Th>
              <Table.Th>{t('timesheetApprovals.status')}</Table.Th>
              <Table.Th>{t('timesheetApprovals.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {week.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{lineName(line)}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {line.hours.map((h) => formatHours(h) || '–').join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>{formatHours(line.total) || '0'}</Table.Td>
                <Table.Td>
                  <LineStatusBadge status={line.status} />
                  {line.decisionReason && (
                    <Text size="xs" c="dimmed">
                      {line.decisionReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {line.status === 'pending' && (
                    <Group gap={4}>
                      <Button
                        size="compact-xs"
                        onClick={() => approve([line])}
                        aria-label={t('timesheetApprovals.approveLine', { line: lineName(line) })}
                      >
                        {t('timesheetApprovals.approve')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="default"
                        color="red"
                        onClick={() => setAsking({ verb: 'reject', lines: [line] })}
                        aria-label={t('timesheetApprovals.rejectLine', { line: lineName(line) })}
                      >
                        {t('timesheetApprovals.reject')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {asking && (
        <ReasonModal
          title={t('timesheetApprovals.rejectTitle')}
          message={t('timesheetApprovals.rejectMessage', {
            count: asking.lines.length,
            name: week.employee.displayName,
            range,
          })}
          confirmLabel={t('timesheetApprovals.reject')}
          label={t('timesheetApprovals.reason')}
          required
          danger
          onConfirm={(reason) => run(asking, reason)}
          onClose={() => setAsking(null)}
        />
      )}
    </Paper>
  );
}
