import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { feature, hasAccess } from '@tenure/domain/access';
import { EXIT_SURVEY_STATES, type ExitSurveyAssignmentView, type MyExitSurveyView } from '@tenure/domain/surveys';
import type { AccessContext } from '../../lib/access/access.ts';
import { Page } from '../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { type DataColumn } from '../../components/table/DataTable.tsx';
import { initialTableState, tableQuery, withFilter } from '../../components/table/tableState.ts';
import { ApiRequestError } from '../../lib/api/index.ts';
import { useFormatDate } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { QuestionsForm } from './QuestionsForm.tsx';
import {
  useAnswerExitSurvey,
  useAssignExitSurvey,
  useExitSurveyCandidates,
  useExitSurveyResponse,
  useExitSurveys,
  useQuestionnaires,
} from './surveysApi.ts';
import { useMyExitSurveys } from '../../lib/access/exitSurveysApi.ts';
import { ListToolbar } from '../../components/table/ListToolbar.tsx';
import { PagedQueryTable } from '../../components/table/PagedQueryTable.tsx';

/**
 * SPEC §2 /offboarding-feedback: a Resigned user answers their exit survey here; offboarding HR
 * assigns exit surveys and reads the responses, managers read their leavers' (no name when anonymous).
 */
export function ExitSurveyPage({ ctx }: { ctx: AccessContext }) {
  const { t } = useTranslation();
  const isHr = hasAccess(ctx.permissions, feature('OFFBOARDING', 'SubmitResignationOnBehalf'));
  const readsResponses = isHr || hasAccess(ctx.permissions, feature('OFFBOARDING', 'TeamOffboarding'));
  return (
    <Page
      title={t('surveys.exit.title')}
      intro={ctx.hasExitSurvey ? t('surveys.exit.introLeaver') : t('surveys.exit.introHr')}
    >
      {ctx.hasExitSurvey && <MyExitSurveys />}
      {readsResponses && <ExitSurveyResponses isHr={isHr} />}
    </Page>
  );
}

function MyExitSurveys() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const mine = useMyExitSurveys(true);
  if (mine.isPending) return <LoadingState />;
  if (mine.error)
    return (
      <LoadErrorState error={mine.error} onRetry={() => void mine.refetch()} title={t('surveys.exit.loadFailed')} />
    );
  return (
    <Stack gap="lg">
      {mine.data.map((s) => (
        <Paper key={s.id} withBorder p="md" radius="md" component="section" aria-label={s.title}>
          <Title order={2} size="h3">
            {s.title}
          </Title>
          {s.description && (
            <Text size="sm" mt={4}>
              {s.description}
            </Text>
          )}
          <Text size="sm" c="dimmed" mb="md">
            {s.anonymous ? t('surveys.exit.anonymousNote') : t('surveys.exit.namedNote')}
          </Text>
          {s.answeredOn ? (
            <Stack gap={4} role="status">
              <Text fw={600}>{t('surveys.exit.thanksTitle')}</Text>
              <Text size="sm">{t('surveys.exit.answeredOn', { date: formatDate(s.answeredOn) })}</Text>
            </Stack>
          ) : (
            <AnswerExitSurvey survey={s} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function AnswerExitSurvey({ survey }: { survey: MyExitSurveyView }) {
  const answer = useAnswerExitSurvey(survey.id);
  return (
    <QuestionsForm
      questions={survey.questions}
      submit={(input) => answer.mutateAsync(input)}
      onDone={() => undefined}
    />
  );
}

function ExitSurveyResponses({ isHr }: { isHr: boolean }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const [state, setState] = useState(() =>
    initialTableState<'assignedOn', { state: string; search: string }>('assignedOn', { state: '', search: '' }),
  );
  const [search] = useDebouncedValue(state.filters.search, 300);
  const list = useExitSurveys(tableQuery({ ...state, filters: { ...state.filters, search } }));
  const [viewing, setViewing] = useState<ExitSurveyAssignmentView | null>(null);
  const [assigning, setAssigning] = useState(false);
  const who = (a: ExitSurveyAssignmentView) =>
    a.employee ? `${a.employee.displayName} (${a.employee.employeeNumber})` : t('surveys.exit.anonymousLeaver');

  const columns: DataColumn<ExitSurveyAssignmentView, 'assignedOn'>[] = [
    { id: 'employee', label: t('surveys.exit.columns.employee'), render: who },
    { id: 'entity', label: t('surveys.exit.columns.entity'), render: (a) => a.entityCode },
    { id: 'questionnaire', label: t('surveys.exit.columns.questionnaire'), render: (a) => a.questionnaire.title },
    {
      id: 'anonymous',
      label: t('surveys.exit.columns.anonymity'),
      render: (a) => (a.anonymous ? t('surveys.common.anonymous') : t('surveys.common.named')),
    },
    {
      id: 'assignedOn',
      label: t('surveys.exit.columns.assignedOn'),
      render: (a) => formatDate(a.assignedOn.slice(0, 10)),
    },
    {
      id: 'state',
      label: t('surveys.exit.columns.state'),
      render: (a) =>
        a.answeredOn ? (
          <Badge color="green" variant="dot">
            {t('surveys.exit.answered', { date: formatDate(a.answeredOn) })}
          </Badge>
        ) : (
          <Badge variant="dot">{t('surveys.exit.waiting')}</Badge>
        ),
    },
    {
      id: 'actions',
      label: t('surveys.common.actions'),
      render: (a) => (
        <Button
          size="xs"
          variant="subtle"
          disabled={!a.answeredOn}
          onClick={() => setViewing(a)}
          aria-label={t('surveys.exit.viewNamed', { who: who(a) })}
        >
          {t('surveys.exit.view')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md" component="section" aria-label={t('surveys.exit.responses')}>
      <ListToolbar
        search={{
          label: t('surveys.common.search'),
          value: state.filters.search,
          onChange: (value) => setState((s) => withFilter(s, 'search', value)),
        }}
        filter={{
          label: t('surveys.exit.columns.state'),
          choices: EXIT_SURVEY_STATES.map((s) => ({ value: s, label: t(`surveys.exit.states.${s}`) })),
          value: state.filters.state,
          onChange: (value) => setState((s) => withFilter(s, 'state', value)),
        }}
      >
        {isHr && <Button onClick={() => setAssigning(true)}>{t('surveys.exit.assign')}</Button>}
      </ListToolbar>
      <PagedQueryTable
        list={list}
        state={state}
        setState={setState}
        caption={t('surveys.exit.responses')}
        columns={columns}
        rowKey={(a) => a.id}
        empty={t('surveys.exit.empty')}
      />
      {viewing && <ExitResponseModal assignment={viewing} title={who(viewing)} onClose={() => setViewing(null)} />}
      {assigning && <AssignExitSurveyModal onClose={() => setAssigning(false)} />}
    </Stack>
  );
}

function ExitResponseModal({
  assignment,
  title,
  onClose,
}: {
  assignment: ExitSurveyAssignmentView;
  title: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const response = useExitSurveyResponse(assignment.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('surveys.exit.responseOf', { who: title })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      {response.isPending ? (
        <LoadingState />
      ) : response.error ? (
        <LoadErrorState error={response.error} onRetry={() => void response.refetch()} />
      ) : (
        <Stack gap="sm">
          {response.data.questions.map((q, i) => {
            const a = response.data.answers.find((x) => x.questionId === q.id);
            const value = !a
              ? t('surveys.exit.noAnswer')
              : q.type === 'rating'
                ? `${a.rating} / 5`
                : q.type === 'text'
                  ? (a.text ?? '')
                  : a.choices.join(', ');
            return (
              <div key={q.id}>
                <Text fw={600} size="sm">
                  {i + 1}. {q.text}
                </Text>
                <Text size="sm">{value}</Text>
              </div>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}

function AssignExitSurveyModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const candidates = useExitSurveyCandidates(true);
  const questionnaires = useQuestionnaires({ kind: 'exit', size: '100' });
  const assign = useAssignExitSurvey();
  const [exitRequestId, setExitRequestId] = useState<string | null>(null);
  const [questionnaireId, setQuestionnaireId] = useState<string | null>(null);
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = candidates.data?.find((c) => c.exitRequestId === exitRequestId);

  const send = () => {
    const missing = {
      ...(chosen ? {} : { exitRequestId: t('surveys.exit.chooseExit') }),
      ...(questionnaireId ? {} : { questionnaireId: t('surveys.exit.chooseQuestionnaire') }),
    };
    setErrors(missing);
    if (!chosen || !questionnaireId) return;
    assign.mutate(
      {
        employeeNumber: chosen.employeeNumber,
        exitRequestId: chosen.exitRequestId,
        entityCode: chosen.entityCode,
        questionnaireId,
        anonymous,
      },
      {
        onSuccess: () => {
          showToast('success', t('surveys.exit.assigned', { name: chosen.displayName }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0)
            setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, messageText(v)])));
          else showToast('error', messageText(error.message));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('surveys.exit.assignTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      <Stack gap="md">
        {candidates.data && candidates.data.length === 0 && <EmptyState text={t('surveys.exit.noCandidates')} />}
        <Select
          label={t('surveys.exit.exitRequest')}
          withAsterisk
          searchable
          data={(candidates.data ?? []).map((c) => ({
            value: c.exitRequestId,
            label: `${c.displayName} (${c.employeeNumber})`,
          }))}
          value={exitRequestId}
          onChange={setExitRequestId}
          error={errors.exitRequestId ?? errors.employeeNumber}
          data-testid="assign-exit-request"
        />
        {chosen && (
          <Text size="sm" c="dimmed">
            {t('surveys.exit.chosen', { number: chosen.employeeNumber, entity: chosen.entityCode })}
          </Text>
        )}
        {errors.entityCode && (
          <Text c="red" size="sm">
            {errors.entityCode}
          </Text>
        )}
        <Select
          label={t('surveys.exit.questionnaire')}
          withAsterisk
          data={(questionnaires.data?.items ?? []).map((q) => ({ value: q.id, label: q.title }))}
          value={questionnaireId}
          onChange={setQuestionnaireId}
          error={errors.questionnaireId}
          data-testid="assign-questionnaire"
        />
        <Switch
          label={t('surveys.exit.anonymous')}
          description={t('surveys.exit.anonymousHint')}
          checked={anonymous}
          onChange={(e) => setAnonymous(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('org.common.cancel')}
          </Button>
          <Button onClick={send} loading={assign.isPending}>
            {t('surveys.exit.assignConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
