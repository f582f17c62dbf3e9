import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftSummary, DraftType } from '@tenure/domain/onboarding';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState, LoadErrorState } from '../../components/QueryStates.tsx';
import { DataTable, type DataColumn } from '../../components/table/DataTable.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useDeleteDraft, useDrafts } from './api.ts';

/** The drafts of one type, newest first: resume one into the form, or delete it after a confirmation. */
export function DraftList({ type, onResume }: { type: DraftType; onResume(draftId: string): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { formatDate } = useFormatDate();
  const drafts = useDrafts(type, true);
  const remove = useDeleteDraft(type);
  const [deleting, setDeleting] = useState<DraftSummary | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);

  const columns: DataColumn<DraftSummary, 'updatedAt'>[] = [
    { id: 'title', label: t('onboarding.drafts.name'), render: (d) => d.title },
    { id: 'step', label: t('onboarding.drafts.step'), render: (d) => t(`onboarding.steps.${d.step}`) },
    { id: 'entity', label: t('onboarding.drafts.entity'), render: (d) => d.legalEntityCode ?? '—' },
    { id: 'updatedAt', label: t('onboarding.drafts.saved'), render: (d) => formatDate(d.updatedAt.slice(0, 10)) },
    {
      id: 'actions',
      label: t('onboarding.drafts.actions'),
      render: (d) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => onResume(d.draftId)}
            aria-label={t('onboarding.drafts.resumeOf', { title: d.title })}
          >
            {t('onboarding.drafts.resume')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => setDeleting(d)}
            aria-label={t('onboarding.drafts.deleteOf', { title: d.title })}
          >
            {t('onboarding.drafts.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  const rows = drafts.data ?? [];
  return (
    <Stack gap="sm" data-testid="draft-list">
      <Title order={2} size="h4">
        {t('onboarding.drafts.title')}
      </Title>
      {drafts.isError ? (
        <LoadErrorState error={drafts.error} onRetry={() => void drafts.refetch()} />
      ) : (
        <DataTable
          caption={t('onboarding.drafts.caption')}
          columns={columns}
          rows={rows.slice((page - 1) * size, page * size)}
          rowKey={(d) => d.draftId}
          sort="updatedAt"
          order="desc"
          onSort={() => undefined}
          page={page}
          size={size}
          total={rows.length}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
          loading={drafts.isPending}
          empty={<EmptyState text={t('onboarding.drafts.empty')} />}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('onboarding.drafts.confirmTitle')}
        message={t('onboarding.drafts.confirmMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('onboarding.drafts.delete')}
        cancelLabel={t('onboarding.drafts.cancel')}
        danger
        loading={remove.isPending}
        error={remove.error ? messageText(remove.error.message) : undefined}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.draftId, {
            onSuccess: () => {
              showToast('success', t('onboarding.draftDeleted'));
              setDeleting(null);
            },
          });
        }}
      />
    </Stack>
  );
}
