import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReviewCycleView } from '@tenure/domain/performance';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DeleteDialog, type DeleteTarget } from '../../../components/crud/DeleteDialog.tsx';
import { JobProgress } from '../../../components/jobs/JobProgress.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { CycleFormModal } from './CycleFormModal.tsx';
import { useDeleteCycle, useLaunchCycle, useReleaseCycle, useReviewCycles } from './reviewsApi.ts';

type Pending = { kind: 'launch' | 'release'; cycle: ReviewCycleView };

/** SPEC §2 /performance-review/setup: review cycles, created and edited as drafts, then launched, calibrated and released. */
export function ReviewSetupPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { formatDateRange } = useFormatDate();
  const cycles = useReviewCycles();
  const remove = useDeleteCycle();
  const launch = useLaunchCycle();
  const release = useReleaseCycle();
  const [editing, setEditing] = useState<ReviewCycleView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [launchJob, setLaunchJob] = useState<number | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'launch') {
        const { executionNumber } = await launch.mutateAsync(pending.cycle.id);
        setLaunchJob(executionNumber);
        showToast('success', t('reviews.setup.launched', { name: pending.cycle.name }));
      } else {
        await release.mutateAsync(pending.cycle.id);
        showToast('success', t('reviews.setup.releasedToast', { name: pending.cycle.name }));
      }
      setPending(null);
    } catch (error) {
      setRefusal(error instanceof Error ? messageText(error.message) : null);
    }
  };

  return (
    <Page title={t('reviews.setup.title')} intro={t('reviews.setup.intro')}>
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('reviews.setup.add')}
        </Button>
      </Group>
      {launchJob !== null && (
        <JobProgress
          executionNumber={launchJob}
          describe={(result) => t('reviews.setup.launchedCount', { count: Number(result?.created ?? 0) })}
          onFinished={() => cycles.refetch()}
        />
      )}
      {cycles.isPending ? (
        <LoadingState />
      ) : cycles.isError ? (
        <LoadErrorState error={cycles.error} onRetry={() => void cycles.refetch()} />
      ) : cycles.data.length === 0 ? (
        <EmptyState text={t('reviews.setup.empty')} />
      ) : (
        <PlainTable
          label={t('reviews.setup.caption')}
          minWidth={860}
          headers={[
            t('reviews.setup.name'),
            t('reviews.setup.period'),
            t('reviews.setup.status'),
            t('reviews.setup.reviews'),
            t('reviews.setup.actions'),
          ]}
        >
          {cycles.data.map((cycle) => (
            <Table.Tr key={cycle.id}>
              <Table.Td>{cycle.name}</Table.Td>
              <Table.Td>{formatDateRange(cycle.startDate, cycle.endDate)}</Table.Td>
              <Table.Td>
                <Badge
                  variant="dot"
                  tt="none"
                  color={cycle.status === 'released' ? 'teal' : cycle.status === 'draft' ? 'gray' : 'blue'}
                >
                  {t(`reviews.cycleStatuses.${cycle.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{cycle.reviews}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Anchor component={Link} to={`/performance-review/setup/${cycle.id}/employees`} size="sm">
                    {t('reviews.setup.employees')}
                  </Anchor>
                  {cycle.status === 'draft' && (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('reviews.setup.editNamed', { name: cycle.name })}
                        onClick={() => setEditing(cycle)}
                      >
                        {t('reviews.setup.editButton')}
                      </Button>
                      <Button
                        size="xs"
                        aria-label={t('reviews.setup.launchNamed', { name: cycle.name })}
                        onClick={() => setPending({ kind: 'launch', cycle })}
                      >
                        {t('reviews.setup.launch')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('reviews.setup.deleteNamed', { name: cycle.name })}
                        onClick={() => setDeleting({ id: cycle.id, name: cycle.name })}
                      >
                        {t('reviews.setup.deleteButton')}
                      </Button>
                    </>
                  )}
                  {cycle.status === 'launched' && (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        component={Link}
                        to={`/pmm/review-cycle/calibration/${cycle.id}`}
                        aria-label={t('reviews.setup.calibrateNamed', { name: cycle.name })}
                      >
                        {t('reviews.setup.calibrate')}
                      </Button>
                      <Button
                        size="xs"
                        aria-label={t('reviews.setup.releaseNamed', { name: cycle.name })}
                        onClick={() => setPending({ kind: 'release', cycle })}
                      >
                        {t('reviews.setup.release')}
                      </Button>
                    </>
                  )}
                  {cycle.status === 'released' && (
                    <Anchor component={Link} to={`/pmm/review-cycle/calibration/${cycle.id}`} size="sm">
                      {t('reviews.setup.calibrate')}
                    </Anchor>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
      <Stack>
        {editing && <CycleFormModal cycle={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
        <DeleteDialog
          target={deleting}
          onClose={() => setDeleting(null)}
          remove={(id) => remove.mutateAsync(id)}
          texts={{
            title: t('reviews.setup.deleteTitle'),
            question: () => t('reviews.setup.deleteQuestion'),
            deleted: t('reviews.setup.deleted'),
          }}
        />
        <ConfirmDialog
          opened={pending !== null}
          title={
            pending
              ? t(pending.kind === 'launch' ? 'reviews.setup.launchNamed' : 'reviews.setup.releaseNamed', {
                  name: pending.cycle.name,
                })
              : ''
          }
          message={
            pending
              ? t(pending.kind === 'launch' ? 'reviews.setup.launchConfirm' : 'reviews.setup.releaseConfirm', {
                  name: pending.cycle.name,
                })
              : ''
          }
          confirmLabel={pending?.kind === 'release' ? t('reviews.setup.release') : t('reviews.setup.launch')}
          cancelLabel={t('reviews.setup.cancel')}
          loading={launch.isPending || release.isPending}
          error={refusal}
          onConfirm={() => void confirm()}
          onClose={() => {
            setPending(null);
            setRefusal(null);
          }}
        />
      </Stack>
    </Page>
  );
}
