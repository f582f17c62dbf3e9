import { useState } from 'react';
import { Anchor, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SURVEY_STATUSES, type EmployeeSurveyView, type SurveyStatus } from '@tenure/domain/surveys';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { type DataColumn } from '../../components/table/DataTable.tsx';
import { initialTableState, tableQuery, withFilter } from '../../components/table/tableState.ts';
import { useFormatDate } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { SurveyFormModal } from './SurveyFormModal.tsx';
import { useDeleteEmployeeSurvey, useEmployeeSurveys } from './surveysApi.ts';
import { ListToolbar } from '../../components/table/ListToolbar.tsx';
import { PagedQueryTable } from '../../components/table/PagedQueryTable.tsx';

const STATUS_COLORS: Record<SurveyStatus, string> = { Scheduled: 'blue', Open: 'green', Closed: 'gray' };

export function SurveyStatusBadge({ status }: { status: SurveyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} miw="max-content">
      {t(`surveys.statuses.${status}`)}
    </Badge>
  );
}

/** HR's employee surveys with their response rate: launch, change, delete before the first answer. */
export function SurveysTab() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  const [state, setState] = useState(() =>
    initialTableState<'opensOn', { status: string; search: string }>('opensOn', { status: '', search: '' }),
  );
  const [search] = useDebouncedValue(state.filters.search, 300);
  const list = useEmployeeSurveys(tableQuery({ ...state, filters: { ...state.filters, search } }));
  const [editing, setEditing] = useState<EmployeeSurveyView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EmployeeSurveyView | null>(null);
  const remove = useDeleteEmployeeSurvey();

  const columns: DataColumn<EmployeeSurveyView, 'opensOn'>[] = [
    {
      id: 'title',
      label: t('surveys.list.columns.title'),
      render: (s) => (
        <Anchor component={Link} to={`/employee-survey/${s.id}`}>
          {s.title}
        </Anchor>
      ),
    },
    { id: 'questionnaire', label: t('surveys.list.columns.questionnaire'), render: (s) => s.questionnaire.title },
    { id: 'status', label: t('surveys.list.columns.status'), render: (s) => <SurveyStatusBadge status={s.status} /> },
    {
      id: 'dates',
      label: t('surveys.list.columns.dates'),
      render: (s) => `${formatDate(s.opensOn)} – ${formatDate(s.closesOn)}`,
    },
    {
      id: 'anonymous',
      label: t('surveys.list.columns.anonymity'),
      render: (s) => (s.anonymous ? t('surveys.common.anonymous') : t('surveys.common.named')),
    },
    {
      id: 'rate',
      label: t('surveys.list.columns.responseRate'),
      render: (s) => (
        <Stack gap={2} miw={140}>
          <Text size="sm" data-testid={`response-rate-${s.id}`}>
            {t('surveys.list.rate', { rate: s.responseRate, responses: s.responseCount, audience: s.audienceCount })}
          </Text>
          <Progress value={s.responseRate} size="sm" aria-label={t('surveys.list.columns.responseRate')} />
        </Stack>
      ),
    },
    {
      id: 'actions',
      label: t('surveys.common.actions'),
      render: (s) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setEditing(s)}
            aria-label={t('surveys.list.edit', { title: s.title })}
          >
            {t('surveys.common.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={s.responseCount > 0}
            onClick={() => setDeleting(s)}
            aria-label={t('surveys.list.delete', { title: s.title })}
          >
            {t('surveys.common.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ListToolbar
        search={{
          label: t('surveys.common.search'),
          value: state.filters.search,
          onChange: (value) => setState((s) => withFilter(s, 'search', value)),
        }}
        filter={{
          label: t('surveys.list.columns.status'),
          choices: SURVEY_STATUSES.map((s) => ({ value: s, label: t(`surveys.statuses.${s}`) })),
          value: state.filters.status,
          onChange: (status) => setState((s) => withFilter(s, 'status', status)),
        }}
      >
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('surveys.list.launch')}
        </Button>
      </ListToolbar>
      <PagedQueryTable
        list={list}
        state={state}
        setState={setState}
        caption={t('surveys.list.caption')}
        columns={columns}
        rowKey={(s) => s.id}
        empty={t('surveys.list.empty')}
      />
      {editing && <SurveyFormModal survey={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('surveys.list.deleteTitle')}
        message={t('surveys.list.deleteQuestion', { title: deleting?.title ?? '' })}
        confirmLabel={t('surveys.common.delete')}
        cancelLabel={t('org.common.cancel')}
        danger
        loading={remove.isPending}
        error={remove.error ? messageText(remove.error.message) : null}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => {
              showToast('success', t('surveys.list.deleted', { title: deleting!.title }));
              setDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}
