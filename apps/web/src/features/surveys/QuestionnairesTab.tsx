import { useState } from 'react';
import { Badge, Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_KINDS, type QuestionnaireKind, type QuestionnaireSummary } from '@tenure/domain/surveys';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadErrorState } from '../../components/QueryStates.tsx';
import { type DataColumn } from '../../components/table/DataTable.tsx';
import { initialTableState, tableQuery, withFilter, type TableState } from '../../components/table/tableState.ts';
import { useFormatDate } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { QuestionnaireEditor } from './QuestionnaireEditor.tsx';
import { useDeleteQuestionnaire, useQuestionnaire, useQuestionnaires } from './surveysApi.ts';
import { ListToolbar } from '../../components/table/ListToolbar.tsx';
import { PagedQueryTable } from '../../components/table/PagedQueryTable.tsx';

type Sort = 'title' | 'updatedAt';

/** The questionnaires HR has built (exit, pulse, engagement): new, edit, delete when unused. */
export function QuestionnairesTab() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  const [state, setState] = useState<TableState<Sort, { kind: string; search: string }>>(() => ({
    ...initialTableState('updatedAt', { kind: '', search: '' }),
    order: 'desc',
  }));
  const [search] = useDebouncedValue(state.filters.search, 300);
  const list = useQuestionnaires(tableQuery({ ...state, filters: { ...state.filters, search } }));
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const loaded = useQuestionnaire(editing && editing !== 'new' ? editing : null);
  const [deleting, setDeleting] = useState<QuestionnaireSummary | null>(null);
  const remove = useDeleteQuestionnaire();

  const columns: DataColumn<QuestionnaireSummary, Sort>[] = [
    {
      id: 'title',
      label: t('surveys.questionnaires.columns.title'),
      sortKey: 'title',
      render: (q) => (
        <Button
          variant="subtle"
          px={0}
          onClick={() => setEditing(q.id)}
          aria-label={t('surveys.questionnaires.edit', { title: q.title })}
        >
          {q.title}
        </Button>
      ),
    },
    { id: 'kind', label: t('surveys.questionnaires.columns.kind'), render: (q) => t(`surveys.kinds.${q.kind}`) },
    { id: 'questions', label: t('surveys.questionnaires.columns.questions'), render: (q) => q.questionCount },
    {
      id: 'inUse',
      label: t('surveys.questionnaires.columns.inUse'),
      render: (q) =>
        q.inUse ? (
          <Badge variant="dot">{t('surveys.questionnaires.inUse')}</Badge>
        ) : (
          t('surveys.questionnaires.notUsed')
        ),
    },
    {
      id: 'updatedAt',
      label: t('surveys.questionnaires.columns.updatedAt'),
      sortKey: 'updatedAt',
      render: (q) => formatDate(q.updatedAt.slice(0, 10)),
    },
    {
      id: 'actions',
      label: t('surveys.common.actions'),
      render: (q) => (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => setDeleting(q)}
          aria-label={t('surveys.questionnaires.delete', { title: q.title })}
        >
          {t('surveys.common.delete')}
        </Button>
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
          label: t('surveys.questionnaires.columns.kind'),
          choices: QUESTIONNAIRE_KINDS.map((k) => ({ value: k, label: t(`surveys.kinds.${k}`) })),
          value: state.filters.kind,
          onChange: (kind) => setState((s) => withFilter(s, 'kind', kind)),
        }}
      >
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('surveys.questionnaires.new')}
        </Button>
      </ListToolbar>
      <PagedQueryTable
        list={list}
        state={state}
        setState={setState}
        caption={t('surveys.questionnaires.caption')}
        columns={columns}
        rowKey={(q) => q.id}
        empty={t('surveys.questionnaires.empty')}
      />
      {editing === 'new' && (
        <QuestionnaireEditor
          questionnaire={null}
          defaultKind={(state.filters.kind || 'engagement') as QuestionnaireKind}
          onClose={() => setEditing(null)}
        />
      )}
      {editing && editing !== 'new' && loaded.error && (
        <LoadErrorState
          error={loaded.error}
          onRetry={() => void loaded.refetch()}
          title={t('surveys.questionnaires.loadFailed')}
        />
      )}
      {editing && editing !== 'new' && loaded.data && (
        <QuestionnaireEditor
          questionnaire={loaded.data}
          defaultKind={loaded.data.kind}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('surveys.questionnaires.deleteTitle')}
        message={t('surveys.questionnaires.deleteQuestion', { title: deleting?.title ?? '' })}
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
              showToast('success', t('surveys.questionnaires.deleted', { title: deleting!.title }));
              setDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}
