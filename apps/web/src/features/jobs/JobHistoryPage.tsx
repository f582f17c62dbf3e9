import { useState } from 'react';
import { Badge, Button, Card, Group, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { feature } from '@tenure/domain/access';
import { DEFAULT_PAGE_SIZE } from '@tenure/domain/paging';
import { JOB_KINDS, JOB_STATUSES, type JobHistoryView, type JobStatus } from '@tenure/domain/jobs';
import { useHasAccess } from '../../lib/access/useHasAccess.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Page } from '../../components/Page.tsx';
import { EmptyState, LoadErrorState } from '../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../components/table/DataTable.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useJobTexts } from './jobTexts.ts';
import { useCancelJob, useJobHistory, useJobSchedules, type JobHistoryFilters } from './jobsApi.ts';

const STATUS_COLORS: Record<JobStatus, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'teal',
  failed: 'red',
  cancelled: 'yellow',
};

/**
 * Setup › Job History: every background job of the tenant (who or which schedule started it, how
 * far it got, its error), the schedules with their next run, and cancel for a job not yet started.
 */
export function JobHistoryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<JobHistoryFilters>({ page: 1, size: DEFAULT_PAGE_SIZE, status: '', kind: '' });
  const [toCancel, setToCancel] = useState<JobHistoryView | null>(null);
  const history = useJobHistory(filters);
  const cancel = useCancelJob();
  const mayCancel = useHasAccess(feature('ADMINISTRATION', 'ManageJobs'));
  const { formatDateTime } = useFormatDate();
  const messageText = useMessageText();
  const { kindLabel } = useJobTexts();
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

  const confirmCancel = async () => {
    if (!toCancel) return;
    try {
      await cancel.mutateAsync(toCancel.executionNumber);
      showToast('success', t('jobs.cancelled', { number: toCancel.executionNumber }));
      setToCancel(null);
    } catch {
      // The dialog shows the refusal (the job started meanwhile).
    }
  };

  const columns: DataColumn<JobHistoryView, 'createdAt'>[] = [
    { id: 'number', label: t('jobs.columns.number'), render: (job) => job.executionNumber },
    {
      id: 'kind',
      label: t('jobs.columns.kind'),
      render: (job) => (
        <>
          <Text size="sm" fw={600}>
            {kindLabel(job.kind)}
          </Text>
          {job.attempts > 1 && (
            <Text size="xs" c="dimmed">
              {t('jobs.attempts', { count: job.attempts })}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'status',
      label: t('jobs.columns.status'),
      render: (job) => (
        <Badge
          variant="dot"
          color={STATUS_COLORS[job.status]}
          radius="sm"
          tt="none"
          style={{ minWidth: 'max-content' }}
          data-status={job.status}
        >
          {t(`jobs.status.${job.status}`)}
        </Badge>
      ),
    },
    {
      id: 'progress',
      label: t('jobs.columns.progress'),
      render: (job) => (
        <Group gap="xs" wrap="nowrap">
          <Progress value={job.progress} w={80} aria-label={t('jobs.progressLabel', { number: job.executionNumber })} />
          <Text size="xs">{job.progress}%</Text>
        </Group>
      ),
    },
    {
      id: 'started',
      label: t('jobs.columns.started'),
      render: (job) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {when(job.startedAt)}
        </Text>
      ),
    },
    {
      id: 'finished',
      label: t('jobs.columns.finished'),
      render: (job) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {when(job.finishedAt)}
        </Text>
      ),
    },
    {
      id: 'startedBy',
      label: t('jobs.columns.startedBy'),
      render: (job) => (job.scheduled ? t('jobs.bySchedule') : (job.startedBy ?? '—')),
    },
    {
      id: 'error',
      label: t('jobs.columns.error'),
      render: (job) => (
        <Text size="sm" lineClamp={2} maw={260}>
          {job.error ? messageText(job.error) : '—'}
        </Text>
      ),
    },
  ];
  if (mayCancel) {
    columns.push({
      id: 'actions',
      label: t('jobs.columns.actions'),
      render: (job) =>
        job.status === 'queued' ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} aria-hidden />}
            aria-label={t('jobs.cancelNamed', { number: job.executionNumber, kind: kindLabel(job.kind) })}
            onClick={() => setToCancel(job)}
          >
            {t('jobs.cancel')}
          </Button>
        ) : null,
    });
  }

  return (
    <Page title={t('jobs.title')} intro={t('jobs.intro')}>
      <Schedules />
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('jobs.statusFilter')}
          data={[
            { value: '', label: t('jobs.allStatuses') },
            ...JOB_STATUSES.map((status) => ({ value: status, label: t(`jobs.status.${status}`) })),
          ]}
          value={filters.status}
          onChange={(value) => setFilters((f) => ({ ...f, status: (value ?? '') as JobStatus | '', page: 1 }))}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('jobs.kindFilter')}
          data={[
            { value: '', label: t('jobs.allKinds') },
            ...Object.keys(JOB_KINDS).map((kind) => ({ value: kind, label: kindLabel(kind) })),
          ]}
          value={filters.kind}
          onChange={(value) => setFilters((f) => ({ ...f, kind: value ?? '', page: 1 }))}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void history.refetch()}
          loading={history.isFetching}
        >
          {t('jobs.refresh')}
        </Button>
      </Group>
      {history.error ? (
        <LoadErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <DataTable
          caption={t('jobs.caption')}
          columns={columns}
          rows={history.data?.items ?? []}
          rowKey={(job) => String(job.executionNumber)}
          sort="createdAt"
          order="desc"
          onSort={() => undefined}
          page={filters.page}
          size={filters.size}
          total={history.data?.total ?? 0}
          onPage={(page) => setFilters((f) => ({ ...f, page }))}
          onSize={(size) => setFilters((f) => ({ ...f, size, page: 1 }))}
          loading={history.isLoading}
          empty={<EmptyState text={t('jobs.empty')} />}
        />
      )}
      <ConfirmDialog
        opened={toCancel !== null}
        title={t('jobs.cancelTitle')}
        message={
          toCancel ? t('jobs.cancelMessage', { number: toCancel.executionNumber, kind: kindLabel(toCancel.kind) }) : ''
        }
        confirmLabel={t('jobs.cancelConfirm')}
        cancelLabel={t('jobs.keep')}
        onConfirm={() => void confirmCancel()}
        onClose={() => {
          setToCancel(null);
          cancel.reset();
        }}
        loading={cancel.isPending}
        error={cancel.error ? messageText(cancel.error.message) : null}
        danger
      />
    </Page>
  );
}

/** The tenant's schedules, each with its next run. */
function Schedules() {
  const { t } = useTranslation();
  const schedules = useJobSchedules();
  const { formatDate } = useFormatDate();
  const { kindLabel, scheduleText } = useJobTexts();
  if (!schedules.data || schedules.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="job-schedules-title">
      <Title order={2} size="h4" id="job-schedules-title">
        {t('jobs.schedulesTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('jobs.schedulesIntro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {schedules.data.map((schedule) => (
          <Card key={schedule.kind} withBorder padding="sm" data-testid={`schedule-${schedule.kind}`}>
            <Text fw={600} size="sm">
              {kindLabel(schedule.kind)}
            </Text>
            <Text size="xs" c="dimmed">
              {scheduleText(schedule)}
            </Text>
            {schedule.nextRun && (
              <Text size="sm" mt={4}>
                {t('jobs.nextRun', { date: formatDate(schedule.nextRun) })}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
